import { eq } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { registrationPolicy, type RegistrationPolicyRow } from './tables.ts';

/** The settings of the registration policy a write may change. */
export type RegistrationPolicyPatch = Partial<Omit<RegistrationPolicyRow, 'id' | 'policyId' | 'updatedAt'>>;

/** SQL access to the single-row `registration_policy` (migration 110 inserts the row). */
export function createRegistrationPolicyRepository(db: Db) {
  return {
    async get(): Promise<RegistrationPolicyRow> {
      const [row] = await db.select().from(registrationPolicy).where(eq(registrationPolicy.id, 1));
      if (!row) throw new Error('registration_policy has no row: migration 110 did not run');
      return row;
    },

    /** Changes the given settings (the others keep their values); returns the policy after the change. */
    async update(patch: RegistrationPolicyPatch, now: Date): Promise<RegistrationPolicyRow> {
      const [row] = await db
        .update(registrationPolicy)
        .set({ ...patch, updatedAt: now })
        .where(eq(registrationPolicy.id, 1))
        .returning();
      if (!row) throw new Error('registration_policy has no row: migration 110 did not run');
      return row;
    },
  };
}
