import type { ApplicationShape } from '../../apps/apps.schema.ts';
import type { GroupShape } from '../../groups/groups.schema.ts';
import { UserInputError } from '../../users/users.service.ts';
import type { UserShape } from '../../users/users.schema.ts';
import { OperatorError, type Operator } from '../operator.ts';

/** The user with this login or id. @throws UserInputError "No user with login …" when there is none. */
export async function requireUser(op: Operator, ref: string): Promise<UserShape> {
  const user = await op.users.find(ref);
  if (!user) throw new UserInputError(`No user with ${ref.includes('@') ? 'login' : 'id'} "${ref}"`);
  return user;
}

/** `First Last`, or empty. */
export function nameOf(user: UserShape): string {
  return `${user.profile.firstName ?? ''} ${user.profile.lastName ?? ''}`.trim();
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The group with this id or name (names compare case-insensitively). @throws UserInputError when none. */
export async function requireGroup(op: Operator, ref: string): Promise<GroupShape> {
  const found = (await op.groups.list()).find((g) => g.id === ref || sameName(g.profile.name, ref));
  if (!found) throw new UserInputError(`No group with name or id "${ref}"`);
  return found;
}

/**
 * The groups named `names`, creating those that do not exist (`users create --groups`); a group created
 * meanwhile by someone else is used.
 */
export async function ensureGroups(op: Operator, names: string[]): Promise<GroupShape[]> {
  const out: GroupShape[] = [];
  for (const name of names) {
    if (out.some((g) => sameName(g.profile.name, name))) continue;
    const named = async () => (await op.groups.list({ q: name })).find((g) => sameName(g.profile.name, name));
    let group = await named();
    if (!group) {
      try {
        group = await op.groups.create({ name });
      } catch (err) {
        group = err instanceof OperatorError && err.concerns('name') ? await named() : undefined;
        if (!group) throw err;
      }
    }
    out.push(group);
  }
  return out;
}

/** Characters a client_id may have (and that need no quoting inside a filter string). */
const CLIENT_ID = /^[A-Za-z0-9._~-]{1,100}$/;

/** The application with this client_id (or application id). @throws UserInputError when none. */
export async function requireApp(op: Operator, ref: string): Promise<ApplicationShape> {
  const byClientId = CLIENT_ID.test(ref)
    ? (await op.apps.list({ filter: `credentials.oauthClient.client_id eq "${ref}"` }))[0]
    : undefined;
  const found = byClientId ?? (CLIENT_ID.test(ref) ? await op.apps.get(ref) : null);
  if (!found) throw new UserInputError(`No client with client_id "${ref}"`);
  return found;
}
