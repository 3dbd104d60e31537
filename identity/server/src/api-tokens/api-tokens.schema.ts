import { Type, type Static } from 'typebox';

/** `_links.self` of a management object (Okta: with the methods the object allows as `hints.allow`). */
export const SelfLinkSchema = Type.Object({
  self: Type.Object({
    href: Type.String(),
    hints: Type.Optional(Type.Object({ allow: Type.Array(Type.String()) })),
  }),
});

/** An API token (Okta Management API "API Token" object; `lastUsed` is ours). Never carries the value. */
export const ApiTokenSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  created: Type.String({ format: 'date-time' }),
  lastUpdated: Type.String({ format: 'date-time' }),
  lastUsed: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  _links: SelfLinkSchema,
});
export type ApiTokenShape = Static<typeof ApiTokenSchema>;

/** The answer to `POST /api/v1/api-tokens`: the token object plus its value, shown this once. */
export const CreatedApiTokenSchema = Type.Intersect([ApiTokenSchema, Type.Object({ token: Type.String() })]);

export const CreateApiTokenSchema = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) });

export const ApiTokenParamsSchema = Type.Object({ tokenId: Type.String({ minLength: 1, maxLength: 64 }) });
