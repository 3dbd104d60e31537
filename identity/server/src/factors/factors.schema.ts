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
  /** While PENDING_ACTIVATION: how to finish the enrolment (TOTP: sharedSecret, QR code link). */
  _embedded: Type.Optional(Type.Object({ activation: Type.Record(Type.String(), Type.Unknown()) })),
  _links: Type.Object({
    self: HrefSchema,
    user: HrefSchema,
    activate: Type.Optional(HrefSchema),
    /** SMS, voice and email factors: send the code again (`name` is the factor type). */
    resend: Type.Optional(Type.Array(Type.Object({ name: Type.String(), ...HrefSchema.properties }))),
    qrcode: Type.Optional(Type.Object({ href: Type.String(), type: Type.String() })),
  }),
});
export type UserFactorShape = Static<typeof UserFactorSchema>;

export const UserParamsSchema = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 100 }) });

export const FactorParamsSchema = Type.Object({
  userId: Type.String({ minLength: 1, maxLength: 100 }),
  factorId: Type.String({ minLength: 1, maxLength: 64 }),
});

/** `POST /api/v1/users/{userId}/factors`: the factor to enrol (Okta: factorType, provider, profile). */
export const EnrollFactorBodySchema = Type.Object({
  factorType: Type.String({ minLength: 1, maxLength: 64 }),
  provider: Type.String({ minLength: 1, maxLength: 64 }),
  profile: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

/** `POST …/factors/{factorId}/lifecycle/activate`: the first passcode. */
export const ActivateFactorBodySchema = Type.Object({
  passCode: Type.String({ maxLength: 64 }),
});

/** `POST …/factors/{factorId}/verify`: the answer (none: an SMS, voice or email factor sends its code). */
export const VerifyFactorBodySchema = Type.Object({
  passCode: Type.Optional(Type.String({ maxLength: 64 })),
  answer: Type.Optional(Type.String({ maxLength: 256 })),
  password: Type.Optional(Type.String({ maxLength: 256 })),
});

/** `POST /api/v1/users/{userId}/factors?updatePhone=true`: replace the user's phone factor of that type. */
export const EnrollFactorQuerySchema = Type.Object({ updatePhone: Type.Optional(Type.Boolean()) });

export const QrParamsSchema = Type.Object({
  userId: Type.String({ minLength: 1, maxLength: 100 }),
  factorId: Type.String({ minLength: 1, maxLength: 64 }),
  token: Type.String({ minLength: 1, maxLength: 100 }),
});

/** A factor the catalogue offers a user (Okta `GET /api/v1/users/{id}/factors/catalog`). */
export const CatalogFactorSchema = Type.Object({
  factorType: Type.String(),
  provider: Type.String(),
  vendorName: Type.String(),
  status: Type.Literal('NOT_SETUP'),
  enrollment: Type.Union([Type.Literal('REQUIRED'), Type.Literal('OPTIONAL')]),
  _links: Type.Object({ enroll: HrefSchema }),
});
