import { SYSTEM_ACTOR, type ActionContext } from '../audit/action-context.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Config } from '../config.ts';
import { InputError } from '../errors.ts';
import type { Db } from '../db/db.ts';
import type { GroupMembersService } from '../groups/group-members.service.ts';
import type { GroupsService } from '../groups/groups.service.ts';
import type { EmailSender } from '../delivery/delivery.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { PasswordPoliciesService } from '../policies/password-policies.service.ts';
import { createPasswordKeeper } from './password-keeper.ts';
import { createUserTokensService } from './user-tokens.service.ts';
import { createUsersAdmin } from './users.admin.service.ts';
import { createUsersLifecycle } from './users-lifecycle.service.ts';
import { createUsersRepository, type UserRow } from './users.repository.ts';

/** A user as other modules see it (server-iface `UserRecord`); never carries the password hash. */
export interface UserRecord {
  id: string;
  login: string;
  status: string;
  profile: {
    login: string;
    firstName: string;
    lastName: string;
    email: string;
    locale: string;
    timeZone: string;
  };
  groups: string[];
  passwordChangedAt: Date | null;
}

export interface CreateUserInput {
  login: string;
  password: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  locale?: string;
  timeZone?: string;
  groups?: string[];
}

/** Input rejected by `createUser`; `message` is meant for the operator. */
export class UserInputError extends InputError {
  constructor(message: string, property?: string) {
    super(message, property);
    this.name = 'UserInputError';
  }
}

/** Maps a stored row and the names of its groups to the public `UserRecord`. */
export function toUserRecord(row: UserRow, groups: string[]): UserRecord {
  return {
    id: row.id,
    login: row.login,
    status: row.status,
    profile: {
      login: row.login,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      locale: row.locale,
      timeZone: row.timeZone,
    },
    groups,
    passwordChangedAt: row.passwordChangedAt,
  };
}

/** What the users service needs besides the database. */
export interface UsersDeps {
  db: Db;
  config: Config;
  audit: AuditRepository;
  sessions: SessionsService;
  /** Email delivery (SMTP or the outbox) of activation and reset links. */
  mail: EmailSender;
  groups: GroupsService;
  members: GroupMembersService;
  passwordPolicies: PasswordPoliciesService;
}

/**
 * Users: lookups for sign-in, sessions and OIDC (`UserRecord`, with the names of the user's groups), the
 * operator's `createUser`, and the management services (`admin`: create, read, list, update, delete;
 * `lifecycle`: activate, deactivate, suspend, ...; `tokens`: activation and reset links), which the
 * management API and the CLI call alike.
 */
export function createUsersService(deps: UsersDeps) {
  const repo = createUsersRepository(deps.db);
  const tokens = createUserTokensService(deps);
  const lifecycle = createUsersLifecycle({ ...deps, tokens });
  const passwords = createPasswordKeeper(deps);
  const admin = createUsersAdmin({ ...deps, tokens, lifecycle, passwords });
  const withGroups = async (row: UserRow | null) =>
    row ? toUserRecord(row, await repo.groupNamesOf(row.id)) : null;
  return {
    repo,
    admin,
    /** The password policy where passwords are set (password-keeper.ts). */
    passwords,
    lifecycle,
    tokens,
    findById: async (id: string): Promise<UserRecord | null> => withGroups(await repo.findById(id)),
    findByLogin: async (login: string): Promise<UserRecord | null> =>
      withGroups(await repo.findByLogin(login)),
    async list(): Promise<UserRecord[]> {
      const rows = await repo.list();
      const groups = await repo.groupNamesOfMany(rows.map((r) => r.id));
      return rows.map((r) => toUserRecord(r, groups.get(r.id) ?? []));
    },
    /**
     * Creates an ACTIVE user with a password (the CLI's `users create`, the demo seed): only login and email
     * are required (email defaults to the login); `groups` are group names, created when missing.
     * @throws InputErrors / InputError (400 E0000001 over HTTP) for an invalid login or attribute, a password
     *   shorter than 8 (or longer than 256) characters, an invalid group name, or a login that exists.
     */
    async createUser(
      input: CreateUserInput,
      ctx: ActionContext = { actor: SYSTEM_ACTOR },
    ): Promise<UserRecord> {
      const user = await admin.create(
        {
          profile: {
            login: input.login,
            email: input.email ?? input.login.trim(),
            firstName: input.firstName,
            lastName: input.lastName,
            locale: input.locale,
            timezone: input.timeZone,
          },
          credentials: { password: { value: input.password } },
          groupNames: input.groups ?? [],
        },
        { activate: true, required: ['login', 'email'] },
        ctx,
      );
      return (await withGroups(await repo.findById(user.id)))!;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
