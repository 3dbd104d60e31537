import type { FastifyRequest } from 'fastify';
import { destination, stdSerializers, type DestinationStream, type LoggerOptions } from 'pino';

/**
 * Field names whose values are never written out, wherever a log call puts them: at the top of the logged object
 * or one level down (`{ body: { password } }`). Headers and bodies are not logged at all (the request serializer
 * keeps the method and path only, Fastify's response serializer the status code); this is the net behind that rule.
 */
export const SECRET_FIELDS: ReadonlySet<string> = new Set([
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
  'headers',
]);

const CENSOR = '[redacted]';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** `obj` with SECRET_FIELDS censored; the same object when it has none (the common case costs no copy). */
function censorFields(obj: Record<string, unknown>, depth: number): Record<string, unknown> {
  let out: Record<string, unknown> | null = null;
  for (const key in obj) {
    const value = obj[key];
    let next = value;
    if (SECRET_FIELDS.has(key)) next = CENSOR;
    else if (depth > 0 && isPlainObject(value)) next = censorFields(value, depth - 1);
    if (next !== value) (out ??= { ...obj })[key] = next;
  }
  return out ?? obj;
}

/**
 * pino's `formatters.log`: censors secret-named fields of the logged object and of the plain objects in it (one
 * level). Class instances (the Fastify request and reply, errors) are left to their serializers. It replaces pino's
 * path redaction, whose wildcard paths cost about a quarter of the CPU of a cheap request (docs/benchmarks.md).
 */
export function censorSecrets(obj: Record<string, unknown>): Record<string, unknown> {
  return censorFields(obj, 1);
}

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

/**
 * Errors as pino writes them, without the bound parameters of a failed SQL query (Drizzle's `params`) and with
 * secret-named properties censored.
 */
function serializeError(err: Error): Record<string, unknown> {
  const out = stdSerializers.err(err) as unknown as Record<string, unknown>;
  delete out.params;
  return censorFields(out, 0);
}

/** Lines are written to stdout in batches of at least this many bytes (sonic-boom `minLength`)... */
const LOG_BATCH_BYTES = 4096;
/** ...and at least this often (ms), so a quiet server's lines are not held back; pino also flushes at exit. */
const LOG_FLUSH_MS = 1000;

/** stdout as a batching pino destination, flushed every LOG_FLUSH_MS (the timer does not keep the process up). */
function batchedStdout(): DestinationStream {
  const stream = destination({ dest: 1, minLength: LOG_BATCH_BYTES, sync: false });
  setInterval(() => {
    try {
      stream.flush();
    } catch {
      // destroyed at exit (pino flushed it then); nothing left to write
    }
  }, LOG_FLUSH_MS).unref();
  return stream;
}

/**
 * Fastify's logger options: pino JSON lines at `level` (to `stream` in tests, else to stdout in batches
 * of LOG_BATCH_BYTES or LOG_FLUSH_MS: a write per line was a visible share of a cheap request, docs/benchmarks.md),
 * with secrets censored (censorSecrets) and the serializers above. Each request's lines carry its `reqId` (see
 * response-headers.ts `requestId`).
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    stream: stream ?? batchedStdout(),
    formatters: { log: censorSecrets },
    serializers: {
      req: serializeRequest as unknown as (req: unknown) => unknown,
      err: serializeError,
    },
  };
}
