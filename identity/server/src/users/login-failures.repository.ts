import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { users } from '../db/schema.ts';
import { loginFailures as f } from './tables.ts';

/** SQL access to `login_failures`: failed password checks per username key, known users or not. */
export function createLoginFailuresRepository(db: Db) {
  return {
    /**
     * Counts one failure for `key` in a single INSERT ... ON CONFLICT DO UPDATE ... RETURNING: the row lock
     * serialises concurrent failures on every node, so each gets its own count. A row counted for another user
     * id (or for nobody) restarts at 1. Returns the new count.
     */
    async record(key: string, userId: string | null, now: Date = new Date()): Promise<number> {
      const [row] = await db
        .insert(f)
        .values({ key, userId, failures: 1, lastFailureAt: now })
        .onConflictDoUpdate({
          target: f.key,
          set: {
            failures: sql`CASE WHEN ${f.userId} IS NOT DISTINCT FROM excluded.user_id THEN ${f.failures} + 1 ELSE 1 END`,
            userId: sql`excluded.user_id`,
            lastFailureAt: sql`excluded.last_failure_at`,
          },
        })
        .returning({ failures: f.failures });
      return row!.failures;
    },

    /** Forgets a user's failures (an operator unlocked, reactivated or reset the account). */
    async clearForUser(userId: string): Promise<void> {
      await db.delete(f).where(eq(f.userId, userId));
    },

    /** The failures counted for a user (0 when none). */
    async countForUser(userId: string): Promise<number> {
      const rows = await db.select({ failures: f.failures }).from(f).where(eq(f.userId, userId));
      return rows.reduce((max, r) => Math.max(max, r.failures), 0);
    },

    /**
     * Deletes counters nobody needs: those of unknown usernames whose last failure is older than `before` (they
     * never lock anyone), and those of deleted users. Returns how many.
     */
    async prune(before: Date): Promise<number> {
      const stale = await db
        .delete(f)
        .where(and(isNull(f.userId), lt(f.lastFailureAt, before)))
        .returning({ key: f.key });
      const orphans = await db
        .delete(f)
        .where(
          and(isNotNull(f.userId), sql`NOT EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${f.userId})`),
        )
        .returning({ key: f.key });
      return stale.length + orphans.length;
    },
  };
}

export type LoginFailuresRepository = ReturnType<typeof createLoginFailuresRepository>;
