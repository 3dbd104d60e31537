import type { Transaction } from '@identity/contracts';
import type { Delivery } from '../delivery/delivery.ts';
import { ApiError } from '../errors.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import { sha256 } from '../lib/crypto.ts';
import {
  createRecoveryCore,
  mayRecover,
  RECOVERY_EVENTS,
  type RecoveryCoreDeps,
  type RecoveryData,
  type RecoveryRequestContext,
} from './recovery-core.ts';
import { issueRecoveryLink, mailRecoveryLink } from './recovery-links.ts';
import { newRecoveryCode, recoveryPhoneOf, sendRecoveryCode } from './recovery-phone.ts';
import type { RecoveryChannel, RecoveryPolicyService } from './recovery-policy.service.ts';
import { createRecoverySteps } from './recovery-steps.service.ts';
import { createRecoveryTokensRepository } from './recovery-tokens.repository.ts';
import { emailChallenge, phoneChallenge } from './recovery.responses.ts';
import type { RecoveryType } from './tables.ts';

export interface RecoveryServiceDeps extends RecoveryCoreDeps {
  delivery: Delivery;
  recoveryPolicy: RecoveryPolicyService;
  sessions: SessionsService;
  log?: (err: unknown, message: string) => void;
}

/** Body of `/api/v1/authn/recovery/password` and `/recovery/unlock`. */
export interface RecoveryStart {
  username: string;
  factorType?: RecoveryChannel;
  relayState?: string;
}

/**
 * Self-service password recovery and account unlock (design/authn-protocol.md §1.6; spec §4 "Recovery and
 * unlock"): the request by email (an emailed one-time link), SMS or voice call (a six-digit code), the recovery
 * token of an emailed link, and, in recovery-steps.service.ts, the code, the question, the new password and the
 * unlock. Unknown users get the same answers as known ones (no account enumeration): an email challenge that
 * sends nothing, a phone challenge whose code can never match. Messages leave without the answer waiting for
 * them (a slow mail server would otherwise tell known users from unknown ones); `settle()` awaits them.
 */
export function createRecoveryService(deps: RecoveryServiceDeps) {
  const core = createRecoveryCore(deps);
  const tokens = createRecoveryTokensRepository(deps.db);
  const steps = createRecoverySteps({ ...deps, core });
  const pending = new Set<Promise<void>>();

  /** Sends in the background; failures are logged, never shown to the requester. */
  function dispatch(send: () => Promise<void>): void {
    const p = send()
      .catch((err: unknown) => deps.log?.(err, 'recovery message not sent'))
      .finally(() => pending.delete(p));
    pending.add(p);
  }

  /**
   * The policy's refusal of a channel or of self-service unlock, the same for every username.
   * @throws ApiError 403 E0000032 (unlock) / E0000034 (password) when the policy does not allow the request.
   */
  function refuse(recoveryType: RecoveryType): never {
    throw new ApiError(recoveryType === 'UNLOCK' ? 'unlockNotAllowed' : 'forgotPasswordNotAllowed');
  }

  async function start(
    recoveryType: RecoveryType,
    body: RecoveryStart,
    ctx: RecoveryRequestContext,
  ): Promise<Transaction> {
    const policy = await deps.recoveryPolicy.get();
    const channel = body.factorType ?? 'EMAIL';
    if (recoveryType === 'UNLOCK' && !policy.selfServiceUnlock) refuse(recoveryType);
    if (!policy.channels[channel]) refuse(recoveryType);
    const found = body.username.length <= 256 ? await core.users.findByLogin(body.username) : null;
    const user = found && mayRecover(found, recoveryType) ? found : null;
    await deps.audit.record({
      type: RECOVERY_EVENTS.request,
      userId: user?.id,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      details: { recoveryType, factorType: channel, ...(user ? {} : { delivered: false }) },
    });
    if (channel === 'EMAIL') {
      if (user) {
        const ttlMs = policy.tokenLifetimeMs;
        const input = { userId: user.id, recoveryType, issuedBy: 'EMAIL' as const, ttlMs };
        const link = await issueRecoveryLink(deps, { ...input, relayState: body.relayState });
        dispatch(() => mailRecoveryLink(mailer, user.email, user.login, recoveryType, link, ttlMs));
      }
      return emailChallenge(recoveryType, body.relayState);
    }
    const phone = user ? await recoveryPhoneOf(deps.db, user, channel) : null;
    const data: RecoveryData = {
      recoveryType,
      factorType: channel,
      failures: 0,
      ...(body.relayState ? { relayState: body.relayState } : {}),
    };
    const { row, stateToken } = await core.begin('RECOVERY_CHALLENGE', phone ? user!.id : null, data);
    if (phone) {
      const { code, fields } = newRecoveryCode(row.id, new Date());
      await core.transactions.advance(
        row.id,
        row.status,
        { status: row.status, data: { ...data, ...fields } },
        new Date(),
      );
      dispatch(() => sendRecoveryCode(deps.delivery, channel, phone, code));
    }
    return phoneChallenge(core.frameOf(row, stateToken), channel);
  }

  const mailer = {
    send: (m: { to: string; subject?: string; text: string }) => deps.delivery.send('email', m),
  };

  return {
    /** `POST /api/v1/authn/recovery/password`: forgot password by EMAIL (default), SMS or CALL. */
    forgotPassword: (body: RecoveryStart, ctx: RecoveryRequestContext) => start('PASSWORD', body, ctx),

    /** `POST /api/v1/authn/recovery/unlock`: unlock a LOCKED_OUT account by EMAIL (default), SMS or CALL. */
    unlockAccount: (body: RecoveryStart, ctx: RecoveryRequestContext) => start('UNLOCK', body, ctx),

    /**
     * `POST /api/v1/authn/recovery/token`: spends the recovery token of an emailed link (or an operator's
     * reset_password link) and answers the next step (RECOVERY, PASSWORD_RESET, or SUCCESS of an unlock).
     * @throws ApiError 401 E0000011 unknown token; 403 E0000105 used or expired password link; 403 E0000110 used
     *   or expired unlock link; 401 E0000011 when the user may no longer recover (suspended, deactivated).
     */
    async verifyRecoveryToken(recoveryToken: string, ctx: RecoveryRequestContext): Promise<Transaction> {
      if (recoveryToken.length > 256) throw new ApiError('invalidToken');
      const result = await tokens.consume(sha256(recoveryToken), new Date());
      if (!result.row) throw new ApiError('invalidToken');
      const { recoveryType, userId, relayState } = result.row;
      if (!result.spent) throw new ApiError(recoveryType === 'PASSWORD' ? 'recoveryLinkUsed' : 'linkUsed');
      const user = await core.users.findById(userId);
      if (!user || !mayRecover(user, recoveryType)) throw new ApiError('invalidToken');
      const data: RecoveryData = {
        recoveryType,
        factorType: 'EMAIL',
        failures: 0,
        ...(relayState ? { relayState } : {}),
      };
      const { row, stateToken } = await core.begin('RECOVERY_CHALLENGE', user.id, data);
      return steps.proven(row, stateToken, user, ctx);
    },

    /** Code verification, resend, answer, reset: recovery-steps.service.ts. */
    ...steps.calls,

    /** `POST /api/v1/authn {stateToken}` on a recovery transaction. */
    resume: core.resume,

    /** Waits for the messages still being sent (tests, shutdown). */
    async settle(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}

export type RecoveryService = ReturnType<typeof createRecoveryService>;
