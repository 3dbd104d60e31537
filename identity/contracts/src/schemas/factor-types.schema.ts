import { Type, type Static, type TProperties, type TSchema } from 'typebox';
import {
  AssertionProfileSchema,
  CredentialProfileSchema,
  DuoSignatureSchema,
  EmailProfileSchema,
  PhoneProfileSchema,
  PhoneSchema,
  PushActivationSchema,
  PushProfileSchema,
  QuestionProfileSchema,
  TotpActivationSchema,
  U2fActivationSchema,
  U2fChallengeSchema,
  U2fProfileSchema,
  WebAuthnProfileSchema,
} from './factor-parts.schema.ts';
import { LinksSchema } from './link.schema.ts';
import { PushChallengeSchema, WebAuthnActivationSchema, WebAuthnChallengeSchema } from './webauthn.schema.ts';

/** Members every factor object may carry (design/authn-protocol.md §1.4; spec §3 "Factor"). */
export const FactorCommonProperties = {
  /** Absent on the not-yet-enrolled factors of MFA_ENROLL. */
  id: Type.Optional(Type.String()),
  vendorName: Type.Optional(Type.String()),
  status: Type.Optional(Type.Enum(['NOT_SETUP', 'ACTIVE', 'PENDING_ACTIVATION'])),
  enrollment: Type.Optional(Type.Enum(['OPTIONAL', 'REQUIRED'])),
  /** Enrolment counts of MFA_ENROLL (`enrolled` below `maximum` allows another enrolment). */
  policy: Type.Optional(
    Type.Object({
      enrollment: Type.Optional(
        Type.Object({
          enrolled: Type.Optional(Type.Number()),
          minimum: Type.Optional(Type.Number()),
          maximum: Type.Optional(Type.Number()),
        }),
      ),
    }),
  ),
  /** `verify` (MFA_REQUIRED), `enroll` and `questions` (MFA_ENROLL). */
  _links: Type.Optional(LinksSchema),
};

function factor<const T extends string, const P extends string[], R extends TSchema, E extends TProperties>(
  factorType: T,
  providers: [...P],
  profile: R,
  embedded: E,
) {
  return Type.Object({
    ...FactorCommonProperties,
    factorType: Type.Literal(factorType),
    provider: Type.Enum(providers),
    profile: Type.Optional(profile),
    _embedded: Type.Optional(Type.Object(embedded)),
  });
}

const noVerification = { verification: Type.Optional(Type.Null()) };

/** One schema per factor type of spec §3 "Factor" and design/authn-protocol.md §1.4, keyed by `factorType`. */
export const FACTOR_TYPE_SCHEMAS = {
  sms: factor('sms', ['OKTA'], PhoneProfileSchema, {
    phones: Type.Optional(Type.Array(PhoneSchema)),
    ...noVerification,
  }),
  call: factor('call', ['OKTA'], PhoneProfileSchema, {
    phones: Type.Optional(Type.Array(PhoneSchema)),
    ...noVerification,
  }),
  email: factor('email', ['OKTA'], EmailProfileSchema, noVerification),
  question: factor('question', ['OKTA'], QuestionProfileSchema, {}),
  password: factor('password', ['OKTA'], Type.Object({}), {}),
  'token:software:totp': factor('token:software:totp', ['OKTA', 'GOOGLE'], CredentialProfileSchema, {
    activation: Type.Optional(TotpActivationSchema),
  }),
  'token:hotp': factor('token:hotp', ['CUSTOM'], CredentialProfileSchema, {}),
  'token:hardware': factor('token:hardware', ['YUBICO'], CredentialProfileSchema, {}),
  token: factor('token', ['RSA', 'SYMANTEC', 'DEL_OATH'], CredentialProfileSchema, {}),
  push: factor('push', ['OKTA'], PushProfileSchema, {
    activation: Type.Optional(PushActivationSchema),
    challenge: Type.Optional(PushChallengeSchema),
    ...noVerification,
  }),
  web: factor('web', ['DUO'], CredentialProfileSchema, {
    activation: Type.Optional(DuoSignatureSchema),
    verification: Type.Optional(DuoSignatureSchema),
  }),
  u2f: factor('u2f', ['FIDO'], U2fProfileSchema, {
    activation: Type.Optional(U2fActivationSchema),
    challenge: Type.Optional(U2fChallengeSchema),
  }),
  webauthn: factor('webauthn', ['FIDO'], WebAuthnProfileSchema, {
    activation: Type.Optional(WebAuthnActivationSchema),
    challenge: Type.Optional(WebAuthnChallengeSchema),
  }),
  'assertion:saml2': factor('assertion:saml2', ['GENERIC_SAML'], AssertionProfileSchema, {}),
  'assertion:oidc': factor('assertion:oidc', ['GENERIC_OIDC'], AssertionProfileSchema, {}),
};

/** The factor types this contract knows (a server may still send others: the widget routes them to `unsupported`). */
export type KnownFactorType = keyof typeof FACTOR_TYPE_SCHEMAS;

/** The exact factor object of each known type, e.g. `FactorByType['sms']['profile']` has `phoneNumber`. */
export type FactorByType = { [K in KnownFactorType]: Static<(typeof FACTOR_TYPE_SCHEMAS)[K]> };
