import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADMIN_ERRORS } from '../admin/admin.schema.ts';
import { pageLinks } from '../lib/pagination.ts';
import type { Services } from '../services.ts';
import { parseLogQuery } from './log-query.ts';
import { LogEventSchema, LogQuerySchema } from './logs.schema.ts';

/**
 * The System Log (Okta Management API `GET /api/v1/logs`): audit events as LogEvents. Query: `since`,
 * `until` (RFC 3339; `since` defaults to 7 days before `until` or now), `filter` (eventType, uuid,
 * outcome.result, client.ipAddress, transaction.id, actor.*, target.* with eq/ne/co/sw/ew/pr, and/or/not),
 * `q` (keywords), `sortOrder` (ASCENDING default, DESCENDING), `limit` (1-1000, default 100), `after`.
 * `Link` headers: `self` always, `next` when more events matched, and always for a polling query (no
 * `until`, ascending). Errors: 400 E0000001 naming the parameter, 400 E0000053/E0000031 for a bad filter.
 */
export async function logsRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { logs, config } = services;

  app.get(
    '/api/v1/logs',
    {
      schema: { querystring: LogQuerySchema, response: { 200: Type.Array(LogEventSchema), ...ADMIN_ERRORS } },
    },
    async (request, reply) => {
      const query = parseLogQuery(request.query, Date.now());
      const page = await logs.list(query);
      const links = pageLinks(config.issuer, request.url, query.limit, page.next);
      // A polling query that has seen nothing yet continues with the same query.
      if (page.next === undefined && page.polling)
        links.push(`<${new URL(request.url, config.issuer).href}>; rel="next"`);
      reply.header('link', links);
      return page.events;
    },
  );
}
