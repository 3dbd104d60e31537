import { describe, expect, it, vi } from 'vitest';
import {
  authorizeWithRedirect,
  checkAuthentication,
  decideGuard,
  isTokenValid,
  RETURN_PATH_KEY,
  SCOPES,
  takeReturnPath,
  TOKEN_KEYS,
} from './guard.ts';

const NOW = 1_800_000_000;

function client(opts: { expiresAt?: number; session: boolean | Error }) {
  const exists = vi.fn(async () => {
    if (opts.session instanceof Error) throw opts.session;
    return opts.session;
  });
  const token = opts.expiresAt === undefined ? undefined : { accessToken: 'at', expiresAt: opts.expiresAt };
  return {
    exists,
    api: {
      tokenManager: { get: (key: string) => (key === TOKEN_KEYS.accessToken ? token : undefined) },
      session: { exists },
    } as unknown as Parameters<typeof checkAuthentication>[0],
  };
}

describe('decideGuard', () => {
  it.each([
    [true, true, 'pass'],
    [true, false, 'pass'],
    [false, true, 'authorize'],
    [false, false, 'login'],
  ] as const)('token valid=%s, session=%s -> %s', (hasValidAccessToken, sessionExists, expected) => {
    expect(decideGuard({ hasValidAccessToken, sessionExists })).toBe(expected);
  });
});

describe('isTokenValid', () => {
  it('needs more than 30 s of validity left', () => {
    expect(isTokenValid(undefined, NOW)).toBe(false);
    expect(isTokenValid({ expiresAt: NOW + 31 }, NOW)).toBe(true);
    expect(isTokenValid({ expiresAt: NOW + 30 }, NOW)).toBe(false);
    expect(isTokenValid({ expiresAt: NOW - 1 }, NOW)).toBe(false);
  });
});

describe('checkAuthentication', () => {
  it('passes on a valid access token without asking the IdP', async () => {
    const c = client({ expiresAt: NOW + 3600, session: false });
    expect(await checkAuthentication(c.api, NOW)).toBe('pass');
    expect(c.exists).not.toHaveBeenCalled();
  });

  it('authorizes when the token is expired but the IdP session exists', async () => {
    expect(await checkAuthentication(client({ expiresAt: NOW - 10, session: true }).api, NOW)).toBe(
      'authorize',
    );
  });

  it('goes to login without a session, or when the session check fails', async () => {
    expect(await checkAuthentication(client({ session: false }).api, NOW)).toBe('login');
    expect(await checkAuthentication(client({ session: new Error('network') }).api, NOW)).toBe('login');
  });
});

describe('authorization redirect and return path', () => {
  it('saves the path and asks for a code with PKCE, no prompt, and the suite scopes', async () => {
    const getWithRedirect = vi.fn(async () => undefined);
    await authorizeWithRedirect({ token: { getWithRedirect } } as never, '/operazioni?p=2');
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBe('/operazioni?p=2');
    expect(getWithRedirect).toHaveBeenCalledWith({
      responseType: 'code',
      prompt: 'none',
      scopes: ['openid', 'profile', 'email', 'groups'],
    });
    // no refresh token is kept, so none is asked for: renewal runs on the IdP session
    expect(SCOPES).not.toContain('offline_access');
    expect(takeReturnPath()).toBe('/operazioni?p=2');
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBeNull();
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example'])('never returns to %s', (saved) => {
    sessionStorage.setItem(RETURN_PATH_KEY, saved);
    expect(takeReturnPath()).toBe('/');
  });
});
