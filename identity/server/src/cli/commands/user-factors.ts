import { parseCommand, userRef } from '../args.ts';
import { table } from '../output.ts';
import { command } from './command.ts';
import { requireUser } from './lookup.ts';

const REF = { login: { type: 'string' }, id: { type: 'string' } } as const;

/** `users factors`: a user's enrolled factors, oldest first. */
const listFactors = command({
  name: 'users factors',
  args: '(--login EMAIL | --id ID)',
  summary: "list a user's factors: id, type, provider, status, enrolled",
  parse(args) {
    return userRef(this.name, parseCommand(this.name, args, REF).values);
  },
  async run(op, ref, out) {
    const user = await requireUser(op, ref);
    const factors = await op.users.factors(user.id);
    const rows = factors.map((f) => [f.id, f.factorType, f.provider, f.status, f.created]);
    out.emit(factors, () => (rows.length ? table(rows) : `User ${user.profile.login} has no factors.`));
  },
});

/** `users reset-factors`: deletes every factor of a user (they enrol again at their next sign-in). */
const resetFactors = command({
  name: 'users reset-factors',
  args: '(--login EMAIL | --id ID)',
  summary: "delete all a user's factors and remembered browsers (they enrol again at the next sign-in)",
  parse(args) {
    return userRef(this.name, parseCommand(this.name, args, REF).values);
  },
  async run(op, ref, out) {
    const user = await requireUser(op, ref);
    const count = (await op.users.factors(user.id)).length;
    await op.users.resetFactors(user.id);
    out.emit({}, () => `Reset the factors of user ${user.id} ${user.profile.login}: ${count} deleted`);
  },
});

export const USER_FACTOR_COMMANDS = [listFactors, resetFactors];
