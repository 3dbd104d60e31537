import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { factorSecrets } from './tables.ts';

export type FactorSecretRow = typeof factorSecrets.$inferSelect;

/** SQL access to `factor_secrets` (migration 061). */
export function createFactorSecretsRepository(db: Db) {
  return {
    async insert(row: { factorId: string; secret: string; state?: Record<string, unknown> }): Promise<void> {
      await db.insert(factorSecrets).values({ ...row, state: row.state ?? {} });
    },

    async find(factorId: string): Promise<FactorSecretRow | null> {
      const [row] = await db.select().from(factorSecrets).where(eq(factorSecrets.factorId, factorId));
      return row ?? null;
    },

    /**
     * Records `step` as the last accepted TOTP time step, only if it is later than the one recorded: one
     * statement, so of two requests with the same code exactly one succeeds. false means a replay.
     */
    async advanceTimeStep(factorId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(factorSecrets)
        .set({ lastTimeStep: step, updatedAt: new Date() })
        .where(
          and(
            eq(factorSecrets.factorId, factorId),
            or(isNull(factorSecrets.lastTimeStep), lt(factorSecrets.lastTimeStep, step)),
          ),
        )
        .returning({ factorId: factorSecrets.factorId });
      return rows.length > 0;
    },

    /** Merges `patch` into the kind's state (top-level keys; null removes one). */
    async patchState(factorId: string, patch: Record<string, unknown>): Promise<void> {
      await db
        .update(factorSecrets)
        .set({
          state: sql`jsonb_strip_nulls(${factorSecrets.state} || ${JSON.stringify(patch)}::jsonb)`,
          updatedAt: new Date(),
        })
        .where(eq(factorSecrets.factorId, factorId));
    },
  };
}
