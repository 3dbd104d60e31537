import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { sessions, sessionTokens, users } from '../db/schema.ts';

export type SessionRow = typeof sessions.$inferSelect;

/** SQL condition: the user `userId` refers to exists and is ACTIVE (not locked, not deactivated). */
const userIsActive = (userId: typeof sessions.userId | typeof sessionTokens.userId) =>
  sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} AND ${users.status} = 'ACTIVE')`;

/** SQL access to `session_tokens` (one-time) and `sessions`. Only SHA-256 hashes of tokens are stored. */
export function createSessionsRepository(db: Db) {
  return {
    async insertSessionToken(row: typeof sessionTokens.$inferInsert): Promise<void> {
      await db.insert(sessionTokens).values(row);
    },

    /**
     * Marks an unused, unexpired session token of an ACTIVE user used (atomically: one winner under
     * concurrency); null when the token is unknown, used, expired or its user is locked or deactivated.
     */
    async consumeSessionToken(tokenHash: string, now: Date) {
      const [row] = await db
        .update(sessionTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(sessionTokens.tokenHash, tokenHash),
            isNull(sessionTokens.usedAt),
            gt(sessionTokens.expiresAt, now),
            userIsActive(sessionTokens.userId),
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
     * expiry has passed and its user is ACTIVE, and slides the idle expiry to `min(now + idleMs, max_expires_at)` in the same UPDATE.
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
            userIsActive(sessions.userId),
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

    /** Closes every open session of a user; returns the ids closed now. */
    async closeAllForUser(userId: string, now: Date): Promise<string[]> {
      const rows = await db
        .update(sessions)
        .set({ closedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.closedAt)))
        .returning({ id: sessions.id });
      return rows.map((r) => r.id);
    },
  };
}
