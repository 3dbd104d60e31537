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
     * count; the update that reaches `threshold` also sets status LOCKED_OUT.
     * Returns the new counter and status, or null when the user was not ACTIVE (already locked).
     */
    async recordFailure(
      id: string,
      threshold: number,
    ): Promise<{ failedAttempts: number; status: string } | null> {
      const [row] = await db
        .update(users)
        .set({
          failedAttempts: sql`${users.failedAttempts} + 1`,
          status: sql`CASE WHEN ${users.failedAttempts} + 1 >= ${threshold} THEN 'LOCKED_OUT' ELSE ${users.status} END`,
          updatedAt: new Date(),
        })
        .where(and(eq(users.id, id), eq(users.status, 'ACTIVE')))
        .returning({ failedAttempts: users.failedAttempts, status: users.status });
      return row ?? null;
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
