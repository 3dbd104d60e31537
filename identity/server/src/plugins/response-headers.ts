import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** An `X-Request-Id` we adopt: 1 to 128 characters that cannot break a log line or a header. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:+/=-]{1,128}$/;

/**
 * Fastify's `genReqId`: the caller's `X-Request-Id` (a proxy's or a client's) when it is sane, else a random
 * UUID. Pino writes it as `reqId` on every log line of the request.
 */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Headers every response carries: `X-Content-Type-Options: nosniff` and the request id. */
export function setBaseHeaders(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('x-content-type-options', 'nosniff');
  void reply.header('x-request-id', request.id);
}

/**
 * Sets the base headers at the start of every request, so that JSON answers, errors, redirects and static files
 * (the widget assets) all carry them; errors raised before routing get them in `frameworkErrorReply`.
 */
export function registerResponseHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    setBaseHeaders(request, reply);
    done();
  });
}
