import { deleteCookie, getCookie, setCookie } from '../browser/cookies.ts';

/** Cookie holding the current state token on the client's origin (okta-auth-js `STATE_TOKEN_KEY_NAME`). */
export const STATE_TOKEN_COOKIE = 'oktaStateToken';

/** Stores the state token until `expiresAt` (ISO date of the transaction). */
export const saveStateToken = (stateToken: string, expiresAt?: string): void =>
  setCookie(STATE_TOKEN_COOKIE, stateToken, expiresAt);
/** The stored state token, if any. */
export const readStateToken = (): string | undefined => getCookie(STATE_TOKEN_COOKIE) || undefined;
/** Forgets the stored state token. */
export const clearStateToken = (): void => deleteCookie(STATE_TOKEN_COOKIE);
