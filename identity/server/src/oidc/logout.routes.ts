import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PATHS } from './constants.ts';
import { requestParams, sendPage, sendRedirect } from './http.ts';
import type { IssuerDeps } from './issuance.service.ts';
import { signedOutPage } from './pages.ts';
import { verifyIdTokenHint } from './tokens.service.ts';

function param(params: Record<string, unknown>, name: string): string | undefined {
  const v = params[name];
  return typeof v === 'string' && v !== '' ? v : undefined;
}

/**
 * Where to send the browser after logout: `post_logout_redirect_uri` when it is registered for the client
 * named by a valid `id_token_hint` (its `aud`), with `state` appended; otherwise null (signed-out page).
 */
async function postLogoutTarget(
  app: FastifyInstance,
  deps: IssuerDeps,
  params: Record<string, unknown>,
): Promise<string | null> {
  const uri = param(params, 'post_logout_redirect_uri');
  const hint = param(params, 'id_token_hint');
  if (!uri || !hint) return null;
  const claims = await verifyIdTokenHint(deps.tokens, hint);
  if (!claims) return null;
  const client = await app.clients.findByClientId(claims.aud);
  if (!client || !client.postLogoutRedirectUris.includes(uri)) return null;
  const url = new URL(uri);
  const state = param(params, 'state');
  if (state !== undefined) url.searchParams.append('state', state);
  return url.href;
}

/**
 * `GET|POST /oauth2/v1/logout` (OIDC RP-Initiated Logout 1.0; Okta): closes the IdP session of the `sid`
 * cookie and clears the cookie, then redirects to a registered `post_logout_redirect_uri` (requires a valid
 * `id_token_hint`, expired allowed) or shows a signed-out page.
 */
export function logoutRoutes(app: FastifyInstance, deps: IssuerDeps): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const params = requestParams(request);
    const sid = app.sessions.readSid(request);
    const session = sid ? await app.sessions.findBySid(sid) : null;
    if (session) {
      await app.sessions.close(session.id);
      await app.audit.record({ type: 'oidc.logout', userId: session.userId, ip: request.ip });
    }
    if (sid) app.sessions.clearCookie(reply);
    const target = await postLogoutTarget(app, deps, params);
    return target ? sendRedirect(reply, target) : sendPage(reply, signedOutPage());
  };
  app.get(PATHS.logout, handler);
  app.post(PATHS.logout, handler);
}
