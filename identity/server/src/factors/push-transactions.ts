import type { Db } from '../db/db.ts';
import {
  createPushChallengesRepository,
  type PushChallengeRow,
} from '../authenticator/push-challenges.repository.ts';
import { newId } from '../lib/crypto.ts';
import type { UserFactor } from './factors.service.ts';

/**
 * A push verification started through the Factors API (`POST /api/v1/users/{userId}/factors/{factorId}/verify`
 * on an ACTIVE push factor, no body): a helpdesk checking a caller, a tool confirming an action. It is a push
 * like a sign-in's, shown on the companion device, but bound to no Authn transaction: its attempt id is
 * `factors-api:{transactionId}`, so a sign-in's poll never sees it and it never sees a sign-in's.
 */
const ATTEMPT_PREFIX = 'factors-api:';

/** The `factorResult` of a Factors API push transaction (design/authn-protocol.md §1.5). */
export type PushTransactionResult = 'WAITING' | 'SUCCESS' | 'REJECTED' | 'TIMEOUT' | 'CANCELLED';

/** What the poll answers: the result, and while WAITING when the push expires (ISO 8601). */
export interface PushTransactionState {
  factorResult: PushTransactionResult;
  expiresAt?: string;
}

/** The result of a stored push at `now`: CANCELLED once withdrawn, TIMEOUT once expired unanswered. */
export function pushResult(row: PushChallengeRow, now: Date): PushTransactionResult {
  if (row.status === 'APPROVED') return 'SUCCESS';
  if (row.status === 'REJECTED') return 'REJECTED';
  if (row.status === 'CANCELLED') return 'CANCELLED';
  return row.expiresAt.getTime() <= now.getTime() ? 'TIMEOUT' : 'WAITING';
}

/**
 * Push transactions of the Factors API: `start` sends a push to the factor's device (it expires after
 * `pushChallengeMs`, PUSH_CHALLENGE_SECONDS), `state` reads one (null when `transactionId` is not a Factors API push
 * of `factor`), `cancel` withdraws it while it waits (the device shows it no more; its result becomes CANCELLED)
 * and answers its state after, or null when unknown.
 */
export function createPushTransactions(db: Db, settings: { pushChallengeMs: number }) {
  const repo = createPushChallengesRepository(db);
  const find = async (factor: UserFactor, transactionId: string) => {
    const row = await repo.byId(transactionId, factor.id);
    return row && row.attemptId === `${ATTEMPT_PREFIX}${row.id}` ? row : null;
  };
  const stateOf = (row: PushChallengeRow, now: Date): PushTransactionState => {
    const factorResult = pushResult(row, now);
    return factorResult === 'WAITING'
      ? { factorResult, expiresAt: row.expiresAt.toISOString() }
      : { factorResult };
  };
  return {
    async start(
      factor: UserFactor,
      details: { login: string; ip?: string; userAgent?: string },
      now = new Date(),
    ): Promise<{ transactionId: string; state: PushTransactionState }> {
      const id = newId('mst');
      const row = await repo.insert({
        id,
        factorId: factor.id,
        attemptId: `${ATTEMPT_PREFIX}${id}`,
        details,
        createdAt: now,
        expiresAt: new Date(now.getTime() + settings.pushChallengeMs),
      });
      return { transactionId: id, state: stateOf(row, now) };
    },

    async state(
      factor: UserFactor,
      transactionId: string,
      now = new Date(),
    ): Promise<PushTransactionState | null> {
      const row = await find(factor, transactionId);
      return row ? stateOf(row, now) : null;
    },

    async cancel(
      factor: UserFactor,
      transactionId: string,
      now = new Date(),
    ): Promise<PushTransactionState | null> {
      const row = await find(factor, transactionId);
      if (!row) return null;
      if (pushResult(row, now) === 'WAITING') await repo.cancel(row.id, now);
      return stateOf((await repo.byId(row.id, factor.id))!, now);
    },
  };
}
