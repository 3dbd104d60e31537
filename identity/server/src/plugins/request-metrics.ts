import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../metrics/metrics.service.ts';

/**
 * Counts every answered request and its latency by method, route pattern (`/api/v1/sessions/:id`, never the
 * raw URL, whose ids and typos would make unbounded label sets; `unmatched` for 404s) and status. One
 * synchronous `onResponse` hook: no promise, no allocation once a label set has been seen.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}
