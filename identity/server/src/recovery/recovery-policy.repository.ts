import { eq } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { recoveryPolicy, type RecoveryPolicyRow } from './tables.ts';

/** The settings of the recovery policy a write may change. */
export type RecoveryPolicyPatch = Partial<Omit<RecoveryPolicyRow, 'id' | 'updatedAt'>>;

/** SQL access to the single-row `recovery_policy` (migration 100 inserts the row). */
export function createRecoveryPolicyRepository(db: Db) {
  return {
    async get(): Promise<RecoveryPolicyRow> {
      const [row] = await db.select().from(recoveryPolicy).where(eq(recoveryPolicy.id, 1));
      if (!row) throw new Error('recovery_policy has no row: migration 100 did not run');
      return row;
    },

    /** Changes the given settings (the others keep their values); returns the policy after the change. */
    async update(patch: RecoveryPolicyPatch, now: Date): Promise<RecoveryPolicyRow> {
      const [row] = await db
        .update(recoveryPolicy)
        .set({ ...patch, updatedAt: now })
        .where(eq(recoveryPolicy.id, 1))
        .returning();
      if (!row) throw new Error('recovery_policy has no row: migration 100 did not run');
      return row;
    },
  };
}
