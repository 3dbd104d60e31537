import type { TransactionShape } from '@identity/contracts/schemas';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import type { FactorsService } from '../factors/factors.service.ts';
import type { FactorAnswer } from '../factors/kinds/kind.ts';
import { sha256 } from '../lib/crypto.ts';
import type { Metrics } from '../metrics/metrics.service.ts';
import type { EffectiveMfaPolicy } from '../policies/mfa-policy.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import { createUsersRepository, type UserRow } from '../users/users.repository.ts';
import {
  mfaEnrollActivateTransaction,
  mfaEnrollTransaction,
  mfaRequiredTransaction,
  missingRequired,
  verifiableFactors,
  type MfaFrame,
} from './authn-mfa.responses.ts';
import { mfaChallengeTransaction } from './authn-challenge.responses.ts';
import { createAuthnRepository, type AuthnTransactionRow } from './authn.repository.ts';
import { successTransaction } from './authn.responses.ts';
import { AUTHN_EVENTS } from './authn-events.ts';
import { createMfaLockout } from './authn-mfa-lockout.ts';
import { amrOf } from './authn-mfa-amr.ts';
import { asStepUp, stepUpOf } from './authn-step-up.responses.ts';
import type { StepUpService } from './authn-step-up.service.ts';

/** What an MFA transaction carries between requests (authn_transactions.data, migration 062). */
export interface MfaTransactionData {
  /** The user's effective policy, evaluated once at primary authentication. */
  policy: EffectiveMfaPolicy;
  /** MFA_CHALLENGE: the last factor result answered (WAITING, REJECTED, TIMEOUT, CHALLENGE). */
  factorResult?: string;
  /** Started without a password (passwordless sign-in): the factor alone signs the user in. */
  passwordless?: boolean;
}

/** The request's origin, for audit events. */
export interface MfaRequestContext {
  ip?: string;
  userAgent?: string;
}

export const MFA_STATUSES = new Set(['MFA_ENROLL', 'MFA_ENROLL_ACTIVATE', 'MFA_REQUIRED', 'MFA_CHALLENGE']);

/** true when the person sent no answer at all (a verify call that asks for a challenge or polls). */
export const isEmpty = (answer: FactorAnswer) =>
  Object.values(answer).every((v) => v === undefined || v === '');

/** What the MFA services need. */
export interface MfaDeps {
  db: Db;
  config: Config;
  sessions: SessionsService;
  audit: AuditRepository;
  metrics: Metrics;
  factors: FactorsService;
  /**
   * Where a session would be issued after the factor: another step's transaction to answer instead (the
   * password step's PASSWORD_EXPIRED / PASSWORD_WARN: authn-password.service.ts), or null. `data` is the MFA
   * transaction's data (what `begin` was asked to carry).
   */
  beforeSession?: (
    user: UserRow,
    amr: string[],
    data: Record<string, unknown>,
  ) => Promise<TransactionShape | null>;
  /** Ends a step-up transaction instead of issuing a session token (authn-step-up.service.ts); absent: none. */
  stepUp?: Pick<StepUpService, 'finish'>;
}

/**
 * The machinery the MFA calls of the Authn API share (authn-mfa.service.ts, authn-push.service.ts): opening a
 * transaction by its state token (sliding expiry, 401 E0000011 when unknown, expired or finished), moving it from
 * one state to the next atomically (403 E0000079 when another request moved it first), rendering its current
 * state, ending it in SUCCESS with a session token, and counting wrong answers (authn-mfa-lockout.ts).
 */
export function createMfaCore(deps: MfaDeps) {
  const { config, sessions, audit, metrics, factors } = deps;
  const users = createUsersRepository(deps.db);
  const transactions = createAuthnRepository(deps.db);
  const lockout = createMfaLockout(deps);
  const slide = (now: Date) => new Date(now.getTime() + config.stateTokenTtlMs);
  const policyOf = (row: AuthnTransactionRow) => (row.data as unknown as MfaTransactionData).policy;

  /** The live transaction of a state token (sliding its expiry) and its user. */
  async function open(stateToken: string) {
    const now = new Date();
    const expiresAt = slide(now);
    const row = await transactions.touch(sha256(stateToken), now, expiresAt);
    const user = row?.userId ? await users.findById(row.userId) : null;
    if (!row || !user || !MFA_STATUSES.has(row.status)) throw new ApiError('invalidToken');
    const stepUp = stepUpOf(row);
    const frame: MfaFrame = {
      issuer: config.issuer,
      stateToken,
      expiresAt,
      user,
      ...(stepUp ? { stepUp } : {}),
    };
    return { row, user, frame };
  }

  function expect(row: AuthnTransactionRow, status: string): void {
    if (row.status !== status) throw new ApiError('operationNotAllowed');
  }

  async function move(row: AuthnTransactionRow, status: string, factorId: string | null) {
    const moved = await transactions.advance(row.id, row.status, { status, factorId }, new Date());
    if (!moved) throw new ApiError('operationNotAllowed'); // another request moved it first
    return moved;
  }

  /**
   * The answer of a transaction in its current state (`freshQr` false: no new QR link, for polls); a step-up's
   * as FACTOR_* (authn-step-up.responses.ts `asStepUp`).
   */
  async function render(
    row: AuthnTransactionRow,
    frame: MfaFrame,
    freshQr = true,
  ): Promise<TransactionShape> {
    return asStepUp(await renderState(row, frame, freshQr), frame.stepUp);
  }

  async function renderState(
    row: AuthnTransactionRow,
    frame: MfaFrame,
    freshQr: boolean,
  ): Promise<TransactionShape> {
    const policy = policyOf(row);
    const owned = await factors.listForUser(frame.user.id);
    if (row.status === 'MFA_ENROLL_ACTIVATE' && row.factorId) {
      const owner = { id: frame.user.id, login: frame.user.login };
      const enrolment = await factors.enrolment(owner, row.factorId, freshQr);
      if (enrolment) return mfaEnrollActivateTransaction(frame, enrolment.factor, enrolment.activation);
    }
    if (row.status === 'MFA_REQUIRED') {
      const offered = verifiableFactors(policy, owned);
      const chosen = await factors.autoPushChosen(
        offered.filter((f) => f.factorType === 'push').map((f) => f.id),
      );
      return mfaRequiredTransaction(frame, policy, offered, chosen);
    }
    const challenged = owned.find((f) => f.id === row.factorId);
    if (row.status === 'MFA_CHALLENGE' && challenged) {
      const result = (row.data as unknown as MfaTransactionData).factorResult ?? 'WAITING';
      const challenge = await factors.challengeView(
        { id: frame.user.id, login: frame.user.login },
        challenged.id,
      );
      return mfaChallengeTransaction(frame, policy, challenged, result as 'WAITING', challenge);
    }
    return mfaEnrollTransaction(frame, policy, owned);
  }

  /** SUCCESS: ends the transaction and issues a session token (amr pwd + the factor's), once. */
  async function succeed(row: AuthnTransactionRow, user: UserRow, amr: string[], ctx: MfaRequestContext) {
    const now = new Date();
    if (!(await transactions.complete(row.id, row.status, now))) throw new ApiError('invalidToken');
    const current = await users.findById(user.id);
    if (!current || !['ACTIVE', 'PASSWORD_EXPIRED'].includes(current.status)) {
      throw new ApiError('authenticationFailed');
    }
    // Passwordless: the factor is the only method, and no password step follows (none was given).
    const passwordless = (row.data as unknown as MfaTransactionData).passwordless === true;
    const methods = passwordless ? amr : amr.length > 0 ? ['pwd', ...amr, 'mfa'] : ['pwd'];
    const held = passwordless ? null : await deps.beforeSession?.(current, methods, row.data);
    if (held) return held;
    const { token, expiresAt } = await sessions.issueSessionToken(user.id, methods, now);
    await audit.record({
      type: AUTHN_EVENTS.mfaSuccess,
      userId: user.id,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    metrics.signIn('success');
    return successTransaction(current, token, expiresAt);
  }

  /**
   * After a factor was verified or activated: SUCCESS, or MFA_ENROLL while a REQUIRED type is missing; a
   * step-up ends in its own SUCCESS (no session token: authn-step-up.service.ts `finish`).
   */
  async function afterFactor(row: AuthnTransactionRow, frame: MfaFrame, ctx: MfaRequestContext, type = '') {
    const owned = await factors.listForUser(frame.user.id);
    if (missingRequired(policyOf(row), owned).length > 0) {
      return render(await move(row, 'MFA_ENROLL', null), frame);
    }
    if (frame.stepUp && deps.stepUp) return deps.stepUp.finish(row, frame, [amrOf(type)], ctx);
    if (frame.stepUp) throw new ApiError('operationNotAllowed');
    return succeed(row, frame.user, [amrOf(type)], ctx);
  }

  const counted = <T>(
    work: Promise<T>,
    user: UserRow,
    frame: MfaFrame,
    ctx: MfaRequestContext,
    accepted?: (result: T) => boolean,
  ) => lockout.counted(work, user, frame.stateToken, ctx, accepted);

  return {
    config,
    factors,
    users,
    transactions,
    slide,
    policyOf,
    open,
    expect,
    move,
    render,
    succeed,
    afterFactor,
    counted,
  };
}

export type MfaCore = ReturnType<typeof createMfaCore>;
