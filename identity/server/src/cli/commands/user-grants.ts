import { parseCommand, userRef } from '../args.ts';
import { table } from '../output.ts';
import { command } from './command.ts';
import { requireUser } from './lookup.ts';

const REF = { login: { type: 'string' }, id: { type: 'string' } } as const;

/** `users grants`: the consents a user gave on the consent screen (one per application and scope). */
const listGrants = command({
  name: 'users grants',
  args: '(--login EMAIL | --id ID)',
  summary: "list a user's consents: id, client_id, scope, source, given",
  parse(args) {
    return userRef(this.name, parseCommand(this.name, args, REF).values);
  },
  async run(op, ref, out) {
    const user = await requireUser(op, ref);
    const grants = await op.users.grants(user.id);
    const rows = grants.map((g) => [g.id, g.clientId, g.scopeId, g.source, g.created]);
    out.emit(grants, () => (rows.length ? table(rows) : `User ${user.profile.login} has given no consent.`));
  },
});

/** `users revoke-grants`: revokes a user's consents (one application's with --client-id); the app asks again. */
const revokeGrants = command({
  name: 'users revoke-grants',
  args: '(--login EMAIL | --id ID) [--client-id CLIENT_ID]',
  summary: "revoke a user's consents (all, or one application's): the consent screen shows again",
  parse(args) {
    const { values } = parseCommand(this.name, args, { ...REF, 'client-id': { type: 'string' } });
    return { ref: userRef(this.name, values), clientId: values['client-id'] };
  },
  async run(op, { ref, clientId }, out) {
    const user = await requireUser(op, ref);
    const before = (await op.users.grants(user.id)).filter((g) => !clientId || g.clientId === clientId);
    await op.users.revokeGrants(user.id, clientId);
    const which = clientId ? ` for ${clientId}` : '';
    out.emit({}, () => `Revoked ${before.length} consent(s) of ${user.profile.login}${which}`);
  },
});

export const USER_GRANT_COMMANDS = [listGrants, revokeGrants];
