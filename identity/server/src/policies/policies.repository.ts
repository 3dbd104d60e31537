import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { groupMembers } from '../db/schema.ts';
import { mfaPolicies } from './tables.ts';

export type MfaPolicyRow = typeof mfaPolicies.$inferSelect;
export type MfaPolicyWrite = Omit<MfaPolicyRow, 'createdAt' | 'updatedAt'>;

/** SQL access to `mfa_policies` (migration 060). */
export function createPoliciesRepository(db: Db) {
  return {
    /** Creates or replaces the policy of a group (one statement, so concurrent writers cannot both insert). */
    async upsert(row: MfaPolicyWrite, now: Date): Promise<MfaPolicyRow> {
      const { groupId, ...settings } = row;
      const [saved] = await db
        .insert(mfaPolicies)
        .values({ ...row, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: mfaPolicies.groupId, set: { ...settings, updatedAt: now } })
        .returning();
      if (!saved) throw new Error(`the policy of group ${groupId} was not written`);
      return saved;
    },

    /** Every policy, oldest first. */
    /** true when some group's policy allows passwordless sign-in. */
    async anyPasswordless(): Promise<boolean> {
      const rows = await db
        .select({ groupId: mfaPolicies.groupId })
        .from(mfaPolicies)
        .where(eq(mfaPolicies.passwordless, true))
        .limit(1);
      return rows.length > 0;
    },

    async list(): Promise<MfaPolicyRow[]> {
      return db.select().from(mfaPolicies).orderBy(asc(mfaPolicies.createdAt), asc(mfaPolicies.groupId));
    },

    async find(groupId: string): Promise<MfaPolicyRow | null> {
      const [row] = await db.select().from(mfaPolicies).where(eq(mfaPolicies.groupId, groupId));
      return row ?? null;
    },

    /** The policies of the groups a user belongs to (one query). */
    async ofUser(userId: string): Promise<MfaPolicyRow[]> {
      const groupsOfUser = db
        .select({ id: groupMembers.groupId })
        .from(groupMembers)
        .where(eq(groupMembers.userId, userId));
      return db
        .select()
        .from(mfaPolicies)
        .where(inArray(mfaPolicies.groupId, groupsOfUser))
        .orderBy(asc(mfaPolicies.groupId));
    },

    /** Deletes the policy of a group; false when it had none. */
    async delete(groupId: string): Promise<boolean> {
      const rows = await db.delete(mfaPolicies).where(eq(mfaPolicies.groupId, groupId)).returning();
      return rows.length > 0;
    },
  };
}
