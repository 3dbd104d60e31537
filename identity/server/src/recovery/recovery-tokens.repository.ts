import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { recoveryTokens, type RecoveryTokenRow, type RecoveryType } from './tables.ts';

/** SQL access to `recovery_tokens` (migration 100): one-time recovery links, stored as SHA-256 hashes. */
export function createRecoveryTokensRepository(db: Db) {
  return {
    /**
     * Stores a new token and spends every earlier unused one of the user with the same recovery type, in one
     * transaction: only the newest emailed link works.
     */
    async replace(row: {
      tokenHash: string;
      userId: string;
      recoveryType: RecoveryType;
      issuedBy: 'EMAIL' | 'ADMIN';
      relayState: string | null;
      expiresAt: Date;
      now: Date;
    }): Promise<void> {
      const { now, ...values } = row;
      await db.transaction(async (tx) => {
        await tx
          .update(recoveryTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(recoveryTokens.userId, row.userId),
              eq(recoveryTokens.recoveryType, row.recoveryType),
              isNull(recoveryTokens.usedAt),
            ),
          );
        await tx.insert(recoveryTokens).values({ ...values, createdAt: now });
      });
    },

    /**
     * Spends a live token atomically (one winner under concurrency) and returns it; when it cannot be spent,
     * returns the stored row (used or expired) so the caller can say why, or null when the hash is unknown.
     */
    async consume(
      tokenHash: string,
      now: Date,
    ): Promise<{ spent: true; row: RecoveryTokenRow } | { spent: false; row: RecoveryTokenRow | null }> {
      const [spent] = await db
        .update(recoveryTokens)
        .set({ usedAt: now })
        .where(and(eq(recoveryTokens.tokenHash, tokenHash), isNull(recoveryTokens.usedAt)))
        .returning();
      // A spent-but-expired token is still spent (it can never work again) and reported as expired.
      if (spent && spent.expiresAt > now) return { spent: true, row: spent };
      if (spent) return { spent: false, row: spent };
      const [row] = await db.select().from(recoveryTokens).where(eq(recoveryTokens.tokenHash, tokenHash));
      return { spent: false, row: row ?? null };
    },

    /** Spends every unused token of a user (optionally of one recovery type): password set, unlocked, deactivated. */
    async spendAll(userId: string, now: Date, recoveryType?: RecoveryType): Promise<void> {
      await db
        .update(recoveryTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(recoveryTokens.userId, userId),
            isNull(recoveryTokens.usedAt),
            ...(recoveryType ? [eq(recoveryTokens.recoveryType, recoveryType)] : []),
          ),
        );
    },

    /** Deletes tokens that expired before `before`; returns how many. */
    async prune(before: Date): Promise<number> {
      const rows = await db
        .delete(recoveryTokens)
        .where(lt(recoveryTokens.expiresAt, before))
        .returning({ hash: recoveryTokens.tokenHash });
      return rows.length;
    },
  };
}

export type RecoveryTokensRepository = ReturnType<typeof createRecoveryTokensRepository>;
