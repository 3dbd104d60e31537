import type { Transaction } from '@identity/contracts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { createAuthnRepository, type AuthnTransactionRow } from '../authn/authn.repository.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { newId, randomToken, sha256 } from '../lib/crypto.ts';
import type { PasswordPoliciesService } from '../policies/password-policies.service.ts';
import { createUsersRepository, type UserRow } from '../users/users.repository.ts';
import type { RecoveryChannel, RecoveryPolicy } from './recovery-policy.service.ts';
import {
  phoneChallenge,
  questionStep,
  resetStep,
  unlockedSuccess,
  type RecoveryFrame,
} from './recovery.responses.ts';
import type { RecoveryType } from './tables.ts';

/** What a recovery transaction carries (`authn_transactions.data`). */
export interface RecoveryData {
  recoveryType: RecoveryType;
  factorType: RecoveryChannel;
  relayState?: string;
  /** SHA-256 of `{transaction id}:{code}` of the live SMS / call code; absent when nothing was sent. */
  codeHash?: string;
  /** When the code dies and when it was sent (ISO). */
  codeExpiresAt?: string;
  sentAt?: string;
  /** Wrong codes or answers so far; the transaction ends at MAX_RECOVERY_FAILURES. */
  failures: number;
}

/** Statuses of the recovery transactions (resume answers them). */
export const RECOVERY_STATUSES = new Set(['RECOVERY_CHALLENGE', 'RECOVERY', 'PASSWORD_RESET']);
/** Wrong codes or answers a recovery transaction tolerates before it is cancelled (the user starts again). */
export const MAX_RECOVERY_FAILURES = 5;

/** Audit events of self-service recovery (System Log types of the reference where it has one). */
export const RECOVERY_EVENTS = {
  request: 'user.account.recovery.request',
  reset: 'user.account.reset_password',
  unlock: 'user.account.unlock',
  failure: 'user.account.recovery.failure',
} as const;

export interface RecoveryRequestContext {
  ip?: string;
  userAgent?: string;
}

export interface RecoveryCoreDeps {
  db: Db;
  config: Config;
  audit: AuditRepository;
  passwordPolicies: PasswordPoliciesService;
}

/** Which statuses may recover: a password from any signable status, an unlock only when locked. */
export function mayRecover(user: UserRow, recoveryType: RecoveryType): boolean {
  if (recoveryType === 'UNLOCK') return user.status === 'LOCKED_OUT';
  return ['ACTIVE', 'PASSWORD_EXPIRED', 'LOCKED_OUT', 'RECOVERY'].includes(user.status);
}

/**
 * The state every recovery step shares: transactions (state tokens hashed, sliding expiry as the Authn API's),
 * the user behind them, and the step that follows a proven channel (question, reset or unlock).
 */
export function createRecoveryCore(deps: RecoveryCoreDeps) {
  const { config } = deps;
  const transactions = createAuthnRepository(deps.db);
  const users = createUsersRepository(deps.db);
  const slide = (now: Date) => new Date(now.getTime() + config.stateTokenTtlMs);
  const dataOf = (row: AuthnTransactionRow) => row.data as unknown as RecoveryData;
  const frameOf = (row: AuthnTransactionRow, stateToken: string): RecoveryFrame => ({
    issuer: config.issuer,
    stateToken,
    expiresAt: row.expiresAt,
    recoveryType: dataOf(row).recoveryType,
    relayState: dataOf(row).relayState ?? null,
  });
  const asksQuestion = (policy: RecoveryPolicy, user: UserRow) =>
    policy.recoveryQuestion && Boolean(user.recoveryQuestion && user.recoveryAnswerHash);

  return {
    transactions,
    users,
    dataOf,
    frameOf,

    /** A new recovery transaction in `status`; returns its row and state token. */
    async begin(status: string, userId: string | null, data: RecoveryData) {
      const now = new Date();
      const stateToken = `00${randomToken(24)}`;
      const row = {
        id: newId('txn'),
        stateTokenHash: sha256(stateToken),
        userId,
        status,
        expiresAt: slide(now),
        data: data as unknown as Record<string, unknown>,
      };
      await transactions.insert(row);
      return {
        row: { ...row, cancelledAt: null, createdAt: now, factorId: null, updatedAt: now },
        stateToken,
      };
    },

    /**
     * The live recovery transaction of a state token in `status` (sliding its expiry).
     * @throws ApiError 401 E0000011 unknown/expired/cancelled; 403 E0000079 another state.
     */
    async open(stateToken: string, status: string): Promise<AuthnTransactionRow> {
      const now = new Date();
      const row = await transactions.touch(sha256(stateToken), now, slide(now));
      if (!row) throw new ApiError('invalidToken');
      if (row.status !== status || !('recoveryType' in row.data)) throw new ApiError('operationNotAllowed');
      return row;
    },

    /** The user of a transaction, who must still be allowed to recover; 401 E0000011 otherwise. */
    async userOf(row: AuthnTransactionRow): Promise<UserRow> {
      const user = row.userId ? await users.findById(row.userId) : null;
      if (!user || !mayRecover(user, dataOf(row).recoveryType)) throw new ApiError('invalidToken');
      return user;
    },

    /**
     * The step after the user proved the channel (a code, an emailed link) or answered the question: RECOVERY
     * when the policy asks the question and the user has one (and it was not answered yet), else PASSWORD_RESET
     * for a password, or the unlock itself (`unlock`, which ends the transaction) for an unlock.
     */
    async next(
      row: AuthnTransactionRow,
      stateToken: string,
      user: UserRow,
      policy: RecoveryPolicy,
      opts: { answered: boolean; unlock: () => Promise<Transaction> },
    ): Promise<Transaction> {
      const data = dataOf(row);
      const now = new Date();
      const to =
        !opts.answered && asksQuestion(policy, user)
          ? 'RECOVERY'
          : data.recoveryType === 'PASSWORD'
            ? 'PASSWORD_RESET'
            : 'SUCCESS';
      if (to === 'SUCCESS') return opts.unlock();
      const moved = await transactions.advance(row.id, row.status, { status: to, data: { ...data } }, now);
      if (!moved) throw new ApiError('invalidToken');
      const frame = frameOf(moved, stateToken);
      if (to === 'RECOVERY') return questionStep(frame, user);
      return resetStep(frame, user, await deps.passwordPolicies.forUser(user.id));
    },

    /** `POST /api/v1/authn {stateToken}` on a recovery transaction: its current state. */
    async resume(row: AuthnTransactionRow, stateToken: string): Promise<Transaction> {
      const frame = frameOf(row, stateToken);
      const channel = dataOf(row).factorType;
      if (row.status === 'RECOVERY_CHALLENGE' && channel !== 'EMAIL') return phoneChallenge(frame, channel);
      const user = row.userId ? await users.findById(row.userId) : null;
      if (!user) throw new ApiError('invalidToken');
      if (row.status === 'RECOVERY') return questionStep(frame, user);
      return resetStep(frame, user, await deps.passwordPolicies.forUser(user.id));
    },

    unlocked: unlockedSuccess,
  };
}

export type RecoveryCore = ReturnType<typeof createRecoveryCore>;
