import { Type, type Static } from 'typebox';
import { HrefSchema } from '../admin/admin.schema.ts';

/** A user's consent to one scope for one application (Okta Management API "OAuth2ScopeConsentGrant"). */
export const ConsentGrantSchema = Type.Object({
  id: Type.String(),
  status: Type.Literal('ACTIVE'),
  created: Type.String(),
  lastUpdated: Type.String(),
  createdBy: Type.Object({ id: Type.String(), type: Type.String() }),
  issuer: Type.String(),
  clientId: Type.String(),
  userId: Type.String(),
  scopeId: Type.String(),
  source: Type.String(),
  _links: Type.Object({
    self: HrefSchema,
    app: HrefSchema,
    user: HrefSchema,
  }),
});
export type ConsentGrant = Static<typeof ConsentGrantSchema>;

export const GrantParamsSchema = Type.Object({
  userId: Type.String({ minLength: 1, maxLength: 256 }),
  grantId: Type.String({ minLength: 1, maxLength: 64 }),
});
export const UserClientParamsSchema = Type.Object({
  userId: Type.String({ minLength: 1, maxLength: 256 }),
  clientId: Type.String({ minLength: 1, maxLength: 200 }),
});
export const GrantsQuerySchema = Type.Object({
  /** Only the consents to this scope (Okta `scopeId`; scopes are named here). */
  scopeId: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});

/** `POST /api/v1/authn/consent` (SIW 2.21.0 ConsentRequiredController): the scopes allowed and an expiry. */
export const ConsentRequestSchema = Type.Object({
  stateToken: Type.String({ minLength: 1, maxLength: 512 }),
  consent: Type.Object({
    expiresAt: Type.Optional(Type.String({ maxLength: 64 })),
    scopes: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 100 }),
  }),
});
