import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiErrorBodySchema } from '@identity/contracts/schemas';
import { ApiError } from '../errors.ts';
import { metricsAuthorized } from './metrics-auth.ts';
import type { Metrics } from './metrics.service.ts';

/**
 * `GET /metrics` on the public port, in the Prometheus text format, for a scraper that presents
 * `Authorization: Bearer <METRICS_TOKEN>`; 401 E0000011 otherwise. app.ts registers it only when METRICS_TOKEN is
 * set and METRICS_PORT is not (with METRICS_PORT the metrics are served on that port alone, metrics-server.ts).
 */
export async function metricsRoutes(
  fastify: FastifyInstance,
  { metrics, token }: { metrics: Metrics; token: string },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/metrics',
    { schema: { response: { 200: Type.String(), 401: ApiErrorBodySchema } } },
    async (request, reply) => {
      if (!metricsAuthorized(request.headers.authorization, token)) {
        throw new ApiError('invalidToken', { headers: { 'www-authenticate': 'Bearer realm="metrics"' } });
      }
      void reply.header('cache-control', 'no-store').type(metrics.contentType);
      return metrics.render();
    },
  );
}
