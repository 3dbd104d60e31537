import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADMIN_ERRORS } from '../admin/admin.schema.ts';
import type { Services } from '../services.ts';
import { OutboxMessageSchema, OutboxQuerySchema, outboxMessageObject } from './outbox.schema.ts';

/**
 * `GET /api/v1/outbox[?to=ADDRESS][&limit=N]` (ours, management API): the SMS, voice and email messages the
 * outbox delivered, newest first (default 50, at most 500), for `npm run idp -- outbox`. Behind an API token
 * and audited like every management request: the messages hold live one-time codes and links.
 */
export async function outboxAdminRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/v1/outbox',
    {
      schema: {
        querystring: OutboxQuerySchema,
        response: { 200: Type.Array(OutboxMessageSchema), ...ADMIN_ERRORS },
      },
    },
    async (request) => (await services.outbox.list(request.query)).map(outboxMessageObject),
  );
}
