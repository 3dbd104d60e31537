import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { trustedOrigins } from '../db/schema.ts';

export type TrustedOriginRow = typeof trustedOrigins.$inferSelect;

/** SQL access to `trusted_origins`. */
export function createOriginsRepository(db: Db) {
  return {
    async find(origin: string, use: 'cors' | 'redirect'): Promise<boolean> {
      const flag = use === 'cors' ? trustedOrigins.cors : trustedOrigins.redirect;
      const rows = await db
        .select({ origin: trustedOrigins.origin })
        .from(trustedOrigins)
        .where(and(eq(trustedOrigins.origin, origin), eq(flag, true)));
      return rows.length > 0;
    },
    /** Inserts or updates; returns true when the origin was new. */
    async upsert(origin: string, cors: boolean, redirect: boolean): Promise<boolean> {
      const inserted = await db
        .insert(trustedOrigins)
        .values({ origin, cors, redirect })
        .onConflictDoNothing()
        .returning({ origin: trustedOrigins.origin });
      if (inserted.length === 0) {
        await db.update(trustedOrigins).set({ cors, redirect }).where(eq(trustedOrigins.origin, origin));
      }
      return inserted.length > 0;
    },
    async list(): Promise<TrustedOriginRow[]> {
      return db.select().from(trustedOrigins).orderBy(asc(trustedOrigins.origin));
    },
  };
}
