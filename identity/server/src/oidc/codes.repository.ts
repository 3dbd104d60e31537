import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { authorizationCodes, type CodeRow } from './tables.ts';

export type NewCode = Omit<CodeRow, 'consumedAt' | 'createdAt'>;

/** Stores an authorization code (by hash). */
export async function insertCode(db: Db, code: NewCode): Promise<void> {
  await db.insert(authorizationCodes).values(code);
}

/**
 * Atomically marks the code consumed and returns it; null when unknown or already consumed
 * (a single UPDATE … WHERE consumed_at IS NULL, so two concurrent exchanges cannot both succeed).
 */
export async function consumeCode(db: Db, codeHash: string, now: Date): Promise<CodeRow | null> {
  const rows = await db
    .update(authorizationCodes)
    .set({ consumedAt: now })
    .where(and(eq(authorizationCodes.codeHash, codeHash), isNull(authorizationCodes.consumedAt)))
    .returning();
  return rows[0] ?? null;
}

/** A code by hash whatever its state (to tell a replay from an unknown code). */
export async function findCode(db: Db, codeHash: string): Promise<CodeRow | null> {
  const rows = await db
    .select()
    .from(authorizationCodes)
    .where(eq(authorizationCodes.codeHash, codeHash))
    .limit(1);
  return rows[0] ?? null;
}
