import type { ActionContext } from '../audit/action-context.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Db } from '../db/db.ts';
import { createRecoveryPolicyRepository, type RecoveryPolicyPatch } from './recovery-policy.repository.ts';
import type { RecoveryPolicyRow } from './tables.ts';

/** A recovery channel of the Authn API (`factorType` of `/recovery/password` and `/recovery/unlock`). */
export type RecoveryChannel = 'EMAIL' | 'SMS' | 'CALL';

/** The recovery policy as the services read it. */
export interface RecoveryPolicy {
  channels: Record<RecoveryChannel, boolean>;
  recoveryQuestion: boolean;
  selfServiceUnlock: boolean;
  /** Lifetime of an emailed recovery link, ms. */
  tokenLifetimeMs: number;
  lastUpdated: Date;
}

function toPolicy(row: RecoveryPolicyRow): RecoveryPolicy {
  return {
    channels: { EMAIL: row.email, SMS: row.sms, CALL: row.call },
    recoveryQuestion: row.recoveryQuestion,
    selfServiceUnlock: row.selfServiceUnlock,
    tokenLifetimeMs: row.tokenLifetimeMinutes * 60_000,
    lastUpdated: row.updatedAt,
  };
}

/**
 * The organisation's recovery policy (issue 8): which channels carry a forgotten-password or unlock request, the
 * recovery question, self-service unlock and the recovery link's lifetime. Read on every recovery request (one
 * row); changed by the management API and the CLI, audited as `policy.lifecycle.update`.
 */
export function createRecoveryPolicyService(deps: { db: Db; audit: AuditRepository }) {
  const repo = createRecoveryPolicyRepository(deps.db);
  return {
    async get(): Promise<RecoveryPolicy> {
      return toPolicy(await repo.get());
    },

    /** Changes the given settings; returns the policy after the change. */
    async set(patch: RecoveryPolicyPatch, ctx: ActionContext): Promise<RecoveryPolicy> {
      const row = await repo.update(patch, new Date());
      await deps.audit.record({
        type: 'policy.lifecycle.update',
        actor: ctx.actor,
        ip: ctx.ip,
        targets: [{ id: 'recovery', type: 'PasswordRecoveryPolicy', displayName: 'Recovery policy' }],
        details: { ...patch },
      });
      return toPolicy(row);
    },
  };
}

export type RecoveryPolicyService = ReturnType<typeof createRecoveryPolicyService>;
