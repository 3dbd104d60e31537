import type { Db } from '../db/db.ts';
import type { PasswordPoliciesService } from '../policies/password-policies.service.ts';
import type { PasswordRules } from '../policies/password-policy.ts';
import {
  brokenComplexityRules,
  complexityCause,
  historyCause,
  type PasswordOwner,
} from '../policies/password-rules.ts';
import { verifyPassword } from './password.ts';
import { createPasswordHistoryRepository } from './password-history.repository.ts';

/** A user whose password is about to change: who they are, and their current hash (part of the history). */
export interface PasswordHolder extends PasswordOwner {
  id: string;
  passwordHash: string | null;
}

/**
 * The password policy where passwords are set (management API, CLI, Authn change_password): the complexity
 * and history rules of the user's groups, and the history record of every password set.
 */
export function createPasswordKeeper(deps: { db: Db; passwordPolicies: PasswordPoliciesService }) {
  const history = createPasswordHistoryRepository(deps.db);

  /** true when `password` is one of the user's last `count` passwords (the current one included). */
  async function reused(holder: PasswordHolder, password: string, count: number): Promise<boolean> {
    if (count <= 0) return false;
    const hashes = [...new Set([holder.passwordHash, ...(await history.recent(holder.id, count))])]
      .filter((h): h is string => h !== null)
      .slice(0, count);
    for (const hash of hashes) if (await verifyPassword(hash, password)) return true;
    return false;
  }

  return {
    /** The rules of an existing user (their groups' policies, or the default policy). */
    rulesOf: (userId: string): Promise<PasswordRules> => deps.passwordPolicies.forUser(userId),
    /** The rules of a user about to be created in these groups. */
    rulesOfGroups: (groupIds: string[], groupNames: string[]): Promise<PasswordRules> =>
      deps.passwordPolicies.forGroups(groupIds, groupNames),

    /**
     * What is wrong with `password` under `rules`, as the causes' texts: the complexity cause (every requirement
     * of the policy, as the reference lists them) and, for an existing holder, the history cause. [] = accepted.
     */
    async problems(rules: PasswordRules, password: string, owner: PasswordOwner | PasswordHolder) {
      const causes: string[] = [];
      if (brokenComplexityRules(rules, password, owner).length > 0) causes.push(complexityCause(rules));
      if ('id' in owner && (await reused(owner, password, rules.historyCount))) {
        causes.push(historyCause(rules.historyCount));
      }
      return causes;
    },

    /** Records a password just set (its hash) in the user's history. */
    remember: (userId: string, passwordHash: string, at: Date) => history.add(userId, passwordHash, at),
  };
}

export type PasswordKeeper = ReturnType<typeof createPasswordKeeper>;
