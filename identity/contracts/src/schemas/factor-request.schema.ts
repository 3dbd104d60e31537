import { Type, type Static } from 'typebox';

/**
 * Request bodies of the factor calls (design/authn-protocol.md §1.1, §1.4): enrol, activate and verify. Every body
 * carries `stateToken`; `rememberDevice` and `autoPush` travel in the query string, not the body.
 */

const StateToken = Type.String({ minLength: 1, maxLength: 512 });

/**
 * `POST /api/v1/authn/factors` (MFA_ENROLL: a factor's `enroll` link). `profile` by type: `phoneNumber` (+
 * `phoneExtension` for call) for sms/call, `question` + `answer` for question, `credentialId` for tokens,
 * `password` for the password factor. Query `updatePhone=true` replaces an existing number.
 */
export const EnrollFactorRequestSchema = Type.Object({
  stateToken: StateToken,
  factorType: Type.String(),
  provider: Type.String(),
  profile: Type.Optional(
    Type.Object({
      phoneNumber: Type.Optional(Type.String()),
      phoneExtension: Type.Optional(Type.String()),
      question: Type.Optional(Type.String()),
      answer: Type.Optional(Type.String()),
      credentialId: Type.Optional(Type.String()),
      password: Type.Optional(Type.String()),
      /** sms/call: replace the number on file (the widget sends it here; Okta also reads the query). */
      updatePhone: Type.Optional(Type.Union([Type.Boolean(), Type.String()])),
      /** sms/call: `false` after E0000098 skips the validity check of the number. */
      validatePhone: Type.Optional(Type.Union([Type.Boolean(), Type.String()])),
      /** email: the address codes go to (default: the user's login). */
      email: Type.Optional(Type.String()),
    }),
  ),
  /** Hardware and on-prem tokens enrol with a first passcode; Symantec VIP also takes the next one. */
  passCode: Type.Optional(Type.String()),
  nextPassCode: Type.Optional(Type.String()),
});

/** `POST …/factors/{id}/lifecycle/activate` (MFA_ENROLL_ACTIVATE: `next(activate)`). */
export const ActivateFactorRequestSchema = Type.Object({
  stateToken: StateToken,
  passCode: Type.Optional(Type.String()),
  /** U2F. */
  registrationData: Type.Optional(Type.String()),
  /** U2F and WebAuthn. */
  clientData: Type.Optional(Type.String()),
  /** WebAuthn. */
  attestation: Type.Optional(Type.String()),
});

/**
 * `POST …/factors/{id}/verify` (MFA_REQUIRED: a factor's `verify` link; MFA_CHALLENGE: `next(verify)`) and
 * `POST /recovery/factors/{SMS|CALL}/verify` (RECOVERY_CHALLENGE). Without an answer it issues the challenge.
 */
export const VerifyFactorRequestSchema = Type.Object({
  stateToken: StateToken,
  passCode: Type.Optional(Type.String()),
  answer: Type.Optional(Type.String()),
  /** The password factor. */
  password: Type.Optional(Type.String()),
  clientData: Type.Optional(Type.String()),
  authenticatorData: Type.Optional(Type.String()),
  signatureData: Type.Optional(Type.String()),
});

/** Query of verify and poll: remember this device; send push automatically next time. */
export const VerifyFactorQuerySchema = Type.Object({
  rememberDevice: Type.Optional(Type.Boolean()),
  autoPush: Type.Optional(Type.Boolean()),
});

export type EnrollFactorRequest = Static<typeof EnrollFactorRequestSchema>;
export type ActivateFactorRequest = Static<typeof ActivateFactorRequestSchema>;
export type VerifyFactorRequest = Static<typeof VerifyFactorRequestSchema>;
export type VerifyFactorQuery = Static<typeof VerifyFactorQuerySchema>;
