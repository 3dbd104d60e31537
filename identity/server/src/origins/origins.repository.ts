import { and, asc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import { batchedLookup } from '../db/batched-lookup.ts';
import type { Db } from '../db/db.ts';
import { filterToSql, likeEscape, type FilterField } from '../db/filter-sql.ts';
import { trustedOrigins } from '../db/schema.ts';
import { uniqueViolation } from '../db/unique-violation.ts';
import type { ListQuery } from '../lib/list-query.ts';

export type TrustedOriginRow = typeof trustedOrigins.$inferSelect;
export type NewTrustedOriginRow = typeof trustedOrigins.$inferInsert;

/** Which unique value an insert or update collided with. */
export type OriginConflict = { conflict: 'origin' | 'name' };

/** Attributes of `filter` on /api/v1/trustedOrigins. */
const FILTER_FIELDS: Record<string, FilterField> = {
  id: { expr: sql`${trustedOrigins.id}` },
  name: { expr: sql`${trustedOrigins.name}` },
  origin: { expr: sql`${trustedOrigins.origin}` },
  status: { expr: sql`${trustedOrigins.status}`, ops: ['eq', 'ne'] },
};

function conflictOf(err: unknown): OriginConflict | null {
  const constraint = uniqueViolation(err);
  if (constraint === null) return null;
  return { conflict: constraint.includes('name') ? 'name' : 'origin' };
}

/** SQL access to `trusted_origins` (migrations 001 and 025). */
export function createOriginsRepository(db: Db) {
  // The CORS check runs on every request that carries an Origin header: one named prepared statement, and the
  // checks of one event-loop turn share a query (db/batched-lookup.ts).
  const findActive = db
    .select({ origin: trustedOrigins.origin, cors: trustedOrigins.cors, redirect: trustedOrigins.redirect })
    .from(trustedOrigins)
    .where(
      and(
        sql`${trustedOrigins.origin} = ANY(${sql.placeholder('origins')}::text[])`,
        eq(trustedOrigins.status, 'ACTIVE'),
      ),
    )
    .prepare('idp_origins_find_active');
  const activeOrigin = batchedLookup(async (origins: string[]) => {
    const rows = await findActive.execute({ origins });
    return new Map(rows.map((row) => [row.origin, row]));
  });
  return {
    /** true when an ACTIVE origin equal to `origin` is trusted for `use`. */
    async isTrusted(origin: string, use: 'cors' | 'redirect'): Promise<boolean> {
      const row = await activeOrigin(origin);
      return row !== null && row[use];
    },

    /** Every ACTIVE origin trusted for `use`, sorted (pages that may be framed by them list them). */
    async activeOrigins(use: 'cors' | 'redirect'): Promise<string[]> {
      const rows = await db
        .select({ origin: trustedOrigins.origin })
        .from(trustedOrigins)
        .where(and(eq(trustedOrigins.status, 'ACTIVE'), eq(trustedOrigins[use], true)))
        .orderBy(asc(trustedOrigins.origin));
      return rows.map((row) => row.origin);
    },

    async findById(id: string): Promise<TrustedOriginRow | null> {
      const [row] = await db.select().from(trustedOrigins).where(eq(trustedOrigins.id, id));
      return row ?? null;
    },

    async findByOrigin(origin: string): Promise<TrustedOriginRow | null> {
      const [row] = await db.select().from(trustedOrigins).where(eq(trustedOrigins.origin, origin));
      return row ?? null;
    },

    /** Up to `limit + 1` rows after the cursor `after` (an id), by id, matching `filter` and `q`. */
    async list(query: ListQuery): Promise<TrustedOriginRow[]> {
      const conditions: SQL[] = [];
      if (query.filter) conditions.push(filterToSql(query.filter, FILTER_FIELDS));
      if (query.q) {
        const prefix = likeEscape(query.q) + '%';
        conditions.push(
          or(sql`${trustedOrigins.name} ILIKE ${prefix}`, sql`${trustedOrigins.origin} ILIKE ${prefix}`)!,
        );
      }
      if (query.after) conditions.push(gt(trustedOrigins.id, query.after));
      return db
        .select()
        .from(trustedOrigins)
        .where(and(...conditions))
        .orderBy(asc(trustedOrigins.id))
        .limit(query.limit + 1);
    },

    /** Inserts; reports a taken origin or name instead of throwing. */
    async insert(row: NewTrustedOriginRow): Promise<TrustedOriginRow | OriginConflict> {
      try {
        const [created] = await db.insert(trustedOrigins).values(row).returning();
        return created!;
      } catch (err) {
        const conflict = conflictOf(err);
        if (conflict) return conflict;
        throw err;
      }
    },

    /** Updates; null when the id is unknown, a conflict when the new origin or name is taken. */
    async update(
      id: string,
      patch: Partial<Omit<NewTrustedOriginRow, 'id' | 'createdAt' | 'createdBy'>>,
    ): Promise<TrustedOriginRow | OriginConflict | null> {
      try {
        const [row] = await db.update(trustedOrigins).set(patch).where(eq(trustedOrigins.id, id)).returning();
        return row ?? null;
      } catch (err) {
        const conflict = conflictOf(err);
        if (conflict) return conflict;
        throw err;
      }
    },

    /** Deletes; false when the id is unknown. */
    async delete(id: string): Promise<boolean> {
      const rows = await db
        .delete(trustedOrigins)
        .where(eq(trustedOrigins.id, id))
        .returning({ id: trustedOrigins.id });
      return rows.length > 0;
    },
  };
}

export type OriginsRepository = ReturnType<typeof createOriginsRepository>;
