import type { ActionContext } from '../audit/action-context.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Db } from '../db/db.ts';
import { InputErrors } from '../errors.ts';
import { isKnownFactorType, POLICY_FACTOR_TYPES } from '../factors/kinds/catalog.ts';
import { groupTarget, type GroupsService } from '../groups/groups.service.ts';
import { effectivePolicy, type EffectiveMfaPolicy, type MfaPolicy, type PolicyFactor } from './mfa-policy.ts';
import { createPoliciesRepository, type MfaPolicyRow } from './policies.repository.ts';
import { PASSWORDLESS_FACTOR_TYPES, passwordlessFactors } from './passwordless.ts';

/** System Log event of a policy change (Okta's event type for a changed policy). */
export const POLICY_UPDATE_EVENT = 'policy.lifecycle.update';
/** System Log event of a removed policy. */
export const POLICY_DELETE_EVENT = 'policy.lifecycle.delete';

/** The longest remember-device lifetime a policy may set: one year, in minutes. */
export const MAX_REMEMBER_MINUTES = 525_600;
/** The most factors of one type a policy may let a user enrol. */
export const MAX_ENROLLMENTS = 10;

/** A group's policy as written by an operator (defaults: OPTIONAL, 1 enrolment, no remember-device). */
export interface MfaPolicyInput {
  mfaRequired: boolean;
  factors: Array<{ factorType: string; enrollment?: 'REQUIRED' | 'OPTIONAL'; maxEnrollments?: number }>;
  rememberDevice?: { lifetimeMinutes: number; byDefault?: boolean };
  autoPush?: boolean;
  /** Members may sign in without a password, with one of the policy's possession factors. */
  passwordless?: boolean;
}

const toPolicy = (row: MfaPolicyRow): MfaPolicy => ({
  groupId: row.groupId,
  mfaRequired: row.mfaRequired,
  factors: row.factors,
  rememberDevice: {
    allowed: row.rememberDeviceAllowed,
    lifetimeMinutes: row.rememberDeviceMinutes,
    byDefault: row.rememberDeviceByDefault,
  },
  autoPush: row.autoPush,
  passwordless: row.passwordless,
  created: row.createdAt,
  lastUpdated: row.updatedAt,
});

/** The factors of an input, checked. @throws InputErrors (400 E0000001) naming each bad entry. */
function validFactors(input: MfaPolicyInput): PolicyFactor[] {
  const problems: Array<{ property: string; message: string }> = [];
  const seen = new Set<string>();
  const factors = input.factors.map((f, i) => {
    const property = `factors[${i}]`;
    if (!isKnownFactorType(f.factorType)) {
      problems.push({
        property,
        message: `Unknown factor type "${f.factorType}" (one of ${POLICY_FACTOR_TYPES.join(', ')})`,
      });
    } else if (seen.has(f.factorType)) {
      problems.push({ property, message: `The factor type "${f.factorType}" is listed twice` });
    }
    seen.add(f.factorType);
    const max = f.maxEnrollments ?? 1;
    if (!Number.isInteger(max) || max < 1 || max > MAX_ENROLLMENTS) {
      problems.push({
        property,
        message: `maxEnrollments must be a whole number from 1 to ${MAX_ENROLLMENTS}`,
      });
    }
    return { factorType: f.factorType, enrollment: f.enrollment ?? 'OPTIONAL', maxEnrollments: max };
  });
  if (input.mfaRequired && factors.length === 0) {
    problems.push({
      property: 'factors',
      message: 'A policy that requires MFA must allow at least one factor',
    });
  }
  if (input.passwordless && passwordlessFactors(factors).length === 0) {
    problems.push({
      property: 'passwordless',
      message: `Passwordless sign-in needs at least one possession factor (${[...PASSWORDLESS_FACTOR_TYPES].join(', ')})`,
    });
  }
  const minutes = input.rememberDevice?.lifetimeMinutes ?? 0;
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > MAX_REMEMBER_MINUTES) {
    problems.push({
      property: 'rememberDevice.lifetimeMinutes',
      message: `The lifetime is a whole number of minutes from 0 to ${MAX_REMEMBER_MINUTES}`,
    });
  }
  if (problems.length > 0) throw new InputErrors(problems);
  return factors;
}

/**
 * Multi-factor policies, one per group (issue 6): write (create or replace), read, list, remove, and the
 * effective policy of a user (mfa-policy.ts `effectivePolicy` over the policies of their groups). Changes are
 * audited (`policy.lifecycle.update|delete`, target the group) with the caller's actor.
 */
export function createPoliciesService(deps: { db: Db; audit: AuditRepository; groups: GroupsService }) {
  const repo = createPoliciesRepository(deps.db);
  const record = (type: string, group: { id: string; name: string }, ctx: ActionContext, details = {}) =>
    deps.audit.record({ type, actor: ctx.actor, ip: ctx.ip, targets: [groupTarget(group)], details });

  return {
    /**
     * Creates or replaces the policy of group `groupId`. Returns null for an unknown group.
     * @throws InputErrors (400 E0000001) for unknown or repeated factor types, a policy requiring MFA with no
     *   factor, or a lifetime outside 0..525600 minutes.
     */
    async set(groupId: string, input: MfaPolicyInput, ctx: ActionContext): Promise<MfaPolicy | null> {
      const factors = validFactors(input);
      const group = await deps.groups.get(groupId);
      if (!group) return null;
      const minutes = input.rememberDevice?.lifetimeMinutes ?? 0;
      const row = await repo.upsert(
        {
          groupId,
          mfaRequired: input.mfaRequired,
          factors,
          rememberDeviceAllowed: minutes > 0,
          rememberDeviceMinutes: minutes,
          rememberDeviceByDefault: minutes > 0 && (input.rememberDevice?.byDefault ?? false),
          autoPush: input.autoPush ?? false,
          passwordless: input.passwordless ?? false,
        },
        new Date(),
      );
      await record(POLICY_UPDATE_EVENT, group, ctx, { policyType: 'MFA' });
      return toPolicy(row);
    },

    async get(groupId: string): Promise<MfaPolicy | null> {
      const row = await repo.find(groupId);
      return row ? toPolicy(row) : null;
    },

    /** true when some group's policy allows passwordless sign-in (until then a missing password is a 400). */
    anyPasswordless: (): Promise<boolean> => repo.anyPasswordless(),

    /** Every group's policy, oldest first. */
    async list(): Promise<MfaPolicy[]> {
      return (await repo.list()).map(toPolicy);
    },

    /** Removes the policy of a group; false when it had none (or the group is unknown). */
    async remove(groupId: string, ctx: ActionContext): Promise<boolean> {
      const group = await deps.groups.get(groupId);
      if (!group || !(await repo.delete(groupId))) return false;
      await record(POLICY_DELETE_EVENT, group, ctx, { policyType: 'MFA' });
      return true;
    },

    /** What applies to a user now: the combination of their groups' policies (no MFA when none has one). */
    async forUser(userId: string): Promise<EffectiveMfaPolicy> {
      return effectivePolicy((await repo.ofUser(userId)).map(toPolicy));
    },

    /** What applies to a user whose groups' policy rows are already read (the sign-in lookup). */
    ofRows(rows: MfaPolicyRow[]): EffectiveMfaPolicy {
      return effectivePolicy(rows.map(toPolicy));
    },
  };
}

export type PoliciesService = ReturnType<typeof createPoliciesService>;
