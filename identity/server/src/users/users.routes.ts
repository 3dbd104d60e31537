import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADMIN_ERRORS, actionContext, linkPage, notFound } from '../admin/admin-replies.ts';
import { groupObject } from '../groups/group-object.ts';
import { GroupSchema } from '../groups/groups.schema.ts';
import { pageRequest } from '../lib/pagination.ts';
import type { Services } from '../services.ts';
import { userTypeId, type ManagedUser } from './managed-user.ts';
import { userObject } from './user-object.ts';
import {
  CreateUserBodySchema,
  CreateUserQuerySchema,
  ListUsersQuerySchema,
  UpdateUserBodySchema,
  UserParamsSchema,
  UserSchema,
} from './users.schema.ts';

/** The attributes a create with `namesOptional=true` requires (the operator CLI's `users create`). */
export const LOGIN_AND_EMAIL = ['login', 'email'] as const;

/** Okta's page size of the users list: 200 by default and at most. */
export const USERS_PAGE = { defaults: 200, max: 200 } as const;

/**
 * Users (Okta Management API): `POST /api/v1/users?activate=` (and `namesOptional=true`, ours: firstName
 * and lastName may be left out), `GET /api/v1/users` (q, filter, search,
 * sortBy, sortOrder, limit, after; `Link` headers), `GET|POST|PUT|DELETE /api/v1/users/{id or login}` and
 * `GET /api/v1/users/{id}/groups`. Rules and audit events live in the services (users.admin.service.ts).
 * Errors: 400 E0000001 (invalid body, existing login), 400 E0000031 (bad filter or search), 403 E0000038
 * (a DEPROVISIONED user's profile), 404 E0000007.
 */
export async function usersRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { users, groups, config } = services;
  const typeId = userTypeId(config.issuer);
  const present = (user: ManagedUser) => userObject(config.issuer, typeId, user);
  const params = UserParamsSchema;

  app.post(
    '/api/v1/users',
    {
      schema: {
        querystring: CreateUserQuerySchema,
        body: CreateUserBodySchema,
        response: { 200: UserSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const activate = request.query.activate ?? true;
      const required = request.query.namesOptional ? LOGIN_AND_EMAIL : undefined;
      return present(await users.admin.create(request.body, { activate, required }, actionContext(request)));
    },
  );

  app.get(
    '/api/v1/users',
    {
      schema: {
        querystring: ListUsersQuerySchema,
        response: { 200: Type.Array(UserSchema), ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      const { limit } = pageRequest(request.query, USERS_PAGE);
      const page = await users.admin.list({ ...request.query, limit });
      linkPage(reply, config.issuer, request, limit, page.next);
      return page.items.map(present);
    },
  );

  app.get(
    '/api/v1/users/:userId',
    { schema: { params, response: { 200: UserSchema, ...ADMIN_ERRORS } } },
    async (request) => {
      const user = await users.admin.get(request.params.userId);
      if (!user) throw notFound(request.params.userId, 'User');
      return present(user);
    },
  );

  for (const [method, mode] of [
    ['POST', 'partial'],
    ['PUT', 'replace'],
  ] as const) {
    app.route({
      method,
      url: '/api/v1/users/:userId',
      schema: { params, body: UpdateUserBodySchema, response: { 200: UserSchema, ...ADMIN_ERRORS } },
      handler: async (request) => {
        const { userId } = request.params;
        const user = await users.admin.update(userId, request.body, mode, actionContext(request));
        if (!user) throw notFound(userId, 'User');
        return present(user);
      },
    });
  }

  /** Deactivates a user who is not DEPROVISIONED, deletes one who is (Okta); 204 either way. */
  app.delete(
    '/api/v1/users/:userId',
    { schema: { params, response: { 204: Type.Null(), ...ADMIN_ERRORS } } },
    async (request, reply) => {
      const done = await users.admin.remove(request.params.userId, actionContext(request));
      if (!done) throw notFound(request.params.userId, 'User');
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/v1/users/:userId/groups',
    { schema: { params, response: { 200: Type.Array(GroupSchema), ...ADMIN_ERRORS } } },
    async (request, reply) => {
      const user = await users.admin.get(request.params.userId);
      if (!user) throw notFound(request.params.userId, 'User');
      const list = await groups.ofUser(user.id);
      linkPage(reply, config.issuer, request, list.length || 1);
      return list.map((g) => groupObject(config.issuer, g));
    },
  );
}
