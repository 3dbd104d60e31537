import { Type, type Static } from 'typebox';
import { LinkSchema } from './link.schema.ts';

/** The Okta session object (`GET /api/v1/sessions/me`; spec §3 "Session"). */
export const SessionSchema = Type.Object({
  id: Type.String(),
  login: Type.String(),
  userId: Type.String(),
  status: Type.Union([Type.Literal('ACTIVE'), Type.Literal('MFA_REQUIRED'), Type.Literal('MFA_ENROLL')]),
  createdAt: Type.String(),
  expiresAt: Type.String(),
  lastPasswordVerification: Type.Union([Type.String(), Type.Null()]),
  lastFactorVerification: Type.Union([Type.String(), Type.Null()]),
  amr: Type.Array(Type.String()),
  idp: Type.Object({ id: Type.String(), type: Type.Literal('OKTA') }),
  mfaActive: Type.Boolean(),
  _links: Type.Object({ refresh: LinkSchema, self: LinkSchema, user: LinkSchema }),
});

/** Query or body of `GET|POST /login/sessionCookieRedirect`. */
export const SessionCookieRedirectSchema = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 512 })),
  redirectUrl: Type.String({ minLength: 1, maxLength: 4096 }),
  checkAccountSetupComplete: Type.Optional(Type.Union([Type.String({ maxLength: 10 }), Type.Boolean()])),
});

export type Session = Static<typeof SessionSchema>;
/** @deprecated The same type as {@link Session}; kept for existing imports. */
export type SessionShape = Session;
