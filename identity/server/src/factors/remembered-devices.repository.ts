import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { rememberedDevices as d } from './tables.ts';

/** SQL access to `remembered_devices` (migration 064). */
export function createRememberedDevicesRepository(db: Db) {
  return {
    async insert(row: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void> {
      await db.insert(d).values(row);
    },

    /** true when the token (by hash) remembers this user's browser at `now`. */
    async isLive(tokenHash: string, userId: string, now: Date): Promise<boolean> {
      const rows = await db
        .select({ tokenHash: d.tokenHash })
        .from(d)
        .where(and(eq(d.tokenHash, tokenHash), eq(d.userId, userId), gt(d.expiresAt, now)));
      return rows.length > 0;
    },

    /** Deletes the tokens that expired before `before`; returns how many. */
    async prune(before: Date): Promise<number> {
      return (await db.delete(d).where(lt(d.expiresAt, before)).returning({ tokenHash: d.tokenHash })).length;
    },

    /** Forgets every browser of a user (their factors were reset). */
    async deleteForUser(userId: string): Promise<void> {
      await db.delete(d).where(eq(d.userId, userId));
    },
  };
}
