import { deleteCookie, getCookie, setCookie } from '../browser/cookies.ts';
import { storageOrMemory } from '../browser/web-storage.ts';
import type { AuthorizeRequest } from './authorize-request.ts';

/** Cookie and sessionStorage key of the redirect flow's parameters (spec §9 "Cookies"). */
export const REDIRECT_PARAMS_KEY = 'okta-oauth-redirect-params';
export const REDIRECT_STATE_COOKIE = 'okta-oauth-state';
export const REDIRECT_NONCE_COOKIE = 'okta-oauth-nonce';

/** What parseFromUrl needs after the round trip. The PKCE verifier is kept in sessionStorage only, never a cookie. */
export type RedirectParams = Omit<AuthorizeRequest, 'url'>;

/** Saves the request before navigating to the IdP (sessionStorage with the verifier; cookies without it). */
export function saveRedirectParams(request: AuthorizeRequest): void {
  const { url: _url, codeVerifier, ...publicParams } = request;
  storageOrMemory('sessionStorage').setItem(
    REDIRECT_PARAMS_KEY,
    JSON.stringify({ ...publicParams, codeVerifier }),
  );
  setCookie(REDIRECT_PARAMS_KEY, JSON.stringify(publicParams));
  setCookie(REDIRECT_STATE_COOKIE, request.state);
  setCookie(REDIRECT_NONCE_COOKIE, request.nonce);
}

/** Loads the saved request (sessionStorage first, then the cookie), undefined when none or unreadable. */
export function loadRedirectParams(): RedirectParams | undefined {
  for (const raw of [
    storageOrMemory('sessionStorage').getItem(REDIRECT_PARAMS_KEY),
    getCookie(REDIRECT_PARAMS_KEY),
  ]) {
    if (!raw) continue;
    try {
      const parsed = JSON.parse(raw) as RedirectParams;
      if (parsed && typeof parsed.state === 'string' && parsed.urls) return parsed;
    } catch {
      // try the next copy
    }
  }
  return undefined;
}

/** Forgets the saved request (one use). */
export function clearRedirectParams(): void {
  storageOrMemory('sessionStorage').removeItem(REDIRECT_PARAMS_KEY);
  deleteCookie(REDIRECT_PARAMS_KEY);
  deleteCookie(REDIRECT_STATE_COOKIE);
  deleteCookie(REDIRECT_NONCE_COOKIE);
}
