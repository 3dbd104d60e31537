import { eq } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { appSignOnRules, type AppSignOnRuleRow } from './tables.ts';

/** SQL access to `app_sign_on_rules` (migration 150). */
export function createSignOnRulesRepository(db: Db) {
  return {
    /** The rule of a client, or null when it has none (no second factor required). */
    async find(clientId: string): Promise<AppSignOnRuleRow | null> {
      const [row] = await db.select().from(appSignOnRules).where(eq(appSignOnRules.clientId, clientId));
      return row ?? null;
    },

    /** Creates or replaces the rule of a client. */
    async upsert(clientId: string, factorTypes: string[], now: Date): Promise<AppSignOnRuleRow> {
      const [row] = await db
        .insert(appSignOnRules)
        .values({ clientId, factorTypes, createdAt: now, lastUpdated: now })
        .onConflictDoUpdate({ target: appSignOnRules.clientId, set: { factorTypes, lastUpdated: now } })
        .returning();
      return row!;
    },

    /** Removes the rule of a client; false when it had none. */
    async remove(clientId: string): Promise<boolean> {
      const rows = await db
        .delete(appSignOnRules)
        .where(eq(appSignOnRules.clientId, clientId))
        .returning({ clientId: appSignOnRules.clientId });
      return rows.length > 0;
    },
  };
}
