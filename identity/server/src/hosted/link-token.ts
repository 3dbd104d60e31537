import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Config } from '../config.ts';
import { prefersJson, sendPage } from '../oidc/http.ts';
import type { Page } from '../oidc/pages.ts';
import { frameworkErrorReply } from '../plugins/error-handler.ts';
import { setBaseHeaders } from '../plugins/response-headers.ts';
import { noticePage } from './notice-page.ts';

/** The longest token the link routes' schema accepts, in characters (the router stops params at 100 before it). */
export const LINK_TOKEN_MAX = 256;

/** Path params of an emailed link: `token`, 1 to {@link LINK_TOKEN_MAX} characters. */
export const LinkTokenParams = Type.Object({
  token: Type.String({ minLength: 1, maxLength: LINK_TOKEN_MAX }),
});

/** The paths emailed links open, each followed by `/{token}`. */
const LINK_PATHS = ['/registration/activate/', '/signin/reset-password/', '/signin/user-unlock/'];

/**
 * The page a browser gets for an emailed link whose token cannot be one we sent (too long, empty): the localized
 * "this link cannot be used" notice (hosted/notice-page.ts) with code E0000001, as a bad or expired activation link
 * shows its code. `undefined` for another path, or for a caller that asks for JSON only (it keeps the Okta error).
 */
export function badLinkPage(config: Config, request: FastifyRequest): Page | undefined {
  const path = request.url.split('?')[0] ?? '';
  if (!LINK_PATHS.some((p) => path.startsWith(p)) || prefersJson(request)) return undefined;
  return noticePage(config, request.headers['accept-language'], { kind: 'link', code: 'E0000001' });
}

/**
 * A `preValidation` hook for the link routes: a token outside {@link LinkTokenParams} answers a browser with
 * {@link badLinkPage} (400); a JSON caller falls through to schema validation and its `400 E0000001` body.
 */
export function badLinkTokenHook(config: Config) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const { token } = (request.params ?? {}) as { token?: unknown };
    if (typeof token === 'string' && token.length >= 1 && token.length <= LINK_TOKEN_MAX) return;
    const page = badLinkPage(config, request);
    if (page) await sendPage(reply, page, 400);
  };
}

/**
 * Fastify's `frameworkErrors` for the IdP: a link path whose token is longer than the router's param limit
 * (FST_ERR_MAX_PARAM_LENGTH, before routing and before any route hook) gets {@link badLinkPage} with 400 when a
 * browser opens it; everything else, JSON callers included, gets `frameworkErrorReply` (400 E0000001 here).
 */
export function linkAwareFrameworkErrors(config: Config) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const page = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? badLinkPage(config, request) : undefined;
    if (!page) return frameworkErrorReply(error, request, reply);
    request.log.info({ fastifyCode: error.code }, 'link with an over-long token: notice page');
    setBaseHeaders(request, reply);
    void sendPage(reply, page, 400);
  };
}
