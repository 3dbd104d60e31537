import type { TransactionShape } from '@identity/contracts/schemas';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { createFactorFailuresRepository } from '../factors/factor-failures.repository.ts';
import type { FactorsService } from '../factors/factors.service.ts';
import { createRememberedDevicesRepository } from '../factors/remembered-devices.repository.ts';
import type { FactorAnswer } from '../factors/kinds/kind.ts';
import { newId, randomToken, sha256 } from '../lib/crypto.ts';
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
import { createAuthnRepository, type AuthnTransactionRow } from './authn.repository.ts';
import { successTransaction } from './authn.responses.ts';
import { AUTHN_EVENTS } from './authn-events.ts';

/** What an MFA transaction carries between requests (authn_transactions.data, migration 062). */
export interface MfaTransactionData {
  /** The user's effective policy, evaluated once at primary authentication. */
  policy: EffectiveMfaPolicy;
}

/** The request's origin, for audit events. */
export interface MfaRequestContext {
  ip?: string;
  userAgent?: string;
}

/** Wrong factor answers in a row that lock the account (issue 6; Okta's default MFA lockout). */
export const MFA_LOCKOUT_THRESHOLD = 10;
/** The refusals that count as a wrong answer: wrong, replayed and out-of-window passcodes. */
const WRONG_ANSWERS = new Set(['E0000068', 'E0000082', 'E0000083']);

const MFA_STATUSES = new Set(['MFA_ENROLL', 'MFA_ENROLL_ACTIVATE', 'MFA_REQUIRED']);

/**
 * The multi-factor step of the Authn API (design/authn-protocol.md §1.3): after a valid password, a user whose
 * policy requires MFA gets a stored transaction (state token hashed, sliding expiry, the policy decision in
 * `data`) in MFA_REQUIRED (has a factor to verify) or MFA_ENROLL (has none yet); enrol -> MFA_ENROLL_ACTIVATE ->
 * activate, or verify, ends in SUCCESS with a session token unless a REQUIRED factor type is still missing
 * (back to MFA_ENROLL). Any node resumes a transaction from the database. Errors: 401 E0000011 (unknown,
 * expired, finished state token), 403 E0000079 (call not allowed in this state), 403 E0000068 / E0000082 /
 * E0000083 (refused passcode), 403 E0000069 (the tenth wrong answer in a row locked the account), 400 E0000001
 * (unsupported factor).
 */
export function createAuthnMfaService(deps: {
  db: Db;
  config: Config;
  sessions: SessionsService;
  audit: AuditRepository;
  metrics: Metrics;
  factors: FactorsService;
}) {
  const { config, sessions, audit, metrics, factors } = deps;
  const users = createUsersRepository(deps.db);
  const transactions = createAuthnRepository(deps.db);
  const failures = createFactorFailuresRepository(deps.db);
  const devices = createRememberedDevicesRepository(deps.db);
  const slide = (now: Date) => new Date(now.getTime() + config.stateTokenTtlMs);
  const policyOf = (row: AuthnTransactionRow) => (row.data as unknown as MfaTransactionData).policy;

  /** The live transaction of a state token (sliding its expiry) and its user. */
  async function open(stateToken: string) {
    const now = new Date();
    const expiresAt = slide(now);
    const row = await transactions.touch(sha256(stateToken), now, expiresAt);
    const user = row?.userId ? await users.findById(row.userId) : null;
    if (!row || !user || !MFA_STATUSES.has(row.status)) throw new ApiError('invalidToken');
    return { row, user, frame: { issuer: config.issuer, stateToken, expiresAt, user } satisfies MfaFrame };
  }

  function expect(row: AuthnTransactionRow, status: string): void {
    if (row.status !== status) throw new ApiError('operationNotAllowed');
  }

  async function move(row: AuthnTransactionRow, status: string, factorId: string | null) {
    const moved = await transactions.advance(row.id, row.status, { status, factorId }, new Date());
    if (!moved) throw new ApiError('operationNotAllowed'); // another request moved it first
    return moved;
  }

  /** The answer of a transaction in its current state. */
  async function render(row: AuthnTransactionRow, frame: MfaFrame): Promise<TransactionShape> {
    const policy = policyOf(row);
    const owned = await factors.listForUser(frame.user.id);
    if (row.status === 'MFA_ENROLL_ACTIVATE' && row.factorId) {
      const enrolment = await factors.enrolment({ id: frame.user.id, login: frame.user.login }, row.factorId);
      if (enrolment) return mfaEnrollActivateTransaction(frame, enrolment.factor, enrolment.activation);
    }
    if (row.status === 'MFA_REQUIRED') {
      return mfaRequiredTransaction(frame, policy, verifiableFactors(policy, owned));
    }
    return mfaEnrollTransaction(frame, policy, owned);
  }

  /** SUCCESS: ends the transaction and issues a session token (amr pwd + the factor's), once. */
  async function succeed(row: AuthnTransactionRow, user: UserRow, amr: string[], ctx: MfaRequestContext) {
    const now = new Date();
    if (!(await transactions.complete(row.id, row.status, now))) throw new ApiError('invalidToken');
    const current = await users.findById(user.id);
    if (!current || current.status !== 'ACTIVE') throw new ApiError('authenticationFailed');
    const methods = amr.length > 0 ? ['pwd', ...amr, 'mfa'] : ['pwd'];
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

  /** After a factor was verified or activated: SUCCESS, or MFA_ENROLL while a REQUIRED type is missing. */
  async function afterFactor(row: AuthnTransactionRow, frame: MfaFrame, ctx: MfaRequestContext) {
    const owned = await factors.listForUser(frame.user.id);
    if (missingRequired(policyOf(row), owned).length > 0) {
      return render(await move(row, 'MFA_ENROLL', null), frame);
    }
    return succeed(row, frame.user, ['otp'], ctx);
  }

  /**
   * Runs a factor check. A wrong answer is audited and counted (atomically, on every node); the
   * MFA_LOCKOUT_THRESHOLD-th in a row locks the account (once), closes its sessions, ends the transaction and
   * answers 403 E0000069. An accepted answer forgets the count.
   */
  async function counted<T>(
    work: Promise<T>,
    user: UserRow,
    frame: MfaFrame,
    ctx: MfaRequestContext,
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
      await transactions.cancel(sha256(frame.stateToken), new Date());
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
    await failures.clear(user.id);
    return result;
  }

  return {
    /** true when `status` is a state this service answers (resume). */
    handles: (status: string) => MFA_STATUSES.has(status),

    /**
     * Starts the MFA step for a user who gave the right password and whose policy requires MFA: a stored
     * transaction in MFA_REQUIRED or MFA_ENROLL, answered with its new state token.
     */
    async begin(user: UserRow, policy: EffectiveMfaPolicy): Promise<TransactionShape> {
      const now = new Date();
      const stateToken = `00${randomToken(24)}`;
      const expiresAt = slide(now);
      const owned = await factors.listForUser(user.id);
      const status = verifiableFactors(policy, owned).length > 0 ? 'MFA_REQUIRED' : 'MFA_ENROLL';
      const data: MfaTransactionData = { policy };
      const row = {
        id: newId('txn'),
        stateTokenHash: sha256(stateToken),
        userId: user.id,
        status,
        expiresAt,
        data: data as unknown as Record<string, unknown>,
      };
      await transactions.insert(row);
      const frame = { issuer: config.issuer, stateToken, expiresAt, user };
      return render({ ...row, factorId: null, cancelledAt: null, createdAt: now, updatedAt: now }, frame);
    },

    /**
     * The current state of an MFA transaction already looked up (and its expiry slid to `expiresAt`) by
     * `POST /api/v1/authn` with a state token. @throws ApiError 401 E0000011 when its user is gone.
     */
    async resume(row: AuthnTransactionRow, stateToken: string, expiresAt: Date): Promise<TransactionShape> {
      const user = row.userId ? await users.findById(row.userId) : null;
      if (!user) throw new ApiError('invalidToken');
      return render(row, { issuer: config.issuer, stateToken, expiresAt, user });
    },

    /** `POST /api/v1/authn/factors` in MFA_ENROLL: enrols an allowed kind -> MFA_ENROLL_ACTIVATE. */
    async enroll(
      stateToken: string,
      request: { factorType: string; provider: string; profile?: Record<string, unknown> },
    ): Promise<TransactionShape> {
      const { row, user, frame } = await open(stateToken);
      expect(row, 'MFA_ENROLL');
      const rule = policyOf(row).factors.find((f) => f.factorType === request.factorType);
      if (!rule) throw new ApiError('operationNotAllowed');
      const enrolled = await factors.enroll({ id: user.id, login: user.login }, request, rule.maxEnrollments);
      await move(row, 'MFA_ENROLL_ACTIVATE', enrolled.factor.id);
      return mfaEnrollActivateTransaction(frame, enrolled.factor, enrolled.activation);
    },

    /** `POST /api/v1/authn/factors/{id}/lifecycle/activate` in MFA_ENROLL_ACTIVATE with the first passcode. */
    async activate(stateToken: string, factorId: string, answer: FactorAnswer, ctx: MfaRequestContext) {
      const { row, user, frame } = await open(stateToken);
      expect(row, 'MFA_ENROLL_ACTIVATE');
      if (row.factorId !== factorId) throw new ApiError('operationNotAllowed');
      const activated = await counted(
        factors.activate({ id: user.id, login: user.login }, factorId, answer),
        user,
        frame,
        ctx,
      );
      if (!activated) throw new ApiError('operationNotAllowed');
      return afterFactor(row, frame, ctx);
    },

    /**
     * `POST /api/v1/authn/factors/{id}/verify` in MFA_REQUIRED with a passcode. With `rememberDevice` (query),
     * when the policy allows it and the answer ends in SUCCESS, also a new device token (random, stored hashed,
     * living the policy's lifetime) for the caller to hand to the browser.
     */
    async verify(
      stateToken: string,
      factorId: string,
      answer: FactorAnswer,
      ctx: MfaRequestContext,
      rememberDevice = false,
    ): Promise<{ transaction: TransactionShape; device?: { token: string; expiresAt: Date } }> {
      const { row, user, frame } = await open(stateToken);
      expect(row, 'MFA_REQUIRED');
      const allowed = verifiableFactors(policyOf(row), await factors.listForUser(user.id));
      if (!allowed.some((f) => f.id === factorId)) throw new ApiError('operationNotAllowed');
      const result = await counted(
        factors.verify({ id: user.id, login: user.login }, factorId, answer),
        user,
        frame,
        ctx,
      );
      // Kinds that answer WAITING or CHALLENGE (push, WebAuthn) need MFA_CHALLENGE, which comes with them.
      if (result !== 'SUCCESS') throw new ApiError('operationNotAllowed');
      const transaction = await afterFactor(row, frame, ctx);
      const { rememberDevice: rule } = policyOf(row);
      if (!rememberDevice || !rule.allowed || transaction.status !== 'SUCCESS') return { transaction };
      const token = randomToken(32);
      const expiresAt = new Date(Date.now() + rule.lifetimeMinutes * 60_000);
      await devices.insert({ tokenHash: sha256(token), userId: user.id, expiresAt });
      return { transaction, device: { token, expiresAt } };
    },

    /**
     * true when `deviceToken` (the browser's remember-device cookie) remembers this user now and the policy
     * allows remembering: primary authentication then asks for no factor.
     */
    async isRemembered(userId: string, policy: EffectiveMfaPolicy, deviceToken?: string): Promise<boolean> {
      if (!deviceToken || !policy.rememberDevice.allowed) return false;
      return devices.isLive(sha256(deviceToken), userId, new Date());
    },

    /** `POST /api/v1/authn/previous` in MFA_ENROLL_ACTIVATE: back to MFA_ENROLL (the pending factor is dropped). */
    async previous(stateToken: string): Promise<TransactionShape> {
      const { row, user, frame } = await open(stateToken);
      expect(row, 'MFA_ENROLL_ACTIVATE');
      const pending = row.factorId ? await factors.get(user.id, row.factorId) : null;
      if (pending?.status === 'PENDING_ACTIVATION') await factors.remove(user.id, pending.id);
      return render(await move(row, 'MFA_ENROLL', null), frame);
    },

    /** `POST /api/v1/authn/skip` in MFA_ENROLL when no REQUIRED factor type is missing: SUCCESS. */
    async skip(stateToken: string, ctx: MfaRequestContext): Promise<TransactionShape> {
      const { row, user } = await open(stateToken);
      expect(row, 'MFA_ENROLL');
      if (missingRequired(policyOf(row), await factors.listForUser(user.id)).length > 0) {
        throw new ApiError('operationNotAllowed');
      }
      return succeed(row, user, [], ctx);
    },
  };
}

export type AuthnMfaService = ReturnType<typeof createAuthnMfaService>;
