import { CLIENT_COMMANDS } from './clients.ts';
import type { Command } from './command.ts';
import { GROUP_COMMANDS } from './groups.ts';
import { IDP_COMMANDS } from './idps.ts';
import { KEY_COMMANDS } from './keys.ts';
import { ORIGIN_COMMANDS } from './origins.ts';
import { OUTBOX_COMMANDS } from './outbox.ts';
import { POLICY_COMMANDS } from './policies.ts';
import { RECOVERY_POLICY_COMMANDS } from './recovery-policy.ts';
import { REGISTRATION_POLICY_COMMANDS } from './registration-policy.ts';
import { TOKEN_COMMANDS } from './tokens.ts';
import { updateUser } from './user-changes.ts';
import { USER_FACTOR_COMMANDS } from './user-factors.ts';
import { USER_GRANT_COMMANDS } from './user-grants.ts';
import { USER_LIFECYCLE_COMMANDS } from './user-lifecycle.ts';
import { USER_COMMANDS } from './users.ts';

/** THE command table of the operator CLI, in the order the usage lists them. */
export const COMMANDS: readonly Command[] = [
  ...USER_COMMANDS,
  updateUser,
  ...USER_LIFECYCLE_COMMANDS,
  ...USER_FACTOR_COMMANDS,
  ...USER_GRANT_COMMANDS,
  ...GROUP_COMMANDS,
  ...ORIGIN_COMMANDS,
  ...CLIENT_COMMANDS,
  ...TOKEN_COMMANDS,
  ...KEY_COMMANDS,
  ...POLICY_COMMANDS,
  ...RECOVERY_POLICY_COMMANDS,
  ...REGISTRATION_POLICY_COMMANDS,
  ...IDP_COMMANDS,
  ...OUTBOX_COMMANDS,
];

/** The command `group action`, or undefined. */
export function findCommand(group: string | undefined, action: string | undefined): Command | undefined {
  return COMMANDS.find((c) => c.name === `${group} ${action}`);
}

/**
 * The command a command line names, and its arguments: a one-word command (`outbox`) takes everything after
 * its name; others are `group action`.
 */
export function resolveCommand(words: string[]): { command?: Command; args: string[] } {
  const [group, action, ...args] = words;
  const single = COMMANDS.find((c) => c.name === group);
  if (single) return { command: single, args: words.slice(1) };
  const command = findCommand(group, action);
  return command ? { command, args } : { args };
}

/** The usage lines of the commands of `group` (all when undefined). */
export function usageLines(group?: string): string[] {
  const inGroup = (c: Command) => group === undefined || c.name === group || c.name.startsWith(`${group} `);
  return COMMANDS.filter(inGroup).flatMap((c) => {
    // Continuation lines of long arguments line up under the first argument.
    const [first, ...more] = c.args.split('\n').map((l) => l.trim());
    const indent = ' '.repeat(c.name.length + 3);
    return [`  ${c.name}${first ? ` ${first}` : ''}`, ...more.map((l) => indent + l), `      ${c.summary}`];
  });
}
