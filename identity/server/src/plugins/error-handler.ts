import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCause } from '@identity/contracts';
import { ApiError, InputError } from '../errors.ts';
import { isOAuthPath, replyOAuthError } from '../oidc/error-handler.ts';
import { OAuthError, sendOAuthError } from '../oidc/oauth-error.ts';
import { describeValidationError, type AjvIssue } from './validation-messages.ts';
import { setBaseHeaders } from './response-headers.ts';

const MALFORMED_BODY_CODES = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_ERR_CTP_BODY_TOO_LARGE',
]);

/** PostgreSQL codes for text it cannot store: 22021 character_not_in_repertoire (e.g. NUL), 22P05 untranslatable_character. */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

/** The PostgreSQL SQLSTATE of `error` or of its `cause` chain (Drizzle wraps driver errors in `cause`). */
function pgCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Converts any thrown value into a registry error: `ApiError` as is, `InputError` to `400 E0000001` with
 * its cause, fastify schema failures to
 * `400 E0000001` with one cause per problem, unparsable bodies to `400 E0000003`, unsupported content
 * types to `415`, text PostgreSQL cannot store (SQLSTATE 22021/22P05, also wrapped in a Drizzle error's
 * `cause`; a safety net behind the NUL guard) to `400 E0000001`, anything else to `500 E0000009` whose detail is logged (with the errorId) but never sent.
 */
export function toApiError(error: FastifyError): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof InputError) return error.toApiError();
  if (error.validation) {
    const causes: ErrorCause[] = error.validation.map((v) =>
      describeValidationError(v as AjvIssue, error.validationContext ?? 'body'),
    );
    const names = [...new Set(causes.map((c) => c.property ?? error.validationContext ?? 'body'))];
    return new ApiError('validation', { params: { '0': names.join(', ') }, causes });
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return new ApiError('unsupportedMediaType', { params: { '0': 'of the request' } });
  }
  if (error.code && MALFORMED_BODY_CODES.has(error.code)) return new ApiError('malformedBody');
  const sqlState = pgCode(error);
  if (sqlState && UNSTORABLE_TEXT_CODES.has(sqlState)) {
    return new ApiError('validation', {
      params: { '0': 'request' },
      causes: [{ errorSummary: 'The request contains characters that cannot be stored.' }],
    });
  }
  if (error instanceof SyntaxError && error.statusCode === 400) return new ApiError('malformedBody');
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    return new ApiError('validation', {
      params: { '0': 'request' },
      causes: [{ errorSummary: 'The request could not be processed.' }],
    });
  }
  return new ApiError('internal');
}

/**
 * Installs the single error handler of the app (house-style §2.4). Under /oauth2/* and /.well-known/* errors are
 * OAuth-shaped instead (oidc/error-handler.ts `replyOAuthError`).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isOAuthPath(request.url)) return void replyOAuthError(error, request, reply);
    const apiError = toApiError(error);
    const body = apiError.toBody();
    if (apiError.statusCode >= 500) {
      request.log.error({ err: error, errorId: body.errorId }, 'unhandled error');
    } else {
      request.log.info({ errorCode: body.errorCode, errorId: body.errorId }, 'request rejected');
    }
    void reply.code(apiError.statusCode).headers(apiError.headers).type('application/json').send(body);
  });
}

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (a malformed URL such as
 * `/api/v1/%E0%A4%A` -> FST_ERR_BAD_URL) answer with the registry's body, `400 E0000001` (or
 * `404 E0000007` / `500 E0000009` for the other framework errors), never Fastify's own; under /oauth2/* and
 * /.well-known/* the OAuth shape (`400 invalid_request`).
 */
export function frameworkErrorReply(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (isOAuthPath(request.url)) {
    if (error.code !== 'FST_ERR_BAD_URL') return void replyOAuthError(error, request, reply);
    request.log.info({ fastifyCode: error.code }, 'request rejected before routing');
    return void sendOAuthError(reply, new OAuthError('invalid_request', 'The request URL is not valid.'));
  }
  const apiError =
    error.code === 'FST_ERR_BAD_URL'
      ? new ApiError('validation', {
          params: { '0': 'url' },
          causes: [
            { errorSummary: 'url: The URL is not valid', property: 'url', reason: 'The URL is not valid' },
          ],
        })
      : error.statusCode === 404
        ? new ApiError('notFound', {
            params: { path: request.url.split('?')[0] ?? '/', METHOD: request.method },
          })
        : toApiError(error);
  request.log.info(
    { errorCode: apiError.errorCode, fastifyCode: error.code },
    'request rejected before routing',
  );
  // No hook runs before routing: set the headers every response carries here.
  setBaseHeaders(request, reply);
  void reply.code(apiError.statusCode).type('application/json').send(apiError.toBody());
}
