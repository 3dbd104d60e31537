import type { FastifyRequest } from 'fastify';
import { stdSerializers, type DestinationStream, type LoggerOptions } from 'pino';

/**
 * Log paths never written out: credentials in headers, and any field named like a secret wherever a log call
 * puts it (one level deep). Bodies and headers are not logged at all; this is the net behind that rule.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'err.params',
  ...[
    'password',
    'newPassword',
    'oldPassword',
    'passCode',
    'answer',
    'sessionToken',
    'stateToken',
    'recoveryToken',
    'token',
    'access_token',
    'id_token',
    'refresh_token',
    'code_verifier',
    'client_secret',
    'sid',
    'cookie',
    'authorization',
  ].flatMap((name) => [name, `*.${name}`]),
];

/** A route parameter whose value is a secret (e.g. `/signin/reset-password/:token`): log the pattern instead. */
const SECRET_PARAM = /:[A-Za-z]*(token|code|secret)/i;

/**
 * The request as logged: method and path only. The query string is dropped (it may carry one-time tokens:
 * `sessionCookieRedirect?token=`, `authorize?sessionToken=`), and so is the path of a route with a secret parameter.
 */
export function serializeRequest(request: FastifyRequest): { method: string; url: string } {
  const route = request.routeOptions?.url;
  const url = route && SECRET_PARAM.test(route) ? route : (request.url ?? '').split('?')[0]!;
  return { method: request.method, url };
}

/** Errors as pino writes them, without the bound parameters of a failed SQL query (Drizzle's `params`). */
function serializeError(err: Error): Record<string, unknown> {
  const out = stdSerializers.err(err) as unknown as Record<string, unknown>;
  delete out.params;
  return out;
}

/**
 * Fastify's logger options: pino JSON lines at `level` (to stdout, or `stream` in tests), with the redactions
 * and serializers above. Each request's lines carry its `reqId` (see response-headers.ts `requestId`).
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: serializeRequest as unknown as (req: unknown) => unknown,
      err: serializeError,
    },
  };
}
