import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** SQL access to `users`. Logins are unique case-insensitively (index on lower(login)). */
export function createUsersRepository(db: Db) {
  return {
    async insert(row: NewUserRow): Promise<UserRow> {
      const [created] = await db.insert(users).values(row).returning();
      return created!;
    },

    async findById(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    async findByLogin(login: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.login}) = lower(${login})`);
      return row ?? null;
    },

    async list(): Promise<UserRow[]> {
      return db.select().from(users).orderBy(asc(users.login));
    },

    /**
     * Counts one failed password check in a single UPDATE ... RETURNING, so concurrent failures are
     * serialised by the row lock and can never push the counter past `threshold`. Only ACTIVE users
     * count; the update that reaches `threshold` also sets status LOCKED_OUT and `locked_at = now`.
     * Returns the new counter and status, or null when the user was not ACTIVE (already locked).
     */
    async recordFailure(
      id: string,
      threshold: number,
      now: Date = new Date(),
    ): Promise<{ failedAttempts: number; status: string } | null> {
      const reaches = sql`${users.failedAttempts} + 1 >= ${threshold}`;
      const [row] = await db
        .update(users)
        .set({
          failedAttempts: sql`${users.failedAttempts} + 1`,
          status: sql`CASE WHEN ${reaches} THEN 'LOCKED_OUT' ELSE ${users.status} END`,
          lockedAt: sql`CASE WHEN ${reaches} THEN ${now}::timestamptz ELSE ${users.lockedAt} END`,
          updatedAt: now,
        })
        .where(and(eq(users.id, id), eq(users.status, 'ACTIVE')))
        .returning({ failedAttempts: users.failedAttempts, status: users.status });
      return row ?? null;
    },

    /**
     * Unlocks the account if its lockout began at or before `lockedBefore` (the lockout duration has passed):
     * status ACTIVE, counter 0. One UPDATE, so concurrent requests unlock it once. Returns the user, or null
     * when it was not locked or the lockout still runs.
     */
    async unlockIfExpired(id: string, lockedBefore: Date): Promise<UserRow | null> {
      const [row] = await db
        .update(users)
        .set({ status: 'ACTIVE', failedAttempts: 0, lockedAt: null, updatedAt: new Date() })
        .where(
          and(
            eq(users.id, id),
            eq(users.status, 'LOCKED_OUT'),
            sql`coalesce(${users.lockedAt}, '-infinity'::timestamptz) <= ${lockedBefore}::timestamptz`,
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * Operator unlock: a LOCKED_OUT user becomes ACTIVE; an ACTIVE user's failure counter is reset.
     * Returns the status before the change, or null for an unknown user.
     */
    async unlock(id: string): Promise<{ previousStatus: string; failedAttempts: number } | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ status: users.status, failedAttempts: users.failedAttempts })
          .from(users)
          .where(eq(users.id, id))
          .for('update');
        if (!before) return null;
        if (before.status === 'LOCKED_OUT' || before.status === 'ACTIVE') {
          await tx
            .update(users)
            .set({ status: 'ACTIVE', failedAttempts: 0, lockedAt: null, updatedAt: new Date() })
            .where(eq(users.id, id));
        }
        return { previousStatus: before.status, failedAttempts: before.failedAttempts };
      });
    },

    /** Resets the failure counter after a successful check; false when the user is no longer ACTIVE. */
    async recordSuccess(id: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ failedAttempts: 0, updatedAt: new Date() })
        .where(and(eq(users.id, id), eq(users.status, 'ACTIVE')))
        .returning({ id: users.id });
      return rows.length === 1;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
