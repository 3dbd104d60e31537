import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADMIN_ERRORS, actionContext } from '../admin/admin-replies.ts';
import { ApiError } from '../errors.ts';
import type { Services } from '../services.ts';
import type { IdpInput } from './idp-input.ts';
import { idpObject } from './idp-object.ts';

const IdParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
// The body is checked field by field in idp-input.ts (causes name each property); here only its outline.
const IdpBody = Type.Object({}, { additionalProperties: true });
const IdpReply = Type.Object({}, { additionalProperties: true });

/**
 * The management API's identity providers (Okta Identity Providers API, OIDC subset):
 * `GET|POST /api/v1/idps`, `GET|PUT|DELETE /api/v1/idps/{id}`, `POST /api/v1/idps/{id}/lifecycle/activate|deactivate`.
 * Bodies and answers are Okta IdentityProvider objects (idp-object.ts); the client secret is write-only (answers
 * carry `client_secret_set`). Errors: 400 E0000001 with a cause per invalid property (or a provider still used by a
 * discovery rule, on DELETE), 404 E0000007 for an unknown id.
 */
export async function idpsRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { idps, config } = services;
  const notFound = (id: string) =>
    new ApiError('notFound', { params: { path: id, METHOD: 'IdentityProvider' } });
  const reply200 = { response: { 200: IdpReply, ...ADMIN_ERRORS } };

  app.get(
    '/api/v1/idps',
    { schema: { response: { 200: Type.Array(IdpReply), ...ADMIN_ERRORS } } },
    async () => (await idps.list()).map((row) => idpObject(config.issuer, row)),
  );

  app.post('/api/v1/idps', { schema: { body: IdpBody, ...reply200 } }, async (request) =>
    idpObject(config.issuer, await idps.create(request.body as IdpInput, actionContext(request))),
  );

  app.get('/api/v1/idps/:id', { schema: { params: IdParams, ...reply200 } }, async (request) => {
    const row = await idps.get(request.params.id);
    if (!row) throw notFound(request.params.id);
    return idpObject(config.issuer, row);
  });

  app.put(
    '/api/v1/idps/:id',
    { schema: { params: IdParams, body: IdpBody, ...reply200 } },
    async (request) => {
      const row = await idps.update(request.params.id, request.body as IdpInput, actionContext(request));
      if (!row) throw notFound(request.params.id);
      return idpObject(config.issuer, row);
    },
  );

  app.delete(
    '/api/v1/idps/:id',
    { schema: { params: IdParams, response: { 204: Type.Null(), ...ADMIN_ERRORS } } },
    async (request, reply) => {
      if (!(await idps.remove(request.params.id, actionContext(request)))) throw notFound(request.params.id);
      return reply.code(204).send(null);
    },
  );

  for (const [verb, status] of [
    ['activate', 'ACTIVE'],
    ['deactivate', 'INACTIVE'],
  ] as const) {
    app.post(
      `/api/v1/idps/:id/lifecycle/${verb}`,
      { schema: { params: IdParams, ...reply200 } },
      async (request) => {
        const row = await idps.setStatus(request.params.id, status, actionContext(request));
        if (!row) throw notFound(request.params.id);
        return idpObject(config.issuer, row);
      },
    );
  }
}
