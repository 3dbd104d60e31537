import { Type, type Static } from 'typebox';
import { USER_STATUSES, type UserStatus } from './user-status.ts';

const DateTime = Type.String({ format: 'date-time' });
const NullableDateTime = Type.Union([DateTime, Type.Null()]);

/** A management API link (Okta: `href`, and `method` on the lifecycle links). */
export const HrefSchema = Type.Object({ href: Type.String(), method: Type.Optional(Type.String()) });

/** The User object of the Okta Management API (profile attributes are strings; see profile.ts). */
export const UserSchema = Type.Object({
  id: Type.String(),
  status: Type.Unsafe<UserStatus>({ type: 'string', enum: [...USER_STATUSES] }),
  created: DateTime,
  activated: NullableDateTime,
  statusChanged: NullableDateTime,
  lastLogin: NullableDateTime,
  lastUpdated: DateTime,
  passwordChanged: NullableDateTime,
  type: Type.Object({ id: Type.String() }),
  profile: Type.Record(Type.String(), Type.String()),
  credentials: Type.Object({
    password: Type.Optional(Type.Object({})),
    recovery_question: Type.Optional(Type.Object({ question: Type.String() })),
    provider: Type.Object({ type: Type.Literal('OKTA'), name: Type.Literal('OKTA') }),
  }),
  _links: Type.Record(Type.String(), HrefSchema),
});
export type UserShape = Static<typeof UserSchema>;

/** `credentials` of a request: a password value, a recovery question; `provider` is accepted and ignored. */
const CredentialsBodySchema = Type.Object({
  password: Type.Optional(
    Type.Object({
      value: Type.Optional(Type.String({ maxLength: 1024 })),
      hash: Type.Optional(Type.Unknown()),
    }),
  ),
  recovery_question: Type.Optional(
    Type.Object({
      question: Type.Optional(Type.String({ maxLength: 1024 })),
      answer: Type.Optional(Type.String({ maxLength: 1024 })),
    }),
  ),
  provider: Type.Optional(
    Type.Object({ type: Type.Optional(Type.String()), name: Type.Optional(Type.String()) }),
  ),
});

/** The body of `POST /api/v1/users`; the profile's attributes are checked by the service (profile.ts). */
export const CreateUserBodySchema = Type.Object({
  profile: Type.Record(Type.String(), Type.Unknown()),
  credentials: Type.Optional(CredentialsBodySchema),
  groupIds: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 100 })),
});

/** The body of `POST|PUT /api/v1/users/{id}` (a client may send back a whole User object: the rest is ignored). */
export const UpdateUserBodySchema = Type.Object({
  profile: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  credentials: Type.Optional(CredentialsBodySchema),
});

/**
 * `activate` (Okta); `namesOptional` (ours, the operator CLI's `users create`): firstName and lastName may be
 * left out, only login and email are required.
 */
export const CreateUserQuerySchema = Type.Object({
  activate: Type.Optional(Type.Boolean()),
  namesOptional: Type.Optional(Type.Boolean()),
});

export const ListUsersQuerySchema = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 256 })),
  filter: Type.Optional(Type.String({ maxLength: 2048 })),
  search: Type.Optional(Type.String({ maxLength: 2048 })),
  sortBy: Type.Optional(Type.String({ maxLength: 128 })),
  sortOrder: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  limit: Type.Optional(Type.String({ maxLength: 12 })),
  after: Type.Optional(Type.String({ maxLength: 2048 })),
});

export const UserParamsSchema = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 256 }) });

export const LifecycleQuerySchema = Type.Object({
  sendEmail: Type.Optional(Type.Boolean()),
  revokeSessions: Type.Optional(Type.Boolean()),
});

/** `POST .../lifecycle/activate`: the link when `sendEmail=false` (Okta UserActivationToken), else `{}`. */
export const ActivationSchema = Type.Object({
  activationUrl: Type.Optional(Type.String()),
  activationToken: Type.Optional(Type.String()),
});

/** `POST .../lifecycle/reset_password`: the link when `sendEmail=false` (Okta ResetPasswordToken), else `{}`. */
export const ResetPasswordSchema = Type.Object({ resetPasswordUrl: Type.Optional(Type.String()) });
