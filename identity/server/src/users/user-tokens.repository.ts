import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { userTokens } from '../db/schema.ts';

export type UserTokenPurpose = 'activation' | 'password_reset';

/** SQL access to `user_tokens`: one-time activation and password reset tokens, stored as SHA-256 hashes. */
export function createUserTokensRepository(db: Db) {
  return {
    /** Stores a new token of `purpose` and spends every earlier unused one of the same purpose (one live link). */
    async replace(row: {
      tokenHash: string;
      userId: string;
      purpose: UserTokenPurpose;
      expiresAt: Date;
      now: Date;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(userTokens)
          .set({ usedAt: row.now })
          .where(
            and(
              eq(userTokens.userId, row.userId),
              eq(userTokens.purpose, row.purpose),
              isNull(userTokens.usedAt),
            ),
          );
        await tx.insert(userTokens).values({
          tokenHash: row.tokenHash,
          userId: row.userId,
          purpose: row.purpose,
          expiresAt: row.expiresAt,
        });
      });
    },

    /**
     * Marks an unused, unexpired token of `purpose` used, atomically (one winner under concurrency); returns
     * its user id, or null when the token is unknown, used, expired or of another purpose.
     */
    async consume(tokenHash: string, purpose: UserTokenPurpose, now: Date): Promise<string | null> {
      const [row] = await db
        .update(userTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(userTokens.tokenHash, tokenHash),
            eq(userTokens.purpose, purpose),
            isNull(userTokens.usedAt),
            gt(userTokens.expiresAt, now),
          ),
        )
        .returning({ userId: userTokens.userId });
      return row?.userId ?? null;
    },

    /** Spends every unused token of a user (deactivated, or its password set by an operator). */
    async spendAll(userId: string, now: Date): Promise<void> {
      await db
        .update(userTokens)
        .set({ usedAt: now })
        .where(and(eq(userTokens.userId, userId), isNull(userTokens.usedAt)));
    },
  };
}

export type UserTokensRepository = ReturnType<typeof createUserTokensRepository>;
