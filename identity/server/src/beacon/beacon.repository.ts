import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { knownDevices as d, securityImages as img } from './tables.ts';

/** SQL access to `known_devices` and `security_images` (migration 130). */
export function createBeaconRepository(db: Db) {
  return {
    /** Records (or refreshes) a browser as known for a user. */
    async rememberDevice(userId: string, fingerprintHash: string, now: Date): Promise<void> {
      await db
        .insert(d)
        .values({ userId, fingerprintHash, firstSeenAt: now, lastSeenAt: now })
        .onConflictDoUpdate({ target: [d.userId, d.fingerprintHash], set: { lastSeenAt: now } });
    },

    /** true when the browser is known for the user. */
    async isKnownDevice(userId: string, fingerprintHash: string): Promise<boolean> {
      const rows = await db
        .select({ userId: d.userId })
        .from(d)
        .where(and(eq(d.userId, userId), eq(d.fingerprintHash, fingerprintHash)));
      return rows.length > 0;
    },

    /**
     * The user's image, stored as `candidate` when they have none yet (the first writer wins under concurrency:
     * the stored row is returned either way).
     */
    async imageOf(userId: string, candidate: string): Promise<string> {
      const [row] = await db
        .insert(img)
        .values({ userId, image: candidate })
        .onConflictDoUpdate({ target: img.userId, set: { image: sql`${img.image}` } })
        .returning({ image: img.image });
      return row!.image;
    },
  };
}

export type BeaconRepository = ReturnType<typeof createBeaconRepository>;
