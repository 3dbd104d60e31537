// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie } from '../browser/cookies.ts';
import { AuthApiError, AuthSdkError, OAuthError } from '../errors/index.ts';
import type { AccessToken, IdToken } from '../types.ts';
import { TokenManager, type Renewer } from './token-manager.ts';
import { TOKEN_STORAGE_KEY } from './token-storage.ts';

const T0 = Date.UTC(2026, 10, 21, 10, 0, 0);
const nowS = () => Math.floor(Date.now() / 1000);
const common = {
  scopes: ['openid', 'email'],
  authorizeUrl: 'a',
  userinfoUrl: 'u',
  issuer: 'http://localhost:8080',
  clientId: 'compliance-suite',
};
const idToken = (expiresIn: number, value = 'id-1'): IdToken => ({
  ...common,
  value,
  idToken: value,
  claims: { sub: '00u1' },
  expiresAt: nowS() + expiresIn,
});
const accessToken = (expiresIn: number, value = 'at-1'): AccessToken => ({
  ...common,
  value,
  accessToken: value,
  tokenType: 'Bearer',
  expiresAt: nowS() + expiresIn,
});
const noRenew: Renewer = async () => undefined;

function record(tm: TokenManager): string[] {
  const events: string[] = [];
  for (const event of ['added', 'removed', 'renewed', 'expired', 'error'] as const) {
    tm.on(event, (...args) =>
      events.push(`${event}:${typeof args[0] === 'string' ? args[0] : (args[0] as Error).name}`),
    );
  }
  return events;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = `${TOKEN_STORAGE_KEY}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('storage (spec §9 "Token storage")', () => {
  it('uses localStorage under okta-token-storage by default', () => {
    const tm = new TokenManager({ autoRenew: false }, noRenew);
    tm.add('idToken', idToken(3600));
    expect(tm.storageKind).toBe('localStorage');
    expect(JSON.parse(localStorage.getItem(TOKEN_STORAGE_KEY) ?? '{}').idToken.idToken).toBe('id-1');
    expect(tm.get('idToken')?.value).toBe('id-1');
  });

  it('falls back to sessionStorage, then to a cookie', () => {
    vi.stubGlobal('localStorage', undefined);
    const session = new TokenManager({ autoRenew: false }, noRenew);
    session.add('accessToken', accessToken(3600));
    expect(session.storageKind).toBe('sessionStorage');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toContain('at-1');

    vi.stubGlobal('sessionStorage', {
      getItem: () => null,
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => undefined,
    });
    const cookie = new TokenManager({ autoRenew: false }, noRenew);
    cookie.add('accessToken', accessToken(3600, 'at-cookie'));
    expect(cookie.storageKind).toBe('cookie');
    expect(JSON.parse(getCookie(TOKEN_STORAGE_KEY) ?? '{}').accessToken.accessToken).toBe('at-cookie');
    expect(cookie.get('accessToken')?.value).toBe('at-cookie');
  });

  it('honours the storage option and a custom key', () => {
    const tm = new TokenManager(
      { storage: 'sessionStorage', storageKey: 'suite-tokens', autoRenew: false },
      noRenew,
    );
    tm.add('idToken', idToken(3600));
    expect(sessionStorage.getItem('suite-tokens')).toContain('id-1');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it("reports 'Unable to parse storage string' and 'Unable to set storage'", () => {
    const tm = new TokenManager({ autoRenew: false }, noRenew);
    localStorage.setItem(TOKEN_STORAGE_KEY, '{broken');
    expect(() => tm.get('idToken')).toThrow(new AuthSdkError('Unable to parse storage string'));
    localStorage.clear();
    const full = {
      getItem: () => null,
      removeItem: () => undefined,
      setItem: (key: string) => {
        if (key === TOKEN_STORAGE_KEY) throw new Error('QuotaExceededError');
      },
    };
    vi.stubGlobal('localStorage', full);
    const quota = new TokenManager({ autoRenew: false }, noRenew);
    expect(() => quota.add('idToken', idToken(3600))).toThrow('Unable to set storage');
  });

  it('refuses a token without scopes, expiresAt, or an idToken/accessToken', () => {
    const tm = new TokenManager({ autoRenew: false }, noRenew);
    const message =
      'Token must be an Object with scopes, expiresAt, and an idToken or accessToken properties';
    expect(() => tm.add('x', { ...idToken(10), scopes: undefined } as never)).toThrow(message);
    expect(() => tm.add('x', { ...idToken(10), expiresAt: undefined } as never)).toThrow(message);
    expect(() => tm.add('x', { ...idToken(10), idToken: '' } as never)).toThrow(message);
  });
});

describe('events and timers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });

  it('fires added and removed; expired at expiry without autoRenew', () => {
    const tm = new TokenManager({ autoRenew: false }, noRenew);
    const events = record(tm);
    tm.add('idToken', idToken(60));
    tm.add('accessToken', accessToken(120));
    vi.advanceTimersByTime(59_000);
    expect(events).toEqual(['added:idToken', 'added:accessToken']);
    vi.advanceTimersByTime(1_000);
    expect(events).toEqual(['added:idToken', 'added:accessToken', 'expired:idToken']);
    tm.remove('accessToken');
    vi.advanceTimersByTime(600_000);
    expect(events).toEqual(['added:idToken', 'added:accessToken', 'expired:idToken', 'removed:accessToken']);
  });

  it('clear() removes every token and its timer', () => {
    const tm = new TokenManager({ autoRenew: false }, noRenew);
    const events = record(tm);
    tm.add('idToken', idToken(60));
    tm.clear();
    vi.advanceTimersByTime(600_000);
    expect(events).toEqual(['added:idToken']);
    expect(tm.get('idToken')).toBeUndefined();
  });

  it('auto-renews 30 s before expiry and fires renewed', async () => {
    const renewer = vi.fn<Renewer>(async () => idToken(3600, 'id-2'));
    const tm = new TokenManager({}, renewer);
    const events = record(tm);
    tm.add('idToken', idToken(300));
    await vi.advanceTimersByTimeAsync(269_000);
    expect(renewer).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(renewer).toHaveBeenCalledOnce();
    expect(tm.get('idToken')?.value).toBe('id-2');
    expect(events).toEqual(['added:idToken', 'renewed:idToken']);
  });

  it.each([
    [{ autoRefresh: false }, 'expired'],
    [{ autoRefresh: false, autoRenew: true }, 'expired'],
    [{ autoRefresh: true, autoRenew: false }, 'renewed'],
    [{ autoRenew: false }, 'expired'],
    [{}, 'renewed'],
  ] as const)('okta-auth-js 1.17.1 option name: %o -> %s', async (options, outcome) => {
    const renewer = vi.fn<Renewer>(async () => idToken(3600, 'id-2'));
    const tm = new TokenManager(options, renewer);
    const events = record(tm);
    tm.add('idToken', idToken(60));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(events).toEqual(['added:idToken', `${outcome}:idToken`]);
    expect(renewer).toHaveBeenCalledTimes(outcome === 'renewed' ? 1 : 0);
  });

  it('an OAuthError during renewal removes the token and fires expired', async () => {
    const tm = new TokenManager({}, async () => {
      throw new OAuthError('login_required', 'The user is not logged in.');
    });
    const events = record(tm);
    tm.add('idToken', idToken(100));
    await vi.advanceTimersByTimeAsync(70_000);
    expect(events).toEqual(['added:idToken', 'error:OAuthError', 'removed:idToken', 'expired:idToken']);
    expect(tm.get('idToken')).toBeUndefined();
  });

  it('other renewal errors are reported and keep the token', async () => {
    const tm = new TokenManager({}, async () => {
      throw new AuthApiError(
        { errorSummary: 'Unable to connect to the server' },
        { status: 0, responseText: '' },
      );
    });
    const events = record(tm);
    tm.add('idToken', idToken(100));
    await vi.advanceTimersByTimeAsync(70_000);
    expect(events).toEqual(['added:idToken', 'error:AuthApiError']);
    expect(tm.get('idToken')?.value).toBe('id-1');
    await expect(tm.renew('missing')).resolves.toBeUndefined();
  });

  it('schedules tokens already in storage when created', async () => {
    new TokenManager({ autoRenew: false }, noRenew).add('idToken', idToken(50));
    const again = new TokenManager({ autoRenew: false }, noRenew);
    const events = record(again);
    vi.advanceTimersByTime(50_000);
    expect(events).toContain('expired:idToken');
  });

  it('off() removes handlers', () => {
    const tm = new TokenManager({ autoRenew: false }, noRenew);
    const handler = vi.fn();
    tm.on('added', handler);
    tm.off('added', handler);
    tm.add('idToken', idToken(60));
    expect(handler).not.toHaveBeenCalled();
  });
});
