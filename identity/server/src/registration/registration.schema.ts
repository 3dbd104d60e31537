import { Type } from 'typebox';

const Field = Type.Object({
  type: Type.Literal('string'),
  title: Type.String(),
  format: Type.Optional(Type.String()),
  minLength: Type.Optional(Type.Integer()),
  maxLength: Type.Optional(Type.Integer()),
  subSchemas: Type.Optional(
    Type.Array(
      Type.Object({
        description: Type.String(),
        minLength: Type.Optional(Type.Integer()),
        format: Type.Optional(Type.String()),
      }),
    ),
  ),
});

/** `GET /api/v1/registration/form` (registration-form.ts `RegistrationForm`). */
export const RegistrationFormSchema = Type.Object({
  policyId: Type.String(),
  lastUpdate: Type.Integer(),
  profileSchema: Type.Object({
    properties: Type.Record(Type.String(), Field),
    required: Type.Array(Type.String()),
    fieldOrder: Type.Array(Type.String()),
  }),
});

/** `POST /api/v1/registration/{policyId}/register` body (spec §7): `userProfile` and `relayState`. */
export const RegisterRequestSchema = Type.Object(
  {
    userProfile: Type.Record(Type.String({ maxLength: 64 }), Type.Unknown(), { maxProperties: 40 }),
    relayState: Type.Optional(Type.String({ maxLength: 2048 })),
  },
  { additionalProperties: false },
);

/** The register answer: the one-time `activationToken` when no activation by email is required; else `{}`. */
export const RegisterResponseSchema = Type.Object({ activationToken: Type.Optional(Type.String()) });

export const PolicyIdParams = Type.Object({ policyId: Type.String({ minLength: 1, maxLength: 64 }) });
