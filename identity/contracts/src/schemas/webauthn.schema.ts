import { Type } from 'typebox';

/**
 * WebAuthn pieces of a FIDO `webauthn` factor (design/authn-protocol.md §1.4): the credential creation options of
 * MFA_ENROLL_ACTIVATE (`_embedded.activation`) and the assertion challenge of MFA_CHALLENGE (`_embedded.challenge`).
 * Binary values travel as base64url strings.
 */
export const WebAuthnActivationSchema = Type.Object({
  challenge: Type.String(),
  rp: Type.Object({ name: Type.String(), id: Type.Optional(Type.String()) }),
  user: Type.Object({ id: Type.String(), name: Type.String(), displayName: Type.String() }),
  pubKeyCredParams: Type.Array(Type.Object({ type: Type.String(), alg: Type.Number() })),
  attestation: Type.Optional(Type.String()),
  timeout: Type.Optional(Type.Number()),
  authenticatorSelection: Type.Optional(
    Type.Object({
      authenticatorAttachment: Type.Optional(Type.String()),
      userVerification: Type.Optional(Type.String()),
      requireResidentKey: Type.Optional(Type.Boolean()),
    }),
  ),
  excludeCredentials: Type.Optional(Type.Array(Type.Object({ type: Type.String(), id: Type.String() }))),
  u2fParams: Type.Optional(Type.Object({ appid: Type.String() })),
});

export const WebAuthnChallengeSchema = Type.Object({
  challenge: Type.String(),
  userVerification: Type.Optional(Type.String()),
  extensions: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

/** Okta Verify number challenge: the number the user must pick on the phone. */
export const PushChallengeSchema = Type.Object({ correctAnswer: Type.Optional(Type.Integer()) });
