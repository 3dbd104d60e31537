import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JWK,
} from 'jose';
import { createHash } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { seal } from '../lib/key-encryption.ts';
import { openPrivateJwk, protectKeyPair } from './key-sealing.ts';
import { TTL } from './constants.ts';
import {
  currentSigningKid,
  insertKey,
  listActiveKeys,
  listPlaintextKeys,
  retireAllExcept,
  storeSealed,
  type StoredKey,
} from './keys.repository.ts';

/** How long a node trusts its cached key list before re-reading the database (ms). */
const CACHE_MS = 60_000;
/** Allowance for the clocks of nodes and verifiers (s). */
const CLOCK_SKEW_SECONDS = 300;
/**
 * How long a key stays in the JWKS after it stopped signing (s): the longest lifetime of a JWT it may have signed
 * (id and access tokens, `TTL`) plus clock skew. Refresh tokens and codes are opaque, never signed.
 */
export const KEY_OVERLAP_SECONDS = Math.max(TTL.idToken, TTL.accessToken) + CLOCK_SKEW_SECONDS;

export interface KeyServiceOptions {
  /** AES-256 key-encryption key (KEYS_ENCRYPTION_KEY): private JWKs are stored sealed with it. */
  encryptionKey?: Buffer;
  /** Refuse to work without `encryptionKey` (the issuer is not on localhost). */
  requireEncryption?: boolean;
}

/** What `rotate()` did: the new signing key, and the keys that stopped signing with when they leave the JWKS. */
export interface RotationResult {
  kid: string;
  retiring: Array<{ kid: string; publishedUntil: Date }>;
}

export interface SigningKey {
  kid: string;
  key: CryptoKey;
}

/** Public JWK as published in the JWKS (RFC 7517 §4): no private members. */
export type PublicJwk = JWK & { kid: string; alg: 'RS256'; use: 'sig' };

/** The JWKS of `GET /oauth2/v1/keys` as served: its JSON text and a strong entity tag of it (RFC 9110 §8.8.3). */
export interface JwksDocument {
  json: string;
  /** `"` + base64url of the first 24 bytes of the SHA-256 of `json` + `"`. */
  etag: string;
}

async function generateKeyPairJwk(): Promise<{ kid: string; publicJwk: JWK; privateJwk: JWK }> {
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

/** The public JWKs of `keys` (RFC 7517 §5): no private members. */
function jwksOf(keys: StoredKey[]): { keys: PublicJwk[] } {
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

/**
 * Signing keys of the authorization server (RS256, persisted in `oidc_signing_keys`, private parts sealed with
 * AES-256-GCM under KEYS_ENCRYPTION_KEY when it is set). The newest key without `retired_at` signs; published
 * are all keys not retired or retiring later. Caches the list for 60 s per node and re-reads on an unknown kid,
 * so a rotation on another node is picked up; the signing kid itself is read on every signature.
 */
export class KeyService {
  private cache: { keys: StoredKey[]; loadedAt: number } | null = null;
  private readonly imported = new Map<string, CryptoKey>();
  private jwksText: (JwksDocument & { kids: string }) | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: KeyServiceOptions = {},
  ) {}

  /**
   * Start-up step (the OIDC plugin runs it when the app becomes ready): seals plaintext private keys when a
   * key-encryption key is configured, generates the first key pair when none signs, and decrypts the signing
   * key(s) once. Returns true when it generated a key.
   * @throws Error with an operator-facing message when encryption is required but not configured, when keys are
   *   sealed but no key is configured, or when the configured key does not decrypt them (never signs garbage).
   */
  async ensureKey(): Promise<boolean> {
    this.assertEncryptionConfigured();
    const kek = this.options.encryptionKey;
    if (kek) {
      for (const plain of await listPlaintextKeys(this.db)) {
        await storeSealed(this.db, plain.kid, seal(kek, JSON.stringify(plain.privateJwk), plain.kid));
      }
    }
    let created = false;
    if ((await currentSigningKid(this.db)) === null) {
      await insertKey(this.db, this.protect(await generateKeyPairJwk()));
      created = true;
    }
    const keys = await this.load(true);
    for (const key of keys.filter((k) => k.retiredAt === null)) await this.importKey(key, 'private');
    return created;
  }

  /**
   * Key rotation (the operator's `keys rotate`): a new key pair signs from now on, on every node at once; the keys
   * that signed before stop signing and stay in the JWKS for KEY_OVERLAP_SECONDS (until every token they signed
   * has expired), then drop out of it.
   */
  async rotate(): Promise<RotationResult> {
    this.assertEncryptionConfigured();
    const fresh = await generateKeyPairJwk();
    await insertKey(this.db, this.protect(fresh));
    const retired = await retireAllExcept(this.db, fresh.kid, KEY_OVERLAP_SECONDS);
    await this.load(true);
    return {
      kid: fresh.kid,
      retiring: retired.map((r) => ({ kid: r.kid, publishedUntil: r.retiredAt })),
    };
  }

  /** The key that signs new tokens: the current signing kid is read from the database on every call. */
  async signingKey(): Promise<SigningKey> {
    const kid = await currentSigningKid(this.db);
    if (!kid) throw new Error('No OIDC signing key; ensureKey() was not run');
    let stored = (await this.load(false)).find((k) => k.kid === kid);
    stored ??= (await this.load(true)).find((k) => k.kid === kid);
    if (!stored) throw new Error(`OIDC signing key ${kid} vanished while loading`);
    return { kid, key: await this.importKey(stored, 'private') };
  }

  /** The public key for `kid` among the published keys, or null (re-reads the database once on a miss). */
  async verificationKey(kid: string): Promise<CryptoKey | null> {
    let found = published(await this.load(false)).find((k) => k.kid === kid);
    if (!found) found = published(await this.load(true)).find((k) => k.kid === kid);
    return found ? this.importKey(found, 'public') : null;
  }

  /** The JWKS document of `GET /oauth2/v1/keys`. */
  async jwks(): Promise<{ keys: PublicJwk[] }> {
    return jwksOf(published(await this.load(false)));
  }

  /**
   * The JWKS document as served, serialised (and its ETag computed) once per set of published keys:
   * `GET /oauth2/v1/keys` is the busiest public endpoint and its document changes only with a rotation or a key
   * leaving the overlap. Synchronous while the cached key list is fresh (CACHE_MS); null when it must be re-read,
   * which `jwksDocument()` does.
   */
  cachedJwksDocument(): JwksDocument | null {
    const keys = this.fresh();
    return keys ? this.documentOf(keys) : null;
  }

  /** `cachedJwksDocument()`, re-reading the key list from the database when the cached one is stale. */
  async jwksDocument(): Promise<JwksDocument> {
    return this.documentOf(await this.load(false));
  }

  private documentOf(keys: StoredKey[]): JwksDocument {
    const shown = published(keys);
    const kids = shown.map((k) => k.kid).join(' ');
    if (this.jwksText?.kids !== kids) {
      const json = JSON.stringify(jwksOf(shown));
      const digest = createHash('sha256').update(json).digest().subarray(0, 24).toString('base64url');
      this.jwksText = { kids, json, etag: `"${digest}"` };
    }
    return this.jwksText;
  }

  /** The cached key list while it is fresh (CACHE_MS), else null. */
  private fresh(): StoredKey[] | null {
    return this.cache && Date.now() - this.cache.loadedAt < CACHE_MS ? this.cache.keys : null;
  }

  private async load(force: boolean): Promise<StoredKey[]> {
    const cached = force ? null : this.fresh();
    if (cached) return cached;
    const keys = await listActiveKeys(this.db);
    this.cache = { keys, loadedAt: Date.now() };
    return keys;
  }

  private async importKey(stored: StoredKey, which: 'private' | 'public'): Promise<CryptoKey> {
    const cacheKey = `${which}:${stored.kid}`;
    const cached = this.imported.get(cacheKey);
    if (cached) return cached;
    const jwk = which === 'private' ? this.privateJwk(stored) : stored.publicJwk;
    const key = await importJWK(jwk, 'RS256');
    if (key instanceof Uint8Array) throw new Error('Unexpected symmetric key');
    this.imported.set(cacheKey, key);
    return key;
  }

  private protect(key: { kid: string; publicJwk: JWK; privateJwk: JWK }) {
    return protectKeyPair(key, this.options.encryptionKey);
  }

  private privateJwk(stored: StoredKey): JWK {
    return openPrivateJwk(stored, this.options.encryptionKey);
  }

  private assertEncryptionConfigured(): void {
    if (this.options.requireEncryption && !this.options.encryptionKey) {
      throw new Error('KEYS_ENCRYPTION_KEY must be set: signing keys are never stored in plaintext here.');
    }
  }
}

/** Keys still in the JWKS by this node's clock (the cached list may be up to CACHE_MS old). */
function published(keys: StoredKey[]): StoredKey[] {
  const now = Date.now();
  return keys.filter((k) => k.retiredAt === null || k.retiredAt.getTime() > now);
}
