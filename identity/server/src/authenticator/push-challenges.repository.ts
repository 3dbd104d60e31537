import { and, asc, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { pushChallenges, type PushDetails } from './tables.ts';

export type PushChallengeRow = typeof pushChallenges.$inferSelect;

/** SQL access to `push_challenges` (migration 080). Every state change is one conditional statement. */
export function createPushChallengesRepository(db: Db) {
  return {
    async insert(row: {
      id: string;
      factorId: string;
      attemptId: string;
      details: PushDetails;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<PushChallengeRow> {
      const [created] = await db
        .insert(pushChallenges)
        .values({ ...row, status: 'PENDING' })
        .returning();
      return created!;
    },

    /** The newest push of a factor for one sign-in, or null. */
    async latest(factorId: string, attemptId: string): Promise<PushChallengeRow | null> {
      const [row] = await db
        .select()
        .from(pushChallenges)
        .where(and(eq(pushChallenges.factorId, factorId), eq(pushChallenges.attemptId, attemptId)))
        .orderBy(desc(pushChallenges.createdAt), desc(pushChallenges.id))
        .limit(1);
      return row ?? null;
    },

    /** One push by id, when it belongs to `factorId`; else null. */
    async byId(id: string, factorId: string): Promise<PushChallengeRow | null> {
      const [row] = await db
        .select()
        .from(pushChallenges)
        .where(and(eq(pushChallenges.id, id), eq(pushChallenges.factorId, factorId)))
        .limit(1);
      return row ?? null;
    },

    /** The pushes of a factor still waiting for an answer at `now`, oldest first. */
    async pending(factorId: string, now: Date): Promise<PushChallengeRow[]> {
      return db
        .select()
        .from(pushChallenges)
        .where(
          and(
            eq(pushChallenges.factorId, factorId),
            eq(pushChallenges.status, 'PENDING'),
            gt(pushChallenges.expiresAt, now),
          ),
        )
        .orderBy(asc(pushChallenges.createdAt));
    },

    /** Records the device's answer to a live pending push of `factorId`; false when there is none (any more). */
    async answer(id: string, factorId: string, status: 'APPROVED' | 'REJECTED', now: Date): Promise<boolean> {
      const rows = await db
        .update(pushChallenges)
        .set({ status, answeredAt: now })
        .where(
          and(
            eq(pushChallenges.id, id),
            eq(pushChallenges.factorId, factorId),
            eq(pushChallenges.status, 'PENDING'),
            gt(pushChallenges.expiresAt, now),
          ),
        )
        .returning({ id: pushChallenges.id });
      return rows.length > 0;
    },

    /** Marks a push's result as told to the sign-in, once: false when another request told it first. */
    async report(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(pushChallenges)
        .set({ reportedAt: now })
        .where(and(eq(pushChallenges.id, id), isNull(pushChallenges.reportedAt)))
        .returning({ id: pushChallenges.id });
      return rows.length > 0;
    },

    /** Withdraws a push still pending (a resend replaces it); it disappears from the device. */
    async cancel(id: string, now: Date): Promise<void> {
      await db
        .update(pushChallenges)
        .set({ status: 'CANCELLED', reportedAt: now })
        .where(and(eq(pushChallenges.id, id), eq(pushChallenges.status, 'PENDING')));
    },

    /**
     * Withdraws every push still pending for one sign-in (its transaction was cancelled): the device shows them
     * no more and an answer to them is refused. Returns how many were withdrawn.
     */
    async cancelAttempt(attemptId: string, now: Date): Promise<number> {
      const rows = await db
        .update(pushChallenges)
        .set({ status: 'CANCELLED', reportedAt: now })
        .where(and(eq(pushChallenges.attemptId, attemptId), eq(pushChallenges.status, 'PENDING')))
        .returning({ id: pushChallenges.id });
      return rows.length;
    },

    /** Deletes the pushes that expired before `before`; returns how many. */
    async prune(before: Date): Promise<number> {
      const rows = await db
        .delete(pushChallenges)
        .where(lt(pushChallenges.expiresAt, before))
        .returning({ id: pushChallenges.id });
      return rows.length;
    },
  };
}
