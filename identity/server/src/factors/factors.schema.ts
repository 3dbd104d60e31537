import { Type, type Static } from 'typebox';
import { HrefSchema } from '../admin/admin.schema.ts';

/** A factor of a user (Okta Management API "UserFactor"). */
export const UserFactorSchema = Type.Object({
  id: Type.String(),
  factorType: Type.String(),
  provider: Type.String(),
  vendorName: Type.String(),
  status: Type.String(),
  created: Type.String({ format: 'date-time' }),
  lastUpdated: Type.String({ format: 'date-time' }),
  profile: Type.Record(Type.String(), Type.Unknown()),
  _links: Type.Object({ self: HrefSchema, user: HrefSchema }),
});
export type UserFactorShape = Static<typeof UserFactorSchema>;

export const UserParamsSchema = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 100 }) });

export const FactorParamsSchema = Type.Object({
  userId: Type.String({ minLength: 1, maxLength: 100 }),
  factorId: Type.String({ minLength: 1, maxLength: 64 }),
});
