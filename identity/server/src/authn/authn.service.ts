import type { Transaction } from '@identity/contracts';
import type { Config } from '../config.ts';
import type { BeaconService } from '../beacon/beacon.service.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { passwordlessPolicy } from '../policies/passwordless.ts';
import { verifiableFactors } from './authn-mfa.responses.ts';
import { sha256 } from '../lib/crypto.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { outcomeOf } from '../audit/outcome.ts';
import type { Metrics } from '../metrics/metrics.service.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import { createUsersRepository, type UserRow } from '../users/users.repository.ts';
import type { FactorsService } from '../factors/factors.service.ts';
import type { PoliciesService } from '../policies/policies.service.ts';
import { AUTHN_EVENTS } from './authn-events.ts';
import { createAuthnMfaService } from './authn-mfa.service.ts';
import { createAuthnPasswordService } from './authn-password.service.ts';
import type { PasswordPoliciesService } from '../policies/password-policies.service.ts';
import { createAuthnRepository } from './authn.repository.ts';
import { createPasswordCheck } from './authn-password-check.ts';
import { createSignInRepository, type SignInCandidate } from './sign-in.repository.ts';
import { lockedOutTransaction, successTransaction } from './authn.responses.ts';
import { RECOVERY_STATUSES } from '../recovery/recovery-core.ts';
import type { RecoveryService } from '../recovery/recovery.service.ts';
import type { ConsentService } from '../consent/consent.service.ts';
import type { StepUpService } from './authn-step-up.service.ts';
import type { AuthnProfileService } from './authn-profile.service.ts';
import { createPushChallengesRepository } from '../authenticator/push-challenges.repository.ts';

export interface RequestContext {
  ip?: string;
  userAgent?: string;
  /** The browser's remember-device token (cookie), if it sent one. */
  deviceToken?: string;
  /** `options.warnBeforePasswordExpired` of primary authentication: PASSWORD_WARN may answer. */
  warnBeforePasswordExpired?: boolean;
  /** The `X-Device-Fingerprint` header (beacon/beacon.service.ts `fingerprintOf`), if a usable one was sent. */
  deviceFingerprint?: string;
}

export { AUTHN_EVENTS } from './authn-events.ts';

/**
 * Okta classic Authentication API v1 (design/authn-protocol.md §1): primary authentication with
 * atomic lockout, server-side transactions with sliding expiry, resume and cancel.
 */
export function createAuthnService(deps: {
  db: Db;
  config: Config;
  sessions: SessionsService;
  audit: AuditRepository;
  metrics: Metrics;
  policies: PoliciesService;
  factors: FactorsService;
  passwordPolicies: PasswordPoliciesService;
  /** Answers resume on the recovery states (recovery/); absent where recovery is not wired. */
  recovery?: Pick<RecoveryService, 'resume'>;
  /** Remembers the browsers that got a password right (security beacon); absent where it is not wired. */
  beacon?: Pick<BeaconService, 'rememberDevice'>;
  /** Answers resume on CONSENT_REQUIRED (consent/); absent where consent is not wired. */
  consent?: Pick<ConsentService, 'handles' | 'resume'>;
  /** Profile required at sign-in (authn-profile.service.ts); absent where it is not wired. */
  profile?: Pick<AuthnProfileService, 'missing' | 'begin' | 'handles' | 'resume'>;
  /** Step-up from an application (authn-step-up.service.ts); absent where it is not wired. */
  stepUp?: Pick<StepUpService, 'handles' | 'resume' | 'afterPassword' | 'finish'>;
}) {
  const { config, sessions, audit, metrics, policies, passwordPolicies } = deps;
  const password = createAuthnPasswordService(deps);
  // After a verified factor, the password step may still hold the session back (PASSWORD_EXPIRED / WARN).
  const mfa = createAuthnMfaService({
    ...deps,
    beforeSession: (user, amr, data) => password.gate(user, amr, data['warnBeforePasswordExpired'] === true),
  });
  const users = createUsersRepository(deps.db);
  const transactions = createAuthnRepository(deps.db);
  const signIns = createSignInRepository(deps.db);
  const pushes = createPushChallengesRepository(deps.db);

  const slideExpiry = (now: Date) => new Date(now.getTime() + config.stateTokenTtlMs);

  /**
   * The right password and nothing else to ask (no factor required, the password may stay): the success is
   * recorded and the session token issued by one statement. Null when a concurrent failure locked the account.
   */
  async function succeedAtOnce(user: UserRow, ctx: RequestContext): Promise<Transaction | null> {
    const now = new Date();
    const details = { userAgent: ctx.userAgent };
    const minted = sessions.mintSessionToken(now);
    const written = await signIns.succeed({
      userId: user.id,
      now,
      audit: {
        type: AUTHN_EVENTS.success,
        ip: ctx.ip ?? null,
        details,
        outcome: outcomeOf(AUTHN_EVENTS.success, details),
      },
      sessionToken: { tokenHash: minted.tokenHash, amr: ['pwd'], expiresAt: minted.expiresAt },
    });
    if (!written) return null;
    metrics.signIn('success');
    return successTransaction(user, minted.token, minted.expiresAt);
  }

  async function succeed(found: SignInCandidate, ctx: RequestContext): Promise<Transaction> {
    const { user } = found;
    // This browser now knows the password: the security beacon may show it the user's picture from now on.
    if (ctx.deviceFingerprint && deps.beacon)
      await deps.beacon.rememberDevice(user.id, ctx.deviceFingerprint);
    // The password was right; a policy that requires MFA asks for a factor before any session exists, unless
    // this browser was remembered (within the policy's lifetime) when the user last verified one.
    const policy = policies.ofRows(found.mfaPolicies);
    const rules = passwordPolicies.ofRows(found.passwordPolicies);
    const warn = ctx.warnBeforePasswordExpired === true;
    const directly = !policy.mfaRequired && !password.holds(user, rules, warn);
    // Progressive profiling: the required attributes the person lacks are asked for before the session.
    const missing = directly && deps.profile ? deps.profile.missing(user, found.profilingSchema) : [];
    const done = directly && missing.length === 0 ? await succeedAtOnce(user, ctx) : undefined;
    if (done) return done;
    // Locked by a concurrent failure between our read and now: answer as locked.
    if (done === null || !(await users.recordSuccess(user.id))) {
      metrics.signIn('locked_out');
      return lockedOut();
    }
    const remembered = policy.mfaRequired && (await mfa.isRemembered(user.id, policy, ctx.deviceToken));
    const next = !policy.mfaRequired ? {} : { next: remembered ? 'REMEMBERED_DEVICE' : 'MFA' };
    await audit.record({
      type: AUTHN_EVENTS.success,
      userId: user.id,
      ip: ctx.ip,
      details: { userAgent: ctx.userAgent, ...next },
    });
    if (policy.mfaRequired && !remembered) {
      return mfa.begin(user, policy, { warnBeforePasswordExpired: warn }) as Promise<Transaction>;
    }
    const held = await password.gate(user, ['pwd'], warn, rules);
    if (held) return held as Transaction;
    if (missing.length > 0 && deps.profile) {
      const request = {
        ...(ctx.ip ? { ip: ctx.ip } : {}),
        ...(ctx.userAgent ? { userAgent: ctx.userAgent } : {}),
      };
      return (await deps.profile.begin(user, missing, request)) as Transaction;
    }
    const now = new Date();
    const { token, expiresAt } = await sessions.issueSessionToken(user.id, ['pwd'], now);
    metrics.signIn('success');
    return successTransaction(user, token, expiresAt);
  }

  const { lockedOut, reject, checkPassword } = createPasswordCheck(deps);

  return {
    /** The MFA step's calls (enrol, activate, verify, previous, skip): authn-mfa.service.ts. */
    mfa,
    /** The password step's calls (change_password, skip): authn-password.service.ts. */
    password,

    /**
     * `POST /api/v1/authn/skip`: PASSWORD_WARN -> SUCCESS with the current password (password step), MFA_ENROLL
     * with nothing required -> SUCCESS (MFA step). Errors as theirs.
     */
    async skip(stateToken: string, ctx: RequestContext): Promise<Transaction> {
      const now = new Date();
      const tx = await transactions.touch(sha256(stateToken), now, slideExpiry(now));
      if (tx && password.handles(tx.status)) return (await password.skip(stateToken, ctx)) as Transaction;
      return (await mfa.skip(stateToken, ctx)) as Transaction;
    },

    /**
     * Primary authentication. Unknown users and over-long passwords (> MAX_PASSWORD_LENGTH, 256 chars) are
     * checked against a dummy argon2id hash, and every failed check (unknown user, wrong password, locked or
     * inactive user) counts one failure for the normalised username in `login_failures`: all failure kinds do
     * the same work (one lookup, one argon2id verify, one counter upsert, one audit insert) and take the same
     * time. The failure that brings a known user's count to the lockout threshold locks the account (once, also
     * under concurrency and across nodes) and closes its sessions. A lockout ends by itself after
     * `lockoutDurationMs` (0: only an operator unlocks). Success resets the counter and issues a session token.
     * @throws ApiError 401 E0000004 for wrong credentials, an unknown or inactive user, or a hidden lockout.
     */
    async primaryAuth(username: string, password: string, ctx: RequestContext): Promise<Transaction> {
      return checkPassword(username, password, ctx, (found) => succeed(found, ctx));
    },

    /**
     * Step-up's `next(authenticate)` (UNAUTHENTICATED; authn-step-up.service.ts): `POST /api/v1/authn` with the
     * state token, `username` and `password`. The password is checked exactly as in primary authentication
     * (failures counted, lockout, the same 401 E0000004); the right one moves the transaction to the user's factor
     * step (FACTOR_REQUIRED or FACTOR_ENROLL).
     * @throws ApiError 401 E0000011 bad state token, 403 E0000079 not UNAUTHENTICATED, 401 E0000004.
     */
    async stepUpAuth(
      stateToken: string,
      username: string,
      password: string,
      ctx: RequestContext,
    ): Promise<Transaction> {
      const now = new Date();
      const expiresAt = slideExpiry(now);
      const tx = await transactions.touch(sha256(stateToken), now, expiresAt);
      if (!tx || !deps.stepUp) throw new ApiError('invalidToken');
      if (tx.status !== 'UNAUTHENTICATED') throw new ApiError('operationNotAllowed');
      const stepUp = deps.stepUp;
      return checkPassword(username, password, ctx, async ({ user }) => {
        if (!(await users.recordSuccess(user.id))) {
          metrics.signIn('locked_out');
          return lockedOut();
        }
        await audit.record({
          type: AUTHN_EVENTS.success,
          userId: user.id,
          ip: ctx.ip,
          details: { userAgent: ctx.userAgent, next: 'STEP_UP' },
        });
        const moved = await stepUp.afterPassword(tx, user);
        return (await mfa.resume(moved, stateToken, expiresAt)) as Transaction;
      });
    },

    /**
     * Passwordless primary authentication (`username` alone; spec §2 passwordlessAuth "Next, then a factor";
     * policies/passwordless.ts): an ACTIVE user whose every MFA policy allows it and who has an enrolled possession
     * factor the policy allows gets MFA_REQUIRED with those factors; verifying one answers SUCCESS (amr: that
     * factor's method only). Nothing is enrolled, no device is remembered, and no failure is counted (no secret was
     * tried). Anyone else gets the same 401 E0000004 as a wrong password.
     * @throws ApiError 401 E0000004 for an unknown, inactive or not-allowed user, or one without such a factor.
     */
    async passwordlessAuth(username: string, ctx: RequestContext): Promise<Transaction> {
      const found = await signIns.find(username);
      const user = found?.user;
      if (!found || !user) return reject(undefined, 'UNKNOWN_USER', ctx, { passwordless: true });
      if (user.status !== 'ACTIVE') return reject(user.id, user.status, ctx, { passwordless: true });
      const policy = policies.ofRows(found.mfaPolicies);
      if (!policy.passwordless) return reject(user.id, 'PASSWORDLESS_NOT_ALLOWED', ctx);
      const restricted = passwordlessPolicy(policy);
      if (verifiableFactors(restricted, await deps.factors.listForUser(user.id)).length === 0) {
        return reject(user.id, 'NO_PASSWORDLESS_FACTOR', ctx);
      }
      return mfa.begin(user, restricted, { passwordless: true }) as Promise<Transaction>;
    },

    /**
     * Resume: the current state of the transaction behind `stateToken` (an MFA, password or recovery state, or LOCKED_OUT), sliding
     * its expiry.
     * @throws ApiError 401 E0000011 for an unknown, expired or cancelled state token.
     */
    async resume(stateToken: string): Promise<Transaction> {
      const now = new Date();
      const expiresAt = slideExpiry(now);
      const tx = await transactions.touch(sha256(stateToken), now, expiresAt);
      if (!tx) throw new ApiError('invalidToken');
      if (mfa.handles(tx.status)) return (await mfa.resume(tx, stateToken, expiresAt)) as Transaction;
      if (password.handles(tx.status)) {
        return (await password.resume(tx, stateToken, expiresAt)) as Transaction;
      }
      if (RECOVERY_STATUSES.has(tx.status) && deps.recovery) {
        return deps.recovery.resume(tx, stateToken);
      }
      if (deps.consent?.handles(tx.status)) return deps.consent.resume(tx, stateToken, expiresAt);
      if (deps.profile?.handles(tx.status)) {
        return (await deps.profile.resume(tx, stateToken, expiresAt)) as Transaction;
      }
      if (deps.stepUp?.handles(tx))
        return (await deps.stepUp.resume(tx, stateToken, expiresAt)) as Transaction;
      // Transactions recorded before LOCKED_OUT stopped carrying a state token still answer their state.
      if (tx.status === 'LOCKED_OUT') return lockedOutTransaction(config.issuer);
      throw new ApiError('invalidToken');
    },

    /**
     * Cancel: revokes the transaction, and withdraws a push it is waiting for (the device shows it no more and
     * its approval is refused; a poll with the revoked state token gets 401 E0000011). Returns a body without
     * `stateToken` (clients drop theirs).
     * @throws ApiError 401 E0000011 for an unknown, expired or cancelled state token.
     */
    async cancel(stateToken: string, ctx: RequestContext): Promise<Record<string, never>> {
      const now = new Date();
      const tx = await transactions.cancel(sha256(stateToken), now);
      if (!tx) throw new ApiError('invalidToken');
      await pushes.cancelAttempt(tx.id, now);
      await audit.record({ type: AUTHN_EVENTS.cancel, userId: tx.userId ?? undefined, ip: ctx.ip });
      return {};
    },
  };
}

export type AuthnService = ReturnType<typeof createAuthnService>;
