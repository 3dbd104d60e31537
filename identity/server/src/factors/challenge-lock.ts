import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { createFactorChallengesRepository } from './factor-challenges.repository.ts';
import type { FactorKind } from './kinds/kind.ts';

/**
 * The resend lock of the kinds that send a code by message (`FactorKind.resendLock`, 30 s, spec §9), shared by
 * every node through `factor_challenges`: `send` runs unless a message went to the factor within the lock. A
 * resend within it is refused (429 with the kind's error); a first challenge within it keeps the code already
 * sent, unless that code was spent (at activation). A send that fails releases the lock.
 */
export function createChallengeLock(db: Db) {
  const challenges = createFactorChallengesRepository(db);
  return async function underLock(
    kind: FactorKind,
    factorId: string,
    resend: boolean,
    send: () => Promise<unknown>,
  ): Promise<void> {
    const lock = kind.resendLock;
    if (lock) {
      const now = new Date();
      if (!(await challenges.claim(factorId, now, new Date(now.getTime() - lock.ms), !resend))) {
        if (resend) throw new ApiError(lock.error);
        return;
      }
    }
    try {
      await send();
    } catch (err) {
      if (lock) await challenges.release(factorId);
      throw err;
    }
  };
}
