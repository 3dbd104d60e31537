import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { batchedLookup } from '../db/batched-lookup.ts';
import type { Db } from '../db/db.ts';
import { sessions, sessionTokens, users } from '../db/schema.ts';

export type SessionRow = typeof sessions.$inferSelect;

/** SQL condition: the user `userId` refers to exists and is ACTIVE (not locked, not deactivated). */
const userIsActive = (userId: typeof sessionTokens.userId) =>
  sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} AND ${users.status} = 'ACTIVE')`;

/** The login and names of a session's user. */
export interface UserNames {
  login: string;
  firstName: string;
  lastName: string;
}

/** An open session as `findOpen` reads it: the session columns a request needs plus its user's names. */
export type OpenSessionRow = Pick<
  SessionRow,
  'id' | 'userId' | 'createdAt' | 'idleExpiresAt' | 'maxExpiresAt' | 'lastPasswordVerification' | 'amr'
> &
  UserNames;

/** A one-time session token as stored (its SHA-256 hash). */
export type NewSessionToken = Pick<
  typeof sessionTokens.$inferInsert,
  'tokenHash' | 'userId' | 'authTime' | 'amr' | 'expiresAt'
>;

/** SQL access to `session_tokens` (one-time) and `sessions`. Only SHA-256 hashes of tokens are stored. */
export function createSessionsRepository(db: Db) {
  const now = sql.placeholder('now');
  const findOpen = db
    .select({
      sidHash: sessions.sidHash,
      id: sessions.id,
      userId: sessions.userId,
      createdAt: sessions.createdAt,
      idleExpiresAt: sessions.idleExpiresAt,
      maxExpiresAt: sessions.maxExpiresAt,
      lastPasswordVerification: sessions.lastPasswordVerification,
      amr: sessions.amr,
      login: users.login,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        sql`${sessions.sidHash} = ANY(${sql.placeholder('sidHashes')}::text[])`,
        isNull(sessions.closedAt),
        gt(sessions.idleExpiresAt, now),
        gt(sessions.maxExpiresAt, now),
        eq(users.status, 'ACTIVE'),
      ),
    )
    .prepare('idp_sessions_find_open');
  const p = sql.placeholder;
  const insertSessionToken = db
    .insert(sessionTokens)
    .values({
      tokenHash: p('tokenHash'),
      userId: p('userId'),
      authTime: p('authTime'),
      amr: p('amr'),
      expiresAt: p('expiresAt'),
    })
    .prepare('idp_session_tokens_insert');
  const openSessions = batchedLookup(async (sidHashes: string[]) => {
    const rows = await findOpen.execute({ sidHashes, now: new Date().toISOString() });
    return new Map(rows.map(({ sidHash, ...row }): [string, OpenSessionRow] => [sidHash, row]));
  });
  const next = sql`LEAST(${sql.placeholder('next')}::timestamptz, ${sessions.maxExpiresAt})`;
  const slideIdle = db
    .update(sessions)
    .set({ idleExpiresAt: sql`GREATEST(${sessions.idleExpiresAt}, ${next})` })
    .where(and(eq(sessions.id, sql.placeholder('id')), isNull(sessions.closedAt)))
    .returning({ idleExpiresAt: sessions.idleExpiresAt })
    .prepare('idp_sessions_slide_idle');

  return {
    async insertSessionToken(row: NewSessionToken): Promise<void> {
      await insertSessionToken.execute(row);
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
     * The open session whose cookie hashes to `sidHash`, if neither its idle nor its absolute expiry has passed
     * (checked when the query runs, within the same event-loop turn) and its user is ACTIVE, with the user's login
     * and names; null otherwise. The hot path of every request that carries a `sid` cookie: a named prepared
     * statement (planned once per connection) that reads the sessions asked for in one event-loop turn at once.
     */
    findOpen(sidHash: string): Promise<OpenSessionRow | null> {
      return openSessions(sidHash);
    },

    /**
     * Moves the idle expiry of the open session `id` forward to `min(idleExpiresAt, max_expires_at)` (never back:
     * concurrent requests may slide it in any order). Returns the idle expiry now stored, or null when the session
     * was closed meanwhile.
     */
    async slideIdle(id: string, idleExpiresAt: Date): Promise<Date | null> {
      const [row] = await slideIdle.execute({ id, next: idleExpiresAt.toISOString() });
      return row?.idleExpiresAt ?? null;
    },

    /** The login and names of a user, or null when the user does not exist. */
    async userNames(userId: string): Promise<UserNames | null> {
      const [row] = await db
        .select({ login: users.login, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
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
