import { and, desc, isNull, notInArray } from 'drizzle-orm';
import type { JWK } from 'jose';
import type { Db } from '../db/db.ts';
import { signingKeys } from './tables.ts';

export interface StoredKey {
  kid: string;
  alg: string;
  publicJwk: JWK;
  privateJwk: JWK;
  createdAt: Date;
}

/** Non-retired keys, newest first (the first one signs). */
export async function listActiveKeys(db: Db): Promise<StoredKey[]> {
  return db
    .select({
      kid: signingKeys.kid,
      alg: signingKeys.alg,
      publicJwk: signingKeys.publicJwk,
      privateJwk: signingKeys.privateJwk,
      createdAt: signingKeys.createdAt,
    })
    .from(signingKeys)
    .where(isNull(signingKeys.retiredAt))
    .orderBy(desc(signingKeys.createdAt));
}

/** Stores a new key pair; `created_at` defaults to the database clock. */
export async function insertKey(
  db: Db,
  key: { kid: string; publicJwk: JWK; privateJwk: JWK },
): Promise<void> {
  await db
    .insert(signingKeys)
    .values({ kid: key.kid, alg: 'RS256', publicJwk: key.publicJwk, privateJwk: key.privateJwk });
}

/** Retires every active key whose kid is not in `keep`. Returns the number retired. */
export async function retireAllExcept(db: Db, keep: string[], now: Date): Promise<number> {
  const rows = await db
    .update(signingKeys)
    .set({ retiredAt: now })
    .where(and(isNull(signingKeys.retiredAt), notInArray(signingKeys.kid, keep)))
    .returning({ kid: signingKeys.kid });
  return rows.length;
}
