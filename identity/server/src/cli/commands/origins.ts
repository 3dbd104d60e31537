import type { TrustedOriginShape } from '../../origins/origins.schema.ts';
import { checkOrigin } from '../../origins/origin-rules.ts';
import { UserInputError } from '../../users/users.service.ts';
import { parseCommand } from '../args.ts';
import type { Operator } from '../operator.ts';
import { table } from '../output.ts';
import { command } from './command.ts';

const BOTH = ['CORS', 'REDIRECT'];

/** The canonical form of an origin. @throws UserInputError "Invalid origin …" with the reason. */
function canonical(origin: string): string {
  const checked = checkOrigin(origin.trim());
  if ('reason' in checked) throw new UserInputError(`Invalid origin "${origin}": ${checked.reason}`);
  return checked.origin;
}

async function findOrigin(op: Operator, origin: string): Promise<TrustedOriginShape | undefined> {
  return (await op.origins.list({ filter: `origin eq "${origin}"` }))[0];
}

/** `origins add`: trusts an origin for CORS and redirects, creating it or updating and activating it. */
const add = command({
  name: 'origins add',
  args: 'ORIGIN',
  summary: 'trust an origin (scheme://host[:port]) for CORS and redirects',
  parse(args) {
    const { positionals } = parseCommand(this.name, args, {}, { min: 1, max: 1, what: 'ORIGIN' });
    return canonical(positionals[0]!);
  },
  async run(op, origin, out) {
    const existing = await findOrigin(op, origin);
    let result: TrustedOriginShape;
    if (existing) {
      result = await op.origins.replace(existing.id, { name: existing.name, origin, scopes: BOTH });
      if (result.status !== 'ACTIVE') result = await op.origins.activate(existing.id);
    } else {
      result = await op.origins.create({ name: origin, origin, scopes: BOTH });
    }
    const what = existing ? 'Already trusted, updated' : 'Trusted';
    out.emit(result, () => `${what}: ${result.origin} (CORS + redirect)`);
  },
});

const listOrigins = command({
  name: 'origins list',
  args: '',
  summary: 'list trusted origins: id, origin, status, scopes, name',
  parse(args) {
    parseCommand(this.name, args, {});
    return null;
  },
  async run(op, _input, out) {
    const origins = await op.origins.list();
    const rows = origins.map((o) => [
      o.id,
      o.origin,
      o.status,
      o.scopes.map((s) => s.type).join('+'),
      o.name,
    ]);
    out.emit(origins, () => (rows.length ? table(rows) : 'No trusted origins.'));
  },
});

const remove = command({
  name: 'origins remove',
  args: 'ORIGIN|ID',
  summary: 'stop trusting an origin (deletes it)',
  parse(args) {
    return parseCommand(this.name, args, {}, { min: 1, max: 1, what: 'ORIGIN or id' }).positionals[0]!;
  },
  async run(op, ref, out) {
    const origin = 'origin' in checkOrigin(ref.trim()) ? canonical(ref) : null;
    const found = origin ? await findOrigin(op, origin) : (await op.origins.list()).find((o) => o.id === ref);
    if (!found) throw new UserInputError(`No trusted origin "${ref}"`);
    await op.origins.remove(found.id);
    out.emit({}, () => `Removed trusted origin ${found.origin}`);
  },
});

export const ORIGIN_COMMANDS = [add, listOrigins, remove];
