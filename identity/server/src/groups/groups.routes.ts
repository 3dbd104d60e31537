import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADMIN_ERRORS, actionContext, linkPage, notFound } from '../admin/admin-replies.ts';
import { pageRequest } from '../lib/pagination.ts';
import type { Services } from '../services.ts';
import { groupObject } from './group-object.ts';
import { GroupBodySchema, GroupParamsSchema, GroupSchema, ListGroupsQuerySchema } from './groups.schema.ts';

/** Okta's page size of the groups list: 10000 by default and at most. */
export const GROUPS_PAGE = { defaults: 10_000, max: 10_000 } as const;

/**
 * Groups (Okta Management API): `GET /api/v1/groups` (q name prefix, filter, limit, after; `Link` headers,
 * ordered by name), `POST /api/v1/groups` (200 with the group, as Okta), `GET|PUT|DELETE
 * /api/v1/groups/{id}`. Errors: 400 E0000001 (blank or taken name), 400 E0000031 (bad filter), 404 E0000007.
 */
export async function groupsRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { groups, config } = services;
  const params = GroupParamsSchema;

  app.get(
    '/api/v1/groups',
    {
      schema: {
        querystring: ListGroupsQuerySchema,
        response: { 200: Type.Array(GroupSchema), ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      const { limit } = pageRequest(request.query, GROUPS_PAGE);
      const page = await groups.list({ ...request.query, limit });
      linkPage(reply, config.issuer, request, limit, page.next);
      return page.items.map((g) => groupObject(config.issuer, g));
    },
  );

  app.post(
    '/api/v1/groups',
    { schema: { body: GroupBodySchema, response: { 200: GroupSchema, ...ADMIN_ERRORS } } },
    async (request) =>
      groupObject(config.issuer, await groups.create(request.body.profile, actionContext(request))),
  );

  app.get(
    '/api/v1/groups/:groupId',
    { schema: { params, response: { 200: GroupSchema, ...ADMIN_ERRORS } } },
    async (request) => {
      const group = await groups.get(request.params.groupId);
      if (!group) throw notFound(request.params.groupId, 'UserGroup');
      return groupObject(config.issuer, group);
    },
  );

  app.put(
    '/api/v1/groups/:groupId',
    { schema: { params, body: GroupBodySchema, response: { 200: GroupSchema, ...ADMIN_ERRORS } } },
    async (request) => {
      const group = await groups.replace(
        request.params.groupId,
        request.body.profile,
        actionContext(request),
      );
      if (!group) throw notFound(request.params.groupId, 'UserGroup');
      return groupObject(config.issuer, group);
    },
  );

  app.delete(
    '/api/v1/groups/:groupId',
    { schema: { params, response: { 204: Type.Null(), ...ADMIN_ERRORS } } },
    async (request, reply) => {
      if (!(await groups.delete(request.params.groupId, actionContext(request)))) {
        throw notFound(request.params.groupId, 'UserGroup');
      }
      return reply.code(204).send(null);
    },
  );
}
