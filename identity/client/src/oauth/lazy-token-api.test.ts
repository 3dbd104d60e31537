import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthClientBase } from '../auth-client-base.ts';
import { installFakeOidc } from '../testing/fake-oidc.ts';
import { createSigner, idClaims, type TestSigner } from '../testing/test-keys.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { lazyTokenApi, type OAuthModule } from './lazy-token-api.ts';

let server: TestServer;
let signer: TestSigner;

beforeAll(async () => {
  server = await startTestServer();
  signer = await createSigner();
});
afterAll(() => server.close());

/** A client whose OAuth code comes from `load` (the real module, as `import('@identity/client/oauth')` gives it). */
function lazyClient(load: () => Promise<OAuthModule>) {
  installFakeOidc(server, signer);
  return new AuthClientBase(
    { url: server.url, clientId: 'compliance-suite', tokenManager: { autoRenew: false } },
    lazyTokenApi(load),
  );
}

describe('lazyTokenApi', () => {
  it('loads the OAuth module on the first asynchronous call only, once, then delegates to it', async () => {
    const load = vi.fn(() => import('./token-api.ts'));
    const client = lazyClient(load);
    expect(load).not.toHaveBeenCalled();
    const [renewed, again] = await Promise.all([
      client.token.refresh({ refreshToken: 'rt-1' }),
      client.token.refresh({ refreshToken: 'rt-1' }),
    ]);
    expect(renewed.idToken?.claims).toMatchObject({ iss: server.url, aud: 'compliance-suite' });
    expect(again.refreshToken).toBe('rt-1');
    await expect(client.token.refresh({ refreshToken: 'bad' })).rejects.toMatchObject({
      name: 'OAuthError',
      errorCode: 'invalid_grant',
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers hasTokensInUrl, decode and logoutUrl synchronously without loading anything', async () => {
    const load = vi.fn(() => import('./token-api.ts'));
    const client = lazyClient(load);
    expect(client.token.hasTokensInUrl('http://localhost:3000/cb#id_token=x&state=s')).toBe(true);
    expect(client.token.hasTokensInUrl('http://localhost:3000/cb?next=1')).toBe(false);
    const jwt = await signer.sign(idClaims(server.url, 'compliance-suite'));
    expect(client.token.decode(jwt).payload).toMatchObject({ aud: 'compliance-suite' });
    expect(() => client.token.decode('not-a-jwt')).toThrow('Malformed token');
    expect(client.token.logoutUrl('idt', 'http://localhost:3000/')).toBe(
      `${server.url}/oauth2/v1/logout?id_token_hint=idt&post_logout_redirect_uri=${encodeURIComponent('http://localhost:3000/')}`,
    );
    expect(load).not.toHaveBeenCalled();
  });

  it('rejects the call with the loader error when loading fails, and loads again on the next call', async () => {
    const load = vi
      .fn<() => Promise<OAuthModule>>()
      .mockRejectedValueOnce(new Error('Could not load the chunk'))
      .mockImplementation(() => import('./token-api.ts'));
    const client = lazyClient(load);
    await expect(client.token.verify('x.y.z')).rejects.toThrow('Could not load the chunk');
    const jwt = await signer.sign(idClaims(server.url, 'compliance-suite'));
    await expect(client.token.verify(jwt)).resolves.toMatchObject({ sub: '00u1' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
