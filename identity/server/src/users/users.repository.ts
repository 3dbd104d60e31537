import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { groupMembers, groups, users } from '../db/schema.ts';
import { loginFailures } from './tables.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** SQL access to `users`. Logins are unique case-insensitively (index on lower(login)). */
export function createUsersRepository(db: Db) {
  // Named prepared statements (planned once per connection) for the lookups and the write of every sign-in.
  const byId = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('idp_users_by_id');
  const byLogin = db
    .select()
    .from(users)
    .where(sql`lower(${users.login}) = lower(${sql.placeholder('login')})`)
    .prepare('idp_users_by_login');
  const forgetFailures = db
    .delete(loginFailures)
    .where(eq(loginFailures.userId, sql.placeholder('id')))
    .prepare('idp_login_failures_forget');
  const recordLogin = db
    .update(users)
    .set({ lastLoginAt: sql`${sql.placeholder('now')}::timestamptz` })
    // A PASSWORD_EXPIRED user signs in too (to change the password): authn/authn-password.service.ts.
    .where(and(eq(users.id, sql.placeholder('id')), inArray(users.status, ['ACTIVE', 'PASSWORD_EXPIRED'])))
    .returning({ id: users.id })
    .prepare('idp_users_record_login');
  return {
    async insert(row: NewUserRow): Promise<UserRow> {
      const [created] = await db.insert(users).values(row).returning();
      return created!;
    },

    async findById(id: string): Promise<UserRow | null> {
      const [row] = await byId.execute({ id });
      return row ?? null;
    },

    async findByLogin(login: string): Promise<UserRow | null> {
      const [row] = await byLogin.execute({ login });
      return row ?? null;
    },

    async list(): Promise<UserRow[]> {
      return db.select().from(users).orderBy(asc(users.login));
    },

    /** Names of the groups `userId` belongs to, sorted (the `groups` claim of tokens). */
    async groupNamesOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ name: groups.name })
        .from(groupMembers)
        .innerJoin(groups, eq(groups.id, groupMembers.groupId))
        .where(eq(groupMembers.userId, userId))
        .orderBy(asc(groups.name));
      return rows.map((r) => r.name);
    },

    /** Group names of several users at once, by user id (users without groups are absent). */
    async groupNamesOfMany(userIds: string[]): Promise<Map<string, string[]>> {
      const byUser = new Map<string, string[]>();
      if (userIds.length === 0) return byUser;
      const rows = await db
        .select({ userId: groupMembers.userId, name: groups.name })
        .from(groupMembers)
        .innerJoin(groups, eq(groups.id, groupMembers.groupId))
        .where(inArray(groupMembers.userId, userIds))
        .orderBy(asc(groups.name));
      for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r.name]);
      return byUser;
    },

    /** Updates a user (and its `updated_at`); null when it does not exist. */
    async update(id: string, patch: Partial<NewUserRow>, now: Date = new Date()): Promise<UserRow | null> {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: now })
        .where(eq(users.id, id))
        .returning();
      return row ?? null;
    },

    /**
     * Changes a user only if its status is still one of `from` (a lifecycle transition, atomic against a
     * concurrent one: the row lock serialises them and the loser sees the new status). Sets `updated_at`, and
     * `status_changed_at` when the status changes. Null when the user is gone or its status is not in `from`.
     */
    async transition(
      id: string,
      from: readonly string[],
      patch: Partial<NewUserRow>,
      now: Date = new Date(),
    ): Promise<UserRow | null> {
      const statusChanged = patch.status
        ? sql`CASE WHEN ${users.status} <> ${patch.status} THEN ${now}::timestamptz ELSE ${users.statusChangedAt} END`
        : users.statusChangedAt;
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: now, statusChangedAt: statusChanged })
        .where(and(eq(users.id, id), inArray(users.status, [...from])))
        .returning();
      return row ?? null;
    },

    /** Deletes a DEPROVISIONED user (its sessions, tokens and memberships go with it); false otherwise. */
    async deleteDeprovisioned(id: string): Promise<boolean> {
      const rows = await db
        .delete(users)
        .where(and(eq(users.id, id), eq(users.status, 'DEPROVISIONED')))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    /**
     * Locks an ACTIVE account (status LOCKED_OUT, `locked_at = now`) in one UPDATE, so of several concurrent
     * requests that reach the threshold exactly one locks it. Returns false when it was not ACTIVE.
     */
    async lock(id: string, now: Date = new Date()): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ status: 'LOCKED_OUT', lockedAt: now, updatedAt: now, statusChangedAt: now })
        .where(and(eq(users.id, id), eq(users.status, 'ACTIVE')))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    /**
     * Unlocks the account if its lockout began at or before `lockedBefore` (the lockout duration has passed):
     * status ACTIVE and its failure counter deleted, in one transaction. The UPDATE takes the row lock, so
     * concurrent requests unlock it once. Returns the user, or null when it was not locked or the lockout still runs.
     */
    async unlockIfExpired(id: string, lockedBefore: Date): Promise<UserRow | null> {
      const now = new Date();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ status: 'ACTIVE', lockedAt: null, updatedAt: now, statusChangedAt: now })
          .where(
            and(
              eq(users.id, id),
              eq(users.status, 'LOCKED_OUT'),
              sql`coalesce(${users.lockedAt}, '-infinity'::timestamptz) <= ${lockedBefore}::timestamptz`,
            ),
          )
          .returning();
        if (row) await tx.delete(loginFailures).where(eq(loginFailures.userId, id));
        return row ?? null;
      });
    },

    /**
     * Operator unlock: a LOCKED_OUT user becomes ACTIVE; a LOCKED_OUT or ACTIVE user's failure counter is
     * deleted. Returns the status and failure count before the change, or null for an unknown user.
     */
    async unlock(id: string): Promise<{ previousStatus: string; failedAttempts: number } | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ status: users.status })
          .from(users)
          .where(eq(users.id, id))
          .for('update');
        if (!before) return null;
        let failedAttempts = 0;
        if (before.status === 'LOCKED_OUT' || before.status === 'ACTIVE') {
          const now = new Date();
          await tx
            .update(users)
            .set({
              status: 'ACTIVE',
              lockedAt: null,
              updatedAt: now,
              ...(before.status === 'LOCKED_OUT' ? { statusChangedAt: now } : {}),
            })
            .where(eq(users.id, id));
          const deleted = await tx
            .delete(loginFailures)
            .where(eq(loginFailures.userId, id))
            .returning({ failures: loginFailures.failures });
          failedAttempts = deleted.reduce((max, r) => Math.max(max, r.failures), 0);
        }
        return { previousStatus: before.status, failedAttempts };
      });
    },

    /**
     * After a successful password check: deletes the user's failure counter (failures must be consecutive)
     * and records the sign-in time (`lastLogin`). false when the user is no longer ACTIVE or PASSWORD_EXPIRED (locked by a
     * concurrent failure).
     */
    async recordSuccess(id: string, now: Date = new Date()): Promise<boolean> {
      await forgetFailures.execute({ id });
      const rows = await recordLogin.execute({ id, now: now.toISOString() });
      return rows.length === 1;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
