import { Type, type Static } from 'typebox';

/** JSON schema of a HAL `Link` (transaction.ts). */
export const LinkSchema = Type.Object({
  href: Type.String(),
  name: Type.Optional(Type.String()),
  title: Type.Optional(Type.String()),
  type: Type.Optional(Type.String()),
  hints: Type.Optional(Type.Object({ allow: Type.Array(Type.String()) })),
});

export const LinksSchema = Type.Record(Type.String(), Type.Union([LinkSchema, Type.Array(LinkSchema)]));

export const UserProfileSchema = Type.Object({
  login: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.Optional(Type.String()),
  locale: Type.String(),
  timeZone: Type.String(),
});

export const TransactionUserSchema = Type.Object({
  id: Type.String(),
  passwordChanged: Type.Optional(Type.String()),
  profile: UserProfileSchema,
});

/** JSON schema of `Transaction`: the 200 body of every `/api/v1/authn*` call. `_embedded` stays open. */
export const TransactionSchema = Type.Object({
  status: Type.String(),
  stateToken: Type.Optional(Type.String()),
  sessionToken: Type.Optional(Type.String()),
  expiresAt: Type.Optional(Type.String()),
  factorResult: Type.Optional(Type.String()),
  recoveryType: Type.Optional(Type.String()),
  factorType: Type.Optional(Type.String()),
  type: Type.Optional(Type.String()),
  relayState: Type.Optional(Type.String()),
  _embedded: Type.Optional(
    Type.Object({ user: Type.Optional(TransactionUserSchema) }, { additionalProperties: true }),
  ),
  _links: Type.Optional(LinksSchema),
});

/**
 * Body of `POST /api/v1/authn`: primary auth (`username` + `password`) or resume (`stateToken`).
 * `password` has no schema maxLength on purpose: an over-long password is a failed authentication
 * (401 E0000004 after a dummy hash, server-side), not a 400 that would tell it apart from a wrong one.
 */
export const AuthnRequestSchema = Type.Object({
  username: Type.Optional(Type.String({ maxLength: 256 })),
  password: Type.Optional(Type.String()),
  stateToken: Type.Optional(Type.String({ maxLength: 512 })),
  relayState: Type.Optional(Type.String({ maxLength: 2048 })),
  options: Type.Optional(
    Type.Object({
      multiOptionalFactorEnroll: Type.Optional(Type.Boolean()),
      warnBeforePasswordExpired: Type.Optional(Type.Boolean()),
    }),
  ),
  context: Type.Optional(Type.Object({ deviceToken: Type.Optional(Type.String({ maxLength: 512 })) })),
});

/** Body of the state-token-only calls (`/api/v1/authn/cancel`, `/previous`, `/skip`). */
export const StateTokenRequestSchema = Type.Object({
  stateToken: Type.String({ minLength: 1, maxLength: 512 }),
});

/** 200 body of `/api/v1/authn/cancel`: no `stateToken`, so clients drop their saved one. */
export const CancelResponseSchema = Type.Object({ relayState: Type.Optional(Type.String()) });

export type TransactionShape = Static<typeof TransactionSchema>;
export type AuthnRequest = Static<typeof AuthnRequestSchema>;
