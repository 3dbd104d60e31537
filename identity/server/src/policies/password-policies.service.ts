import type { ActionContext } from '../audit/action-context.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Db } from '../db/db.ts';
import { InputErrors } from '../errors.ts';
import { groupTarget, type GroupsService } from '../groups/groups.service.ts';
import { MAX_PASSWORD_LENGTH } from '../users/password.ts';
import {
  DEFAULT_PASSWORD_RULES,
  EXCLUDABLE_ATTRIBUTES,
  effectivePasswordRules,
  type ExcludableAttribute,
  type PasswordPolicy,
  type PasswordRules,
} from './password-policy.ts';
import { createPasswordPoliciesRepository, type PasswordPolicyRow } from './password-policies.repository.ts';
import { POLICY_DELETE_EVENT, POLICY_UPDATE_EVENT } from './policies.service.ts';

/** Largest history a policy may keep (the reference's limit; password_history keeps this many per user). */
export const MAX_HISTORY_COUNT = 24;
/** Longest minimum age: one year, in minutes. */
export const MAX_MIN_AGE_MINUTES = 525_600;
/** Longest maximum age: ten years, in days. */
export const MAX_AGE_DAYS = 3650;

/** A group's password policy as written by an operator; omitted rules take DEFAULT_PASSWORD_RULES' values. */
export type PasswordPolicyInput = Partial<Omit<PasswordRules, 'excludeAttributes'>> & {
  excludeAttributes?: string[];
};

const toPolicy = (row: PasswordPolicyRow): PasswordPolicy => ({
  groupId: row.groupId,
  minLength: row.minLength,
  minLowerCase: row.minLowerCase,
  minUpperCase: row.minUpperCase,
  minNumber: row.minNumber,
  minSymbol: row.minSymbol,
  excludeUsername: row.excludeUsername,
  excludeAttributes: row.excludeAttributes,
  historyCount: row.historyCount,
  minAgeMinutes: row.minAgeMinutes,
  maxAgeDays: row.maxAgeDays,
  warnDays: row.warnDays,
  created: row.createdAt,
  lastUpdated: row.updatedAt,
});

const BOUNDS: Array<[keyof PasswordRules, number, number]> = [
  ['minLength', 1, MAX_PASSWORD_LENGTH],
  ['minLowerCase', 0, MAX_PASSWORD_LENGTH],
  ['minUpperCase', 0, MAX_PASSWORD_LENGTH],
  ['minNumber', 0, MAX_PASSWORD_LENGTH],
  ['minSymbol', 0, MAX_PASSWORD_LENGTH],
  ['historyCount', 0, MAX_HISTORY_COUNT],
  ['minAgeMinutes', 0, MAX_MIN_AGE_MINUTES],
  ['maxAgeDays', 0, MAX_AGE_DAYS],
  ['warnDays', 0, MAX_AGE_DAYS],
];

/** The rules of an input, checked. @throws InputErrors (400 E0000001) naming each bad setting. */
export function validPasswordRules(input: PasswordPolicyInput): PasswordRules {
  const rules = { ...DEFAULT_PASSWORD_RULES, ...input } as PasswordRules;
  const problems: Array<{ property: string; message: string }> = [];
  for (const [name, min, max] of BOUNDS) {
    const value = rules[name] as number;
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push({ property: name, message: `${name} must be a whole number from ${min} to ${max}` });
    }
  }
  const unknown = (input.excludeAttributes ?? []).filter(
    (a) => !EXCLUDABLE_ATTRIBUTES.includes(a as ExcludableAttribute),
  );
  if (unknown.length > 0) {
    problems.push({
      property: 'excludeAttributes',
      message: `Only ${EXCLUDABLE_ATTRIBUTES.join(' and ')} can be excluded, not ${unknown.join(', ')}`,
    });
  }
  const counted = rules.minLowerCase + rules.minUpperCase + rules.minNumber + rules.minSymbol;
  if (counted > MAX_PASSWORD_LENGTH) {
    problems.push({ property: 'minLength', message: 'No password could follow these minimum counts' });
  }
  // warnDays = maxAgeDays warns from the first day on.
  if (rules.warnDays > rules.maxAgeDays) {
    problems.push({
      property: 'warnDays',
      message: 'The warning needs a maximum age (maxAgeDays) at least as long',
    });
  }
  if (problems.length > 0) throw new InputErrors(problems);
  return {
    ...rules,
    excludeAttributes: EXCLUDABLE_ATTRIBUTES.filter((a) => input.excludeAttributes?.includes(a)),
  };
}

/**
 * Password policies, one per group (issue 8): write (create or replace), read, list, remove, and the rules of a
 * user (password-policy.ts `effectivePasswordRules` over the policies of their groups; the default policy when
 * none has one). Changes are audited (`policy.lifecycle.update|delete`, policyType PASSWORD, target the group).
 */
export function createPasswordPoliciesService(deps: {
  db: Db;
  audit: AuditRepository;
  groups: GroupsService;
}) {
  const repo = createPasswordPoliciesRepository(deps.db);
  const record = (type: string, group: { id: string; name: string }, ctx: ActionContext) =>
    deps.audit.record({
      type,
      actor: ctx.actor,
      ip: ctx.ip,
      targets: [groupTarget(group)],
      details: { policyType: 'PASSWORD' },
    });

  return {
    /**
     * Creates or replaces the password policy of group `groupId`. Returns null for an unknown group.
     * @throws InputErrors (400 E0000001) for a setting out of its range (see BOUNDS), an attribute other than
     *   firstName/lastName, or more warning days than the maximum age.
     */
    async set(
      groupId: string,
      input: PasswordPolicyInput,
      ctx: ActionContext,
    ): Promise<PasswordPolicy | null> {
      const rules = validPasswordRules(input);
      const group = await deps.groups.get(groupId);
      if (!group) return null;
      const row = await repo.upsert({ groupId, ...rules }, new Date());
      await record(POLICY_UPDATE_EVENT, group, ctx);
      return toPolicy(row);
    },

    async get(groupId: string): Promise<PasswordPolicy | null> {
      const row = await repo.find(groupId);
      return row ? toPolicy(row) : null;
    },

    /** Every group's password policy, oldest first. */
    async list(): Promise<PasswordPolicy[]> {
      return (await repo.list()).map(toPolicy);
    },

    /** Removes the policy of a group; false when it had none (or the group is unknown). */
    async remove(groupId: string, ctx: ActionContext): Promise<boolean> {
      const group = await deps.groups.get(groupId);
      if (!group || !(await repo.delete(groupId))) return false;
      await record(POLICY_DELETE_EVENT, group, ctx);
      return true;
    },

    /** The rules that apply to a user now (the default policy when no group of theirs has one). */
    async forUser(userId: string): Promise<PasswordRules> {
      return effectivePasswordRules((await repo.ofUser(userId)).map(toPolicy));
    },

    /** The rules of a user whose groups' policy rows are already read (the sign-in lookup). */
    ofRows(rows: PasswordPolicyRow[]): PasswordRules {
      return effectivePasswordRules(rows.map(toPolicy));
    },

    /** The rules of a user in exactly the groups with these ids or names (one being created). */
    async forGroups(groupIds: string[], groupNames: string[] = []): Promise<PasswordRules> {
      return effectivePasswordRules((await repo.ofGroups(groupIds, groupNames)).map(toPolicy));
    },
  };
}

export type PasswordPoliciesService = ReturnType<typeof createPasswordPoliciesService>;
