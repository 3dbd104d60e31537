import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { factorFailures as f } from './tables.ts';

/** SQL access to `factor_failures` (migration 063): consecutive wrong factor answers per user. */
export function createFactorFailuresRepository(db: Db) {
  return {
    /**
     * Counts one wrong answer in a single INSERT ... ON CONFLICT DO UPDATE ... RETURNING: the row lock
     * serialises concurrent answers on every node, so each gets its own count. Returns the new count.
     */
    async record(userId: string, now: Date = new Date()): Promise<number> {
      const [row] = await db
        .insert(f)
        .values({ userId, failures: 1, lastFailureAt: now })
        .onConflictDoUpdate({
          target: f.userId,
          set: { failures: sql`${f.failures} + 1`, lastFailureAt: sql`excluded.last_failure_at` },
        })
        .returning({ failures: f.failures });
      return row!.failures;
    },

    /** Forgets a user's wrong answers (a factor was verified, or the account was locked for them). */
    async clear(userId: string): Promise<void> {
      await db.delete(f).where(eq(f.userId, userId));
    },
  };
}
