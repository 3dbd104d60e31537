import { Type, type Static } from 'typebox';

/**
 * Request bodies of the Authentication API v1 (design/authn-protocol.md §1.1) that carry no factor. The SDK adds
 * `stateToken` itself, so its typed actions take these bodies without it (`Omit<…, 'stateToken'>`).
 */

const StateToken = Type.String({ minLength: 1, maxLength: 512 });
const Username = Type.String({ maxLength: 256 });
const RelayState = Type.String({ maxLength: 2048 });
const AuthnOptions = Type.Object({
  multiOptionalFactorEnroll: Type.Optional(Type.Boolean()),
  warnBeforePasswordExpired: Type.Optional(Type.Boolean()),
});
const AuthnContext = Type.Object({ deviceToken: Type.Optional(Type.String({ maxLength: 512 })) });

/**
 * Primary authentication, `POST /api/v1/authn`. `password` has no schema maxLength on purpose: an over-long
 * password is a failed authentication (401 E0000004 after a dummy hash, server-side), not a 400 that would tell it
 * apart from a wrong one.
 */
export const PrimaryAuthRequestSchema = Type.Object({
  username: Username,
  password: Type.String(),
  relayState: Type.Optional(RelayState),
  options: Type.Optional(AuthnOptions),
  context: Type.Optional(AuthnContext),
});

/**
 * Sign-in with the one-time activation token of a self-service registration, `POST /api/v1/authn {token}`
 * (design/authn-protocol.md §1.11: the widget starts primary auth with the register call's `activationToken`).
 */
export const ActivationTokenRequestSchema = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 256 }),
  relayState: Type.Optional(RelayState),
});

/**
 * Body of `POST /api/v1/authn`: primary auth (`username` + `password`), resume (`stateToken`) or a registration's
 * activation `token`.
 */
export const AuthnRequestSchema = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 256 })),
  username: Type.Optional(Username),
  password: Type.Optional(Type.String()),
  stateToken: Type.Optional(Type.String({ maxLength: 512 })),
  relayState: Type.Optional(RelayState),
  options: Type.Optional(AuthnOptions),
  context: Type.Optional(AuthnContext),
});

/** Body of the state-token-only calls (`/cancel`, `/previous`, `/skip`, resend, poll). */
export const StateTokenRequestSchema = Type.Object({ stateToken: StateToken });

/** `POST /api/v1/authn/credentials/change_password` (PASSWORD_EXPIRED, PASSWORD_WARN: `next(changePassword)`). */
export const ChangePasswordRequestSchema = Type.Object({
  stateToken: StateToken,
  oldPassword: Type.String(),
  newPassword: Type.String(),
  revokeSessions: Type.Optional(Type.Boolean()),
});

/** `POST /api/v1/authn/credentials/reset_password` (PASSWORD_RESET: `next(resetPassword)`). */
export const ResetPasswordRequestSchema = Type.Object({
  stateToken: StateToken,
  newPassword: Type.String(),
  revokeSessions: Type.Optional(Type.Boolean()),
});

/** `POST /api/v1/authn/recovery/password` and `/recovery/unlock` (LOCKED_OUT: `next(unlock)`). */
export const RecoveryRequestSchema = Type.Object({
  username: Username,
  factorType: Type.Optional(Type.Enum(['EMAIL', 'SMS', 'CALL'])),
  relayState: Type.Optional(RelayState),
});

/** `POST /api/v1/authn/recovery/answer` (RECOVERY: `next(answer)`). */
export const RecoveryAnswerRequestSchema = Type.Object({ stateToken: StateToken, answer: Type.String() });

/** `POST /api/v1/authn/consent` (CONSENT_REQUIRED: `next(consent)`): the granted scope names. */
export const ConsentRequestSchema = Type.Object({
  stateToken: StateToken,
  consent: Type.Object({ expiresAt: Type.String(), scopes: Type.Array(Type.String()) }),
});

export type PrimaryAuthRequest = Static<typeof PrimaryAuthRequestSchema>;
export type AuthnRequest = Static<typeof AuthnRequestSchema>;
export type ActivationTokenRequest = Static<typeof ActivationTokenRequestSchema>;
export type ChangePasswordRequest = Static<typeof ChangePasswordRequestSchema>;
export type ResetPasswordRequest = Static<typeof ResetPasswordRequestSchema>;
export type RecoveryRequest = Static<typeof RecoveryRequestSchema>;
export type RecoveryAnswerRequest = Static<typeof RecoveryAnswerRequestSchema>;
export type ConsentRequest = Static<typeof ConsentRequestSchema>;
