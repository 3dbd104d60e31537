import type { ActionContext } from '../audit/action-context.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Db } from '../db/db.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import { toManagedUser, userTarget, type ManagedUser } from './managed-user.ts';
import { isAllowed, refusal, type LifecycleOperation } from './user-status.ts';
import type { UserTokensService } from './user-tokens.service.ts';
import { createLoginFailuresRepository } from './login-failures.repository.ts';
import { createUsersRepository, type NewUserRow, type UserRow } from './users.repository.ts';

/** Options of the lifecycle operations that take them (Okta's query parameters). */
export interface LifecycleOptions {
  /** activate, reset_password: email the link (default true) rather than return it. */
  sendEmail?: boolean;
  /** reset_password: also close the user's sessions (default false). */
  revokeSessions?: boolean;
}

/** The result of an operation: the user after it, and the link made when one was asked not to be emailed. */
export interface LifecycleResult {
  user: ManagedUser;
  activation?: { activationUrl: string; activationToken: string };
  resetPasswordUrl?: string;
}

const EVENTS: Record<LifecycleOperation, string> = {
  activate: 'user.lifecycle.activate',
  deactivate: 'user.lifecycle.deactivate',
  suspend: 'user.lifecycle.suspend',
  unsuspend: 'user.lifecycle.unsuspend',
  unlock: 'user.account.unlock',
  reset_password: 'user.account.reset_password',
  expire_password: 'user.account.expire_password',
};

/** The change an operation makes to a user who is allowed it. */
function patchFor(op: LifecycleOperation, user: UserRow, now: Date): Partial<NewUserRow> {
  const cleared = { lockedAt: null };
  switch (op) {
    case 'activate':
      // A user with a password is ACTIVE at once; one without must follow the emailed link (PROVISIONED).
      return user.passwordHash
        ? { status: 'ACTIVE', activatedAt: now, ...cleared }
        : { status: 'PROVISIONED' };
    case 'deactivate':
      return { status: 'DEPROVISIONED', ...cleared };
    case 'suspend':
      return { status: 'SUSPENDED' };
    case 'unsuspend':
    case 'unlock':
      return { status: 'ACTIVE', ...cleared };
    case 'reset_password':
      return { status: 'RECOVERY', ...cleared };
    case 'expire_password':
      return { status: 'PASSWORD_EXPIRED' };
  }
}

/**
 * User lifecycle (Okta `POST /api/v1/users/{id}/lifecycle/{operation}`), with Okta's rules per status
 * (user-status.ts): each transition is one conditional UPDATE, so of two concurrent operations the second
 * sees the new status. Deactivating and suspending close the user's sessions at once (which revokes the OAuth
 * grants made in them); every change sets statusChanged/lastUpdated and is audited with Okta's event type.
 */
export function createUsersLifecycle(deps: {
  db: Db;
  audit: AuditRepository;
  sessions: SessionsService;
  tokens: UserTokensService;
}) {
  const repo = createUsersRepository(deps.db);
  const failures = createLoginFailuresRepository(deps.db);

  return {
    /**
     * Runs `op` on the user `userId`. Null when the user does not exist.
     * @throws ApiError with Okta's code when the status does not allow it (user-status.ts `refusal`):
     *   403 E0000016, 400 E0000001, 403 E0000032 or 403 E0000038.
     */
    async run(
      userId: string,
      op: LifecycleOperation,
      opts: LifecycleOptions,
      ctx: ActionContext,
    ): Promise<LifecycleResult | null> {
      const before = await repo.findById(userId);
      if (!before) return null;
      const allowed =
        isAllowed(op, before.status) && (op !== 'expire_password' || before.passwordHash !== null);
      if (!allowed) throw refusal(op);
      const now = new Date();
      const row = await repo.transition(userId, [before.status], patchFor(op, before, now), now);
      if (!row) {
        if (!(await repo.findById(userId))) return null;
        throw refusal(op); // another request changed the status first
      }
      // Every operation that clears a lock also forgets the failures counted towards the next one.
      if (op !== 'suspend' && op !== 'expire_password') await failures.clearForUser(userId);
      const user = toManagedUser(row);
      const result: LifecycleResult = { user };
      const sendEmail = opts.sendEmail ?? true;
      if (op === 'deactivate' || op === 'suspend' || (op === 'reset_password' && opts.revokeSessions)) {
        await deps.sessions.closeAllForUser(userId);
      }
      if (op === 'deactivate' || (op === 'activate' && row.status === 'ACTIVE'))
        await deps.tokens.spendAll(userId);
      if (op === 'unlock') await deps.tokens.spendUnlockLinks(userId);
      if (op === 'activate' && row.status === 'PROVISIONED') {
        const link = await deps.tokens.activation(user, sendEmail);
        if (!sendEmail) result.activation = { activationUrl: link.url, activationToken: link.token };
      }
      if (op === 'reset_password') {
        const link = await deps.tokens.passwordReset(user, sendEmail);
        if (!sendEmail) result.resetPasswordUrl = link.url;
      }
      await deps.audit.record({
        type: EVENTS[op],
        userId,
        actor: ctx.actor,
        ip: ctx.ip,
        targets: [userTarget(user)],
        details: { previousStatus: before.status, status: row.status },
      });
      return result;
    },
  };
}

export type UsersLifecycle = ReturnType<typeof createUsersLifecycle>;
