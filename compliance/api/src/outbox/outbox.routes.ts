import { MessaggioOutbox } from '@compliance/shared';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import { requireRole } from '../auth/access.ts';
import { ApiError } from '../errors.ts';
import { errorBodySchema } from '../lib/error-body.schema.ts';
import type { OutboxService } from './outbox.service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `GET /api/outbox?campagnaId=&limit=`: the suite's outgoing messages, newest first (limit 1–500, default 200),
 * with their delivery state; for AML officers and administrators only (403 E0000006 otherwise); 400 E0000001 on
 * a bad campaign id or limit.
 */
export const outboxRoutes: FastifyPluginAsync<{
  service: OutboxService;
  authenticate: preHandlerAsyncHookHandler;
}> = async (app, { service, authenticate }) => {
  app.get<{ Querystring: { campagnaId?: string; limit?: string } }>(
    '/api/outbox',
    {
      preHandler: [authenticate, requireRole(['aml-officers', 'administrators'])],
      schema: {
        response: {
          200: { type: 'array', items: MessaggioOutbox },
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { campagnaId, limit } = request.query;
      const n = limit === undefined ? 200 : Number(limit);
      const causes = [
        ...(campagnaId !== undefined && !UUID.test(campagnaId)
          ? [{ field: 'campagnaId', errorSummary: "L'id della campagna non è valido." }]
          : []),
        ...(!Number.isInteger(n) || n < 1 || n > 500
          ? [{ field: 'limit', errorSummary: 'Il limite va da 1 a 500.' }]
          : []),
      ];
      if (causes.length) throw new ApiError('E0000001', { causes });
      return service.list({ ...(campagnaId ? { campagnaId } : {}), limit: n });
    },
  );
};
