import { Type, type Static } from 'typebox';
import { HrefSchema } from '../users/users.schema.ts';

/** The Group object of the Okta Management API (type OKTA_GROUP). */
export const GroupSchema = Type.Object({
  id: Type.String(),
  created: Type.String({ format: 'date-time' }),
  lastUpdated: Type.String({ format: 'date-time' }),
  lastMembershipUpdated: Type.String({ format: 'date-time' }),
  objectClass: Type.Array(Type.String()),
  type: Type.Literal('OKTA_GROUP'),
  profile: Type.Object({ name: Type.String(), description: Type.Union([Type.String(), Type.Null()]) }),
  _links: Type.Record(Type.String(), HrefSchema),
});
export type GroupShape = Static<typeof GroupSchema>;

/** The body of `POST /api/v1/groups` and `PUT /api/v1/groups/{id}` (the rest of a Group object is ignored). */
export const GroupBodySchema = Type.Object({
  profile: Type.Object({
    name: Type.String({ maxLength: 1024 }),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 4096 }), Type.Null()])),
  }),
});

export const ListGroupsQuerySchema = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 256 })),
  filter: Type.Optional(Type.String({ maxLength: 2048 })),
  limit: Type.Optional(Type.String({ maxLength: 12 })),
  after: Type.Optional(Type.String({ maxLength: 2048 })),
});

export const GroupParamsSchema = Type.Object({ groupId: Type.String({ minLength: 1, maxLength: 64 }) });

export const MemberParamsSchema = Type.Object({
  groupId: Type.String({ minLength: 1, maxLength: 64 }),
  userId: Type.String({ minLength: 1, maxLength: 256 }),
});

export const ListMembersQuerySchema = Type.Object({
  limit: Type.Optional(Type.String({ maxLength: 12 })),
  after: Type.Optional(Type.String({ maxLength: 2048 })),
});
