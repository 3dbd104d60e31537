import { and, desc, eq, gt, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { JWK } from 'jose';
import type { Db } from '../db/db.ts';
import { signingKeys } from './tables.ts';

export interface StoredKey {
  kid: string;
  alg: string;
  publicJwk: JWK;
  /** Plaintext private JWK (no key-encryption key configured), else null. */
  privateJwk: JWK | null;
  /** The private JWK sealed with KEYS_ENCRYPTION_KEY, else null. */
  privateJwkEncrypted: string | null;
  createdAt: Date;
  /** null: may sign. Else: no longer signs, published until this time. */
  retiredAt: Date | null;
}

const columns = {
  kid: signingKeys.kid,
  alg: signingKeys.alg,
  publicJwk: signingKeys.publicJwk,
  privateJwk: signingKeys.privateJwk,
  privateJwkEncrypted: signingKeys.privateJwkEncrypted,
  createdAt: signingKeys.createdAt,
  retiredAt: signingKeys.retiredAt,
};

/** Published keys (not retired, or retiring later than the database clock), newest first (the first one signs). */
export async function listActiveKeys(db: Db): Promise<StoredKey[]> {
  return db
    .select(columns)
    .from(signingKeys)
    .where(or(isNull(signingKeys.retiredAt), gt(signingKeys.retiredAt, sql`now()`)))
    .orderBy(desc(signingKeys.createdAt));
}

/** The kid of the key that signs now: the newest key without `retired_at`; null when there is none. */
export async function currentSigningKid(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ kid: signingKeys.kid })
    .from(signingKeys)
    .where(isNull(signingKeys.retiredAt))
    .orderBy(desc(signingKeys.createdAt))
    .limit(1);
  return row?.kid ?? null;
}

/** Stores a new key pair with its private part either sealed or plain; `created_at` is the database clock. */
export async function insertKey(
  db: Db,
  key: { kid: string; publicJwk: JWK; privateJwk: JWK | null; privateJwkEncrypted: string | null },
): Promise<void> {
  await db.insert(signingKeys).values({ ...key, alg: 'RS256' });
}

/** Every key (retired ones too) whose private JWK is stored in plaintext. */
export async function listPlaintextKeys(db: Db): Promise<Array<{ kid: string; privateJwk: JWK }>> {
  const rows = await db
    .select({ kid: signingKeys.kid, privateJwk: signingKeys.privateJwk })
    .from(signingKeys)
    .where(isNotNull(signingKeys.privateJwk));
  return rows.map((r) => ({ kid: r.kid, privateJwk: r.privateJwk! }));
}

/** Replaces a plaintext private JWK by its sealed form (no-op when another node did it first). */
export async function storeSealed(db: Db, kid: string, sealed: string): Promise<void> {
  await db
    .update(signingKeys)
    .set({ privateJwk: null, privateJwkEncrypted: sealed })
    .where(and(eq(signingKeys.kid, kid), isNotNull(signingKeys.privateJwk)));
}

/**
 * Stops every signing key except `kid` from signing, keeping each published for `overlapSeconds` more (database
 * clock). Returns the keys it retired with the time they leave the JWKS.
 */
export async function retireAllExcept(
  db: Db,
  kid: string,
  overlapSeconds: number,
): Promise<Array<{ kid: string; retiredAt: Date }>> {
  const rows = await db
    .update(signingKeys)
    .set({ retiredAt: sql`now() + ${overlapSeconds}::float8 * interval '1 second'` })
    .where(and(isNull(signingKeys.retiredAt), ne(signingKeys.kid, kid)))
    .returning({ kid: signingKeys.kid, retiredAt: signingKeys.retiredAt });
  return rows.map((r) => ({ kid: r.kid, retiredAt: r.retiredAt! }));
}
