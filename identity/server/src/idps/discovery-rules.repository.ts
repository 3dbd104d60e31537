import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { idpDiscoveryRules as r, type DiscoveryRuleRow } from './tables.ts';

type NewRule = typeof r.$inferInsert;

/** SQL access to `idp_discovery_rules` (migration 140), in priority order. */
export function createDiscoveryRulesRepository(db: Db) {
  return {
    /** Every rule, by priority (then creation). */
    async list(): Promise<DiscoveryRuleRow[]> {
      return db.select().from(r).orderBy(asc(r.priority), asc(r.createdAt), asc(r.id));
    },

    async get(id: string): Promise<DiscoveryRuleRow | null> {
      const [row] = await db.select().from(r).where(eq(r.id, id));
      return row ?? null;
    },

    async insert(row: NewRule): Promise<DiscoveryRuleRow> {
      const [created] = await db.insert(r).values(row).returning();
      return created!;
    },

    async update(id: string, patch: Partial<NewRule>, now = new Date()): Promise<DiscoveryRuleRow | null> {
      const [row] = await db
        .update(r)
        .set({ ...patch, updatedAt: now })
        .where(eq(r.id, id))
        .returning();
      return row ?? null;
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db.delete(r).where(eq(r.id, id)).returning({ id: r.id });
      return rows.length > 0;
    },

    /** Number of rules that route to a provider (a provider in use cannot be deleted). */
    async countUsing(idpId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(r)
        .where(eq(r.idpId, idpId));
      return row?.n ?? 0;
    },
  };
}

export type DiscoveryRulesRepository = ReturnType<typeof createDiscoveryRulesRepository>;
