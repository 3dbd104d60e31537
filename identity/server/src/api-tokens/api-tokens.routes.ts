import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiErrorBodySchema } from '@identity/contracts/schemas';
import { adminEventContext } from '../admin/admin-audit.ts';
import { ApiError } from '../errors.ts';
import type { Services } from '../services.ts';
import type { ApiTokenRecord } from './api-tokens.service.ts';
import {
  ApiTokenParamsSchema,
  ApiTokenSchema,
  CreateApiTokenSchema,
  CreatedApiTokenSchema,
  type ApiTokenShape,
} from './api-tokens.schema.ts';

const errors = {
  400: ApiErrorBodySchema,
  401: ApiErrorBodySchema,
  403: ApiErrorBodySchema,
  404: ApiErrorBodySchema,
};

/** The wire shape of a token record (`issuer` is the base of `_links`). */
export function apiTokenObject(issuer: string, token: ApiTokenRecord): ApiTokenShape {
  return {
    id: token.id,
    name: token.name,
    created: token.createdAt.toISOString(),
    lastUpdated: token.createdAt.toISOString(),
    lastUsed: token.lastUsedAt?.toISOString() ?? null,
    _links: {
      self: { href: `${issuer}/api/v1/api-tokens/${token.id}`, hints: { allow: ['GET', 'DELETE'] } },
    },
  };
}

/**
 * API tokens (Okta Management API `/api/v1/api-tokens`): list, read (also `current`, the caller's own token),
 * revoke; and `POST` to create one (our addition: Okta creates tokens only in its admin console), which
 * answers 201 with the value, shown once. Errors: 401 E0000011 (no valid token), 404 E0000007.
 */
export async function apiTokensRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { apiTokens, audit, config } = services;
  const notFound = (id: string, method: string) =>
    new ApiError('notFound', { params: { path: `/api/v1/api-tokens/${id}`, METHOD: method } });
  const resolveId = (request: { apiToken?: { id: string } }, id: string) =>
    id === 'current' ? request.apiToken!.id : id;

  app.get(
    '/api/v1/api-tokens',
    { schema: { response: { 200: Type.Array(ApiTokenSchema), ...errors } } },
    async () => (await apiTokens.list()).map((t) => apiTokenObject(config.issuer, t)),
  );

  app.get(
    '/api/v1/api-tokens/:tokenId',
    { schema: { params: ApiTokenParamsSchema, response: { 200: ApiTokenSchema, ...errors } } },
    async (request) => {
      const token = await apiTokens.findActive(resolveId(request, request.params.tokenId));
      if (!token) throw notFound(request.params.tokenId, 'GET');
      return apiTokenObject(config.issuer, token);
    },
  );

  app.post(
    '/api/v1/api-tokens',
    { schema: { body: CreateApiTokenSchema, response: { 201: CreatedApiTokenSchema, ...errors } } },
    async (request, reply) => {
      const { token, record } = await apiTokens.create(request.body.name);
      await audit.record({
        type: 'system.api_token.create',
        ...adminEventContext(request),
        targets: [{ id: record.id, type: 'ApiToken', alternateId: record.name, displayName: record.name }],
      });
      return reply.code(201).send({ ...apiTokenObject(config.issuer, record), token });
    },
  );

  app.delete(
    '/api/v1/api-tokens/:tokenId',
    { schema: { params: ApiTokenParamsSchema, response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      const id = resolveId(request, request.params.tokenId);
      if (!(await apiTokens.revoke(id))) throw notFound(request.params.tokenId, 'DELETE');
      await audit.record({
        type: 'system.api_token.revoke',
        ...adminEventContext(request),
        targets: [{ id, type: 'ApiToken' }],
      });
      return reply.code(204).send(null);
    },
  );
}
