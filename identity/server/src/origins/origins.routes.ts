import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { adminEventContext } from '../admin/admin-audit.ts';
import { ADMIN_ERRORS, href, ListQuerySchema } from '../admin/admin.schema.ts';
import { ApiError } from '../errors.ts';
import { filterParam } from '../lib/list-query.ts';
import { pageLinks, pageRequest } from '../lib/pagination.ts';
import type { Services } from '../services.ts';
import type { TrustedOrigin } from './origins.service.ts';
import {
  TrustedOriginParamsSchema,
  TrustedOriginSchema,
  TrustedOriginWriteSchema,
  type TrustedOriginShape,
} from './origins.schema.ts';

const BASE = '/api/v1/trustedOrigins';

/** The wire shape of a trusted origin; `_links` offers the lifecycle operation its status allows. */
export function trustedOriginObject(issuer: string, o: TrustedOrigin): TrustedOriginShape {
  const self = `${BASE}/${o.id}`;
  const lifecycle =
    o.status === 'ACTIVE'
      ? { deactivate: href(issuer, `${self}/lifecycle/deactivate`, ['POST']) }
      : { activate: href(issuer, `${self}/lifecycle/activate`, ['POST']) };
  return {
    id: o.id,
    name: o.name,
    origin: o.origin,
    scopes: o.scopes.map((type) => ({ type })),
    status: o.status,
    created: o.createdAt.toISOString(),
    createdBy: o.createdBy,
    lastUpdated: o.lastUpdated.toISOString(),
    lastUpdatedBy: o.lastUpdatedBy,
    _links: { self: href(issuer, self, ['GET', 'PUT', 'DELETE']), ...lifecycle },
  };
}

const target = (o: Pick<TrustedOrigin, 'id' | 'name' | 'origin'>) => [
  { id: o.id, type: 'TrustedOrigin', alternateId: o.origin, displayName: o.name },
];

/**
 * Trusted origins (Okta Management API `/api/v1/trustedOrigins`): list (`q` prefix of name or origin,
 * `filter` on id/name/origin/status, `limit` 1-200 default 20, `after`, `Link` headers), create (200),
 * read, replace, delete (204), and `lifecycle/activate|deactivate` (200, the object). Errors: 400 E0000001
 * naming the field (an invalid origin, or an origin or name in use), 400 E0000053/E0000031 for a bad filter,
 * 404 E0000007. Every change is audited as `trustedorigins.lifecycle.*`.
 */
export async function originsRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { origins, audit, config } = services;
  const notFound = (id: string) =>
    new ApiError('notFound', { params: { path: id, METHOD: 'TrustedOrigin' } });
  const object = (o: TrustedOrigin) => trustedOriginObject(config.issuer, o);
  const record = (request: FastifyRequest, action: string, o: TrustedOrigin) =>
    audit.record({
      type: `trustedorigins.lifecycle.${action}`,
      targets: target(o),
      ...adminEventContext(request),
    });
  const actorId = (request: FastifyRequest) => request.apiToken?.id ?? null;
  const one = { params: TrustedOriginParamsSchema, response: { 200: TrustedOriginSchema, ...ADMIN_ERRORS } };

  app.get(
    BASE,
    {
      schema: {
        querystring: ListQuerySchema,
        response: { 200: Type.Array(TrustedOriginSchema), ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query, { defaults: 20, max: 200 });
      const filter = filterParam(request.query.filter);
      const q = request.query.q?.trim();
      const result = await origins.list({ ...page, ...(filter ? { filter } : {}), ...(q ? { q } : {}) });
      reply.header('link', pageLinks(config.issuer, request.url, page.limit, result.next));
      return result.items.map(object);
    },
  );

  app.post(
    BASE,
    { schema: { body: TrustedOriginWriteSchema, response: { 200: TrustedOriginSchema, ...ADMIN_ERRORS } } },
    async (request) => {
      const created = await origins.create(
        { ...request.body, scopes: request.body.scopes.map((s) => s.type) },
        actorId(request),
      );
      await record(request, 'create', created);
      return object(created);
    },
  );

  app.get(`${BASE}/:trustedOriginId`, { schema: one }, async (request) => {
    const found = await origins.get(request.params.trustedOriginId);
    if (!found) throw notFound(request.params.trustedOriginId);
    return object(found);
  });

  app.put(
    `${BASE}/:trustedOriginId`,
    { schema: { ...one, body: TrustedOriginWriteSchema } },
    async (request) => {
      const { trustedOriginId } = request.params;
      if (!(await origins.get(trustedOriginId))) throw notFound(trustedOriginId);
      const scopes = request.body.scopes.map((s) => s.type);
      const updated = await origins.replace(trustedOriginId, { ...request.body, scopes }, actorId(request));
      if (!updated) throw notFound(trustedOriginId);
      await record(request, 'update', updated);
      return object(updated);
    },
  );

  app.delete(
    `${BASE}/:trustedOriginId`,
    { schema: { params: TrustedOriginParamsSchema, response: { 204: Type.Null(), ...ADMIN_ERRORS } } },
    async (request, reply) => {
      const found = await origins.get(request.params.trustedOriginId);
      if (!found || !(await origins.delete(found.id))) throw notFound(request.params.trustedOriginId);
      await record(request, 'delete', found);
      return reply.code(204).send(null);
    },
  );

  for (const [action, status] of [
    ['activate', 'ACTIVE'],
    ['deactivate', 'INACTIVE'],
  ] as const) {
    app.post(`${BASE}/:trustedOriginId/lifecycle/${action}`, { schema: one }, async (request) => {
      const updated = await origins.setStatus(request.params.trustedOriginId, status, actorId(request));
      if (!updated) throw notFound(request.params.trustedOriginId);
      await record(request, action, updated);
      return object(updated);
    });
  }
}
