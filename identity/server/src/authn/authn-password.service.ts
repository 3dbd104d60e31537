import type { TransactionShape } from '@identity/contracts/schemas';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { newId, randomToken, sha256 } from '../lib/crypto.ts';
import type { Metrics } from '../metrics/metrics.service.ts';
import type { PasswordPoliciesService } from '../policies/password-policies.service.ts';
import type { PasswordRules } from '../policies/password-policy.ts';
import { minAgeCause, passwordAge, tooRecentlyChanged } from '../policies/password-rules.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import { hashPassword, MAX_PASSWORD_LENGTH, verifyPassword } from '../users/password.ts';
import { createPasswordChangeRepository } from '../users/password-change.repository.ts';
import { createPasswordKeeper } from '../users/password-keeper.ts';
import { createUsersRepository, type UserRow } from '../users/users.repository.ts';
import { AUTHN_EVENTS } from './authn-events.ts';
import { passwordTransaction } from './authn-password.responses.ts';
import { createAuthnRepository, type AuthnTransactionRow } from './authn.repository.ts';
import { successTransaction } from './authn.responses.ts';

type PasswordStatus = 'PASSWORD_EXPIRED' | 'PASSWORD_WARN';
const STATUSES = new Set<string>(['PASSWORD_EXPIRED', 'PASSWORD_WARN']);

/** What a password transaction carries (authn_transactions.data): the methods already proven, for the session. */
export interface PasswordStepData {
  amr: string[];
}

/** The request's origin, for audit events. */
export interface PasswordRequestContext {
  ip?: string;
  userAgent?: string;
}

/** The cause of a wrong old password (field `oldPassword`). */
const OLD_PASSWORD_WRONG = 'Old password is not correct';

/**
 * 403 E0000014 with the given causes (fixture PASSWORD_EXPIRED_error_complexity: the cause's errorSummary is the
 * text people read, so it carries no "field: " prefix; `property` names the field it belongs to).
 */
function updateFailed(causes: Array<{ text: string; property: string }>): ApiError {
  return new ApiError('credentialsUpdateFailed', {
    causes: causes.map((c) => ({ errorSummary: c.text, property: c.property, reason: c.text })),
  });
}

/**
 * The password step of the Authn API (design/authn-protocol.md §1.3): where a session would be issued (after the
 * password, or after the factor when MFA was asked), a password the operator expired or older than the policy's
 * maximum age answers PASSWORD_EXPIRED; one within the warning days answers PASSWORD_WARN when the client asked
 * (`options.warnBeforePasswordExpired`). `change_password` verifies the old password, applies the policy
 * (complexity, history, minimum age unless expired), sets the new one atomically and ends in SUCCESS; `skip`
 * (PASSWORD_WARN only) ends in SUCCESS with the old one. Errors: 401 E0000011 bad state token, 403 E0000014
 * with causes (old password wrong, policy refused), 403 E0000079 call not allowed in this state, 401 E0000064
 * skip of an expired password.
 */
export function createAuthnPasswordService(deps: {
  db: Db;
  config: Config;
  sessions: SessionsService;
  audit: AuditRepository;
  metrics: Metrics;
  passwordPolicies: PasswordPoliciesService;
}) {
  const { config, sessions, audit, metrics } = deps;
  const users = createUsersRepository(deps.db);
  const transactions = createAuthnRepository(deps.db);
  const changes = createPasswordChangeRepository(deps.db);
  const keeper = createPasswordKeeper(deps);
  const slide = (now: Date) => new Date(now.getTime() + config.stateTokenTtlMs);
  const dataOf = (row: AuthnTransactionRow) => row.data as unknown as PasswordStepData;

  /** Where the user's password stands now: null when a session may be issued. */
  async function standing(user: UserRow, warn: boolean, now: Date, known?: PasswordRules) {
    return standingUnder(known ?? (await deps.passwordPolicies.forUser(user.id)), user, warn, now);
  }

  /** `standing` under rules already read. */
  function standingUnder(rules: PasswordRules, user: UserRow, warn: boolean, now: Date) {
    const age = passwordAge(rules, user.passwordChangedAt, now);
    if (user.status === 'PASSWORD_EXPIRED' || age.state === 'EXPIRED') {
      return { status: 'PASSWORD_EXPIRED' as const, rules, daysLeft: 0 };
    }
    if (age.state === 'WARN' && warn)
      return { status: 'PASSWORD_WARN' as const, rules, daysLeft: age.daysLeft };
    return null;
  }

  async function render(row: AuthnTransactionRow, user: UserRow, stateToken: string, expiresAt: Date) {
    const now = new Date();
    const state = await standing(user, true, now);
    const rules = state?.rules ?? (await deps.passwordPolicies.forUser(user.id));
    const frame = { issuer: config.issuer, stateToken, expiresAt, user };
    return passwordTransaction(frame, row.status as PasswordStatus, rules, state?.daysLeft ?? 0);
  }

  /** The live password transaction of a state token (sliding its expiry) and its user. */
  async function open(stateToken: string) {
    const now = new Date();
    const row = await transactions.touch(sha256(stateToken), now, slide(now));
    const user = row?.userId ? await users.findById(row.userId) : null;
    if (!row || !user) throw new ApiError('invalidToken');
    if (!STATUSES.has(row.status)) throw new ApiError('operationNotAllowed');
    return { row, user };
  }

  /** SUCCESS: ends the transaction and issues a session token with the methods proven so far, once. */
  async function finish(row: AuthnTransactionRow, userId: string, ctx: PasswordRequestContext) {
    const now = new Date();
    if (!(await transactions.complete(row.id, row.status, now))) throw new ApiError('invalidToken');
    const current = await users.findById(userId);
    if (!current || current.status !== 'ACTIVE') throw new ApiError('authenticationFailed');
    const { token, expiresAt } = await sessions.issueSessionToken(userId, dataOf(row).amr, now);
    await audit.record({ type: AUTHN_EVENTS.success, userId, ip: ctx.ip, userAgent: ctx.userAgent });
    metrics.signIn('success');
    return successTransaction(current, token, expiresAt);
  }

  return {
    /** true when `gate` would hold a session back for `user` under `rules` (no statement runs). */
    holds: (user: UserRow, rules: PasswordRules, warnBeforeExpiry: boolean): boolean =>
      standingUnder(rules, user, warnBeforeExpiry, new Date()) !== null,

    /** true when `status` is a state this service answers (resume). */
    handles: (status: string) => STATUSES.has(status),

    /**
     * Called where a session is about to be issued for `user` (who proved `amr`): a new stored PASSWORD_EXPIRED
     * or PASSWORD_WARN transaction when the password must or may change first, else null.
     */
    async gate(
      user: UserRow,
      amr: string[],
      warnBeforeExpiry: boolean,
      rules?: PasswordRules,
    ): Promise<TransactionShape | null> {
      const now = new Date();
      const state = await standing(user, warnBeforeExpiry, now, rules);
      if (!state) return null;
      const stateToken = `00${randomToken(24)}`;
      const expiresAt = slide(now);
      const data: PasswordStepData = { amr };
      await transactions.insert({
        id: newId('txn'),
        stateTokenHash: sha256(stateToken),
        userId: user.id,
        status: state.status,
        expiresAt,
        data: data as unknown as Record<string, unknown>,
      });
      const frame = { issuer: config.issuer, stateToken, expiresAt, user };
      return passwordTransaction(frame, state.status, state.rules, state.daysLeft);
    },

    /** The current state of a password transaction looked up by `POST /api/v1/authn` with its state token. */
    async resume(row: AuthnTransactionRow, stateToken: string, expiresAt: Date): Promise<TransactionShape> {
      const user = row.userId ? await users.findById(row.userId) : null;
      if (!user) throw new ApiError('invalidToken');
      return render(row, user, stateToken, expiresAt);
    },

    /**
     * `POST /api/v1/authn/credentials/change_password`: the old password must be the current one; the new one
     * must follow the user's policy (complexity, not among the last `historyCount`, and, unless the password
     * has expired, the minimum age). `revokeSessions` closes the user's other sessions first.
     * @throws ApiError 403 E0000014 with one cause per refusal; 401 E0000011; 403 E0000079.
     */
    async changePassword(
      request: { stateToken: string; oldPassword: string; newPassword: string; revokeSessions?: boolean },
      ctx: PasswordRequestContext,
    ): Promise<TransactionShape> {
      const { row, user } = await open(request.stateToken);
      const tooLong = [request.oldPassword, request.newPassword].some((p) => p.length > MAX_PASSWORD_LENGTH);
      const oldOk =
        !tooLong && user.passwordHash && (await verifyPassword(user.passwordHash, request.oldPassword));
      if (!oldOk || !user.passwordHash) {
        throw updateFailed([{ text: OLD_PASSWORD_WRONG, property: 'oldPassword' }]);
      }
      const now = new Date();
      const rules = await keeper.rulesOf(user.id);
      const causes = (await keeper.problems(rules, request.newPassword, user)).map((text) => ({
        text,
        property: 'newPassword',
      }));
      if (row.status === 'PASSWORD_WARN' && tooRecentlyChanged(rules, user.passwordChangedAt, now)) {
        causes.push({ text: minAgeCause(rules.minAgeMinutes), property: 'newPassword' });
      }
      if (causes.length > 0) throw updateFailed(causes);
      const changed = await changes.swap(
        user.id,
        user.passwordHash,
        await hashPassword(request.newPassword),
        now,
      );
      // Another change of this user won the race: the old password given is no longer the current one.
      if (!changed) throw updateFailed([{ text: OLD_PASSWORD_WRONG, property: 'oldPassword' }]);
      if (request.revokeSessions) await sessions.closeAllForUser(user.id);
      await audit.record({
        type: 'user.account.update_password',
        userId: user.id,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        details: { via: 'authn', previousStatus: row.status },
      });
      return finish(row, user.id, ctx);
    },

    /**
     * `POST /api/v1/authn/skip` in PASSWORD_WARN: SUCCESS with the current password.
     * @throws ApiError 401 E0000064 in PASSWORD_EXPIRED (the password must change); 401 E0000011.
     */
    async skip(stateToken: string, ctx: PasswordRequestContext): Promise<TransactionShape> {
      const { row, user } = await open(stateToken);
      if (row.status !== 'PASSWORD_WARN') throw new ApiError('passwordExpired');
      return finish(row, user.id, ctx);
    },
  };
}

export type AuthnPasswordService = ReturnType<typeof createAuthnPasswordService>;
