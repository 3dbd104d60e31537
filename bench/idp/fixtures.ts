/**
 * What the measured requests of `npm run bench:idp` need, obtained over HTTP from the running IdP exactly as a
 * browser and a relying party would: `sid` cookies (primary authentication `POST /api/v1/authn`, then
 * `GET /login/sessionCookieRedirect`) and refresh tokens (`GET /oauth2/v1/authorize` with the cookie, code + PKCE,
 * then `POST /oauth2/v1/token`). Uses the demo tenant (identity/server/src/seed/seed.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  SUITE_CLIENT,
  SUITE_ORIGIN,
} from '../../identity/server/src/seed/seed.ts';

export const CLIENT_ID = SUITE_CLIENT.clientId;
export { SUITE_ORIGIN };
const REDIRECT_URI = SUITE_CLIENT.redirectUris[0]!;

/** The demo logins with their password, as JSON bodies of `POST /api/v1/authn`. */
export const AUTHN_BODIES = DEMO_USERS.map((u) =>
  JSON.stringify({ username: u.login, password: DEMO_PASSWORD }),
);

async function expectStatus(res: Response, status: number, what: string): Promise<Response> {
  if (res.status !== status) throw new Error(`${what}: HTTP ${res.status} ${await res.text()}`);
  return res;
}

/** A live session of the `i`-th demo user (round robin): the raw `sid` cookie value. */
export async function signIn(base: string, i: number): Promise<string> {
  const authn = await fetch(`${base}/api/v1/authn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: AUTHN_BODIES[i % AUTHN_BODIES.length],
  });
  const { sessionToken } = (await (await expectStatus(authn, 200, 'authn')).json()) as {
    sessionToken: string;
  };
  const query = new URLSearchParams({ token: sessionToken, redirectUrl: `${SUITE_ORIGIN}/` });
  const redirect = await fetch(`${base}/login/sessionCookieRedirect?${query}`, { redirect: 'manual' });
  await expectStatus(redirect, 302, 'sessionCookieRedirect');
  const sid = /(?:^|,\s*)sid=([^;]+)/.exec(redirect.headers.get('set-cookie') ?? '')?.[1];
  if (!sid) throw new Error('sessionCookieRedirect set no sid cookie');
  return sid;
}

/** A refresh token of a fresh grant (scopes openid + offline_access) for the session `sid`. */
export async function refreshToken(base: string, sid: string): Promise<string> {
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'openid offline_access',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const authorize = await fetch(`${base}/oauth2/v1/authorize?${query}`, {
    redirect: 'manual',
    headers: { cookie: `sid=${sid}` },
  });
  await expectStatus(authorize, 302, 'authorize');
  const code = new URL(authorize.headers.get('location')!).searchParams.get('code');
  if (!code) throw new Error(`authorize gave no code: ${authorize.headers.get('location')}`);
  const token = await fetch(`${base}/oauth2/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
      client_id: CLIENT_ID,
    }),
  });
  const body = (await (await expectStatus(token, 200, 'token')).json()) as { refresh_token?: string };
  if (!body.refresh_token) throw new Error('the token endpoint issued no refresh token');
  return body.refresh_token;
}
