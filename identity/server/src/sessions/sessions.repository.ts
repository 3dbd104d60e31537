import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { sessions, sessionTokens, users } from '../db/schema.ts';

export type SessionRow = typeof sessions.$inferSelect;

/** SQL access to `session_tokens` (one-time) and `sessions`. Only SHA-256 hashes of tokens are stored. */
export function createSessionsRepository(db: Db) {
  return {
    async insertSessionToken(row: typeof sessionTokens.$inferInsert): Promise<void> {
      await db.insert(sessionTokens).values(row);
    },

    /** Marks an unused, unexpired session token used (atomically: one winner under concurrency). */
    async consumeSessionToken(tokenHash: string, now: Date) {
      const [row] = await db
        .update(sessionTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(sessionTokens.tokenHash, tokenHash),
            isNull(sessionTokens.usedAt),
            gt(sessionTokens.expiresAt, now),
          ),
        )
        .returning({
          userId: sessionTokens.userId,
          authTime: sessionTokens.authTime,
          amr: sessionTokens.amr,
        });
      return row ?? null;
    },

    async insertSession(row: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(row);
    },

    /**
     * Finds the open session whose cookie hashes to `sidHash`, if neither its idle nor its absolute
     * expiry has passed, and slides the idle expiry to `min(now + idleMs, max_expires_at)` in the same UPDATE.
     */
    async touch(sidHash: string, now: Date, idleMs: number) {
      const nextIdle = new Date(now.getTime() + idleMs);
      const [row] = await db
        .update(sessions)
        .set({ idleExpiresAt: sql`LEAST(${nextIdle}::timestamptz, ${sessions.maxExpiresAt})` })
        .where(
          and(
            eq(sessions.sidHash, sidHash),
            isNull(sessions.closedAt),
            gt(sessions.idleExpiresAt, now),
            gt(sessions.maxExpiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },

    async loginOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ login: users.login }).from(users).where(eq(users.id, userId));
      return row?.login ?? null;
    },

    /** Closes a session; returns false when it was already closed or unknown. */
    async close(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ closedAt: now })
        .where(and(eq(sessions.id, id), isNull(sessions.closedAt)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },
  };
}
