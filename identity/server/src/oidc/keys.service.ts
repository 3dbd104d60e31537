import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JWK,
} from 'jose';
import type { Db } from '../db/db.ts';
import { insertKey, listActiveKeys, retireAllExcept, type StoredKey } from './keys.repository.ts';

/** How many keys stay published after a rotation (the new one plus the previous ones). */
export const PUBLISHED_KEYS = 3;
/** How long a node trusts its cached key list before re-reading the database (ms). */
const CACHE_MS = 60_000;

export interface SigningKey {
  kid: string;
  key: CryptoKey;
}

/** Public JWK as published in the JWKS (RFC 7517 §4): no private members. */
export type PublicJwk = JWK & { kid: string; alg: 'RS256'; use: 'sig' };

async function generateStoredKey(): Promise<{ kid: string; publicJwk: JWK; privateJwk: JWK }> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', {
    modulusLength: 2048,
    extractable: true,
  });
  const publicJwk = await exportJWK(publicKey);
  const privateJwk = await exportJWK(privateKey);
  // RFC 7638 thumbprint: a stable, collision-free kid derived from the key itself.
  const kid = await calculateJwkThumbprint(publicJwk, 'sha256');
  return { kid, publicJwk, privateJwk };
}

/**
 * Signing keys of the authorization server (RS256, persisted in `oidc_signing_keys`). The newest
 * non-retired key signs; all non-retired keys are published. Caches the list for 60 s per node and
 * re-reads on an unknown kid, so a rotation on another node is picked up.
 */
export class KeyService {
  private cache: { keys: StoredKey[]; loadedAt: number } | null = null;
  private readonly imported = new Map<string, CryptoKey>();

  constructor(private readonly db: Db) {}

  /** Generates the first key pair when the database holds none (first start). Returns true if it did. */
  async ensureKey(): Promise<boolean> {
    const keys = await this.load(true);
    if (keys.length > 0) return false;
    await insertKey(this.db, await generateStoredKey());
    await this.load(true);
    return true;
  }

  /**
   * Key rotation: a new key pair signs from now on; the previous keys stay published (up to
   * PUBLISHED_KEYS in total) so tokens they signed still verify; older keys are retired. Returns the new kid.
   */
  async rotate(now = new Date()): Promise<string> {
    const fresh = await generateStoredKey();
    await insertKey(this.db, fresh);
    const keys = await this.load(true);
    const keep = keys.slice(0, PUBLISHED_KEYS).map((k) => k.kid);
    if (!keep.includes(fresh.kid)) keep.unshift(fresh.kid);
    await retireAllExcept(this.db, keep, now);
    await this.load(true);
    return fresh.kid;
  }

  /** The key that signs new tokens. Throws when no key exists (ensureKey runs at start). */
  async signingKey(): Promise<SigningKey> {
    const newest = (await this.load(false))[0];
    if (!newest) throw new Error('No OIDC signing key; ensureKey() was not run');
    return { kid: newest.kid, key: await this.importKey(newest, 'private') };
  }

  /** The public key for `kid` among the published keys, or null (re-reads the database once on a miss). */
  async verificationKey(kid: string): Promise<CryptoKey | null> {
    let found = (await this.load(false)).find((k) => k.kid === kid);
    if (!found) found = (await this.load(true)).find((k) => k.kid === kid);
    return found ? this.importKey(found, 'public') : null;
  }

  /** The JWKS document of `GET /oauth2/v1/keys`. */
  async jwks(): Promise<{ keys: PublicJwk[] }> {
    const keys = await this.load(false);
    return {
      keys: keys.map((k) => ({
        kty: k.publicJwk.kty,
        alg: 'RS256',
        kid: k.kid,
        use: 'sig',
        e: k.publicJwk.e,
        n: k.publicJwk.n,
      })),
    };
  }

  private async load(force: boolean): Promise<StoredKey[]> {
    if (!force && this.cache && Date.now() - this.cache.loadedAt < CACHE_MS) return this.cache.keys;
    const keys = await listActiveKeys(this.db);
    this.cache = { keys, loadedAt: Date.now() };
    return keys;
  }

  private async importKey(stored: StoredKey, which: 'private' | 'public'): Promise<CryptoKey> {
    const cacheKey = `${which}:${stored.kid}`;
    const cached = this.imported.get(cacheKey);
    if (cached) return cached;
    const jwk = which === 'private' ? stored.privateJwk : stored.publicJwk;
    const key = await importJWK(jwk, 'RS256');
    if (key instanceof Uint8Array) throw new Error('Unexpected symmetric key');
    this.imported.set(cacheKey, key);
    return key;
  }
}
