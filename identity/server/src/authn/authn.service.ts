import type { Transaction } from '@identity/contracts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { newId, randomToken, sha256 } from '../lib/crypto.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import { verifyAgainstDummy, verifyPassword } from '../users/password.ts';
import { createUsersRepository, type UserRow } from '../users/users.repository.ts';
import { createAuthnRepository } from './authn.repository.ts';
import { lockedOutTransaction, successTransaction } from './authn.responses.ts';

export interface RequestContext {
  ip?: string;
  userAgent?: string;
}

/** Audit event types written by the Authn API. */
export const AUTHN_EVENTS = {
  success: 'user.authentication.auth_via_password.success',
  failure: 'user.authentication.auth_via_password.failure',
  lockout: 'user.account.lock',
  lockedAttempt: 'user.authentication.auth_via_password.locked',
  cancel: 'user.authentication.transaction.cancel',
} as const;

/**
 * Okta classic Authentication API v1 (design/authn-protocol.md §1): primary authentication with
 * atomic lockout, server-side transactions with sliding expiry, resume and cancel.
 */
export function createAuthnService(deps: {
  db: Db;
  config: Config;
  sessions: SessionsService;
  audit: AuditRepository;
}) {
  const { config, sessions, audit } = deps;
  const users = createUsersRepository(deps.db);
  const transactions = createAuthnRepository(deps.db);

  const slideExpiry = (now: Date) => new Date(now.getTime() + config.stateTokenTtlMs);

  /** LOCKED_OUT when the policy shows lockout failures, else the same 401 as a wrong password. */
  async function lockedOut(user: UserRow): Promise<Transaction> {
    if (!config.lockoutShowFailures) throw new ApiError('authenticationFailed');
    const stateToken = randomToken(32);
    const now = new Date();
    const expiresAt = slideExpiry(now);
    await transactions.insert({
      id: newId('00t'),
      stateTokenHash: sha256(stateToken),
      userId: user.id,
      status: 'LOCKED_OUT',
      expiresAt,
    });
    return lockedOutTransaction(config.issuer, stateToken, expiresAt);
  }

  return {
    /**
     * Primary authentication. Unknown users are checked against a dummy argon2id hash so both failure
     * kinds take comparable time. Failures are counted atomically in SQL; the failure that reaches the
     * lockout threshold locks the account. Success resets the counter and issues a session token.
     * @throws ApiError 401 E0000004 for wrong credentials, an unknown or inactive user, or a hidden lockout.
     */
    async primaryAuth(username: string, password: string, ctx: RequestContext): Promise<Transaction> {
      const user = await users.findByLogin(username);
      if (!user) {
        await verifyAgainstDummy(password);
        await audit.record({ type: AUTHN_EVENTS.failure, ip: ctx.ip, details: { reason: 'UNKNOWN_USER' } });
        throw new ApiError('authenticationFailed');
      }
      const valid = await verifyPassword(user.passwordHash, password);
      if (user.status === 'LOCKED_OUT') {
        await audit.record({ type: AUTHN_EVENTS.lockedAttempt, userId: user.id, ip: ctx.ip });
        return lockedOut(user);
      }
      if (user.status !== 'ACTIVE') {
        await audit.record({
          type: AUTHN_EVENTS.failure,
          userId: user.id,
          ip: ctx.ip,
          details: { reason: user.status },
        });
        throw new ApiError('authenticationFailed');
      }
      if (!valid) {
        const counted = await users.recordFailure(user.id, config.lockoutThreshold);
        if (counted === null || counted.status === 'LOCKED_OUT') {
          await audit.record({
            type: counted ? AUTHN_EVENTS.lockout : AUTHN_EVENTS.lockedAttempt,
            userId: user.id,
            ip: ctx.ip,
            details: counted ? { failedAttempts: counted.failedAttempts } : {},
          });
          return lockedOut(user);
        }
        await audit.record({
          type: AUTHN_EVENTS.failure,
          userId: user.id,
          ip: ctx.ip,
          details: { reason: 'INVALID_CREDENTIALS', failedAttempts: counted.failedAttempts },
        });
        throw new ApiError('authenticationFailed');
      }
      // Locked by a concurrent failure between our read and now: answer as locked.
      if (!(await users.recordSuccess(user.id))) return lockedOut(user);
      const now = new Date();
      const { token, expiresAt } = await sessions.issueSessionToken(user.id, ['pwd'], now);
      await audit.record({
        type: AUTHN_EVENTS.success,
        userId: user.id,
        ip: ctx.ip,
        details: { userAgent: ctx.userAgent },
      });
      return successTransaction(user, token, expiresAt);
    },

    /**
     * Resume: the current state of the transaction behind `stateToken`, sliding its expiry.
     * @throws ApiError 401 E0000011 for an unknown, expired or cancelled state token.
     */
    async resume(stateToken: string): Promise<Transaction> {
      const now = new Date();
      const expiresAt = slideExpiry(now);
      const tx = await transactions.touch(sha256(stateToken), now, expiresAt);
      if (!tx) throw new ApiError('invalidToken');
      if (tx.status === 'LOCKED_OUT') return lockedOutTransaction(config.issuer, stateToken, expiresAt);
      throw new ApiError('invalidToken');
    },

    /**
     * Cancel: revokes the transaction. Returns a body without `stateToken` (clients drop theirs).
     * @throws ApiError 401 E0000011 for an unknown, expired or cancelled state token.
     */
    async cancel(stateToken: string, ctx: RequestContext): Promise<Record<string, never>> {
      const tx = await transactions.cancel(sha256(stateToken), new Date());
      if (!tx) throw new ApiError('invalidToken');
      await audit.record({ type: AUTHN_EVENTS.cancel, userId: tx.userId ?? undefined, ip: ctx.ip });
      return {};
    },
  };
}

export type AuthnService = ReturnType<typeof createAuthnService>;
