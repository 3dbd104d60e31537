import { Type, type Static } from 'typebox';
import { HrefSchema } from '../admin/admin.schema.ts';

const ScopeSchema = Type.Object({ type: Type.String({ maxLength: 50 }) });

/** A trusted origin (Okta Management API "Trusted Origin" object). */
export const TrustedOriginSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  origin: Type.String(),
  scopes: Type.Array(ScopeSchema),
  status: Type.Union([Type.Literal('ACTIVE'), Type.Literal('INACTIVE')]),
  created: Type.String({ format: 'date-time' }),
  createdBy: Type.Union([Type.String(), Type.Null()]),
  lastUpdated: Type.String({ format: 'date-time' }),
  lastUpdatedBy: Type.Union([Type.String(), Type.Null()]),
  _links: Type.Object({
    self: HrefSchema,
    activate: Type.Optional(HrefSchema),
    deactivate: Type.Optional(HrefSchema),
  }),
});
export type TrustedOriginShape = Static<typeof TrustedOriginSchema>;

/**
 * The body of `POST` and `PUT /api/v1/trustedOrigins` (Okta "TrustedOriginWrite"): name, origin, scopes.
 * Read-only fields sent back by a client (id, status, created, `_links`) are accepted and ignored.
 */
export const TrustedOriginWriteSchema = Type.Object({
  name: Type.String({ maxLength: 1000 }),
  origin: Type.String({ maxLength: 1000 }),
  scopes: Type.Array(ScopeSchema, { maxItems: 10 }),
});

export const TrustedOriginParamsSchema = Type.Object({
  trustedOriginId: Type.String({ minLength: 1, maxLength: 64 }),
});
