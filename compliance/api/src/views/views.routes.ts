import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import { READ_ROLES, requireRole } from '../auth/access.ts';
import { errorBodySchema } from '../lib/error-body.schema.ts';
import type { ViewsService } from './views.service.ts';

const viewSchema = {
  type: 'object',
  required: ['id', 'area', 'name', 'state', 'createdAt'],
  properties: {
    id: { type: 'string' },
    area: { type: 'string' },
    name: { type: 'string' },
    state: { type: 'object', additionalProperties: true },
    createdAt: { type: 'string' },
  },
};
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  503: errorBodySchema,
};

/**
 * Saved views of the signed-in user: `GET /api/viste/{area}` (their views, by name), `POST /api/viste/{area}`
 * `{name, state}` (201; 409 when the name is taken), `DELETE /api/viste/{area}/{id}` (204). Any suite role;
 * auditors too (a view is the user's own preference, not the firm's data).
 */
export const viewsRoutes: FastifyPluginAsync<{
  service: ViewsService;
  authenticate: preHandlerAsyncHookHandler;
}> = async (app, { service, authenticate }) => {
  const preHandler = [authenticate, requireRole(READ_ROLES)];
  type Area = { Params: { area: string } };
  app.get<Area>(
    '/api/viste/:area',
    { preHandler, schema: { response: { 200: { type: 'array', items: viewSchema }, ...errors } } },
    async (request) => service.list(request.principal!.sub, request.params.area),
  );
  app.post<Area>(
    '/api/viste/:area',
    { preHandler, schema: { response: { 201: viewSchema, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(await service.save(request.principal!.sub, request.params.area, request.body)),
  );
  app.delete<{ Params: { area: string; id: string } }>(
    '/api/viste/:area/:id',
    { preHandler, schema: { response: { 204: { type: 'null' }, ...errors } } },
    async (request, reply) => {
      await service.remove(request.principal!.sub, request.params.area, request.params.id);
      return reply.code(204).send();
    },
  );
};
