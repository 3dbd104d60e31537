import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { users } from '../db/schema.ts';
import { loginFailures } from '../users/tables.ts';
import { createPasswordHistoryRepository } from '../users/password-history.repository.ts';
import type { UserRow } from '../users/users.repository.ts';

/** The statuses a recovered user may be in when the new password is set (each becomes ACTIVE). */
export const RESETTABLE_STATUSES = ['ACTIVE', 'PASSWORD_EXPIRED', 'LOCKED_OUT', 'RECOVERY'] as const;

/** SQL of a self-service password reset and unlock. */
export function createRecoveryPasswordRepository(db: Db) {
  return {
    /**
     * Sets the password of a user in a RESETTABLE_STATUSES status, makes the user ACTIVE (a reset also unlocks),
     * records the hash in the history and forgets the failures counted towards a lockout, in one transaction.
     * Null when the user is gone or in another status (suspended, deactivated meanwhile).
     */
    async reset(userId: string, newHash: string, now: Date): Promise<UserRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({
            passwordHash: newHash,
            passwordChangedAt: now,
            status: 'ACTIVE',
            lockedAt: null,
            updatedAt: now,
            statusChangedAt: sql`CASE WHEN ${users.status} <> 'ACTIVE' THEN ${now}::timestamptz ELSE ${users.statusChangedAt} END`,
          })
          .where(and(eq(users.id, userId), inArray(users.status, [...RESETTABLE_STATUSES])))
          .returning();
        if (!row) return null;
        await createPasswordHistoryRepository(tx as unknown as Db).add(userId, newHash, now);
        await tx.delete(loginFailures).where(eq(loginFailures.userId, userId));
        return row;
      });
    },
  };
}
