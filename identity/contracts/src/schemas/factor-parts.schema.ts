import { Type } from 'typebox';
import { LinksSchema } from './link.schema.ts';

/**
 * The pieces factor objects are made of, one schema per shape (design/authn-protocol.md §1.4 and §1.5): the
 * `profile` of each factor family and the `_embedded` resources of enrolment (`activation`, `phones`) and of a
 * challenge (`challenge`, `verification`). `factor-types.schema.ts` assembles them per factor type.
 */

/** `factorResult` values (§1.5): polling continues while WAITING; REJECTED is push, CHALLENGE is WebAuthn. */
export const FactorResultSchema = Type.Enum([
  'WAITING',
  'CANCELLED',
  'TIMEOUT',
  'TIME_WINDOW_EXCEEDED',
  'PASSCODE_REPLAYED',
  'ERROR',
  'REJECTED',
  'CHALLENGE',
]);

export const PhoneProfileSchema = Type.Object({
  /** Masked when enrolled, e.g. `+1 XXX-XXX-1337`. */
  phoneNumber: Type.String(),
  phoneExtension: Type.Optional(Type.String()),
});
export const EmailProfileSchema = Type.Object({ email: Type.String() });
export const QuestionProfileSchema = Type.Object({
  question: Type.String(),
  questionText: Type.Optional(Type.String()),
});
/** TOTP, hardware, RSA/Symantec/on-prem tokens, custom HOTP and Duo: the user's credential id. */
export const CredentialProfileSchema = Type.Object({ credentialId: Type.String() });
/** Okta Verify push; the profile is empty (`{}`) in unauthenticated responses (§1.4 note). */
export const PushProfileSchema = Type.Object({
  credentialId: Type.Optional(Type.String()),
  deviceType: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  platform: Type.Optional(Type.String()),
  version: Type.Optional(Type.String()),
  keys: Type.Optional(Type.Array(Type.Record(Type.String(), Type.Unknown()))),
});
export const U2fProfileSchema = Type.Object({
  credentialId: Type.String(),
  appId: Type.Optional(Type.String()),
  version: Type.Optional(Type.String()),
});
export const WebAuthnProfileSchema = Type.Object({
  credentialId: Type.Optional(Type.String()),
  authenticatorName: Type.Optional(Type.String()),
});
/** Generic SAML / OIDC factors. */
export const AssertionProfileSchema = Type.Object({ user: Type.Optional(Type.String()) });

/** `_embedded.phones[]` of an sms/call factor in MFA_ENROLL: numbers the user already has. */
export const PhoneSchema = Type.Object({
  id: Type.String(),
  status: Type.String(),
  profile: Type.Object({ phoneNumber: Type.String() }),
});

/** TOTP activation: shared secret and the QR code link (`_links.qrcode`, a typed link: data, not an action). */
export const TotpActivationSchema = Type.Object({
  timeStep: Type.Integer(),
  sharedSecret: Type.String(),
  encoding: Type.String(),
  keyLength: Type.Integer(),
  _links: Type.Optional(LinksSchema),
});
/** Push activation: QR code, `send[email|sms]` activation links, `factorResult` while polling. */
export const PushActivationSchema = Type.Object({
  expiresAt: Type.Optional(Type.String()),
  factorResult: Type.Optional(FactorResultSchema),
  _links: Type.Optional(LinksSchema),
});
/** Duo `activation` (enrolment) and `verification` (challenge): the frame's host and signed request. */
export const DuoSignatureSchema = Type.Object({
  host: Type.String(),
  signature: Type.String(),
  expiresAt: Type.Optional(Type.String()),
  factorResult: Type.Optional(FactorResultSchema),
  _links: Type.Optional(LinksSchema),
});
export const U2fActivationSchema = Type.Object({
  version: Type.String(),
  appId: Type.String(),
  nonce: Type.String(),
  timeoutSeconds: Type.Number(),
});
export const U2fChallengeSchema = Type.Object({ nonce: Type.String(), timeoutSeconds: Type.Number() });
