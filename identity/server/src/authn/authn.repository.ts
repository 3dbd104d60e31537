import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { authnTransactions } from '../db/schema.ts';

export type AuthnTransactionRow = typeof authnTransactions.$inferSelect;

/** SQL access to `authn_transactions` (server-side state of each authentication; state tokens stored hashed). */
export function createAuthnRepository(db: Db) {
  return {
    async insert(row: typeof authnTransactions.$inferInsert): Promise<void> {
      await db.insert(authnTransactions).values(row);
    },

    /** The live transaction for a state-token hash, sliding its expiry to `expiresAt`; null when unknown/expired/cancelled. */
    async touch(stateTokenHash: string, now: Date, expiresAt: Date): Promise<AuthnTransactionRow | null> {
      const [row] = await db
        .update(authnTransactions)
        .set({ expiresAt })
        .where(
          and(
            eq(authnTransactions.stateTokenHash, stateTokenHash),
            isNull(authnTransactions.cancelledAt),
            gt(authnTransactions.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Revokes a live transaction; returns it, or null when unknown/expired/already cancelled. */
    async cancel(stateTokenHash: string, now: Date): Promise<AuthnTransactionRow | null> {
      const [row] = await db
        .update(authnTransactions)
        .set({ cancelledAt: now })
        .where(
          and(
            eq(authnTransactions.stateTokenHash, stateTokenHash),
            isNull(authnTransactions.cancelledAt),
            gt(authnTransactions.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}
