import { HomeSummary } from '@compliance/shared';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import { READ_ROLES, requireRole } from '../auth/access.ts';
import { errorBodySchema } from '../lib/error-body.schema.ts';
import type { HomeService } from './home.service.ts';

/**
 * `GET /api/home`: the signed-in person's Home summary (HomeSummary in @compliance/shared), for every suite role;
 * 401 without a live token, 403 without a suite role.
 */
export const homeRoutes: FastifyPluginAsync<{
  service: HomeService;
  authenticate: preHandlerAsyncHookHandler;
}> = async (app, { service, authenticate }) => {
  app.get(
    '/api/home',
    {
      preHandler: [authenticate, requireRole(READ_ROLES)],
      schema: {
        response: { 200: HomeSummary, 401: errorBodySchema, 403: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request) => service.summary(request.principal!),
  );
};
