import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PATHS } from './constants.ts';
import { requestParams, sendPage, sendRedirect } from './http.ts';
import type { OidcDeps } from './issuance.service.ts';
import { errorPage, signedOutPage } from './pages.ts';
import { verifyIdTokenHint } from './tokens.service.ts';

function param(params: Record<string, unknown>, name: string): string | undefined {
  const v = params[name];
  return typeof v === 'string' && v !== '' ? v : undefined;
}

/** A valid `id_token_hint`: signed by us (expired allowed) for a registered client. Null otherwise. */
async function verifiedHint(
  deps: OidcDeps,
  params: Record<string, unknown>,
): Promise<{ sub: string; postLogoutRedirectUris: string[] } | null> {
  const hint = param(params, 'id_token_hint');
  const claims = hint ? await verifyIdTokenHint(deps.tokens, hint) : null;
  const client = claims ? await deps.clients.findByClientId(claims.aud) : null;
  return claims && client ? { sub: claims.sub, postLogoutRedirectUris: client.postLogoutRedirectUris } : null;
}

/** `post_logout_redirect_uri` with `state` appended when it is registered for the hint's client; else null. */
function postLogoutTarget(params: Record<string, unknown>, registered: string[]): string | null {
  const uri = param(params, 'post_logout_redirect_uri');
  if (!uri || !registered.includes(uri)) return null;
  const url = new URL(uri);
  const state = param(params, 'state');
  if (state !== undefined) url.searchParams.append('state', state);
  return url.href;
}

/**
 * `GET|POST /oauth2/v1/logout` (OIDC RP-Initiated Logout 1.0 §2-3; Okta). The IdP session of the `sid`
 * cookie is closed (and the cookie cleared) only with a valid `id_token_hint` (signed by us, expired
 * allowed, `aud` a registered client) whose `sub` is the session's user: without one this is a possible
 * logout CSRF, so nothing is closed and a 400 error page is shown. Then: 302 to `post_logout_redirect_uri`
 * when it is registered for the hint's client (with `state`), else the signed-out page.
 */
export function logoutRoutes(app: FastifyInstance, deps: OidcDeps): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const params = requestParams(request);
    const sid = deps.sessions.readSid(request);
    const session = sid ? await deps.sessions.findBySid(sid) : null;
    const hint = await verifiedHint(deps, params);
    if (session) {
      if (!hint || hint.sub !== session.userId) {
        const description = hint
          ? "The 'id_token_hint' does not belong to the signed-in user."
          : "A valid 'id_token_hint' is required to sign out.";
        return sendPage(reply, errorPage('invalid_request', description), 400);
      }
      await deps.sessions.close(session.id);
      await deps.audit.record({ type: 'oidc.logout', userId: session.userId, ip: request.ip });
    }
    if (sid) deps.sessions.clearCookie(reply); // no session left behind it: closed now, or stale
    const target = hint ? postLogoutTarget(params, hint.postLogoutRedirectUris) : null;
    return target ? sendRedirect(reply, target) : sendPage(reply, signedOutPage());
  };
  app.get(PATHS.logout, handler);
  app.post(PATHS.logout, handler);
}
