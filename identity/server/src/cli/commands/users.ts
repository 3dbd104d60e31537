import { USER_STATUSES } from '../../users/user-status.ts';
import { UserInputError } from '../../users/users.service.ts';
import { list, parseCommand, UsageError, userRef } from '../args.ts';
import { fields, table } from '../output.ts';
import { command } from './command.ts';
import { ensureGroups, nameOf, requireUser } from './lookup.ts';

const REF = { login: { type: 'string' }, id: { type: 'string' } } as const;

/** `users create`: an ACTIVE user with a password, in the named groups (created when missing). */
const create = command({
  name: 'users create',
  args: '--login EMAIL --password PW [--first-name F] [--last-name L] [--groups a,b]',
  summary: 'create an ACTIVE user (email = login); missing groups are created',
  parse(args) {
    const { values } = parseCommand(this.name, args, {
      login: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      groups: { type: 'string' },
    });
    if (!values.login || values.password === undefined) {
      throw new UsageError('users create needs --login and --password');
    }
    const groups = list(values.groups);
    const long = groups.find((g) => g.length > 255);
    if (long) throw new UserInputError(`Group name "${long.slice(0, 40)}…" is longer than 255 characters`);
    return { ...values, login: values.login, password: values.password, groups };
  },
  async run(op, input, out) {
    const profile: Record<string, string> = { login: input.login, email: input.login.trim() };
    if (input['first-name']) profile.firstName = input['first-name'];
    if (input['last-name']) profile.lastName = input['last-name'];
    const user = await op.users.create({ profile, password: input.password });
    for (const group of await ensureGroups(op, input.groups)) await op.groups.addUser(group.id, user.id);
    const groups = input.groups.length ? ` (groups: ${input.groups.join(', ')})` : '';
    out.emit(user, () => `Created user ${user.id} ${user.profile.login}${groups}`);
  },
});

/** `users list`: every user (DEPROVISIONED ones with `--status DEPROVISIONED`). */
const listUsers = command({
  name: 'users list',
  args: '[--status STATUS]',
  summary: 'list users: id, login, status, name, [groups]',
  parse(args) {
    const status = parseCommand(this.name, args, { status: { type: 'string' } }).values.status;
    if (status !== undefined && !(USER_STATUSES as readonly string[]).includes(status.toUpperCase())) {
      throw new UserInputError(`--status must be one of ${USER_STATUSES.join(', ')}`);
    }
    return { status: status?.toUpperCase() };
  },
  async run(op, { status }, out) {
    const users = await op.users.list(status ? { filter: `status eq "${status}"` } : {});
    if (out.json) return out.emit(users, () => []);
    const groupsOf = new Map<string, string[]>();
    for (const group of await op.groups.list()) {
      for (const member of await op.groups.members(group.id)) {
        groupsOf.set(member.id, [...(groupsOf.get(member.id) ?? []), group.profile.name]);
      }
    }
    const rows = users.map((u) => {
      const groups = `[${(groupsOf.get(u.id) ?? []).join(', ')}]`;
      return [u.id, u.profile.login!, u.status, nameOf(u) || '-', groups];
    });
    out.emit(users, () => (rows.length ? table(rows) : 'No users.'));
  },
});

/** `users get`: one user with its groups. */
const get = command({
  name: 'users get',
  args: '(--login EMAIL | --id ID)',
  summary: 'show a user and its groups',
  parse(args) {
    return userRef(this.name, parseCommand(this.name, args, REF).values);
  },
  async run(op, ref, out) {
    const user = await requireUser(op, ref);
    const groups = out.json ? [] : await op.users.groups(user.id);
    out.emit(user, () =>
      fields([
        ['id', user.id],
        ['login', user.profile.login],
        ['status', user.status],
        ['name', nameOf(user)],
        ['email', user.profile.email],
        ['created', user.created],
        ['activated', user.activated],
        ['last login', user.lastLogin],
        ['password changed', user.passwordChanged],
        ['groups', groups.map((g) => g.profile.name).join(', ')],
      ]),
    );
  },
});

export const USER_COMMANDS = [create, listUsers, get];
