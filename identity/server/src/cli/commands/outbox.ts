import { parseCommand } from '../args.ts';
import { UserInputError } from '../../users/users.service.ts';
import { command } from './command.ts';

/**
 * `outbox`: the SMS, voice and email messages the identity provider delivered to its outbox (the default
 * delivery of every channel), newest first: for a developer or a test to read a code or a link. Each message:
 * a line `time  channel  to  [subject]`, then its body indented. `--json`: an array of `{id, channel, to,
 * subject, body, createdAt}`.
 */
const outbox = command({
  name: 'outbox',
  args: '[--to ADDRESS] [--limit N]',
  summary: 'list delivered SMS, voice and email messages, newest first (default 50; --to: one recipient)',
  parse(args) {
    const { values } = parseCommand(this.name, args, { to: { type: 'string' }, limit: { type: 'string' } });
    const raw = values.limit ?? '50';
    if (!/^\d{1,3}$/.test(raw) || Number(raw) < 1 || Number(raw) > 500) {
      throw new UserInputError(`--limit must be a number from 1 to 500, not "${raw}"`);
    }
    return { ...(values.to ? { to: values.to } : {}), limit: Number(raw) };
  },
  async run(op, query, out) {
    const messages = await op.outbox.list(query);
    out.emit(messages, () => {
      if (messages.length === 0) return query.to ? `No messages to ${query.to}.` : 'The outbox is empty.';
      return messages.flatMap((m) => [
        [m.createdAt, m.channel, m.to, ...(m.subject ? [m.subject] : [])].join('  '),
        ...m.body
          .trimEnd()
          .split('\n')
          .map((line) => (line ? `    ${line}` : '')),
      ]);
    });
  },
});

export const OUTBOX_COMMANDS = [outbox];
