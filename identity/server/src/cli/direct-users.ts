import { SYSTEM_ACTOR, type ActionContext } from '../audit/action-context.ts';
import { ApiError } from '../errors.ts';
import { groupObject } from '../groups/group-object.ts';
import type { ManagedGroup } from '../groups/groups.service.ts';
import type { Services } from '../services.ts';
import { userTypeId, type ManagedUser } from '../users/managed-user.ts';
import { userObject } from '../users/user-object.ts';
import { createLoginFailuresRepository } from '../users/login-failures.repository.ts';
import { LOGIN_AND_EMAIL, USERS_PAGE } from '../users/users.routes.ts';
import { GROUPS_PAGE } from '../groups/groups.routes.ts';
import { MEMBERS_PAGE } from '../groups/group-members.routes.ts';
import type { Operator } from './operator.ts';

/** Who acts when the CLI works on the database: the system, as for the demo seed. */
export const CLI_CONTEXT: ActionContext = { actor: SYSTEM_ACTOR };

/** 404 E0000007 as the management API words it for `kind`. */
export function notFound(id: string, kind: string): ApiError {
  return new ApiError('notFound', { params: { path: id, METHOD: kind } });
}

/** Every page of a paged service list. */
export async function allPages<T>(
  page: (after?: string) => Promise<{ items: T[]; next?: string }>,
): Promise<T[]> {
  const items: T[] = [];
  let after: string | undefined;
  do {
    const result = await page(after);
    items.push(...result.items);
    after = result.next;
  } while (after !== undefined);
  return items;
}

/**
 * Users and groups of the operator over the services, as the users, lifecycle, groups and members routes call
 * them, answering the same presenters' objects.
 */
export function directUsersAndGroups(services: Services): {
  users: Omit<Operator['users'], 'factors' | 'resetFactors' | 'grants' | 'revokeGrants'>;
  groups: Operator['groups'];
} {
  const { users, groups, groupMembers, config } = services;
  const failures = createLoginFailuresRepository(services.db);
  const typeId = userTypeId(config.issuer);
  const present = (u: ManagedUser) => userObject(config.issuer, typeId, u);
  const group = (g: ManagedGroup) => groupObject(config.issuer, g);
  const existing = async (id: string) => {
    const found = await users.admin.get(id);
    if (!found) throw notFound(id, 'User');
    return found;
  };
  const run = async (id: string, op: Parameters<typeof users.lifecycle.run>[1], opts = {}) => {
    const result = await users.lifecycle.run((await existing(id)).id, op, opts, CLI_CONTEXT);
    if (!result) throw notFound(id, 'User');
    return result;
  };
  const member = async (change: 'add' | 'remove', groupId: string, userId: string) => {
    const result = await groupMembers[change](groupId, userId, CLI_CONTEXT);
    if (result === 'no-group') throw notFound(groupId, 'UserGroup');
    if (result === 'no-user') throw notFound(userId, 'User');
  };

  return {
    users: {
      create: async ({ profile, password }) =>
        present(
          await users.admin.create(
            { profile, credentials: { password: { value: password } } },
            { activate: true, required: LOGIN_AND_EMAIL },
            CLI_CONTEXT,
          ),
        ),
      list: async ({ filter } = {}) =>
        (
          await allPages((after) =>
            users.admin.list({
              limit: USERS_PAGE.max,
              ...(filter ? { filter } : {}),
              ...(after ? { after } : {}),
            }),
          )
        ).map(present),
      find: async (idOrLogin) => {
        const found = await users.admin.get(idOrLogin);
        return found ? present(found) : null;
      },
      update: async (id, { profile, password }) => {
        const request = {
          ...(profile ? { profile } : {}),
          ...(password !== undefined ? { credentials: { password: { value: password } } } : {}),
        };
        const updated = await users.admin.update(id, request, 'partial', CLI_CONTEXT);
        if (!updated) throw notFound(id, 'User');
        return present(updated);
      },
      remove: async (id) => {
        if (!(await users.admin.remove(id, CLI_CONTEXT))) throw notFound(id, 'User');
      },
      deactivate: async (id) => {
        await run(id, 'deactivate');
      },
      resetPassword: async (id, opts) => {
        const result = await run(id, 'reset_password', opts);
        return result.resetPasswordUrl ? { resetPasswordUrl: result.resetPasswordUrl } : {};
      },
      expirePassword: async (id) => present((await run(id, 'expire_password')).user),
      unlock: async (id) => {
        const count = await failures.countForUser((await existing(id)).id);
        await run(id, 'unlock');
        return { failedAttempts: count };
      },
      groups: async (id) => (await groups.ofUser((await existing(id)).id)).map(group),
    },
    groups: {
      list: async ({ q } = {}) =>
        (
          await allPages((after) =>
            groups.list({ limit: GROUPS_PAGE.max, ...(q ? { q } : {}), ...(after ? { after } : {}) }),
          )
        ).map(group),
      create: async (profile) => group(await groups.create(profile, CLI_CONTEXT)),
      members: async (groupId) => {
        if (!(await groups.get(groupId))) throw notFound(groupId, 'UserGroup');
        const limit = MEMBERS_PAGE.max;
        return (
          await allPages((after) => users.admin.list({ groupId, limit, ...(after ? { after } : {}) }))
        ).map(present);
      },
      addUser: (groupId, userId) => member('add', groupId, userId),
      removeUser: (groupId, userId) => member('remove', groupId, userId),
    },
  };
}
