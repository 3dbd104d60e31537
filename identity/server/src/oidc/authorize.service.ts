import type { OidcClient } from '../clients/clients.service.ts';
import type { AuthorizeRequest } from './authorize-request.ts';
import { OAuthError } from './oauth-error.ts';
import type { AuthorizeResponseData } from './response-modes.ts';
import { createGrant, issueAccessToken, issueCode, type OidcDeps } from './issuance.service.ts';
import { signIdToken } from './tokens.service.ts';

/** Who is asking, as the authorize route read it from the HTTP request. */
export interface AuthorizeContext {
  ip: string;
  userAgent?: string;
  /** The raw `sid` cookie, if any. */
  sid?: string;
  /**
   * The request to return to after a step-up (an issuer-relative /authorize URL without a session token or
   * `prompt=login`); without it no step-up starts (the caller cannot show the hosted page).
   */
  returnTo?: string;
}

/**
 * `response`: the response fields, plus the new `sid` cookie to set when a session token opened a session.
 * `sign_in`: the user must sign in on the hosted sign-in page first (never with `prompt=none`).
 * `consent`: the signed-in user must allow the requested scopes first; `stateToken` is the CONSENT_REQUIRED
 * transaction the hosted page resumes (and `newSid` the cookie of a session just opened by a session token).
 * `step_up`: the application's sign-on rule needs a second factor the session lacks (authn-step-up.service.ts);
 * `stateToken` is the UNAUTHENTICATED or FACTOR_REQUIRED transaction the hosted page resumes.
 */
export type AuthorizeOutcome =
  | { kind: 'response'; data: AuthorizeResponseData; newSid?: string }
  | { kind: 'sign_in'; reason: SignInReason }
  | { kind: 'consent'; stateToken: string; newSid?: string }
  | { kind: 'step_up'; stateToken: string; newSid?: string };

const inactive = () => new OAuthError('access_denied', 'The user is not active.');

/**
 * Redeems a one-time `sessionToken` (Okta extension): opens a session, and only once the user is known to
 * be active closes the session of the previous `sid` cookie (as /login/sessionCookieRedirect does).
 * Throws `login_required` (bad token) or `access_denied` (inactive user; the new session is closed again).
 */
async function redeem(deps: OidcDeps, ctx: AuthorizeContext, sessionToken: string) {
  // Okta classic orgs may ignore a sessionToken when a session exists; we always redeem it so the
  // caller gets the user who just authenticated, and the token is spent either way.
  const session = await deps.sessions.redeemSessionToken(sessionToken, {
    ip: ctx.ip,
    ...(ctx.userAgent !== undefined ? { userAgent: ctx.userAgent } : {}),
  });
  if (!session) throw new OAuthError('login_required', 'The session token is invalid or has expired.');
  const user = await deps.users.findById(session.userId);
  if (!user || user.status !== 'ACTIVE') {
    await deps.sessions.close(session.id);
    throw inactive();
  }
  const previous = ctx.sid ? await deps.sessions.findBySid(ctx.sid) : null;
  if (previous && previous.id !== session.id) await deps.sessions.close(previous.id);
  return session;
}

/** Why the user must sign in on the hosted page before the request can be answered. */
export type SignInReason = 'no_session' | 'prompt_login' | 'max_age';

/**
 * Finds who is signing in: a one-time `sessionToken` (see `redeem`; it wins over `prompt=login` and `max_age`,
 * since it proves a sign-in that just happened, so the hosted page's own continuation cannot loop) or else the
 * session of the `sid` cookie. Returns why an interactive sign-in is needed when neither will do.
 */
async function authenticate(deps: OidcDeps, ctx: AuthorizeContext, req: AuthorizeRequest) {
  if (req.sessionToken !== undefined) return redeem(deps, ctx, req.sessionToken);
  if (req.prompt.has('login')) return 'prompt_login' as const;
  const session = ctx.sid ? await deps.sessions.findBySid(ctx.sid) : null;
  if (!session) return 'no_session' as const;
  if (
    req.maxAge !== undefined &&
    Date.now() - session.lastPasswordVerification.getTime() > req.maxAge * 1000
  ) {
    return 'max_age' as const;
  }
  return session;
}

const LOGIN_REQUIRED: Record<SignInReason, string> = {
  no_session: 'The user is not logged in.',
  prompt_login: 'The user must sign in again (prompt=login).',
  max_age: 'The authentication is older than max_age allows.',
};

/**
 * Answers a validated authorization request (OIDC Core §3.1.2.5, §3.2.2.5, §3.3.2.5): authenticates,
 * asks for consent when the client's consent method is REQUIRED (consent/consent.service.ts), records a grant, and returns the response fields (code, access_token, id_token, token_type,
 * expires_in, scope, state) and the `sid` cookie to set when a session token opened a new session, or asks for
 * the hosted sign-in page (no session, `prompt=login`, `max_age` exceeded). Throws OAuthError to be sent in the
 * response mode: `login_required` (a bad session token, or sign-in needed with `prompt=none`), `access_denied`.
 */
export async function authorize(
  deps: OidcDeps,
  ctx: AuthorizeContext,
  req: AuthorizeRequest,
  client: OidcClient,
): Promise<AuthorizeOutcome> {
  const session = await authenticate(deps, ctx, req);
  if (typeof session === 'string') {
    if (req.prompt.has('none')) throw new OAuthError('login_required', LOGIN_REQUIRED[session]);
    // An application that needs a second factor: the step-up asks for the password, then the factor.
    const types = ctx.returnTo !== undefined ? await deps.stepUp.required(client.clientId, null) : null;
    if (types && ctx.returnTo !== undefined) {
      const begun = { client, factorTypes: types, returnTo: ctx.returnTo, session: null };
      return { kind: 'step_up', stateToken: (await deps.stepUp.begin(begun)).stateToken };
    }
    return { kind: 'sign_in', reason: session };
  }
  const user = await deps.users.findById(session.userId);
  if (!user || user.status !== 'ACTIVE') throw inactive();
  // The application's sign-on rule needs a second factor this session has not proven: step up first.
  const types = await deps.stepUp.required(client.clientId, session.amr);
  if (types) {
    if (req.prompt.has('none') || ctx.returnTo === undefined) {
      throw new OAuthError('interaction_required', 'The application requires a second factor.');
    }
    const { stateToken } = await deps.stepUp.begin({
      client,
      factorTypes: types,
      returnTo: ctx.returnTo,
      session: { id: session.id, userId: user.id, amr: session.amr },
    });
    return session.sid
      ? { kind: 'step_up', stateToken, newSid: session.sid }
      : { kind: 'step_up', stateToken };
  }
  // Consent method REQUIRED: scopes not allowed yet, or prompt=consent, are shown to the user first.
  if (await deps.consent.needsConsent(client, user.id, req.scopes, req.prompt.has('consent'))) {
    if (req.prompt.has('none')) {
      throw new OAuthError('consent_required', 'The user has not allowed the requested scopes.');
    }
    const { stateToken } = await deps.consent.begin({
      userId: user.id,
      client,
      scopes: req.scopes,
      amr: session.amr,
    });
    return session.sid
      ? { kind: 'consent', stateToken, newSid: session.sid }
      : { kind: 'consent', stateToken };
  }

  const grant = {
    user,
    clientId: req.clientId,
    scopes: req.scopes,
    authTime: session.lastPasswordVerification,
    amr: session.amr,
  };
  const grantId = await createGrant(deps, {
    clientId: req.clientId,
    userId: user.id,
    sessionId: session.id,
    scopes: req.scopes,
    authTime: grant.authTime,
    amr: grant.amr,
  });
  const data: AuthorizeResponseData = {};
  let code: string | undefined;
  let accessToken: string | undefined;
  if (req.responseTypes.includes('code')) {
    code = await issueCode(deps, grantId, {
      clientId: req.clientId,
      redirectUri: req.redirectUri,
      ...(req.codeChallenge ? { codeChallenge: req.codeChallenge, codeChallengeMethod: 'S256' } : {}),
      ...(req.nonce !== undefined ? { nonce: req.nonce } : {}),
    });
    data.code = code;
  }
  if (req.responseTypes.includes('token')) {
    const at = await issueAccessToken(deps, grantId, grant);
    accessToken = at.token;
    Object.assign(data, {
      token_type: 'Bearer',
      expires_in: at.expiresIn,
      access_token: at.token,
      scope: req.scopes.join(' '),
    });
  }
  if (req.responseTypes.includes('id_token')) {
    data.id_token = await signIdToken(deps.tokens, grant, {
      ...(req.nonce !== undefined ? { nonce: req.nonce } : {}),
      ...(accessToken ? { accessToken } : {}),
      ...(code ? { code } : {}),
    });
  }
  data.state = req.state;
  await deps.audit.record({
    type: 'oidc.authorize',
    userId: user.id,
    ip: ctx.ip,
    details: {
      clientId: req.clientId,
      responseType: req.responseTypes.join(' '),
      sessionToken: req.sessionToken !== undefined,
    },
  });
  return session.sid ? { kind: 'response', data, newSid: session.sid } : { kind: 'response', data };
}
