import type { FastifyInstance } from 'fastify';

/**
 * One access-log line per request, at `info`, when the response has been sent: `{ reqId, req: { method, url },
 * res: { statusCode }, responseTime (ms) }`, message `request completed`. It replaces Fastify's two default lines
 * (`incoming request` + `request completed`, turned off with `disableRequestLogging` in app.ts): the same fields
 * for half the serialising and writing, which a CPU profile under load showed as a visible share of a cheap
 * request (docs/benchmarks.md).
 */
export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
