// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveStateToken, STATE_TOKEN_COOKIE } from '../http/state-token.ts';
import { REDIRECT_PARAMS_KEY, REDIRECT_STATE_COOKIE, saveRedirectParams } from '../oauth/redirect-storage.ts';
import { cookieString, deleteCookie, getCookie, setCookie } from './cookies.ts';

/** Records every string written to document.cookie while still writing it. */
function recordCookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set!.call(document, value);
  });
  return writes;
}

afterEach(() => vi.restoreAllMocks());

describe('cookieString', () => {
  it('sets path=/ and SameSite=Lax, adds Secure only for https', () => {
    expect(cookieString('a b', 'x;y', false)).toBe('a%20b=x%3By; path=/; SameSite=Lax');
    expect(cookieString('k', 'v', true)).toBe('k=v; path=/; SameSite=Lax; Secure');
  });

  it('adds expires for a valid ISO date only', () => {
    expect(cookieString('k', 'v', false, '2026-11-21T10:00:00.000Z')).toBe(
      'k=v; path=/; expires=Sat, 21 Nov 2026 10:00:00 GMT; SameSite=Lax',
    );
    expect(cookieString('k', 'v', false, 'not a date')).toBe('k=v; path=/; SameSite=Lax');
  });
});

describe('cookies the SDK sets on an http page', () => {
  it('writes the state token with SameSite=Lax and no Secure, and reads it back', () => {
    const writes = recordCookieWrites();
    saveStateToken('00abc', '2099-01-01T00:00:00.000Z');
    expect(writes).toEqual([
      `${STATE_TOKEN_COOKIE}=00abc; path=/; expires=Thu, 01 Jan 2099 00:00:00 GMT; SameSite=Lax`,
    ]);
    expect(getCookie(STATE_TOKEN_COOKIE)).toBe('00abc');
  });

  it('writes the redirect parameters with SameSite=Lax', () => {
    const writes = recordCookieWrites();
    saveRedirectParams({
      url: 'http://localhost:8080/oauth2/v1/authorize',
      state: 's1',
      nonce: 'n1',
      codeVerifier: 'secret-verifier',
    } as unknown as Parameters<typeof saveRedirectParams>[0]);
    expect(writes).toHaveLength(3);
    for (const write of writes) expect(write).toMatch(/; path=\/; SameSite=Lax$/);
    expect(writes.some((w) => w.startsWith(`${encodeURIComponent(REDIRECT_PARAMS_KEY)}=`))).toBe(true);
    expect(writes.join()).not.toContain('secret-verifier');
    expect(getCookie(REDIRECT_STATE_COOKIE)).toBe('s1');
  });

  it('deletes a cookie it set', () => {
    setCookie('gone', '1');
    expect(getCookie('gone')).toBe('1');
    deleteCookie('gone');
    expect(getCookie('gone')).toBeUndefined();
  });
});
