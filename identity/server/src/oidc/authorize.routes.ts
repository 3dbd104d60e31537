import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PATHS } from './constants.ts';
import { parseAuthorizeRequest, type AuthorizeRequest } from './authorize-request.ts';
import { authorize } from './authorize.service.ts';
import { prefersJson, requestParams, sendPage, sendRedirect } from './http.ts';
import type { OidcDeps } from './issuance.service.ts';
import { OAuthError } from './oauth-error.ts';
import { errorPage } from './pages.ts';
import { encodeAuthorizeResponse, type AuthorizeResponseData, type ModeOutput } from './response-modes.ts';
import { signInFeatures } from '../recovery/widget-features.ts';
import { signInPage } from '../hosted/sign-in-page.ts';
import { idpSignInLocation } from '../idps/authorize-idp.ts';

/** Origins allowed to frame an okta_post_message page: the redirect_uri's origin, when it is a trusted origin. */
async function frameAncestorsFor(deps: OidcDeps, redirectUri: string): Promise<string[]> {
  const origin = new URL(redirectUri).origin;
  const trusted =
    (await deps.origins.isTrusted(origin, 'cors')) || (await deps.origins.isTrusted(origin, 'redirect'));
  return trusted ? [origin] : [];
}

/**
 * The hosted sign-in page for an authorization request that needs the user to sign in: after sign-in the page
 * posts the same parameters back to /authorize with the one-time `sessionToken` (never in a URL), and the answer
 * redirects to the redirect_uri's origin. `login_hint` prefills the username; the recovery policy's features
 * (recovery/widget-features.ts) are the same as `/login/default`'s. With a step-up's `stateToken` the widget
 * resumes that transaction.
 */
async function hostedSignIn(
  deps: OidcDeps,
  request: FastifyRequest,
  params: Record<string, unknown>,
  req: AuthorizeRequest,
  stateToken?: string,
) {
  const hint = params.login_hint;
  return signInPage(deps.config, {
    // A step-up: the widget resumes its transaction (UNAUTHENTICATED or FACTOR_REQUIRED) and finishes through
    // the SUCCESS's `next(original)` link instead of posting a session token.
    ...(stateToken ? { stateToken } : {}),
    acceptLanguage: request.headers['accept-language'],
    next: {
      action: PATHS.authorize,
      fields: continuationFields(params),
      redirectOrigins: [new URL(req.redirectUri).origin],
    },
    ...(typeof hint === 'string' && hint !== '' ? { username: hint } : {}),
    features: await signInFeatures(deps.recoveryPolicy),
  });
}

/** The authorize parameters the hosted page posts back, without a spent session token or refusal marker. */
function continuationFields(params: Record<string, unknown>, dropPrompts: readonly string[] = []) {
  const fields: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(params)) {
    if (name === 'sessionToken' || name === CONSENT_REFUSED) continue;
    for (const v of Array.isArray(value) ? value : [value]) {
      if (typeof v !== 'string') continue;
      if (name !== 'prompt') fields.push([name, v]);
      else {
        const kept = v.split(' ').filter((p) => p !== '' && !dropPrompts.includes(p));
        if (kept.length > 0) fields.push([name, kept.join(' ')]);
      }
    }
  }
  return fields;
}

/** The field the hosted consent page posts (with the cancelled transaction's state token) when the user refuses. */
const CONSENT_REFUSED = 'consent_refused';

/**
 * The hosted consent page: the widget resumes the CONSENT_REQUIRED transaction `stateToken` (feature `consent`).
 * Allow ends in a session token the page posts back with the request, whose `prompt` no longer holds `consent`
 * (the user was just asked) nor `login` (the user just signed in); Don't allow posts the cancelled state token as
 * `consent_refused`, which /authorize answers with `access_denied`.
 */
async function hostedConsent(
  deps: OidcDeps,
  request: FastifyRequest,
  params: Record<string, unknown>,
  req: AuthorizeRequest,
  stateToken: string,
  logoUri: string | null,
) {
  return signInPage(deps.config, {
    ...(logoUri ? { images: [logoUri] } : {}),
    acceptLanguage: request.headers['accept-language'],
    next: {
      action: PATHS.authorize,
      fields: continuationFields(params, ['consent', 'login']),
      redirectOrigins: [new URL(req.redirectUri).origin],
    },
    stateToken,
    consentRefusal: { field: CONSENT_REFUSED, fields: continuationFields(params) },
    features: { ...(await signInFeatures(deps.recoveryPolicy)), consent: true },
  });
}

function send(reply: FastifyReply, out: ModeOutput): FastifyReply {
  return out.kind === 'redirect' ? sendRedirect(reply, out.location) : sendPage(reply, out.page);
}

/**
 * `GET|POST /oauth2/v1/authorize` (OIDC Core §3.1.2, Okta org authorization server; design/authn-protocol.md
 * §1.10). Unknown client or unregistered redirect_uri: 400 error page (JSON when the caller prefers it),
 * never a redirect. A user who must sign in (no session, `prompt=login`, `max_age` exceeded; not with
 * `prompt=none`) gets the hosted sign-in page (200). Every other outcome, success or error, goes to
 * redirect_uri in the response mode, with `iss` (RFC 9207).
 */
export function authorizeRoutes(app: FastifyInstance, deps: OidcDeps): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const params = requestParams(request);
    // A client_id with a NUL character is never looked up (PostgreSQL rejects it); the parser refuses it.
    const clientId =
      typeof params.client_id === 'string' && !params.client_id.includes('\u0000')
        ? params.client_id
        : undefined;
    const client = clientId ? await deps.clients.findByClientId(clientId) : null;
    const parsed = parseAuthorizeRequest(params, client);
    if (!parsed.ok && parsed.fatal) {
      if (prefersJson(request)) {
        return reply
          .code(400)
          .header('cache-control', 'no-store')
          .send({ error: parsed.error, error_description: parsed.description });
      }
      return sendPage(reply, errorPage(parsed.error, parsed.description), 400);
    }
    const target = parsed.ok ? parsed.request : parsed;
    const ancestors =
      target.responseMode === 'okta_post_message' ? await frameAncestorsFor(deps, target.redirectUri) : [];
    let data: AuthorizeResponseData;
    if (!parsed.ok) {
      data = {
        error: parsed.error,
        error_description: parsed.description,
        ...(parsed.state !== undefined ? { state: parsed.state } : {}),
      };
    } else {
      const refused = params[CONSENT_REFUSED];
      try {
        if (
          typeof refused === 'string' &&
          (await deps.consent.wasRefused(refused, parsed.request.clientId))
        ) {
          throw new OAuthError('access_denied', 'The user did not allow the application access.');
        }
        const ua = request.headers['user-agent'];
        const sid = deps.sessions.readSid(request);
        // After a step-up the browser comes back here by GET: the same request, signed in (no prompt=login).
        const returnTo = `${PATHS.authorize}?${new URLSearchParams(continuationFields(params, ['login']))}`;
        const outcome = await authorize(
          deps,
          {
            ip: request.ip,
            returnTo,
            ...(typeof ua === 'string' ? { userAgent: ua } : {}),
            ...(sid ? { sid } : {}),
          },
          parsed.request,
          // parseAuthorizeRequest succeeds only for a known client.
          client!,
        );
        if (outcome.kind === 'sign_in') {
          // `idp`: sign in at that external provider instead of the hosted page (src/idps/authorize-idp.ts).
          const viaIdp = await idpSignInLocation(
            deps.idps,
            PATHS.authorize,
            params.idp,
            continuationFields(params, ['login']),
          ).catch(() => {
            throw new OAuthError('invalid_request', 'The identity provider named by idp is not available.');
          });
          if (viaIdp) return sendRedirect(reply, viaIdp);
          return sendPage(reply, await hostedSignIn(deps, request, params, parsed.request));
        }
        if (outcome.newSid) deps.sessions.setCookie(reply, outcome.newSid);
        if (outcome.kind === 'step_up') {
          const page = await hostedSignIn(deps, request, params, parsed.request, outcome.stateToken);
          return sendPage(reply, page);
        }
        if (outcome.kind === 'consent') {
          return sendPage(
            reply,
            await hostedConsent(deps, request, params, parsed.request, outcome.stateToken, client!.logoUri),
          );
        }
        data = outcome.data;
      } catch (err) {
        if (!(err instanceof OAuthError)) throw err;
        data = { error: err.error, error_description: err.description, state: parsed.request.state };
      }
    }
    // RFC 9207: every authorization response, success or error, names the issuer that sent it.
    data.iss = deps.config.issuer;
    return send(reply, encodeAuthorizeResponse(target.responseMode, target.redirectUri, data, ancestors));
  };
  app.get(PATHS.authorize, handler);
  app.post(PATHS.authorize, handler);
}
