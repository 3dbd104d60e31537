import { BASE_ATTRIBUTES } from '../../users/profile.ts';
import { UserInputError } from '../../users/users.service.ts';
import { parseCommand, UsageError, userRef } from '../args.ts';
import type { UserChanges } from '../operator.ts';
import { command } from './command.ts';
import { requireUser } from './lookup.ts';

/** The profile attributes `users update` sets with a flag of their own (flag → attribute). */
const FLAGS = {
  'new-login': 'login',
  email: 'email',
  'first-name': 'firstName',
  'last-name': 'lastName',
} as const;

/** `--set name=value` pairs (an empty value removes the attribute) merged over the named flags. */
function changesOf(values: Record<string, string | string[] | boolean | undefined>): UserChanges {
  const profile: Record<string, string | null> = {};
  for (const [flag, attribute] of Object.entries(FLAGS)) {
    if (typeof values[flag] === 'string') profile[attribute] = values[flag];
  }
  for (const pair of (values.set as string[] | undefined) ?? []) {
    const at = pair.indexOf('=');
    const name = at > 0 ? pair.slice(0, at) : '';
    if (!(BASE_ATTRIBUTES as readonly string[]).includes(name)) {
      throw new UserInputError(
        `--set "${pair}": use ATTRIBUTE=VALUE with a profile attribute (${BASE_ATTRIBUTES.join(', ')})`,
      );
    }
    profile[name] = pair.slice(at + 1) === '' ? null : pair.slice(at + 1);
  }
  const password = typeof values.password === 'string' ? values.password : undefined;
  return {
    ...(Object.keys(profile).length > 0 ? { profile } : {}),
    ...(password !== undefined ? { password } : {}),
  };
}

/** `users update`: a partial update of profile attributes and/or the password. */
export const updateUser = command({
  name: 'users update',
  args:
    '(--login EMAIL | --id ID) [--new-login EMAIL] [--email E] [--first-name F] [--last-name L] [--password PW]\n' +
    '                 [--set ATTRIBUTE=VALUE …]',
  summary: 'change profile attributes (--set name= removes one) or the password',
  parse(args) {
    const { values } = parseCommand(this.name, args, {
      login: { type: 'string' },
      id: { type: 'string' },
      'new-login': { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      password: { type: 'string' },
      set: { type: 'string', multiple: true },
    });
    const ref = userRef(this.name, values);
    const changes = changesOf(values);
    if (!changes.profile && changes.password === undefined) {
      throw new UsageError('users update needs something to change');
    }
    return { ref, changes };
  },
  async run(op, { ref, changes }, out) {
    const user = await op.users.update((await requireUser(op, ref)).id, changes);
    const what = [...Object.keys(changes.profile ?? {}), ...(changes.password ? ['password'] : [])];
    out.emit(user, () => `Updated user ${user.id} ${user.profile.login}: ${what.join(', ')}`);
  },
});
