import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { groupMembers, groups } from '../db/schema.ts';
import { passwordPolicies } from './tables.ts';

export type PasswordPolicyRow = typeof passwordPolicies.$inferSelect;
export type PasswordPolicyWrite = Omit<PasswordPolicyRow, 'createdAt' | 'updatedAt'>;

/** SQL access to `password_policies` (migration 090). */
export function createPasswordPoliciesRepository(db: Db) {
  return {
    /** Creates or replaces the policy of a group (one statement, so concurrent writers cannot both insert). */
    async upsert(row: PasswordPolicyWrite, now: Date): Promise<PasswordPolicyRow> {
      const { groupId, ...settings } = row;
      const [saved] = await db
        .insert(passwordPolicies)
        .values({ ...row, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: passwordPolicies.groupId, set: { ...settings, updatedAt: now } })
        .returning();
      if (!saved) throw new Error(`the password policy of group ${groupId} was not written`);
      return saved;
    },

    /** Every policy, oldest first. */
    async list(): Promise<PasswordPolicyRow[]> {
      return db
        .select()
        .from(passwordPolicies)
        .orderBy(asc(passwordPolicies.createdAt), asc(passwordPolicies.groupId));
    },

    async find(groupId: string): Promise<PasswordPolicyRow | null> {
      const [row] = await db.select().from(passwordPolicies).where(eq(passwordPolicies.groupId, groupId));
      return row ?? null;
    },

    /** The policies of the groups a user belongs to (one query). */
    async ofUser(userId: string): Promise<PasswordPolicyRow[]> {
      const groupsOfUser = db
        .select({ id: groupMembers.groupId })
        .from(groupMembers)
        .where(eq(groupMembers.userId, userId));
      return db
        .select()
        .from(passwordPolicies)
        .where(inArray(passwordPolicies.groupId, groupsOfUser))
        .orderBy(asc(passwordPolicies.groupId));
    },

    /** The policies of the groups with these ids or (case-insensitive) names: a user about to join them. */
    async ofGroups(groupIds: string[], groupNames: string[]): Promise<PasswordPolicyRow[]> {
      const lower = groupNames.map((n) => n.trim().toLowerCase());
      if (groupIds.length === 0 && lower.length === 0) return [];
      const named = db
        .select({ id: groups.id })
        .from(groups)
        .where(inArray(sql`lower(${groups.name})`, lower.length > 0 ? lower : ['']));
      return db
        .select()
        .from(passwordPolicies)
        .where(
          or(
            inArray(passwordPolicies.groupId, groupIds.length > 0 ? groupIds : ['']),
            inArray(passwordPolicies.groupId, named),
          ),
        );
    },

    /** Deletes the policy of a group; false when it had none. */
    async delete(groupId: string): Promise<boolean> {
      const rows = await db.delete(passwordPolicies).where(eq(passwordPolicies.groupId, groupId)).returning();
      return rows.length > 0;
    },
  };
}
