/**
 * A small confidential relying party built on openid-client (panva), as an ordinary server-side OIDC application
 * would be: `GET /` sends the browser to the IdP's authorization endpoint (authorization code + PKCE, state,
 * nonce); `GET /callback` exchanges the code, validates the ID token and the RFC 9207 `iss` parameter (openid-client
 * does both), reads userinfo and shows who signed in; `GET /signed-out` is its post-logout page. Started in-process
 * by the journey that drives it (client `rp-confidential`, registered by playwright.config.ts).
 */
import { createServer, type Server } from 'node:http';
import * as oidc from 'openid-client';

export interface SignedIn {
  tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers;
  claims: oidc.IDToken;
  userinfo: oidc.UserInfoResponse;
  /** The callback URL the browser arrived at (code, state, iss). */
  callback: URL;
}

export interface RelyingParty {
  config: oidc.Configuration;
  /** The last completed sign-in, if any. */
  latest(): SignedIn | undefined;
  close(): Promise<void>;
}

function html(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main>${body}</main></body></html>`;
}

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Discovers the IdP and listens on `origin` (http://localhost:PORT). */
export async function startRelyingParty(options: {
  issuer: string;
  origin: string;
  clientId: string;
  clientSecret: string;
  scope: string;
}): Promise<RelyingParty> {
  const config = await oidc.discovery(
    new URL(options.issuer),
    options.clientId,
    options.clientSecret,
    oidc.ClientSecretBasic(options.clientSecret),
    // The test IdP is http://localhost; openid-client requires https unless told otherwise.
    { execute: [oidc.allowInsecureRequests] },
  );
  const pending = new Map<string, { verifier: string; nonce: string }>();
  let latest: SignedIn | undefined;

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', options.origin);
    const send = (status: number, body: string) =>
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    void (async () => {
      if (url.pathname === '/') {
        const verifier = oidc.randomPKCECodeVerifier();
        const state = oidc.randomState();
        const nonce = oidc.randomNonce();
        pending.set(state, { verifier, nonce });
        const target = oidc.buildAuthorizationUrl(config, {
          redirect_uri: `${options.origin}/callback`,
          scope: options.scope,
          code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
          code_challenge_method: 'S256',
          state,
          nonce,
        });
        res.writeHead(302, { location: target.href }).end();
      } else if (url.pathname === '/callback') {
        const state = url.searchParams.get('state') ?? '';
        const flow = pending.get(state);
        pending.delete(state);
        if (!flow) return send(400, html('Error', '<p id="error">unknown state</p>'));
        const tokens = await oidc.authorizationCodeGrant(config, url, {
          pkceCodeVerifier: flow.verifier,
          expectedState: state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims()!;
        const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
        latest = { tokens, claims, userinfo, callback: url };
        send(200, html('Signed in', `<h1>Signed in</h1><p id="who">${escape(String(userinfo.email))}</p>`));
      } else if (url.pathname === '/signed-out') {
        const state = escape(url.searchParams.get('state') ?? '');
        send(200, html('Signed out', `<h1>Signed out</h1><p id="state">${state}</p>`));
      } else {
        send(404, html('Not found', '<p>Not found</p>'));
      }
    })().catch((error: unknown) => {
      send(500, html('Error', `<p id="error">${escape(String((error as Error).message))}</p>`));
    });
  });
  const { port } = new URL(options.origin);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(port), 'localhost', resolve);
  });
  return {
    config,
    latest: () => latest,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
