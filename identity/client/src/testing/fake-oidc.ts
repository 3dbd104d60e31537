/**
 * A protocol-shaped OIDC answerer for the SDK's tests, on a real {@link startTestServer}: discovery, keys,
 * token (authorization_code with PKCE S256 check, refresh_token), userinfo (Bearer) and revoke.
 */
import { createHash } from 'node:crypto';
import type { RecordedRequest, Reply, TestServer } from './test-server.ts';
import { idClaims, type TestSigner } from './test-keys.ts';

export interface FakeOidcState {
  /** code => {challenge, nonce} the next exchange must present. */
  codes: Map<string, { challenge?: string; nonce?: string; redirectUri: string }>;
  revoked: string[];
}

const s256 = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

/** Installs the handler on `server`; the client id is `compliance-suite`. */
export function installFakeOidc(
  server: TestServer,
  signer: TestSigner,
  clientId = 'compliance-suite',
): FakeOidcState {
  const state: FakeOidcState = { codes: new Map(), revoked: [] };
  const tokens = async (nonce?: string, scope = 'openid email') => ({
    token_type: 'Bearer',
    expires_in: 3600,
    scope,
    access_token: `at-${Math.random().toString(36).slice(2)}`,
    refresh_token: 'rt-1',
    id_token: await signer.sign(idClaims(server.url, clientId, nonce ? { nonce } : {})),
  });
  const oauthError = (error: string, description: string): Reply => ({
    status: 400,
    json: { error, error_description: description },
  });
  server.setHandler(async (req: RecordedRequest): Promise<Reply> => {
    const path = req.url.split('?')[0];
    if (path === '/.well-known/openid-configuration')
      return { json: { issuer: server.url, jwks_uri: `${server.url}/oauth2/v1/keys` } };
    if (path === '/oauth2/v1/keys') return { json: { keys: [signer.jwk] } };
    if (path === '/oauth2/v1/token') {
      const form = Object.fromEntries(new URLSearchParams(req.body));
      if (form['client_id'] !== clientId)
        return oauthError('invalid_client', 'Invalid value for client_id parameter.');
      if (form['grant_type'] === 'refresh_token') {
        return form['refresh_token'] === 'rt-1'
          ? { json: await tokens(undefined, form['scope']) }
          : oauthError('invalid_grant', 'The refresh token is invalid or expired.');
      }
      const grant = state.codes.get(form['code'] ?? '');
      state.codes.delete(form['code'] ?? '');
      if (!grant || grant.redirectUri !== form['redirect_uri'])
        return oauthError('invalid_grant', 'The authorization code is invalid or has expired.');
      if (grant.challenge && s256(form['code_verifier'] ?? '') !== grant.challenge) {
        return oauthError('invalid_grant', 'PKCE verification failed.');
      }
      return { json: await tokens(grant.nonce) };
    }
    if (path === '/oauth2/v1/userinfo') {
      if (req.headers['authorization'] !== 'Bearer at-good') {
        return {
          status: 401,
          raw: '',
          headers: {
            'WWW-Authenticate':
              'Bearer error="invalid_token", error_description="The access token is invalid"',
          },
        };
      }
      return { json: { sub: '00u1', name: 'Giulia Rossi' } };
    }
    if (path === '/oauth2/v1/revoke') {
      state.revoked.push(new URLSearchParams(req.body).get('token') ?? '');
      return { status: 200, raw: '' };
    }
    if (path === '/api/v1/sessions/me' && req.method === 'DELETE') return { status: 204 };
    return { status: 404, json: { errorCode: 'E0000007', errorSummary: 'Not found' } };
  });
  return state;
}
