import { vi } from 'vitest';
import type { AccessToken, AuthClientApi, IdToken } from '@identity/client';
import type { RuntimeConfig } from '../config/runtime-config.ts';

export const testConfig: RuntimeConfig = {
  idpUrl: 'http://localhost:8080',
  issuer: 'http://localhost:8080',
  clientId: 'compliance-suite',
  redirectUri: 'http://localhost:3000/login/callback',
  postLogoutRedirectUri: 'http://localhost:3000/login',
  supportEmail: 'supporto@example.com',
  supportPhone: '+39 02 1234 5678',
};

/** An access token as the token manager stores it, expiring `inSeconds` from now. */
export function accessToken(inSeconds = 3600): AccessToken {
  return {
    value: 'header.payload.signature',
    accessToken: 'header.payload.signature',
    expiresAt: Math.floor(Date.now() / 1000) + inSeconds,
    scopes: ['openid'],
    authorizeUrl: `${testConfig.idpUrl}/oauth2/v1/authorize`,
    userinfoUrl: `${testConfig.idpUrl}/oauth2/v1/userinfo`,
    issuer: testConfig.issuer,
    clientId: testConfig.clientId,
  };
}

/**
 * In-memory stand-in for the SDK client (the IdP is not reachable from unit tests): a real map as token
 * manager, a switchable IdP session, and spies on the calls that would leave the browser.
 */
export function fakeAuthClient(opts: { token?: AccessToken; session?: boolean } = {}) {
  const tokens = new Map<string, IdToken | AccessToken>();
  if (opts.token) tokens.set('accessToken', opts.token);
  const state = { session: opts.session ?? false };
  const client = {
    options: { url: testConfig.idpUrl },
    tokenManager: {
      get: (key: string) => tokens.get(key),
      add: (key: string, token: IdToken | AccessToken) => void tokens.set(key, token),
      remove: (key: string) => void tokens.delete(key),
      clear: () => tokens.clear(),
      renew: vi.fn(),
      on: vi.fn(),
      off: vi.fn(),
    },
    session: {
      exists: vi.fn(async () => state.session),
      close: vi.fn(async () => {
        state.session = false;
      }),
      get: vi.fn(),
      refresh: vi.fn(),
      setCookieAndRedirect: vi.fn(),
    },
    token: {
      getWithRedirect: vi.fn(async () => undefined),
      parseFromUrl: vi.fn(),
      revoke: vi.fn(async () => undefined),
    },
  };
  return { client: client as unknown as AuthClientApi, spies: client, tokens, state };
}
