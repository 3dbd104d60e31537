import type { Transaction } from '@identity/contracts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { usernameKey } from '../lib/username-key.ts';
import type { Metrics, SignInOutcome } from '../metrics/metrics.service.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import { createLoginFailuresRepository } from '../users/login-failures.repository.ts';
import { MAX_PASSWORD_LENGTH, verifyAgainstDummy, verifyPassword } from '../users/password.ts';
import { createUsersRepository, type UserRow } from '../users/users.repository.ts';
import { AUTHN_EVENTS } from './authn-events.ts';
import { lockedOutTransaction } from './authn.responses.ts';
import type { RequestContext } from './authn.service.ts';
import { createSignInRepository, type SignInCandidate } from './sign-in.repository.ts';

/** The sign-in metric of each failure reason; any other reason is a user status (STAGED, SUSPENDED, ...). */
const FAILURE_OUTCOMES: Record<string, SignInOutcome> = {
  UNKNOWN_USER: 'unknown_user',
  PASSWORD_TOO_LONG: 'password_too_long',
  INVALID_CREDENTIALS: 'invalid_credentials',
  PASSWORDLESS_NOT_ALLOWED: 'invalid_credentials',
  NO_PASSWORDLESS_FACTOR: 'invalid_credentials',
};

/**
 * The password check of primary authentication and step-up's `authenticate` (authn.service.ts): the same work for
 * every failure kind, failures counted per normalised username, the lockout at the threshold (once, atomically),
 * a lockout ending by itself after `lockoutDurationMs`, and the failure answers (401 E0000004 or LOCKED_OUT).
 */
export function createPasswordCheck(deps: {
  db: Db;
  config: Config;
  sessions: SessionsService;
  audit: AuditRepository;
  metrics: Metrics;
}) {
  const { config, sessions, audit, metrics } = deps;
  const users = createUsersRepository(deps.db);
  const failures = createLoginFailuresRepository(deps.db);
  const signIns = createSignInRepository(deps.db);

  /**
   * LOCKED_OUT when the policy shows lockout failures, else the same 401 as a wrong password. Like Okta
   * (fixture ACCOUNT_LOCKED_OUT) the body carries no `stateToken` and no `expiresAt`: nothing to resume.
   */
  function lockedOut(): Transaction {
    if (!config.lockoutShowFailures) throw new ApiError('authenticationFailed');
    return lockedOutTransaction(config.issuer);
  }

  /**
   * A LOCKED_OUT user whose lockout duration has passed is unlocked (atomically) before the check. A lockout that
   * still runs costs no query, so a locked account answers as fast as an unknown one.
   */
  async function releaseExpiredLock(user: UserRow, ctx: RequestContext): Promise<UserRow> {
    if (user.status !== 'LOCKED_OUT' || config.lockoutDurationMs <= 0) return user;
    const lockedBefore = new Date(Date.now() - config.lockoutDurationMs);
    if (user.lockedAt && user.lockedAt > lockedBefore) return user;
    const unlocked = await users.unlockIfExpired(user.id, lockedBefore);
    if (unlocked) {
      await audit.record({ type: AUTHN_EVENTS.autoUnlock, userId: user.id, ip: ctx.ip });
      return unlocked;
    }
    // A concurrent request unlocked it first: read the current state.
    return (await users.findById(user.id)) ?? user;
  }

  /** The request whose failure reached the threshold locks the account (once) and closes its sessions. */
  async function lock(user: UserRow, count: number, ctx: RequestContext): Promise<Transaction> {
    const locked = await users.lock(user.id);
    await audit.record({
      type: locked ? AUTHN_EVENTS.lockout : AUTHN_EVENTS.lockedAttempt,
      userId: user.id,
      ip: ctx.ip,
      details: locked ? { failedAttempts: count } : {},
    });
    metrics.signIn('locked_out');
    if (locked) {
      metrics.lockout();
      // A locked account keeps no session.
      await sessions.closeAllForUser(user.id);
    }
    return lockedOut();
  }

  /** One failure answer: records the audit event and the metric, then throws 401 E0000004. */
  async function reject(
    userId: string | undefined,
    reason: string,
    ctx: RequestContext,
    extra = {},
  ): Promise<never> {
    await audit.record({
      type: AUTHN_EVENTS.failure,
      userId,
      ip: ctx.ip,
      details: { reason, ...extra },
    });
    metrics.signIn(FAILURE_OUTCOMES[reason] ?? 'inactive_user');
    throw new ApiError('authenticationFailed');
  }

  /**
   * Checks a password as primary authentication does (see `primaryAuth`), then hands the found user to `onValid`
   * when it is right (ACTIVE or PASSWORD_EXPIRED); every failure is counted and answered here.
   */
  async function checkPassword(
    username: string,
    password: string,
    ctx: RequestContext,
    onValid: (found: SignInCandidate) => Promise<Transaction>,
  ): Promise<Transaction> {
    const found = await signIns.find(username);
    if (password.length > MAX_PASSWORD_LENGTH) {
      await verifyAgainstDummy(password.slice(0, MAX_PASSWORD_LENGTH + 1));
      return reject(found?.user.id, found ? 'PASSWORD_TOO_LONG' : 'UNKNOWN_USER', ctx);
    }
    const user = found ? await releaseExpiredLock(found.user, ctx) : null;
    // An unknown user, or a STAGED or PROVISIONED one without a password yet: spend the same time, never match.
    const valid = user?.passwordHash
      ? await verifyPassword(user.passwordHash, password)
      : await verifyAgainstDummy(password);
    // A PASSWORD_EXPIRED user signs in to change it (the password step answers PASSWORD_EXPIRED).
    if (found && user && valid && (user.status === 'ACTIVE' || user.status === 'PASSWORD_EXPIRED')) {
      return onValid({ ...found, user });
    }
    const count = await failures.record(usernameKey('login', user?.login ?? username), user?.id ?? null);
    if (!user) return reject(undefined, 'UNKNOWN_USER', ctx);
    if (user.status === 'LOCKED_OUT') {
      await audit.record({ type: AUTHN_EVENTS.lockedAttempt, userId: user.id, ip: ctx.ip });
      metrics.signIn('locked_out');
      return lockedOut();
    }
    if (user.status !== 'ACTIVE') return reject(user.id, user.status, ctx);
    if (count >= config.lockoutThreshold) return lock(user, count, ctx);
    return reject(user.id, 'INVALID_CREDENTIALS', ctx, { failedAttempts: count });
  }

  return { lockedOut, reject, checkPassword };
}
