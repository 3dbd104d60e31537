import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { users } from '../db/schema.ts';
import { createPasswordHistoryRepository } from './password-history.repository.ts';
import type { UserRow } from './users.repository.ts';

/** SQL of a user's own password change (Authn change_password): compare-and-swap on the current hash. */
export function createPasswordChangeRepository(db: Db) {
  return {
    /**
     * Sets a new password only if the stored hash is still `expectedHash` and the user is ACTIVE or
     * PASSWORD_EXPIRED (which becomes ACTIVE), and records it in the history, in one transaction. Of two
     * concurrent changes from the same password exactly one succeeds; the other gets null and must check again
     * (its old password is no longer the current one). Null also when the user is gone or in another status.
     */
    async swap(userId: string, expectedHash: string, newHash: string, now: Date): Promise<UserRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({
            passwordHash: newHash,
            passwordChangedAt: now,
            status: 'ACTIVE',
            updatedAt: now,
            statusChangedAt: sql`CASE WHEN ${users.status} <> 'ACTIVE' THEN ${now}::timestamptz ELSE ${users.statusChangedAt} END`,
          })
          .where(
            and(
              eq(users.id, userId),
              eq(users.passwordHash, expectedHash),
              inArray(users.status, ['ACTIVE', 'PASSWORD_EXPIRED']),
            ),
          )
          .returning();
        if (!row) return null;
        await createPasswordHistoryRepository(tx as unknown as Db).add(userId, newHash, now);
        return row;
      });
    },
  };
}
