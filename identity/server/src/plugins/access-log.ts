import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One access-log line per request, at `info`, when the response has been sent: `{ reqId, req: { method, url },
 * res: { statusCode }, responseTime (ms) }`, message `request completed` (`request errored` at `error` when the
 * response failed). It replaces Fastify's two default lines (`incoming request` + `request completed`): the same
 * fields for half the serialising and writing, which a CPU profile under load showed as a visible share of a cheap
 * request (docs/benchmarks.md). Fastify's other log lines are kept.
 *
 * Routes that serve public, cacheable documents to anyone (the JWKS, the discovery documents, the health probes)
 * set `config: { accessLog: 'debug' }`: their successful answers are logged at `debug`, their errors as any other.
 * They carry no user, no client and no secret, the request metrics still count them by route and status, and at
 * `info` they were a sixth of the CPU of each answer (docs/decisions.md "Access log of public documents").
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, responseTime: reply.elapsedTime, err: error },
        'request errored',
      );
      return;
    }
    // Public documents answered without error log their access line at `debug` (route config `accessLog`).
    const quiet = request.routeOptions.config.accessLog === 'debug' && reply.statusCode < 400;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    // pino makes a disabled level's method a no-op: a quiet line costs nothing at info.
    if (quiet) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}
