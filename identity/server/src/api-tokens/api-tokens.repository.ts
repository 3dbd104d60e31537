import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { apiTokens } from '../db/schema.ts';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

/** SQL access to `api_tokens` (only SHA-256 hashes of the tokens are stored). */
export function createApiTokensRepository(db: Db) {
  return {
    async insert(row: { id: string; name: string; tokenHash: string }): Promise<ApiTokenRow> {
      const [created] = await db.insert(apiTokens).values(row).returning();
      return created!;
    },

    /** The token whose hash is `tokenHash`, if it is not revoked. */
    async findActiveByHash(tokenHash: string): Promise<ApiTokenRow | null> {
      const [row] = await db
        .select()
        .from(apiTokens)
        .where(and(eq(apiTokens.tokenHash, tokenHash), isNull(apiTokens.revokedAt)));
      return row ?? null;
    },

    async findById(id: string): Promise<ApiTokenRow | null> {
      const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, id));
      return row ?? null;
    },

    /** Tokens that are not revoked, oldest first. */
    async listActive(): Promise<ApiTokenRow[]> {
      return db.select().from(apiTokens).where(isNull(apiTokens.revokedAt)).orderBy(asc(apiTokens.createdAt));
    },

    /** Revokes a token; false when it is unknown or already revoked. */
    async revoke(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(apiTokens)
        .set({ revokedAt: now })
        .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
        .returning({ id: apiTokens.id });
      return rows.length > 0;
    },

    /** Records a use, at most once per `granularityMs` (a write on every request would cost more than the request). */
    async touch(id: string, now: Date, granularityMs: number): Promise<void> {
      const stale = new Date(now.getTime() - granularityMs);
      await db
        .update(apiTokens)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(apiTokens.id, id),
            or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, sql`${stale}::timestamptz`)),
          ),
        );
    },
  };
}

export type ApiTokensRepository = ReturnType<typeof createApiTokensRepository>;
