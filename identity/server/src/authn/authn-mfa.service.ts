import type { TransactionShape } from '@identity/contracts/schemas';
import { ApiError } from '../errors.ts';
import { createPushChallengesRepository } from '../authenticator/push-challenges.repository.ts';
import { createRememberedDevicesRepository } from '../factors/remembered-devices.repository.ts';
import type { FactorAnswer } from '../factors/kinds/kind.ts';
import { newId, randomToken, sha256 } from '../lib/crypto.ts';
import type { EffectiveMfaPolicy } from '../policies/mfa-policy.ts';
import type { UserRow } from '../users/users.repository.ts';
import { missingRequired, verifiableFactors, mfaEnrollActivateTransaction } from './authn-mfa.responses.ts';
import { CHALLENGE_RESULTS } from './authn-challenge.responses.ts';
import { createAuthnResend } from './authn-resend.service.ts';
import { asStepUp, stepUpOf } from './authn-step-up.responses.ts';
import type { AuthnTransactionRow } from './authn.repository.ts';
import {
  createMfaCore,
  isEmpty,
  MFA_STATUSES,
  type MfaDeps,
  type MfaRequestContext,
  type MfaTransactionData,
} from './authn-mfa-core.ts';

export type { MfaRequestContext, MfaTransactionData } from './authn-mfa-core.ts';

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
export function createAuthnMfaService(deps: MfaDeps) {
  const core = createMfaCore(deps);
  const { config, factors, users, transactions, slide, policyOf, open, expect, move, render } = core;
  const { succeed, afterFactor } = core;
  const { counted } = core;
  const devices = createRememberedDevicesRepository(deps.db);
  const pushes = createPushChallengesRepository(deps.db);

  return {
    /** true when `status` is a state this service answers (resume). */
    handles: (status: string) => MFA_STATUSES.has(status),

    /**
     * Starts the MFA step for a user who gave the right password and whose policy requires MFA: a stored
     * transaction in MFA_REQUIRED or MFA_ENROLL, answered with its new state token. `carry` is kept in its data
     * for `beforeSession`.
     */
    async begin(
      user: UserRow,
      policy: EffectiveMfaPolicy,
      carry: Record<string, unknown> = {},
    ): Promise<TransactionShape> {
      const now = new Date();
      const stateToken = `00${randomToken(24)}`;
      const expiresAt = slide(now);
      const owned = await factors.listForUser(user.id);
      const status = verifiableFactors(policy, owned).length > 0 ? 'MFA_REQUIRED' : 'MFA_ENROLL';
      const data: MfaTransactionData = { ...carry, policy };
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
      const stepUp = stepUpOf(row);
      return render(row, {
        issuer: config.issuer,
        stateToken,
        expiresAt,
        user,
        ...(stepUp ? { stepUp } : {}),
      });
    },

    /**
     * `POST /api/v1/authn/factors` in MFA_ENROLL: enrols an allowed kind -> MFA_ENROLL_ACTIVATE (an SMS, voice or
     * email factor sends its activation code); a kind complete at enrolment (security question, password) goes
     * on at once to SUCCESS or the next enrolment. `updatePhone`: the new phone factor replaces the active one.
     */
    async enroll(
      stateToken: string,
      request: { factorType: string; provider: string; profile?: Record<string, unknown> },
      options: { updatePhone?: boolean } = {},
      ctx: MfaRequestContext = {},
    ): Promise<TransactionShape> {
      const { row, user, frame } = await open(stateToken);
      expect(row, 'MFA_ENROLL');
      const rule = policyOf(row).factors.find((f) => f.factorType === request.factorType);
      if (!rule) throw new ApiError('operationNotAllowed');
      const owner = { id: user.id, login: user.login };
      const replace = options.updatePhone === true;
      const enrolled = await factors.enroll(owner, request, rule.maxEnrollments, { replace });
      if (enrolled.factor.status === 'ACTIVE') return afterFactor(row, frame, ctx, request.factorType);
      await move(row, 'MFA_ENROLL_ACTIVATE', enrolled.factor.id);
      return asStepUp(
        mfaEnrollActivateTransaction(frame, enrolled.factor, enrolled.activation),
        frame.stepUp,
      );
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
        (f) => f?.status === 'ACTIVE',
      );
      if (!activated) throw new ApiError('operationNotAllowed');
      // An activation finished out of band (push) starts again and waits: the same state, polled.
      if (activated.status !== 'ACTIVE') return render(row, frame);
      return afterFactor(row, frame, ctx, activated.factorType);
    },

    /**
     * `POST /api/v1/authn/factors/{id or type}/verify` in MFA_REQUIRED or MFA_CHALLENGE. Without an answer, a
     * factor whose kind issues challenges gets one (WebAuthn: MFA_CHALLENGE with `factorResult` CHALLENGE and
     * the request options); a push factor sends a push or, while one waits, polls it (MFA_CHALLENGE with
     * `factorResult` WAITING, REJECTED or TIMEOUT). An accepted answer ends in SUCCESS (or MFA_ENROLL while a
     * REQUIRED type is missing). With `rememberDevice` (query), when the policy allows it and the answer ends in
     * SUCCESS, also a new device token (random, stored hashed, living the policy's lifetime) for the caller to
     * hand to the browser. With `autoPush` (query) on a push factor, the person's choice to send pushes
     * automatically is kept (shown as `factorsPolicyInfo` when the policy allows auto-push).
     */
    async verify(
      stateToken: string,
      factorRef: string,
      answer: FactorAnswer,
      ctx: MfaRequestContext,
      rememberDevice = false,
      autoPush?: boolean,
    ): Promise<{ transaction: TransactionShape; device?: { token: string; expiresAt: Date } }> {
      const { row, user, frame } = await open(stateToken);
      if (row.status !== 'MFA_REQUIRED' && row.status !== 'MFA_CHALLENGE') {
        throw new ApiError('operationNotAllowed');
      }
      const allowed = verifiableFactors(policyOf(row), await factors.listForUser(user.id));
      // Verify by id, or by type (the reference allows `factors/webauthn/verify`).
      const factor =
        allowed.find((f) => f.id === factorRef) ?? allowed.find((f) => f.factorType === factorRef);
      if (!factor) throw new ApiError('operationNotAllowed');
      const owner = { id: user.id, login: user.login };
      const attempt = {
        id: row.id,
        ...(ctx.ip ? { ip: ctx.ip } : {}),
        ...(ctx.userAgent ? { userAgent: ctx.userAgent } : {}),
      };
      if (autoPush !== undefined && factor.factorType === 'push') {
        await factors.setAutoPush(factor.id, autoPush);
      }
      const challenged = isEmpty(answer) ? await factors.challenge(owner, factor.id, attempt) : null;
      const result =
        challenged ??
        (await counted(
          factors.verify(owner, factor.id, answer, attempt),
          user,
          frame,
          ctx,
          (r) => r === 'SUCCESS',
        ));
      if (result !== 'SUCCESS') {
        if (!result || !CHALLENGE_RESULTS.has(result)) throw new ApiError('operationNotAllowed');
        const data: MfaTransactionData = {
          ...(row.data as unknown as MfaTransactionData),
          factorResult: result,
        };
        const moved = await transactions.advance(
          row.id,
          row.status,
          { status: 'MFA_CHALLENGE', factorId: factor.id, data: data as unknown as Record<string, unknown> },
          new Date(),
        );
        if (!moved) throw new ApiError('operationNotAllowed');
        return { transaction: await render(moved, frame) };
      }
      const transaction = await afterFactor(row, frame, ctx, factor.factorType);
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

    /**
     * `POST /api/v1/authn/previous` in MFA_ENROLL_ACTIVATE: back to MFA_ENROLL (the pending factor is dropped);
     * in MFA_CHALLENGE: back to MFA_REQUIRED (the factor list); a push still waiting is withdrawn (the device
     * shows it no more and its approval is refused), so choosing push again sends a new one.
     */
    async previous(stateToken: string): Promise<TransactionShape> {
      const { row, user, frame } = await open(stateToken);
      if (row.status === 'MFA_CHALLENGE') {
        const back = await move(row, 'MFA_REQUIRED', null);
        await pushes.cancelAttempt(row.id, new Date());
        return render(back, frame);
      }
      expect(row, 'MFA_ENROLL_ACTIVATE');
      const pending = row.factorId ? await factors.get(user.id, row.factorId) : null;
      if (pending?.status === 'PENDING_ACTIVATION') await factors.remove(user.id, pending.id);
      return render(await move(row, 'MFA_ENROLL', null), frame);
    },

    /** `…/verify/resend` (MFA_CHALLENGE) and `…/lifecycle/resend` (MFA_ENROLL_ACTIVATE): a new code by message. */
    resend: createAuthnResend(core),

    /** `POST /api/v1/authn/skip` in MFA_ENROLL when no REQUIRED factor type is missing: SUCCESS. */
    async skip(stateToken: string, ctx: MfaRequestContext): Promise<TransactionShape> {
      const { row, user } = await open(stateToken);
      expect(row, 'MFA_ENROLL');
      // A step-up's rule asks for a factor: its enrolment cannot be skipped.
      if (stepUpOf(row)) throw new ApiError('operationNotAllowed');
      if (missingRequired(policyOf(row), await factors.listForUser(user.id)).length > 0) {
        throw new ApiError('operationNotAllowed');
      }
      return succeed(row, user, [], ctx);
    },
  };
}

export type AuthnMfaService = ReturnType<typeof createAuthnMfaService>;
