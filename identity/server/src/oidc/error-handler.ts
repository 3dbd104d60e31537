import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, type ErrorKey } from '../errors.ts';
import { findNulField } from '../plugins/nul-guard.ts';
import { PATHS } from './constants.ts';
import { prefersJson, sendPage } from './http.ts';
import { OAuthError, sendOAuthError } from './oauth-error.ts';
import { errorPage } from './pages.ts';

const MALFORMED_BODY_CODES = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
]);

/** OAuth descriptions of the registry errors raised outside the OIDC routes (routing, framework, shared hooks). */
const API_ERROR_DESCRIPTIONS: Partial<Record<ErrorKey, string>> = {
  notFound: 'The requested endpoint does not exist.',
  methodNotAllowed: 'The endpoint does not support this HTTP method.',
  validation: 'The request is not valid.',
  malformedBody: 'The request body could not be parsed.',
  unsupportedMediaType: 'The content type of the request is not supported.',
  internal: 'The server encountered an unexpected error.',
};

/**
 * True for the paths whose every error is OAuth-shaped (`{error, error_description}`): `/oauth2/*` and
 * `/.well-known/*` except WebFinger. The app-wide handlers (plugins/error-handler.ts, plugins/client-error.ts) ask this.
 */
export function isOAuthPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  // WebFinger (src/idps) is Okta's API, not OAuth: its errors keep the registry shape (errorCode, errorCauses).
  if (path === '/.well-known/webfinger') return false;
  return path === '/oauth2' || path.startsWith('/oauth2/') || path.startsWith('/.well-known/');
}

/**
 * Maps anything thrown under /oauth2/* to an OAuth error (RFC 6749 §5.2): `OAuthError` as is; a registry
 * `ApiError` (404, 405 with its `Allow` header, 429 …) keeps its status and headers as `invalid_request`
 * (`server_error` for 5xx); an unparsable
 * body -> 400 invalid_request; a body over the limit -> 413; an unsupported content type -> 415; a schema
 * failure or any other 4xx -> invalid_request with that status; anything else -> 500 `server_error`
 * without detail (the cause is logged, never sent).
 */
export function toOAuthError(error: FastifyError): OAuthError {
  if (error instanceof OAuthError) return error;
  if (error instanceof ApiError) {
    const description = API_ERROR_DESCRIPTIONS[error.key] ?? error.message;
    const code = error.statusCode >= 500 ? 'server_error' : 'invalid_request';
    return new OAuthError(code, description, error.statusCode, error.headers);
  }
  if (error.validation) return new OAuthError('invalid_request', 'The request parameters are invalid.');
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return new OAuthError('invalid_request', 'The request body is too large.', 413);
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return new OAuthError('invalid_request', 'The content type of the request is not supported.', 415);
  }
  const unparsable = error instanceof SyntaxError && error.statusCode === 400;
  if ((error.code && MALFORMED_BODY_CODES.has(error.code)) || unparsable) {
    return new OAuthError('invalid_request', 'The request body could not be parsed.');
  }
  const status = error.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new OAuthError('invalid_request', 'The request could not be processed.', status);
  }
  return new OAuthError('server_error', 'The server encountered an unexpected error.', 500);
}

/** Browser-facing endpoints answer with an HTML page (unless the caller asks for JSON). */
function isPageEndpoint(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return (path === PATHS.authorize || path === PATHS.logout) && !prefersJson(request);
}

/**
 * Installs, in the (encapsulated) OIDC plugin scope, the error handler of every /oauth2 route: JSON
 * `{error, error_description}` with `Cache-Control: no-store`, or the HTML error page at /authorize and
 * /logout (a failure there happened before any redirect_uri could be trusted).
 */
export function registerOAuthErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply: FastifyReply) => {
    const oauthError = logged(error, request);
    if (isPageEndpoint(request)) {
      return sendPage(reply, errorPage(oauthError.error, oauthError.description), oauthError.status);
    }
    return sendOAuthError(reply, oauthError);
  });
}

function logged(error: FastifyError, request: FastifyRequest): OAuthError {
  const oauthError = toOAuthError(error);
  if (oauthError.status >= 500) request.log.error({ err: error }, 'unhandled OIDC error');
  else request.log.info({ error: oauthError.error, status: oauthError.status }, 'OIDC request rejected');
  return oauthError;
}

/**
 * The app-wide error handler's answer under /oauth2/* and /.well-known/* for errors no OIDC route raised (unknown
 * path 404, wrong method 405 with `Allow`, shared hooks): always JSON `{error, error_description}`.
 */
export function replyOAuthError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  return sendOAuthError(reply, logged(error, request));
}

/**
 * Rejects, before any handler runs (so before any side effect), a request whose query or body carries a
 * NUL character (U+0000; PostgreSQL cannot store it): 400 `invalid_request` naming the parameter.
 * /authorize is excluded: its parser rejects NUL parameters itself so the error can go to the redirect_uri.
 */
export function registerNulCheck(app: FastifyInstance): void {
  // Callback style: the common request (no NUL) finishes without a promise.
  app.addHook('preValidation', (request, _reply, done) => {
    if ((request.url.split('?')[0] ?? '') === PATHS.authorize) return done();
    const field = findNulField(request);
    if (field === undefined) return done();
    done(new OAuthError('invalid_request', `The '${field}' parameter must not contain a NUL character.`));
  });
}
