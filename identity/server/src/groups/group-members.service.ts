import type { ActionContext } from '../audit/action-context.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Db } from '../db/db.ts';
import { toManagedUser, userTarget } from '../users/managed-user.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { createGroupsRepository } from './groups.repository.ts';
import { groupTarget } from './groups.service.ts';

/** The outcome of a membership change: done, nothing to do, or which of the two does not exist. */
export type MembershipResult = 'changed' | 'unchanged' | 'no-group' | 'no-user';

/**
 * Group membership (Okta `PUT|DELETE /api/v1/groups/{groupId}/users/{userId}`): idempotent adds and removals,
 * each real change stamping the group's `lastMembershipUpdated` and audited as
 * `group.user_membership.add|remove` (targets: the user and the group). The group names a user belongs to
 * are the `groups` claim of its next tokens.
 */
export function createGroupMembersService(deps: { db: Db; audit: AuditRepository }) {
  const groups = createGroupsRepository(deps.db);
  const users = createUsersRepository(deps.db);

  async function change(kind: 'add' | 'remove', groupId: string, userId: string, ctx: ActionContext) {
    const [group, row] = await Promise.all([groups.findById(groupId), users.findById(userId)]);
    if (!group) return 'no-group';
    if (!row) return 'no-user';
    const now = new Date();
    const changed =
      kind === 'add'
        ? await groups.addMember(groupId, userId, now)
        : await groups.removeMember(groupId, userId, now);
    if (!changed) return 'unchanged';
    await deps.audit.record({
      type: `group.user_membership.${kind}`,
      userId,
      actor: ctx.actor,
      ip: ctx.ip,
      targets: [userTarget(toManagedUser(row)), groupTarget(group)],
    });
    return 'changed';
  }

  return {
    /** Adds a user to a group. */
    add: (groupId: string, userId: string, ctx: ActionContext): Promise<MembershipResult> =>
      change('add', groupId, userId, ctx),
    /** Removes a user from a group. */
    remove: (groupId: string, userId: string, ctx: ActionContext): Promise<MembershipResult> =>
      change('remove', groupId, userId, ctx),
  };
}

export type GroupMembersService = ReturnType<typeof createGroupMembersService>;
