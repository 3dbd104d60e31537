import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import type { BuildAppOptions } from '../src/app.ts';
import type { Services } from '../src/services.ts';
import type { Config } from '../src/config.ts';
import { build, seedClient, seedUser, trustOrigin, type Cleanup } from './helper.ts';

// Shared set-up of the OIDC route tests (test/oidc*.test.ts).

export const LOGIN = 'giulia.rossi@example.com';
export const PASSWORD = 'Compliance!2026';
export const CLIENT_ID = 'compliance-suite';
export const REDIRECT_URI = 'http://localhost:3000/login/callback';
export const POST_LOGOUT_URI = 'http://localhost:3000/login';
export const ORIGIN = 'http://localhost:3000';

/**
 * A fresh IdP with one user, the suite's public client (every response type) and its trusted origin; `config`
 * and `options` as for `build`.
 */
export async function setup(
  t: Cleanup,
  config: Partial<Config> = {},
  options: Pick<BuildAppOptions, 'logStream'> = {},
) {
  const { app, services } = await build(t, config, options);
  const user = await seedUser(services, {
    login: LOGIN,
    password: PASSWORD,
    firstName: 'Giulia',
    lastName: 'Rossi',
    groups: ['aml-officers'],
  });
  await seedClient(services, {
    clientId: CLIENT_ID,
    redirectUris: [REDIRECT_URI],
    postLogoutRedirectUris: [POST_LOGOUT_URI],
    grantTypes: ['authorization_code', 'implicit', 'refresh_token'],
    responseTypes: ['code', 'id_token', 'token'],
  });
  await trustOrigin(services, ORIGIN);
  return { app, services, user };
}

/** A fresh one-time session token from primary authentication (`POST /api/v1/authn`). */
export async function sessionToken(app: FastifyInstance, login = LOGIN): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/authn',
    payload: { username: login, password: PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`authn failed: ${res.body}`);
  return res.json().sessionToken as string;
}

/** A PKCE pair (RFC 7636): 43-char verifier and its S256 challenge. */
export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(params: Record<string, string>): string {
  return `/oauth2/v1/authorize?${new URLSearchParams({ client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, ...params })}`;
}

/** The parameters of a redirect response, from its query (`query`) or its fragment (`fragment`). */
export function redirectParams(
  res: LightMyRequestResponse,
  part: 'query' | 'fragment',
): Record<string, string> {
  const location = res.headers.location;
  if (typeof location !== 'string') throw new Error(`no redirect: ${res.statusCode} ${res.body}`);
  const url = new URL(location);
  const raw = part === 'query' ? url.search.slice(1) : url.hash.slice(1);
  return Object.fromEntries(new URLSearchParams(raw));
}

/** The `sid` cookie set by a response, or undefined. */
export function sidCookie(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === 'sid')?.value;
}

/** GET /authorize (code + PKCE) carrying a one-time session token, optionally with an existing sid cookie. */
export async function authorizeWithSessionToken(app: FastifyInstance, token: string, sid?: string) {
  const { challenge } = pkce();
  return app.inject({
    method: 'GET',
    url: authorizeUrl({
      response_type: 'code',
      scope: 'openid',
      state: 's',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      sessionToken: token,
    }),
    ...(sid ? { cookies: { sid } } : {}),
  });
}

/** Signs `login` in with a session token through /authorize and returns the sid cookie value. */
export async function signIn(app: FastifyInstance, login = LOGIN): Promise<string> {
  const res = await authorizeWithSessionToken(app, await sessionToken(app, login));
  const sid = sidCookie(res);
  if (!sid) throw new Error(`no sid cookie: ${res.statusCode} ${res.body}`);
  return sid;
}

/** Runs the code + PKCE flow with an existing session; returns the token endpoint's JSON answer. */
export async function codeFlowTokens(
  app: FastifyInstance,
  sid: string,
  scope = 'openid profile email groups offline_access',
) {
  const { verifier, challenge } = pkce();
  const auth = await app.inject({
    method: 'GET',
    url: authorizeUrl({
      response_type: 'code',
      scope,
      state: 'st',
      nonce: 'n-1',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }),
    cookies: { sid },
  });
  const { code } = redirectParams(auth, 'query');
  if (!code) throw new Error(`no code: ${auth.headers.location}`);
  const res = await app.inject({
    method: 'POST',
    url: '/oauth2/v1/token',
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      code,
      code_verifier: verifier,
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return res;
}

/** POSTs a form to `url`. */
export function postForm(
  app: FastifyInstance,
  url: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

/** Signs `claims` as they are with the IdP's current key (to alter one of our tokens). */
export async function resign(
  services: Pick<Services, 'keys'>,
  claims: Record<string, unknown>,
): Promise<string> {
  const { kid, key } = await services.keys.signingKey();
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid }).sign(key);
}
