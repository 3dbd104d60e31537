import { Type, type Static } from 'typebox';
import { HrefSchema } from '../admin/admin.schema.ts';

const Enrollment = Type.Union([Type.Literal('REQUIRED'), Type.Literal('OPTIONAL')]);

/** A factor type a policy allows (ours; `enrollment` as the Authn API's factor object words it). */
export const PolicyFactorSchema = Type.Object({
  factorType: Type.String({ minLength: 1, maxLength: 64 }),
  enrollment: Enrollment,
  maxEnrollments: Type.Integer(),
});

/**
 * The multi-factor policy of a group (ours: Okta spreads this over MFA enrolment and sign-on policies with
 * their own rules; here one group has one policy). `rememberDevice.lifetimeMinutes` is in minutes.
 */
export const MfaPolicySchema = Type.Object({
  groupId: Type.String(),
  mfaRequired: Type.Boolean(),
  factors: Type.Array(PolicyFactorSchema),
  rememberDevice: Type.Object({
    allowed: Type.Boolean(),
    lifetimeMinutes: Type.Integer(),
    byDefault: Type.Boolean(),
  }),
  autoPush: Type.Boolean(),
  passwordless: Type.Boolean(),
  created: Type.String({ format: 'date-time' }),
  lastUpdated: Type.String({ format: 'date-time' }),
  _links: Type.Object({ self: HrefSchema, group: HrefSchema }),
});
export type MfaPolicyShape = Static<typeof MfaPolicySchema>;

/** The body of `PUT /api/v1/mfa-policies/{groupId}`: omitted settings take their defaults. */
export const MfaPolicyBodySchema = Type.Object({
  mfaRequired: Type.Boolean(),
  factors: Type.Array(
    Type.Object({
      factorType: Type.String({ minLength: 1, maxLength: 64 }),
      enrollment: Type.Optional(Enrollment),
      maxEnrollments: Type.Optional(Type.Integer()),
    }),
    { maxItems: 32 },
  ),
  rememberDevice: Type.Optional(
    Type.Object({ lifetimeMinutes: Type.Integer(), byDefault: Type.Optional(Type.Boolean()) }),
  ),
  autoPush: Type.Optional(Type.Boolean()),
  passwordless: Type.Optional(Type.Boolean()),
});
export type MfaPolicyBody = Static<typeof MfaPolicyBodySchema>;

export const GroupPolicyParamsSchema = Type.Object({
  groupId: Type.String({ minLength: 1, maxLength: 100 }),
});
