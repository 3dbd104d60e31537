import type { Transaction } from '@identity/contracts';
import type { AuthnTransactionRow } from '../authn/authn.repository.ts';
import { successTransaction } from '../authn/authn.responses.ts';
import type { Delivery } from '../delivery/delivery.ts';
import { ApiError } from '../errors.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import { hashPassword, MAX_PASSWORD_LENGTH, verifyPassword } from '../users/password.ts';
import { createPasswordKeeper } from '../users/password-keeper.ts';
import type { UserRow } from '../users/users.repository.ts';
import {
  MAX_RECOVERY_FAILURES,
  RECOVERY_EVENTS,
  type RecoveryCore,
  type RecoveryCoreDeps,
  type RecoveryRequestContext,
} from './recovery-core.ts';
import { createRecoveryPasswordRepository } from './recovery-password.repository.ts';
import {
  isRecoveryCode,
  newRecoveryCode,
  recoveryPhoneOf,
  RECOVERY_RESEND_LOCK_MS,
  sendRecoveryCode,
} from './recovery-phone.ts';
import type { RecoveryPolicyService } from './recovery-policy.service.ts';
import { createRecoveryTokensRepository } from './recovery-tokens.repository.ts';

/** The steps after a recovery request: the code, the question, the new password, the unlock. */
export function createRecoverySteps(
  deps: RecoveryCoreDeps & {
    core: RecoveryCore;
    delivery: Delivery;
    recoveryPolicy: RecoveryPolicyService;
    sessions: SessionsService;
  },
) {
  const { core, audit } = deps;
  const passwords = createRecoveryPasswordRepository(deps.db);
  const tokens = createRecoveryTokensRepository(deps.db);
  const keeper = createPasswordKeeper(deps);

  /** One wrong code or answer: counted; the transaction ends at MAX_RECOVERY_FAILURES. Then throws `error`. */
  async function fail(
    row: AuthnTransactionRow,
    error: ApiError,
    ctx: RecoveryRequestContext,
  ): Promise<never> {
    const data = core.dataOf(row);
    const failures = data.failures + 1;
    await audit.record({
      type: RECOVERY_EVENTS.failure,
      userId: row.userId ?? undefined,
      ip: ctx.ip,
      details: { step: row.status, failures },
    });
    const now = new Date();
    if (failures >= MAX_RECOVERY_FAILURES) await core.transactions.cancelById(row.id, now);
    else
      await core.transactions.advance(
        row.id,
        row.status,
        { status: row.status, data: { ...data, failures } },
        now,
      );
    throw error;
  }

  /** The unlock of a proven user: ACTIVE again, failures forgotten, unlock links spent; SUCCESS (UNLOCK). */
  async function unlock(row: AuthnTransactionRow, user: UserRow, ctx: RecoveryRequestContext) {
    const now = new Date();
    if (!(await core.transactions.complete(row.id, row.status, now))) throw new ApiError('invalidToken');
    const result = await core.users.unlock(user.id);
    await tokens.spendAll(user.id, now, 'UNLOCK');
    await audit.record({
      type: RECOVERY_EVENTS.unlock,
      userId: user.id,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      details: {
        via: 'self-service',
        factorType: core.dataOf(row).factorType,
        previousStatus: result?.previousStatus,
      },
    });
    return core.unlocked((await core.users.findById(user.id)) ?? user, core.dataOf(row).relayState);
  }

  async function proven(
    row: AuthnTransactionRow,
    stateToken: string,
    user: UserRow,
    ctx: RecoveryRequestContext,
    answered = false,
  ): Promise<Transaction> {
    const policy = await deps.recoveryPolicy.get();
    return core.next(row, stateToken, user, policy, { answered, unlock: () => unlock(row, user, ctx) });
  }

  return {
    proven,
    calls: {
      /**
       * `POST /api/v1/authn/recovery/factors/{SMS|CALL}/verify`: the code sent by SMS or voice call.
       * @throws ApiError 400 E0000001 no passCode; 403 E0000068 wrong or expired code (the fifth ends the
       *   transaction); 401 E0000011 bad state token; 403 E0000079 another state or channel.
       */
      async verifyRecoveryCode(
        channel: 'SMS' | 'CALL',
        stateToken: string,
        passCode: string | undefined,
        ctx: RecoveryRequestContext,
      ): Promise<Transaction> {
        const row = await core.open(stateToken, 'RECOVERY_CHALLENGE');
        if (core.dataOf(row).factorType !== channel) throw new ApiError('operationNotAllowed');
        if (!passCode?.trim()) {
          throw new ApiError('validation', {
            params: { '0': 'passCode' },
            causes: [
              {
                errorSummary: 'passCode: The field cannot be left blank',
                property: 'passCode',
                reason: 'The field cannot be left blank',
              },
            ],
          });
        }
        if (!row.userId || !isRecoveryCode(row.id, core.dataOf(row), passCode, new Date())) {
          return fail(row, new ApiError('invalidPasscode'), ctx);
        }
        return proven(row, stateToken, await core.userOf(row), ctx);
      },

      /**
       * `POST /api/v1/authn/recovery/factors/{SMS|CALL}/resend`: a new code (the previous one dies), at most
       * one per 30 s. @throws ApiError 429 E0000109 (SMS) / E0000133 (call) within 30 s; 401 E0000011; 403 E0000079.
       */
      async resendRecoveryCode(channel: 'SMS' | 'CALL', stateToken: string): Promise<Transaction> {
        const row = await core.open(stateToken, 'RECOVERY_CHALLENGE');
        const data = core.dataOf(row);
        if (data.factorType !== channel) throw new ApiError('operationNotAllowed');
        const now = new Date();
        const last = data.sentAt ? new Date(data.sentAt).getTime() : 0;
        if (now.getTime() - last < RECOVERY_RESEND_LOCK_MS) {
          throw new ApiError(channel === 'SMS' ? 'smsRecentlySent' : 'callRecentlyMade');
        }
        const user = row.userId ? await core.users.findById(row.userId) : null;
        const phone = user ? await recoveryPhoneOf(deps.db, user, channel) : null;
        const { code, fields } = newRecoveryCode(row.id, now);
        const moved = await core.transactions.advance(
          row.id,
          row.status,
          { status: row.status, data: phone ? { ...data, ...fields } : { ...data, sentAt: fields.sentAt } },
          now,
        );
        if (!moved) throw new ApiError('invalidToken');
        if (phone) await sendRecoveryCode(deps.delivery, channel, phone, code);
        return await core.resume(moved, stateToken);
      },

      /**
       * `POST /api/v1/authn/recovery/answer`: the recovery question's answer (trimmed, case-insensitive).
       * @throws ApiError 403 E0000087 wrong answer (the fifth ends the transaction); 401 E0000011; 403 E0000079.
       */
      async answerRecoveryQuestion(stateToken: string, answer: string, ctx: RecoveryRequestContext) {
        const row = await core.open(stateToken, 'RECOVERY');
        const user = await core.userOf(row);
        const given = answer.trim().toLowerCase();
        const right =
          user.recoveryAnswerHash !== null &&
          given.length > 0 &&
          given.length <= MAX_PASSWORD_LENGTH &&
          (await verifyPassword(user.recoveryAnswerHash, given));
        if (!right) return fail(row, new ApiError('recoveryAnswerMismatch'), ctx);
        return proven(row, stateToken, user, ctx, true);
      },

      /**
       * `POST /api/v1/authn/credentials/reset_password`: the new password under the user's policy (complexity,
       * history; not the minimum age, as the reference), which also unlocks; SUCCESS with a session token.
       * `revokeSessions` closes the user's sessions. @throws ApiError 403 E0000014 with causes; 401 E0000011;
       * 403 E0000079.
       */
      async resetPassword(
        request: { stateToken: string; newPassword: string; revokeSessions?: boolean },
        ctx: RecoveryRequestContext,
      ): Promise<Transaction> {
        const row = await core.open(request.stateToken, 'PASSWORD_RESET');
        const user = await core.userOf(row);
        const rules = await keeper.rulesOf(user.id);
        const causes =
          request.newPassword.length > MAX_PASSWORD_LENGTH
            ? [`Password must be at most ${MAX_PASSWORD_LENGTH} characters.`]
            : await keeper.problems(rules, request.newPassword, user);
        if (causes.length > 0) {
          throw new ApiError('credentialsUpdateFailed', {
            causes: causes.map((text) => ({ errorSummary: text, property: 'newPassword', reason: text })),
          });
        }
        const now = new Date();
        if (!(await core.transactions.complete(row.id, row.status, now))) throw new ApiError('invalidToken');
        const updated = await passwords.reset(user.id, await hashPassword(request.newPassword), now);
        if (!updated) throw new ApiError('invalidToken');
        await tokens.spendAll(user.id, now);
        if (request.revokeSessions) await deps.sessions.closeAllForUser(user.id);
        await audit.record({
          type: RECOVERY_EVENTS.reset,
          userId: user.id,
          ip: ctx.ip,
          userAgent: ctx.userAgent,
          details: {
            via: 'self-service',
            factorType: core.dataOf(row).factorType,
            previousStatus: user.status,
          },
        });
        const { token, expiresAt } = await deps.sessions.issueSessionToken(user.id, ['pwd'], now);
        return successTransaction(updated, token, expiresAt);
      },
    },
  };
}
