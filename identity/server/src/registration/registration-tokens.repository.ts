import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { registrationTokens, type RegistrationTokenRow } from './tables.ts';

/** SQL access to `registration_tokens` (migration 110): one-time activation tokens, stored as SHA-256 hashes. */
export function createRegistrationTokensRepository(db: Db) {
  return {
    /** Stores a new token and spends the user's earlier unused ones, in one transaction (only the newest works). */
    async replace(row: {
      tokenHash: string;
      userId: string;
      relayState: string | null;
      expiresAt: Date;
      now: Date;
    }): Promise<void> {
      const { now, ...values } = row;
      await db.transaction(async (tx) => {
        await tx
          .update(registrationTokens)
          .set({ usedAt: now })
          .where(and(eq(registrationTokens.userId, row.userId), isNull(registrationTokens.usedAt)));
        await tx.insert(registrationTokens).values({ ...values, createdAt: now });
      });
    },

    /**
     * Spends a live token atomically (one winner under concurrency) and returns it; when it cannot be spent,
     * returns the stored row (used or expired) so the caller can say why, or null when the hash is unknown.
     */
    async consume(
      tokenHash: string,
      now: Date,
    ): Promise<
      { spent: true; row: RegistrationTokenRow } | { spent: false; row: RegistrationTokenRow | null }
    > {
      const [spent] = await db
        .update(registrationTokens)
        .set({ usedAt: now })
        .where(and(eq(registrationTokens.tokenHash, tokenHash), isNull(registrationTokens.usedAt)))
        .returning();
      if (spent && spent.expiresAt > now) return { spent: true, row: spent };
      if (spent) return { spent: false, row: spent };
      const [row] = await db
        .select()
        .from(registrationTokens)
        .where(eq(registrationTokens.tokenHash, tokenHash));
      return { spent: false, row: row ?? null };
    },

    /** Deletes tokens that expired before `before`; returns how many. */
    async prune(before: Date): Promise<number> {
      const rows = await db
        .delete(registrationTokens)
        .where(lt(registrationTokens.expiresAt, before))
        .returning({ hash: registrationTokens.tokenHash });
      return rows.length;
    },
  };
}
