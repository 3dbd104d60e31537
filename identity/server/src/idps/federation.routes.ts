import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../errors.ts';
import { LOGIN_DEFAULT } from '../hosted/hosted.routes.ts';
import { prefersJson, sendPage, sendRedirect } from '../oidc/http.ts';
import type { Services } from '../services.ts';
import { FederationError } from './federation-error.ts';
import { federationContinuePage, federationErrorPage } from './federation-pages.ts';
import { FEDERATION_CALLBACK_PATH } from './idp-object.ts';

/** The cookie binding a federated sign-in to the browser that started it (holds the raw state). */
export const STATE_COOKIE = 'idp_state';

const StartQuery = Type.Object({
  fromURI: Type.Optional(Type.String({ maxLength: 4096 })),
  login_hint: Type.Optional(Type.String({ maxLength: 256 })),
});
const CallbackQuery = Type.Object({
  state: Type.Optional(Type.String({ maxLength: 512 })),
  code: Type.Optional(Type.String({ maxLength: 4096 })),
  error: Type.Optional(Type.String({ maxLength: 256 })),
  error_description: Type.Optional(Type.String({ maxLength: 1024 })),
});

/**
 * Federated sign-in (spec §7 "Social login"; Okta `/sso/idps/{id}` and the IdP callback):
 * - `GET /sso/idps/{id}?fromURI=&login_hint=`: an active provider → 302 to its authorization endpoint (code + PKCE
 *   S256, state and nonce), with the state in an HttpOnly cookie scoped to the callback; `OKTA` → 302 to our own
 *   sign-in page. Unknown or inactive provider: 404 (page, or E0000007 JSON for an API caller).
 * - `GET /oauth2/v1/authorize/callback`: checks state against the cookie, exchanges the code, verifies the ID token,
 *   links or creates the user, opens our session (`sid`) and answers a page that goes on to `fromURI` (when the IdP
 *   or a trusted origin) or the signed-in page (federation-pages.ts says why not a 302). Any refusal: a 400/403 page saying why and offering to start again; never a 500.
 */
export async function federationRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { idps, federation, hosted, sessions, config } = services;
  const cookieOptions = {
    path: FEDERATION_CALLBACK_PATH,
    httpOnly: true,
    secure: config.cookieSecure,
    sameSite: 'lax' as const,
  };

  function refuse(request: FastifyRequest, reply: FastifyReply, err: FederationError) {
    void reply.clearCookie(STATE_COOKIE, cookieOptions);
    const status = err.code === 'invalid_request' || err.code === 'invalid_state' ? 400 : 403;
    if (prefersJson(request)) {
      return reply.code(status).send({ error: err.code, error_description: err.message });
    }
    return sendPage(reply, federationErrorPage(config, request.headers['accept-language'], err), status);
  }

  app.get('/sso/idps/:id', { schema: { querystring: StartQuery } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const fromUri = await hosted.resolveFromUri(request.query.fromURI);
    if (id === 'OKTA') {
      const query = fromUri ? `?${new URLSearchParams({ fromURI: fromUri })}` : '';
      return sendRedirect(reply, `${LOGIN_DEFAULT}${query}`);
    }
    const idp = id.length <= 64 ? await idps.get(id) : null;
    if (!idp || idp.status !== 'ACTIVE') {
      const err = new ApiError('notFound', { params: { path: id, METHOD: 'IdentityProvider' } });
      if (prefersJson(request)) throw err;
      return refuse(
        request,
        reply,
        new FederationError('access_denied', 'This identity provider is not available.'),
      );
    }
    const { location, state } = await federation.start(idp, {
      fromUri,
      loginHint: request.query.login_hint?.trim() || null,
    });
    void reply.setCookie(STATE_COOKIE, state, { ...cookieOptions, maxAge: 600 });
    return sendRedirect(reply, location);
  });

  app.get(FEDERATION_CALLBACK_PATH, { schema: { querystring: CallbackQuery } }, async (request, reply) => {
    try {
      const done = await federation.finish(request.query, request.cookies[STATE_COOKIE], request.ip);
      const ua = request.headers['user-agent'];
      const session = await hosted.signIn(done.sessionToken, sessions.readSid(request), {
        ip: request.ip,
        ...(typeof ua === 'string' ? { userAgent: ua } : {}),
      });
      if (!session?.sid) throw new FederationError('user_not_active', 'Your account is not active.');
      sessions.setCookie(reply, session.sid);
      void reply.clearCookie(STATE_COOKIE, cookieOptions);
      const target = (await hosted.resolveFromUri(done.fromUri ?? undefined)) ?? LOGIN_DEFAULT;
      return sendPage(reply, federationContinuePage(target));
    } catch (err) {
      if (err instanceof FederationError) return refuse(request, reply, err);
      throw err;
    }
  });
}
