import type { ActionContext } from '../audit/action-context.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { ApiError, InputError, InputErrors, FIELD_TAKEN } from '../errors.ts';
import {
  findUser,
  rawOwner,
  uniqueLogin,
  validateUserInput,
  type PasswordPolicyCheck,
} from './user-input.ts';
import type { PasswordOwner } from '../policies/password-rules.ts';
import type { GroupMembersService } from '../groups/group-members.service.ts';
import type { GroupsService } from '../groups/groups.service.ts';
import { newId } from '../lib/crypto.ts';
import { buildProfile, type BaseAttribute } from './profile.ts';
import { hashCredentials, type CredentialsInput } from './user-credentials.ts';
import type { UserTokensService } from './user-tokens.service.ts';
import type { PasswordKeeper } from './password-keeper.ts';
import type { PasswordRules } from '../policies/password-policy.ts';
import { profileColumns, profileOf, toManagedUser, userTarget, type ManagedUser } from './managed-user.ts';
import type { UsersLifecycle } from './users-lifecycle.service.ts';
import { createUsersRepository } from './users.repository.ts';
import { listUsers, type UserListQuery } from './users-list.ts';

/** The body of `POST /api/v1/users` (Okta "Create a user"); `groupNames` is the CLI's `--groups`. */
export interface CreateUserRequest {
  profile: Record<string, unknown>;
  credentials?: CredentialsInput;
  groupIds?: string[];
  groupNames?: string[];
}

/** What a user profile and credentials update sends (`POST` partial, `PUT` replace). */
export interface UpdateUserRequest {
  profile?: Record<string, unknown>;
  credentials?: CredentialsInput;
}

/**
 * Users of the management API and the CLI (Okta Management API Users): create, read, list, update, delete.
 * Services take no HTTP request: the caller passes who acts (`ActionContext`) for the audit log.
 */
export function createUsersAdmin(deps: {
  db: Db;
  config: Config;
  audit: AuditRepository;
  groups: GroupsService;
  members: GroupMembersService;
  tokens: UserTokensService;
  lifecycle: UsersLifecycle;
  passwords: PasswordKeeper;
}) {
  const repo = createUsersRepository(deps.db);
  const { audit, groups, passwords } = deps;

  /** The password policy check of `validateUserInput` under the rules `rules` resolves. */
  function policyCheck(
    rules: () => Promise<PasswordRules>,
    owner: PasswordOwner,
    holder?: { id: string; passwordHash: string | null },
  ): PasswordPolicyCheck {
    const check = async (password: string, who: PasswordOwner) =>
      passwords.problems(await rules(), password, holder ? { ...who, ...holder } : who);
    return Object.assign(check, { rawOwner: owner });
  }

  return {
    /**
     * Creates a user: ACTIVE with a password and `activate` (default true); PROVISIONED without a password,
     * an activation link emailed through the outbox; STAGED when `activate` is false. `required` are the
     * profile attributes that must be set (Okta's four by default; the CLI asks only login and email). `federated`
     * (a person an external identity provider vouches for, src/idps) is ACTIVE without a password and gets no
     * activation email.
     * @throws InputErrors (400 E0000001) for invalid profile attributes, a password under 8 characters, an
     *   unknown group id, or (InputError on `login`) a login that exists.
     */
    async create(
      req: CreateUserRequest,
      opts: { activate?: boolean; required?: readonly BaseAttribute[]; federated?: boolean },
      ctx: ActionContext,
    ): Promise<ManagedUser> {
      const profile = await validateUserInput(
        () => buildProfile(req.profile, null, opts.required),
        req.credentials,
        policyCheck(
          () => passwords.rulesOfGroups(req.groupIds ?? [], req.groupNames ?? []),
          rawOwner(req.profile),
        ),
      );
      const groupIds = [...new Set(req.groupIds ?? [])];
      const found = await Promise.all(groupIds.map((id) => groups.get(id)));
      const missing = groupIds.filter((_, i) => !found[i]);
      if (missing.length > 0) {
        throw new InputErrors(
          missing.map((id) => ({ property: 'groupIds', message: `No group has the id ${id}` })),
        );
      }
      if (await repo.findByLogin(profile.login)) throw new InputError(FIELD_TAKEN, 'login');
      const named = req.groupNames?.length ? await groups.ensure(req.groupNames, ctx) : [];
      const now = new Date();
      const credentials = await hashCredentials(req.credentials, now);
      const status =
        opts.activate === false
          ? 'STAGED'
          : credentials.passwordHash || opts.federated
            ? 'ACTIVE'
            : 'PROVISIONED';
      const row = await uniqueLogin(() =>
        repo.insert({
          id: newId('00u'),
          ...profileColumns(profile),
          ...credentials,
          status,
          createdAt: now,
          updatedAt: now,
          statusChangedAt: now,
          activatedAt: status === 'ACTIVE' ? now : null,
        }),
      );
      if (credentials.passwordHash) await passwords.remember(row.id, credentials.passwordHash, now);
      const user = toManagedUser(row);
      const target = userTarget(user);
      await audit.record({
        type: 'user.lifecycle.create',
        userId: user.id,
        actor: ctx.actor,
        ip: ctx.ip,
        targets: [target],
      });
      if (status === 'ACTIVE') {
        await audit.record({
          type: 'user.lifecycle.activate',
          userId: user.id,
          actor: ctx.actor,
          ip: ctx.ip,
          targets: [target],
        });
      }
      for (const group of [...found.filter((g) => g !== null), ...named]) {
        await deps.members.add(group.id, user.id, ctx);
      }
      if (status === 'PROVISIONED') await deps.tokens.activation(user, true);
      return user;
    },

    /** A user by id or login; null when none. */
    async get(idOrLogin: string): Promise<ManagedUser | null> {
      const row = await findUser(repo, idOrLogin);
      return row ? toManagedUser(row) : null;
    },

    /** A page of users (users-list.ts). */
    list(query: UserListQuery) {
      return listUsers(deps.db, deps.config, query);
    },

    /**
     * Updates a user's profile and credentials: `partial` (POST) changes only the attributes sent (null
     * removes one), `replace` (PUT) replaces the whole profile. Setting a password ends RECOVERY and
     * PASSWORD_EXPIRED (the user is ACTIVE again, earlier links spent); a new password must follow the user's
     * password policy, complexity and history (400 E0000001 with its causes) and joins the history. Null when the
     * user does not exist.
     * @throws ApiError 403 E0000038 for a DEPROVISIONED user; InputErrors / InputError as `create`.
     */
    async update(idOrLogin: string, req: UpdateUserRequest, mode: 'partial' | 'replace', ctx: ActionContext) {
      const row = await findUser(repo, idOrLogin);
      if (!row) return null;
      if (row.status === 'DEPROVISIONED') throw new ApiError('userStatusNotAllowed');
      const current = profileOf(row);
      const profile = await validateUserInput(
        () => (req.profile ? buildProfile(req.profile, mode === 'partial' ? current : null) : current),
        req.credentials,
        policyCheck(() => passwords.rulesOf(row.id), rawOwner(req.profile, current), {
          id: row.id,
          passwordHash: row.passwordHash,
        }),
      );
      if (
        profile.login.toLowerCase() !== current.login.toLowerCase() &&
        (await repo.findByLogin(profile.login))
      ) {
        throw new InputError(FIELD_TAKEN, 'login');
      }
      const now = new Date();
      const credentials = await hashCredentials(req.credentials, now);
      const recovers =
        credentials.passwordHash !== undefined && ['RECOVERY', 'PASSWORD_EXPIRED'].includes(row.status);
      const patch = { ...profileColumns(profile), ...credentials, ...(recovers ? { status: 'ACTIVE' } : {}) };
      const updated = await uniqueLogin(() => repo.transition(row.id, [row.status], patch, now));
      if (!updated) throw new ApiError('userStatusNotAllowed'); // its status changed meanwhile: ask again
      if (credentials.passwordHash) await passwords.remember(row.id, credentials.passwordHash, now);
      if (recovers) await deps.tokens.spendAll(row.id);
      const user = toManagedUser(updated);
      const event = { userId: user.id, actor: ctx.actor, ip: ctx.ip, targets: [userTarget(user)] };
      if (req.profile) await audit.record({ type: 'user.account.update_profile', ...event });
      if (credentials.passwordHash) await audit.record({ type: 'user.account.update_password', ...event });
      return user;
    },

    /**
     * `DELETE /api/v1/users/{id}` as Okta: a user who is not DEPROVISIONED is deactivated ('deactivated'), a
     * DEPROVISIONED one is deleted with its sessions, tokens and memberships ('deleted'). Null when none.
     */
    async remove(idOrLogin: string, ctx: ActionContext): Promise<'deactivated' | 'deleted' | null> {
      const row = await findUser(repo, idOrLogin);
      if (!row) return null;
      if (row.status !== 'DEPROVISIONED') {
        await deps.lifecycle.run(row.id, 'deactivate', {}, ctx);
        return 'deactivated';
      }
      if (!(await repo.deleteDeprovisioned(row.id))) throw new ApiError('userStatusNotAllowed');
      const user = toManagedUser(row);
      await audit.record({
        type: 'user.lifecycle.delete.completed',
        userId: user.id,
        actor: ctx.actor,
        ip: ctx.ip,
        targets: [userTarget(user)],
      });
      return 'deleted';
    },
  };
}

export type UsersAdmin = ReturnType<typeof createUsersAdmin>;
