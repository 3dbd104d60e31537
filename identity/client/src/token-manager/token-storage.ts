import { deleteCookie, getCookie, setCookie } from '../browser/cookies.ts';
import { webStorage, type SimpleStorage } from '../browser/web-storage.ts';
import { AuthSdkError } from '../errors/index.ts';
import type { AccessToken, IdToken, TokenManagerOptions } from '../types.ts';

/** Default storage key of the token manager (okta-auth-js `TOKEN_STORAGE_NAME`). */
export const TOKEN_STORAGE_KEY = 'okta-token-storage';

export type StorageKind = NonNullable<TokenManagerOptions['storage']>;
export type StoredToken = IdToken | AccessToken;

/** Cookie-backed storage (far-future expiry, as the 2038 fallback of spec §9). */
const cookieStorage: SimpleStorage = {
  getItem: (key) => getCookie(key) ?? null,
  setItem: (key, value) => setCookie(key, value, '2038-01-19T03:14:07.000Z'),
  removeItem: (key) => deleteCookie(key),
};

/**
 * Picks the storage (spec §4 "Session", §9 "Token storage"): the requested kind when it works, falling back from
 * localStorage to sessionStorage to cookies. Returns the kind actually used with it.
 */
export function selectStorage(requested: StorageKind = 'localStorage'): {
  kind: StorageKind;
  storage: SimpleStorage;
} {
  const order: StorageKind[] =
    requested === 'cookie'
      ? ['cookie']
      : requested === 'sessionStorage'
        ? ['sessionStorage', 'cookie']
        : ['localStorage', 'sessionStorage', 'cookie'];
  for (const kind of order) {
    if (kind === 'cookie') return { kind, storage: cookieStorage };
    const storage = webStorage(kind);
    if (storage) return { kind, storage };
  }
  return { kind: 'cookie', storage: cookieStorage };
}

/** All tokens under one key, as JSON. Errors: 'Unable to parse storage string', 'Unable to set storage'. */
export class TokenStore {
  constructor(
    private readonly storage: SimpleStorage,
    private readonly key: string,
  ) {}

  getAll(): Record<string, StoredToken> {
    const raw = this.storage.getItem(this.key);
    if (!raw) return {};
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Error('not an object');
      return parsed as Record<string, StoredToken>;
    } catch {
      throw new AuthSdkError('Unable to parse storage string');
    }
  }

  setAll(tokens: Record<string, StoredToken>): void {
    try {
      this.storage.setItem(this.key, JSON.stringify(tokens));
    } catch {
      throw new AuthSdkError('Unable to set storage');
    }
  }
}
