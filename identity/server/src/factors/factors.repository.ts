import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { userFactors } from './tables.ts';

export type UserFactorRow = typeof userFactors.$inferSelect;
export type NewUserFactorRow = typeof userFactors.$inferInsert;

/** SQL access to `user_factors` (migration 027). */
export function createFactorsRepository(db: Db) {
  return {
    async insert(row: NewUserFactorRow): Promise<UserFactorRow> {
      const [created] = await db.insert(userFactors).values(row).returning();
      return created!;
    },

    /** A user's factors, oldest first. */
    async listForUser(userId: string): Promise<UserFactorRow[]> {
      return db
        .select()
        .from(userFactors)
        .where(eq(userFactors.userId, userId))
        .orderBy(asc(userFactors.createdAt), asc(userFactors.id));
    },

    async find(userId: string, factorId: string): Promise<UserFactorRow | null> {
      const [row] = await db
        .select()
        .from(userFactors)
        .where(and(eq(userFactors.userId, userId), eq(userFactors.id, factorId)));
      return row ?? null;
    },

    /** A factor by its id alone (the companion app knows no user id), or null. */
    async findById(factorId: string): Promise<UserFactorRow | null> {
      const [row] = await db.select().from(userFactors).where(eq(userFactors.id, factorId));
      return row ?? null;
    },

    /** Moves a factor from status `from` to `to` (one statement: of two racing requests one wins); null if not. */
    async moveStatus(factorId: string, from: string, to: string): Promise<UserFactorRow | null> {
      const [row] = await db
        .update(userFactors)
        .set({ status: to, lastUpdated: new Date() })
        .where(and(eq(userFactors.id, factorId), eq(userFactors.status, from)))
        .returning();
      return row ?? null;
    },

    /** Sets a factor's status (stamping last_updated); returns the row, or null when there is none. */
    async setStatus(factorId: string, status: string): Promise<UserFactorRow | null> {
      const [row] = await db
        .update(userFactors)
        .set({ status, lastUpdated: new Date() })
        .where(eq(userFactors.id, factorId))
        .returning();
      return row ?? null;
    },

    /** Replaces a factor's public profile (stamping last_updated). */
    async setProfile(factorId: string, profile: Record<string, unknown>): Promise<void> {
      await db
        .update(userFactors)
        .set({ profile, lastUpdated: new Date() })
        .where(eq(userFactors.id, factorId));
    },

    /** Deletes every factor of a user; returns them. */
    async deleteAllForUser(userId: string): Promise<UserFactorRow[]> {
      return db.delete(userFactors).where(eq(userFactors.userId, userId)).returning();
    },

    /** Deletes a factor of a user; returns it, or null when the user has no such factor. */
    async delete(userId: string, factorId: string): Promise<UserFactorRow | null> {
      const [row] = await db
        .delete(userFactors)
        .where(and(eq(userFactors.userId, userId), eq(userFactors.id, factorId)))
        .returning();
      return row ?? null;
    },
  };
}
