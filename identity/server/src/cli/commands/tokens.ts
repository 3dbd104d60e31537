import { parseCommand, UsageError } from '../args.ts';
import { table } from '../output.ts';
import { command, type Command } from './command.ts';

/**
 * `tokens create`: a management API token. People read the first line; the token itself is ALONE on the
 * last line, so a script takes it with `tail -n 1`. Works on the database when no server runs (the first token).
 */
const create = command({
  name: 'tokens create',
  args: '--name NAME',
  summary: 'create a management API token (printed once, alone on the last line)',
  parse(args) {
    const name = parseCommand(this.name, args, { name: { type: 'string' } }).values.name;
    if (name === undefined) throw new UsageError(`${this.name} needs --name`);
    return name;
  },
  async run(op, name, out) {
    const created = await op.tokens.create(name);
    out.emit(created, () => [
      `Created API token ${created.id} "${created.name}" (shown once: store it now; send it as ` +
        '"Authorization: SSWS <token>"):',
      created.token,
    ]);
  },
});

const listTokens = command({
  name: 'tokens list',
  args: '',
  summary: 'list active API tokens: id, created, last used, name',
  parse(args) {
    parseCommand(this.name, args, {});
    return null;
  },
  async run(op, _input, out) {
    const tokens = await op.tokens.list();
    const rows = tokens.map((t) => [t.id, t.created, t.lastUsed ?? 'never used', t.name]);
    out.emit(tokens, () => (rows.length ? table(rows) : 'No API tokens.'));
  },
});

const revoke = command({
  name: 'tokens revoke',
  args: 'TOKEN_ID',
  summary: 'revoke an API token at once',
  parse(args) {
    return parseCommand(this.name, args, {}, { min: 1, max: 1, what: 'TOKEN_ID' }).positionals[0]!;
  },
  async run(op, id, out) {
    await op.tokens.revoke(id);
    out.emit({}, () => `Revoked API token ${id}`);
  },
});

/** The name the users engineer gave `tokens create` first; kept working. */
const alias = (c: Command, name: string): Command => ({ ...c, name, summary: `same as ${c.name}` });

export const TOKEN_COMMANDS = [create, listTokens, revoke, alias(create, 'api-tokens create')];
