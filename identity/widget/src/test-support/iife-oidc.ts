import { createSign, generateKeyPairSync } from 'node:crypto';

/** One answer of the host: status, content type, body, extra headers. */
export interface HostReply {
  status: number;
  type: string;
  body: string;
  headers?: Record<string, string>;
}

const json = (body: unknown): HostReply => ({
  status: 200,
  type: 'application/json',
  body: JSON.stringify(body),
});
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

// Runs inside the authorize page (a same-origin hidden iframe): hands its JSON answer to the widget's page, as the
// IdP's okta_post_message page does. A file, not inline code, so the page keeps script-src 'self'.
const ANSWER_SCRIPT = `var answer = JSON.parse(document.getElementById('answer').textContent);
parent.postMessage(answer, location.origin);`;

/**
 * A protocol-shaped OIDC issuer (at the origin each request was sent to) for the browser tests of the widget's lazily loaded OAuth code:
 * `POST /api/v1/authn` answers SUCCESS with a session token; `GET /oauth2/v1/authorize` (response_mode
 * okta_post_message) is a page that posts `{state, id_token, access_token}` to its parent, the id token signed
 * RS256 with a fresh key for `client_id` and the request's nonce; discovery and JWKS serve that key.
 * Returns a router: the answer for a request to `origin`, or undefined when the path is not one of these.
 */
export function oidcIssuer() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'widget-test', alg: 'RS256', use: 'sig' };
  const sign = (claims: Record<string, unknown>) => {
    const input = `${b64({ alg: 'RS256', kid: jwk.kid, typ: 'JWT' })}.${b64(claims)}`;
    return `${input}.${createSign('RSA-SHA256').update(input).sign(privateKey).toString('base64url')}`;
  };
  return (method: string, url: URL, origin: string): HostReply | undefined => {
    if (method === 'POST' && url.pathname === '/api/v1/authn') {
      return json({
        status: 'SUCCESS',
        sessionToken: 'session-token-1',
        expiresAt: new Date(Date.now() + 300_000).toISOString(),
        _embedded: { user: { id: '00u1', profile: { login: 'giulia.rossi@example.com' } } },
      });
    }
    if (url.pathname === '/.well-known/openid-configuration') {
      return json({ issuer: origin, jwks_uri: `${origin}/oauth2/v1/keys` });
    }
    if (url.pathname === '/oauth2/v1/keys') return json({ keys: [jwk] });
    if (url.pathname === '/authorize-answer.js') {
      return { status: 200, type: 'text/javascript', body: ANSWER_SCRIPT };
    }
    if (url.pathname !== '/oauth2/v1/authorize') return undefined;
    const q = url.searchParams;
    const now = Math.floor(Date.now() / 1000);
    const answer = {
      state: q.get('state'),
      id_token: sign({
        iss: origin,
        aud: q.get('client_id'),
        sub: '00u1',
        email: 'giulia.rossi@example.com',
        nonce: q.get('nonce'),
        iat: now,
        exp: now + 3600,
      }),
      access_token: 'access-token-1',
      token_type: 'Bearer',
      expires_in: 3600,
      scope: q.get('scope'),
    };
    const body = `<!doctype html><title>authorize</title><script type="application/json" id="answer">${JSON.stringify(answer)}</script><script src="/authorize-answer.js"></script>`;
    return {
      status: 200,
      type: 'text/html',
      body,
      headers: { 'content-security-policy': "default-src 'none'; script-src 'self'; frame-ancestors 'self'" },
    };
  };
}
