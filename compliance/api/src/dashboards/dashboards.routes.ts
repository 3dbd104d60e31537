import { CRUSCOTTI, Cruscotto } from '@compliance/shared';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import { READ_ROLES, requireRole } from '../auth/access.ts';
import { errorBodySchema } from '../lib/error-body.schema.ts';
import type { DashboardsService } from './dashboards.service.ts';

/**
 * The questionnaire dashboards (issue 9): `GET /api/cruscotti/monitoraggioquestionari` and
 * `GET /api/cruscotti/inscadenza` answer a Cruscotto: figures of counts, each with the list (`elenco`) and filters
 * (`filtri`) that open exactly the rows counted. Every role reads (auditors too: reading is all there is);
 * operators see their branch only. 401 without a token, 403 E0000006 without a suite role.
 */
export const dashboardsRoutes: FastifyPluginAsync<{
  service: DashboardsService;
  authenticate: preHandlerAsyncHookHandler;
}> = async (app, { service, authenticate }) => {
  const read = [authenticate, requireRole(READ_ROLES)];
  const response = { 200: Cruscotto, 401: errorBodySchema, 403: errorBodySchema, 503: errorBodySchema };
  for (const id of CRUSCOTTI) {
    app.get(`/api/cruscotti/${id}`, { preHandler: read, schema: { response } }, (request) =>
      service.cruscotto(request.principal!, id),
    );
  }
};
