import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { passwordHistory } from './tables.ts';

/** Hashes kept per user: the largest history a policy may ask for (password-policies.service MAX_HISTORY_COUNT). */
export const HISTORY_KEPT = 24;

/** SQL access to `password_history` (migration 090): argon2id hashes of the passwords a user had. */
export function createPasswordHistoryRepository(db: Db) {
  return {
    /** The `count` newest hashes of a user, newest first. */
    async recent(userId: string, count: number): Promise<string[]> {
      if (count <= 0) return [];
      const rows = await db
        .select({ hash: passwordHistory.passwordHash })
        .from(passwordHistory)
        .where(eq(passwordHistory.userId, userId))
        .orderBy(desc(passwordHistory.setAt), desc(passwordHistory.id))
        .limit(count);
      return rows.map((r) => r.hash);
    },

    /** Records the hash of a password set at `at` and forgets all but the HISTORY_KEPT newest. */
    async add(userId: string, passwordHash: string, at: Date): Promise<void> {
      await db.insert(passwordHistory).values({ userId, passwordHash, setAt: at });
      const kept = db
        .select({ id: passwordHistory.id })
        .from(passwordHistory)
        .where(eq(passwordHistory.userId, userId))
        .orderBy(desc(passwordHistory.setAt), desc(passwordHistory.id))
        .limit(HISTORY_KEPT);
      await db
        .delete(passwordHistory)
        .where(and(eq(passwordHistory.userId, userId), notInArray(passwordHistory.id, kept)));
    },

    /** Forgets the history of these users (tests, clean-ups). */
    async clear(userIds: string[]): Promise<void> {
      if (userIds.length > 0)
        await db.delete(passwordHistory).where(inArray(passwordHistory.userId, userIds));
    },
  };
}
