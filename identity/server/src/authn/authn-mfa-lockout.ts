import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { createFactorFailuresRepository } from '../factors/factor-failures.repository.ts';
import { sha256 } from '../lib/crypto.ts';
import type { Metrics } from '../metrics/metrics.service.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { createAuthnRepository } from './authn.repository.ts';
import { AUTHN_EVENTS } from './authn-events.ts';

/** Wrong factor answers in a row that lock the account (issue 6; Okta's default MFA lockout). */
export const MFA_LOCKOUT_THRESHOLD = 10;
/** The refusals that count as a wrong answer: wrong, replayed and out-of-window passcodes. */
const WRONG_ANSWERS = new Set(['E0000068', 'E0000082', 'E0000083']);

/**
 * The MFA lockout (issue 6 journey 8): wrong factor answers are counted in `factor_failures`, apart from password
 * failures, atomically on every node.
 */
export function createMfaLockout(deps: {
  db: Db;
  audit: AuditRepository;
  metrics: Metrics;
  sessions: SessionsService;
}) {
  const { audit, metrics, sessions } = deps;
  const failures = createFactorFailuresRepository(deps.db);
  const users = createUsersRepository(deps.db);
  const transactions = createAuthnRepository(deps.db);
  return {
    /**
     * Runs a factor check. A wrong answer (E0000068 / E0000082 / E0000083) is audited and counted; the
     * MFA_LOCKOUT_THRESHOLD-th in a row locks the account (once), closes its sessions, ends the transaction of
     * `stateToken` and answers 403 E0000069. A result `accepted` says is a real answer (default: any) forgets the
     * count; a push still WAITING proves nothing and forgets nothing.
     */
    async counted<T>(
      work: Promise<T>,
      user: { id: string },
      stateToken: string,
      ctx: { ip?: string },
      accepted: (result: T) => boolean = () => true,
    ): Promise<T> {
      let result: T;
      try {
        result = await work;
      } catch (err) {
        if (!(err instanceof ApiError) || !WRONG_ANSWERS.has(err.errorCode)) throw err;
        const details = { errorCode: err.errorCode };
        await audit.record({ type: AUTHN_EVENTS.mfaFailure, userId: user.id, ip: ctx.ip, details });
        if ((await failures.record(user.id)) < MFA_LOCKOUT_THRESHOLD) throw err;
        await failures.clear(user.id);
        await transactions.cancel(sha256(stateToken), new Date());
        if (await users.lock(user.id)) {
          await audit.record({
            type: AUTHN_EVENTS.lockout,
            userId: user.id,
            ip: ctx.ip,
            details: { reason: 'MFA' },
          });
          metrics.lockout();
          await sessions.closeAllForUser(user.id);
        }
        metrics.signIn('locked_out');
        throw new ApiError('userLocked');
      }
      if (accepted(result)) await failures.clear(user.id);
      return result;
    },
  };
}
