import { Type, type Static } from 'typebox';
import { HrefSchema } from '../admin/admin.schema.ts';

/** Password complexity (the names of the Authn API's `policy.complexity`); counts are minimum characters. */
const Complexity = {
  minLength: Type.Integer(),
  minLowerCase: Type.Integer(),
  minUpperCase: Type.Integer(),
  minNumber: Type.Integer(),
  minSymbol: Type.Integer(),
  excludeUsername: Type.Boolean(),
  excludeAttributes: Type.Array(Type.String({ maxLength: 64 }), { maxItems: 8 }),
};

/**
 * Password age (the names of the reference's password policy settings): `historyCount` previous passwords,
 * `minAgeMinutes` (minutes), `maxAgeDays` (days, 0 = never expires), `expireWarnDays` (days before expiry).
 */
const Age = {
  historyCount: Type.Integer(),
  minAgeMinutes: Type.Integer(),
  maxAgeDays: Type.Integer(),
  expireWarnDays: Type.Integer(),
};

/** The password policy of a group (ours: one policy per group, like /api/v1/mfa-policies). */
export const PasswordPolicySchema = Type.Object({
  groupId: Type.String(),
  complexity: Type.Object(Complexity),
  age: Type.Object(Age),
  created: Type.String({ format: 'date-time' }),
  lastUpdated: Type.String({ format: 'date-time' }),
  _links: Type.Object({ self: HrefSchema, group: HrefSchema }),
});
export type PasswordPolicyShape = Static<typeof PasswordPolicySchema>;

/** The body of `PUT /api/v1/password-policies/{groupId}`: omitted settings take the default policy's values. */
export const PasswordPolicyBodySchema = Type.Object({
  complexity: Type.Optional(Type.Partial(Type.Object(Complexity))),
  age: Type.Optional(Type.Partial(Type.Object(Age))),
});
export type PasswordPolicyBody = Static<typeof PasswordPolicyBodySchema>;
