import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADMIN_ERRORS, notFound } from '../admin/admin-replies.ts';
import { ApiError } from '../errors.ts';
import type { Services } from '../services.ts';
import { UserParamsSchema } from '../users/users.schema.ts';
import {
  ConsentGrantSchema,
  GrantParamsSchema,
  GrantsQuerySchema,
  UserClientParamsSchema,
} from './consent.schema.ts';

const grantNotFound = (grantId: string) =>
  new ApiError('notFound', { params: { path: grantId, METHOD: 'OAuth2ScopeConsentGrant' } });

/**
 * User grants (Okta Management API, consents given on the consent screen; issue 8 "Consent"):
 * `GET /api/v1/users/{userId}/grants[?scopeId=]`, `GET|DELETE /api/v1/users/{userId}/grants/{grantId}`,
 * `DELETE /api/v1/users/{userId}/grants` (all) and `DELETE /api/v1/users/{userId}/clients/{clientId}/grants`.
 * Deletes answer 204; an unknown user or grant is 404 E0000007. After a revocation the application's next
 * authorization shows the consent screen again.
 */
export async function consentGrantsRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const grants = services.consentGrants;
  const noContent = { 204: Type.Null(), ...ADMIN_ERRORS };

  app.get(
    '/api/v1/users/:userId/grants',
    {
      schema: {
        params: UserParamsSchema,
        querystring: GrantsQuerySchema,
        response: { 200: Type.Array(ConsentGrantSchema), ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const list = await grants.list(request.params.userId, request.query);
      if (!list) throw notFound(request.params.userId, 'User');
      return list;
    },
  );

  app.get(
    '/api/v1/users/:userId/grants/:grantId',
    { schema: { params: GrantParamsSchema, response: { 200: ConsentGrantSchema, ...ADMIN_ERRORS } } },
    async (request) => {
      const { userId, grantId } = request.params;
      const grant = await grants.get(userId, grantId);
      if (grant === null) throw notFound(userId, 'User');
      if (!grant) throw grantNotFound(grantId);
      return grant;
    },
  );

  app.delete(
    '/api/v1/users/:userId/grants/:grantId',
    { schema: { params: GrantParamsSchema, response: noContent } },
    async (request, reply) => {
      const { userId, grantId } = request.params;
      const done = await grants.revoke(userId, grantId);
      if (done === null) throw notFound(userId, 'User');
      if (!done) throw grantNotFound(grantId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/v1/users/:userId/grants',
    { schema: { params: UserParamsSchema, response: noContent } },
    async (request, reply) => {
      if ((await grants.revokeAll(request.params.userId)) === null) {
        throw notFound(request.params.userId, 'User');
      }
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/v1/users/:userId/clients/:clientId/grants',
    { schema: { params: UserClientParamsSchema, response: noContent } },
    async (request, reply) => {
      const { userId, clientId } = request.params;
      if ((await grants.revokeAll(userId, clientId)) === null) throw notFound(userId, 'User');
      return reply.code(204).send(null);
    },
  );
}
