import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { factorChallenges } from './tables.ts';

export type FactorChallengeRow = typeof factorChallenges.$inferSelect;

/** SQL access to `factor_challenges` (migration 070). */
export function createFactorChallengesRepository(db: Db) {
  return {
    /**
     * Claims the right to send a challenge at `now`: true (and `sent_at` = now) unless one was sent after
     * `notAfter` (with `unlessSpent`: and its code is still unused). One statement, so of two concurrent sends
     * on any nodes at most one wins.
     */
    async claim(factorId: string, now: Date, notAfter: Date, unlessSpent = false): Promise<boolean> {
      const due = lte(factorChallenges.sentAt, notAfter);
      const rows = await db
        .insert(factorChallenges)
        .values({ factorId, sentAt: now })
        .onConflictDoUpdate({
          target: factorChallenges.factorId,
          set: { sentAt: now },
          setWhere: unlessSpent ? or(due, isNull(factorChallenges.codeHash)) : due,
        })
        .returning({ factorId: factorChallenges.factorId });
      return rows.length > 0;
    },

    /** Forgets a claim whose message could not be sent, so that the person may try again at once. */
    async release(factorId: string): Promise<void> {
      await db.delete(factorChallenges).where(eq(factorChallenges.factorId, factorId));
    },

    /** Stores the hash of the code just sent (replacing the previous code) and its expiry. */
    async setCode(factorId: string, codeHash: string, expiresAt: Date): Promise<void> {
      await db
        .update(factorChallenges)
        .set({ codeHash, expiresAt })
        .where(eq(factorChallenges.factorId, factorId));
    },

    /** The live (unexpired, unused) code hash of a factor, or null. */
    async liveCode(factorId: string, now: Date): Promise<string | null> {
      const [row] = await db
        .select({ codeHash: factorChallenges.codeHash })
        .from(factorChallenges)
        .where(and(eq(factorChallenges.factorId, factorId), gt(factorChallenges.expiresAt, now)));
      return row?.codeHash ?? null;
    },

    /** Spends the code `codeHash` once: true for exactly one caller, false if it was already spent or replaced. */
    async spend(factorId: string, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(factorChallenges)
        .set({ codeHash: null, expiresAt: null })
        .where(and(eq(factorChallenges.factorId, factorId), eq(factorChallenges.codeHash, codeHash)))
        .returning({ factorId: factorChallenges.factorId });
      return rows.length > 0;
    },
  };
}
