import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { authnTransactions } from '../db/schema.ts';

export type AuthnTransactionRow = typeof authnTransactions.$inferSelect;

/** SQL access to `authn_transactions` (server-side state of each authentication; state tokens stored hashed). */
export function createAuthnRepository(db: Db) {
  return {
    async insert(row: typeof authnTransactions.$inferInsert): Promise<void> {
      await db.insert(authnTransactions).values(row);
    },

    /** The transaction of a state-token hash, live or not (cancelled, expired); null when unknown. */
    async find(stateTokenHash: string): Promise<AuthnTransactionRow | null> {
      const [row] = await db
        .select()
        .from(authnTransactions)
        .where(eq(authnTransactions.stateTokenHash, stateTokenHash));
      return row ?? null;
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

    /**
     * Moves a live transaction to `status` (with its factor and data), only if it is still in `from`: two
     * requests racing on one state token cannot both advance it. Returns the new row, or null.
     */
    async advance(
      id: string,
      from: string,
      to: { status: string; factorId?: string | null; data?: Record<string, unknown>; userId?: string },
      now: Date,
    ): Promise<AuthnTransactionRow | null> {
      const [row] = await db
        .update(authnTransactions)
        .set({ ...to, updatedAt: now })
        .where(
          and(
            eq(authnTransactions.id, id),
            eq(authnTransactions.status, from),
            isNull(authnTransactions.cancelledAt),
            gt(authnTransactions.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Ends a transaction that reached SUCCESS (its state token stops working); false if it already ended. */
    async complete(id: string, from: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(authnTransactions)
        .set({ status: 'SUCCESS', cancelledAt: now, updatedAt: now })
        .where(
          and(
            eq(authnTransactions.id, id),
            eq(authnTransactions.status, from),
            isNull(authnTransactions.cancelledAt),
          ),
        )
        .returning({ id: authnTransactions.id });
      return rows.length > 0;
    },

    /**
     * Ends a finished step-up (status SUCCESS, still live) once: the first caller gets the row, any other null
     * (authn-step-up.service.ts `redeem`).
     */
    async claimSuccess(stateTokenHash: string, now: Date): Promise<AuthnTransactionRow | null> {
      const [row] = await db
        .update(authnTransactions)
        .set({ cancelledAt: now, updatedAt: now })
        .where(
          and(
            eq(authnTransactions.stateTokenHash, stateTokenHash),
            eq(authnTransactions.status, 'SUCCESS'),
            isNull(authnTransactions.cancelledAt),
            gt(authnTransactions.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Deletes the transactions that expired before `before` (finished ones included); returns how many. */
    async prune(before: Date): Promise<number> {
      const rows = await db
        .delete(authnTransactions)
        .where(lt(authnTransactions.expiresAt, before))
        .returning({ id: authnTransactions.id });
      return rows.length;
    },

    /** Ends a transaction by id (too many wrong recovery answers): its state token stops working. */
    async cancelById(id: string, now: Date): Promise<void> {
      await db
        .update(authnTransactions)
        .set({ cancelledAt: now })
        .where(and(eq(authnTransactions.id, id), isNull(authnTransactions.cancelledAt)));
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
