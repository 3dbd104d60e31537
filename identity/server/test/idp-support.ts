import { createServer } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { adminCaller } from './admin-support.ts';
import { build, seedClient, seedUser, type Cleanup } from './helper.ts';

// Shared set-up of the federation tests (test/idps-*.test.ts): a SECOND identity provider of ours, listening on a
// loopback port, plays the external OpenID Connect provider; the IdP under test (loopback issuer, driven by inject)
// federates with it over real HTTP (token endpoint, JWKS).

export const CONSUMER_ISSUER = 'http://localhost:3999';
export const PROVIDER_PASSWORD = 'Provider!2026';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The external provider: a listening IdP with one confidential client whose redirect is the consumer's callback. */
export async function startProvider(t: Cleanup, users: Array<{ login: string; firstName?: string }>) {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const { app, services } = await build(t, { issuer });
  for (const u of users) await seedUser(services, { ...u, password: PROVIDER_PASSWORD });
  const { client, clientSecret } = await seedClient(services, {
    name: 'Federated IdP',
    type: 'confidential',
    redirectUris: [`${CONSUMER_ISSUER}/oauth2/v1/authorize/callback`],
    grantTypes: ['authorization_code'],
    responseTypes: ['code'],
  });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, services, issuer, clientId: client.clientId, clientSecret: clientSecret! };
}

/** The IdP under test with an API caller; `idpBody` makes an OIDC provider body for `provider`. */
export async function startConsumer(t: Cleanup) {
  const { app, services } = await build(t, { issuer: CONSUMER_ISSUER });
  const call = await adminCaller(app, services);
  return { app, services, call };
}

/** An Okta IdentityProvider body (type OIDC) for a provider started by `startProvider`. */
export function idpBody(
  provider: { issuer: string; clientId: string; clientSecret: string },
  extra: { name?: string; provisioning?: string; accountLink?: string; groups?: string[] } = {},
) {
  return {
    type: 'OIDC',
    name: extra.name ?? 'Partner IdP',
    protocol: {
      type: 'OIDC',
      endpoints: {
        authorization: { url: `${provider.issuer}/oauth2/v1/authorize`, binding: 'HTTP-REDIRECT' },
        token: { url: `${provider.issuer}/oauth2/v1/token`, binding: 'HTTP-POST' },
        jwks: { url: `${provider.issuer}/oauth2/v1/keys`, binding: 'HTTP-REDIRECT' },
        userInfo: { url: `${provider.issuer}/oauth2/v1/userinfo`, binding: 'HTTP-REDIRECT' },
      },
      scopes: ['openid', 'email', 'profile'],
      issuer: { url: provider.issuer },
      credentials: { client: { client_id: provider.clientId, client_secret: provider.clientSecret } },
    },
    policy: {
      provisioning: {
        action: extra.provisioning ?? 'AUTO',
        groups: extra.groups ? { action: 'ASSIGN', assignments: extra.groups } : { action: 'NONE' },
      },
      accountLink: { action: extra.accountLink ?? 'AUTO' },
    },
  };
}

/** The value of cookie `name` set by a response, or undefined. */
export function cookieOf(res: LightMyRequestResponse, name: string): string | undefined {
  return res.cookies.find((c) => c.name === name && c.value !== '')?.value;
}

/**
 * Signs `login` in at the provider (Authn API, then /authorize with the session token, as the hosted page does) for
 * the authorization URL the consumer redirected to; returns the provider's redirect back to the consumer's callback.
 */
export async function signInAtProvider(
  authorizeUrl: string,
  providerIssuer: string,
  login: string,
): Promise<URL> {
  const authn = await fetch(`${providerIssuer}/api/v1/authn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ username: login, password: PROVIDER_PASSWORD }),
  });
  const { sessionToken } = (await authn.json()) as { sessionToken: string };
  const url = new URL(authorizeUrl);
  url.searchParams.set('sessionToken', sessionToken);
  const res = await fetch(url, { redirect: 'manual' });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location)
    throw new Error(`provider authorize: ${res.status} ${await res.text()}`);
  return new URL(location);
}

/** Starts a federated sign-in at the consumer; returns its redirect to the provider and the state cookie. */
export async function startSignIn(app: FastifyInstance, idpId: string, query = '') {
  const res = await app.inject({ method: 'GET', url: `/sso/idps/${idpId}${query}` });
  if (res.statusCode !== 302) throw new Error(`sso start: ${res.statusCode} ${res.body}`);
  return { location: String(res.headers.location), state: cookieOf(res, 'idp_state')! };
}

/** Calls the consumer's federation callback with the provider's redirect and the browser's state cookie. */
export function callback(app: FastifyInstance, back: URL, state: string | undefined) {
  return app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    ...(state !== undefined ? { cookies: { idp_state: state } } : {}),
  });
}

/** Where the callback's continuation page sends the browser (its meta refresh), or undefined. */
export function continueTo(res: LightMyRequestResponse): string | undefined {
  const m = /<meta http-equiv="refresh" content="0;url=([^"]+)">/.exec(res.body);
  return m ? m[1]!.replace(/&amp;/g, '&') : undefined;
}
