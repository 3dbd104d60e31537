import { Type, type Static } from 'typebox';
import { HrefSchema } from '../admin/admin.schema.ts';

const FieldSchema = Type.Object(
  {
    type: Type.Literal('string'),
    title: Type.String({ minLength: 1, maxLength: 100 }),
    format: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
    minLength: Type.Optional(Type.Integer({ minimum: 1, maximum: 1024 })),
    maxLength: Type.Optional(Type.Integer({ minimum: 1, maximum: 1024 })),
  },
  { additionalProperties: false },
);

/** The form's profile schema (registration/profile-schema.ts `ProfileSchema`): fields, required, fieldOrder. */
export const ProfileSchemaSchema = Type.Object(
  {
    properties: Type.Record(Type.String({ pattern: '^[A-Za-z]{1,40}$' }), FieldSchema),
    required: Type.Array(Type.String(), { maxItems: 40 }),
    fieldOrder: Type.Array(Type.String(), { maxItems: 40 }),
  },
  { additionalProperties: false },
);

/**
 * The registration policy (`GET|PUT /api/v1/registration-policy`, ours, beside `/api/v1/recovery-policy`):
 * `id` is the `policyId` of the form and of `POST /api/v1/registration/{policyId}/register`; `enabled` lets people
 * register themselves; `defaultGroupId` is the group a new user joins (its password policy applies);
 * `activationRequired` makes the emailed link the only way to ACTIVE; `tokenLifetimeMinutes` is that link's life;
 * `progressiveProfiling` makes sign-in ask for the required attributes a person lacks (PROFILE_REQUIRED).
 */
export const RegistrationPolicySchema = Type.Object({
  id: Type.String(),
  enabled: Type.Boolean(),
  defaultGroupId: Type.Union([Type.String(), Type.Null()]),
  activationRequired: Type.Boolean(),
  tokenLifetimeMinutes: Type.Integer(),
  profileSchema: ProfileSchemaSchema,
  /** Sign-in asks for the required profile attributes a person lacks (PROFILE_REQUIRED). */
  progressiveProfiling: Type.Boolean(),
  lastUpdated: Type.String({ format: 'date-time' }),
  _links: Type.Object({ self: HrefSchema }),
});
export type RegistrationPolicyShape = Static<typeof RegistrationPolicySchema>;

/** `PUT /api/v1/registration-policy`: the settings to change; omitted ones keep their values. */
export const RegistrationPolicyBodySchema = Type.Object(
  {
    enabled: Type.Optional(Type.Boolean()),
    defaultGroupId: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()])),
    activationRequired: Type.Optional(Type.Boolean()),
    tokenLifetimeMinutes: Type.Optional(Type.Integer({ minimum: 5, maximum: 10080 })),
    profileSchema: Type.Optional(ProfileSchemaSchema),
    progressiveProfiling: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type RegistrationPolicyBody = Static<typeof RegistrationPolicyBodySchema>;
