import { parseCommand, UsageError, userRef } from '../args.ts';
import { table } from '../output.ts';
import { command } from './command.ts';
import { requireGroup, requireUser } from './lookup.ts';

const create = command({
  name: 'groups create',
  args: '--name NAME [--description TEXT]',
  summary: 'create a group (its name is a value of the groups claim)',
  parse(args) {
    const { values } = parseCommand(this.name, args, {
      name: { type: 'string' },
      description: { type: 'string' },
    });
    if (values.name === undefined) throw new UsageError('groups create needs --name');
    return { name: values.name, ...(values.description ? { description: values.description } : {}) };
  },
  async run(op, profile, out) {
    const group = await op.groups.create(profile);
    out.emit(group, () => `Created group ${group.id} ${group.profile.name}`);
  },
});

const listGroups = command({
  name: 'groups list',
  args: '',
  summary: 'list groups: id, name, description',
  parse(args) {
    parseCommand(this.name, args, {});
    return null;
  },
  async run(op, _input, out) {
    const groups = await op.groups.list();
    const rows = groups.map((g) => [g.id, g.profile.name, g.profile.description ?? '']);
    out.emit(groups, () => (rows.length ? table(rows) : 'No groups.'));
  },
});

/** `groups add-user` and `groups remove-user`: idempotent membership changes. */
function membership(action: 'add-user' | 'remove-user') {
  return command({
    name: `groups ${action}`,
    args: '--group NAME|ID (--login EMAIL | --id ID)',
    summary: action === 'add-user' ? 'add a user to a group' : 'remove a user from a group',
    parse(args) {
      const { values } = parseCommand(this.name, args, {
        group: { type: 'string' },
        login: { type: 'string' },
        id: { type: 'string' },
      });
      if (values.group === undefined) throw new UsageError(`${this.name} needs --group NAME|ID`);
      return { group: values.group, user: userRef(this.name, values) };
    },
    async run(op, input, out) {
      const [group, user] = [await requireGroup(op, input.group), await requireUser(op, input.user)];
      if (action === 'add-user') await op.groups.addUser(group.id, user.id);
      else await op.groups.removeUser(group.id, user.id);
      const done = action === 'add-user' ? 'is in' : 'is not in';
      out.emit({}, () => `User ${user.id} ${user.profile.login} ${done} group ${group.profile.name}`);
    },
  });
}

export const GROUP_COMMANDS = [create, listGroups, membership('add-user'), membership('remove-user')];
