import { AuthSdkError, isOAuthError } from '../errors/index.ts';
import type { TokenEvent, TokenManagerApi, TokenManagerOptions } from '../types.ts';
import { Emitter } from './emitter.ts';
import {
  selectStorage,
  TOKEN_STORAGE_KEY,
  TokenStore,
  type StorageKind,
  type StoredToken,
} from './token-storage.ts';

/** Seconds before `expiresAt` at which a token is renewed. */
export const RENEW_EARLY_S = 30;
const MAX_TIMEOUT_MS = 2_147_483_647;

/** Fetches a fresh token of the same kind (and scopes) as `token`. */
export type Renewer = (token: StoredToken) => Promise<StoredToken | undefined>;

const isStorable = (token: unknown): token is StoredToken => {
  if (typeof token !== 'object' || token === null) return false;
  const t = token as Record<string, unknown>;
  return (
    Boolean(t['scopes']) &&
    (Boolean(t['expiresAt']) || t['expiresAt'] === 0) &&
    Boolean(t['idToken'] || t['accessToken'])
  );
};

/**
 * Token manager (spec §4 "Session", §8 "OAuth and tokens", §9 "Token storage"): tokens stored as JSON under
 * `okta-token-storage` in localStorage (fallback sessionStorage, then cookie). Events: added, removed, renewed,
 * expired, error. With autoRenew (default; okta-auth-js 1.17.1 calls it `autoRefresh`, which wins) a token is renewed {@link RENEW_EARLY_S} s before expiry; a renewal
 * failing with an OAuthError removes the token and fires `expired`. Without autoRenew `expired` fires at expiry.
 */
export class TokenManager implements TokenManagerApi {
  readonly storageKind: StorageKind;
  private readonly store: TokenStore;
  private readonly emitter = new Emitter<TokenEvent>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly autoRenew: boolean;

  constructor(
    options: TokenManagerOptions = {},
    private readonly renewer: Renewer,
  ) {
    const { kind, storage } = selectStorage(options.storage);
    this.storageKind = kind;
    this.store = new TokenStore(storage, options.storageKey ?? TOKEN_STORAGE_KEY);
    this.autoRenew = options.autoRefresh ?? options.autoRenew ?? true;
    try {
      for (const [key, token] of Object.entries(this.store.getAll())) this.schedule(key, token);
    } catch {
      // Unreadable storage: nothing to schedule; reads will report it.
    }
  }

  /** Stores a token. Throws AuthSdkError when it lacks scopes, expiresAt or an idToken/accessToken. */
  add(key: string, token: StoredToken): void {
    if (!isStorable(token)) {
      throw new AuthSdkError(
        'Token must be an Object with scopes, expiresAt, and an idToken or accessToken properties',
      );
    }
    this.write(key, token);
    this.emitter.emit('added', key, token);
  }

  get(key: string): StoredToken | undefined {
    return this.store.getAll()[key];
  }

  remove(key: string): void {
    this.clearTimer(key);
    const tokens = this.store.getAll();
    const token = tokens[key];
    delete tokens[key];
    this.store.setAll(tokens);
    if (token) this.emitter.emit('removed', key, token);
  }

  clear(): void {
    for (const key of [...this.timers.keys()]) this.clearTimer(key);
    this.store.setAll({});
  }

  /** Renews one token; resolves undefined when there is none under `key`. Rejects with the renewal error. */
  async renew(key: string): Promise<StoredToken | undefined> {
    const old = this.get(key);
    if (!old) return undefined;
    try {
      const fresh = await this.renewer(old);
      if (!fresh) throw new AuthSdkError('Unable to renew the token: none was returned');
      this.write(key, fresh);
      this.emitter.emit('renewed', key, fresh, old);
      return fresh;
    } catch (err) {
      this.emitter.emit('error', err);
      if (isOAuthError(err)) {
        this.remove(key);
        this.emitter.emit('expired', key, old);
      }
      throw err;
    }
  }

  on(event: TokenEvent, handler: (...args: unknown[]) => void): void {
    this.emitter.on(event, handler);
  }

  off(event: TokenEvent, handler?: (...args: unknown[]) => void): void {
    this.emitter.off(event, handler);
  }

  private write(key: string, token: StoredToken): void {
    const tokens = this.store.getAll();
    tokens[key] = token;
    this.store.setAll(tokens);
    this.schedule(key, token);
  }

  private clearTimer(key: string): void {
    const timer = this.timers.get(key);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(key);
  }

  private schedule(key: string, token: StoredToken): void {
    this.clearTimer(key);
    const at = (token.expiresAt - (this.autoRenew ? RENEW_EARLY_S : 0)) * 1000;
    const delay = Math.min(Math.max(at - Date.now(), 0), MAX_TIMEOUT_MS);
    const timer = setTimeout(() => {
      this.timers.delete(key);
      if (Date.now() < at) return this.schedule(key, token);
      if (this.autoRenew) this.renew(key).catch(() => undefined);
      else this.emitter.emit('expired', key, token);
    }, delay);
    (timer as { unref?: () => void }).unref?.();
    this.timers.set(key, timer);
  }
}
