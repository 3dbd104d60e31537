import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADMIN_ERRORS, actionContext, linkPage, notFound } from '../admin/admin-replies.ts';
import { pageRequest } from '../lib/pagination.ts';
import type { Services } from '../services.ts';
import { userTypeId } from '../users/managed-user.ts';
import { userObject } from '../users/user-object.ts';
import { UserSchema } from '../users/users.schema.ts';
import type { MembershipResult } from './group-members.service.ts';
import { ListMembersQuerySchema, MemberParamsSchema, GroupParamsSchema } from './groups.schema.ts';

/** Okta's page size of a group's member list: 1000 by default and at most. */
export const MEMBERS_PAGE = { defaults: 1000, max: 1000 } as const;

/**
 * Group members (Okta Management API): `GET /api/v1/groups/{id}/users` (User objects in insertion order,
 * limit + after, `Link` headers; DEPROVISIONED members included), `PUT|DELETE
 * /api/v1/groups/{groupId}/users/{userId}` (204, idempotent). 404 E0000007 for an unknown group or user.
 */
export async function groupMembersRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { groups, groupMembers, users, config } = services;
  const typeId = userTypeId(config.issuer);

  app.get(
    '/api/v1/groups/:groupId/users',
    {
      schema: {
        params: GroupParamsSchema,
        querystring: ListMembersQuerySchema,
        response: { 200: Type.Array(UserSchema), ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      const { groupId } = request.params;
      if (!(await groups.get(groupId))) throw notFound(groupId, 'UserGroup');
      const { limit } = pageRequest(request.query, MEMBERS_PAGE);
      const page = await users.admin.list({
        groupId,
        limit,
        ...(request.query.after ? { after: request.query.after } : {}),
      });
      linkPage(reply, config.issuer, request, limit, page.next);
      return page.items.map((u) => userObject(config.issuer, typeId, u));
    },
  );

  const settle = (result: MembershipResult, groupId: string, userId: string) => {
    if (result === 'no-group') throw notFound(groupId, 'UserGroup');
    if (result === 'no-user') throw notFound(userId, 'User');
  };

  for (const method of ['PUT', 'DELETE'] as const) {
    app.route({
      method,
      url: '/api/v1/groups/:groupId/users/:userId',
      schema: { params: MemberParamsSchema, response: { 204: Type.Null(), ...ADMIN_ERRORS } },
      handler: async (request, reply) => {
        const { groupId, userId } = request.params;
        const change = method === 'PUT' ? groupMembers.add : groupMembers.remove;
        settle(await change(groupId, userId, actionContext(request)), groupId, userId);
        return reply.code(204).send(null);
      },
    });
  }
}
