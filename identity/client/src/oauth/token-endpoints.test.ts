import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthClient } from '../auth-client.ts';
import { browser } from '../browser/navigate.ts';
import { installFakeOidc, type FakeOidcState } from '../testing/fake-oidc.ts';
import { createSigner, type TestSigner } from '../testing/test-keys.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let signer: TestSigner;
let oidc: FakeOidcState;
let client: AuthClient;

beforeAll(async () => {
  server = await startTestServer();
  signer = await createSigner();
});
afterAll(() => server.close());
beforeEach(() => {
  oidc = installFakeOidc(server, signer);
  client = new AuthClient({
    url: server.url,
    clientId: 'compliance-suite',
    redirectUri: 'http://localhost:3000/login/callback',
    tokenManager: { autoRenew: false },
  });
});
afterEach(() => vi.restoreAllMocks());

describe('token endpoint, userinfo, revoke, logout URL, signOut', () => {
  it('refresh uses the refresh_token grant when there is one', async () => {
    const tokens = await client.token.refresh({ refreshToken: 'rt-1' });
    expect(tokens.idToken?.claims['aud']).toBe('compliance-suite');
    expect(tokens.refreshToken).toBe('rt-1');
    await expect(client.token.refresh({ refreshToken: 'bad' })).rejects.toMatchObject({
      name: 'OAuthError',
      errorCode: 'invalid_grant',
    });
  });

  it('getUserInfo sends the bearer token; a Bearer challenge becomes OAuthError', async () => {
    await expect(client.token.getUserInfo('at-good')).resolves.toEqual({ sub: '00u1', name: 'Giulia Rossi' });
    await expect(client.token.getUserInfo('at-bad')).rejects.toMatchObject({
      name: 'OAuthError',
      errorCode: 'invalid_token',
      errorSummary: 'The access token is invalid',
    });
  });

  it('revoke posts the token with the client id; logoutUrl builds the IdP logout', async () => {
    await client.token.revoke('at-1');
    expect(oidc.revoked).toEqual(['at-1']);
    const url = new URL(client.token.logoutUrl('idt', 'http://localhost:3000/login', 's1'));
    expect(url.origin + url.pathname).toBe(`${server.url}/oauth2/v1/logout`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id_token_hint: 'idt',
      post_logout_redirect_uri: 'http://localhost:3000/login',
      state: 's1',
    });
  });

  it('signOut closes the session, clears tokens and goes to the IdP logout', async () => {
    const navigate = vi.spyOn(browser, 'navigate').mockImplementation(() => undefined);
    const { idToken, accessToken } = await client.token.refresh({ refreshToken: 'rt-1' });
    client.tokenManager.add('idToken', idToken!);
    client.tokenManager.add('accessToken', accessToken!);
    server.requests.length = 0;
    await client.signOut({ postLogoutRedirectUri: 'http://localhost:3000/login' });
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['DELETE /api/v1/sessions/me']);
    expect(client.tokenManager.get('idToken')).toBeUndefined();
    expect(client.tokenManager.get('accessToken')).toBeUndefined();
    const logout = new URL(navigate.mock.calls[0]?.[0] ?? '');
    expect(logout.searchParams.get('id_token_hint')).toBe(idToken!.idToken);
    expect(logout.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:3000/login');
  });

  it('signOut without tokens only closes the session, and tolerates a missing session', async () => {
    const navigate = vi.spyOn(browser, 'navigate').mockImplementation(() => undefined);
    server.setHandler(() => ({ status: 404, json: { errorCode: 'E0000007', errorSummary: 'Not found' } }));
    await expect(client.signOut()).resolves.toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
    server.setHandler(() => ({
      status: 403,
      json: { errorCode: 'E0000005', errorSummary: 'Invalid session' },
    }));
    await expect(client.signOut()).rejects.toMatchObject({ errorCode: 'E0000005' });
  });
});
