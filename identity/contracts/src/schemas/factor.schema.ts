import { Type, type Static, type TSchema } from 'typebox';
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
import { FactorCommonProperties } from './factor-types.schema.ts';
import { PushChallengeSchema, WebAuthnActivationSchema, WebAuthnChallengeSchema } from './webauthn.schema.ts';

/** Every member of the given object schemas, all optional (the factor types never give one name two shapes). */
const anyOf = <T extends TSchema[]>(schemas: [...T]) => Type.Partial(Type.Evaluate(Type.Intersect(schemas)));

/**
 * A factor object of any type, as `_embedded.factors[]` and `_embedded.factor` carry it (spec §3 "Factor";
 * design/authn-protocol.md §1.4). `factorType` and `provider` stay open strings (unknown types reach the widget,
 * which routes them to `unsupported`); `profile` and `_embedded` admit the members of every known type, all
 * optional. Each `FACTOR_TYPE_SCHEMAS` entry is a narrower schema of the same object.
 */
export const FactorSchema = Type.Object({
  ...FactorCommonProperties,
  factorType: Type.String(),
  provider: Type.String(),
  profile: Type.Optional(
    anyOf([
      PhoneProfileSchema,
      EmailProfileSchema,
      QuestionProfileSchema,
      CredentialProfileSchema,
      PushProfileSchema,
      U2fProfileSchema,
      WebAuthnProfileSchema,
      AssertionProfileSchema,
    ]),
  ),
  _embedded: Type.Optional(
    Type.Object({
      phones: Type.Optional(Type.Array(PhoneSchema)),
      activation: Type.Optional(
        Type.Union([
          anyOf([
            TotpActivationSchema,
            PushActivationSchema,
            DuoSignatureSchema,
            U2fActivationSchema,
            WebAuthnActivationSchema,
          ]),
          Type.Null(),
        ]),
      ),
      challenge: Type.Optional(
        Type.Union([anyOf([U2fChallengeSchema, WebAuthnChallengeSchema, PushChallengeSchema]), Type.Null()]),
      ),
      verification: Type.Optional(Type.Union([Type.Partial(DuoSignatureSchema), Type.Null()])),
    }),
  ),
});

/** `GET` of a question factor's `questions` link: the security questions a user may choose. */
export const SecurityQuestionSchema = Type.Object({ question: Type.String(), questionText: Type.String() });

export type Factor = Static<typeof FactorSchema>;
export type SecurityQuestion = Static<typeof SecurityQuestionSchema>;
