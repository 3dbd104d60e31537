import { CLIENT_COMMANDS } from './clients.ts';
import type { Command } from './command.ts';
import { GROUP_COMMANDS } from './groups.ts';
import { KEY_COMMANDS } from './keys.ts';
import { ORIGIN_COMMANDS } from './origins.ts';
import { POLICY_COMMANDS } from './policies.ts';
import { TOKEN_COMMANDS } from './tokens.ts';
import { updateUser } from './user-changes.ts';
import { USER_FACTOR_COMMANDS } from './user-factors.ts';
import { USER_LIFECYCLE_COMMANDS } from './user-lifecycle.ts';
import { USER_COMMANDS } from './users.ts';

/** THE command table of the operator CLI, in the order the usage lists them. */
export const COMMANDS: readonly Command[] = [
  ...USER_COMMANDS,
  updateUser,
  ...USER_LIFECYCLE_COMMANDS,
  ...USER_FACTOR_COMMANDS,
  ...GROUP_COMMANDS,
  ...ORIGIN_COMMANDS,
  ...CLIENT_COMMANDS,
  ...TOKEN_COMMANDS,
  ...KEY_COMMANDS,
  ...POLICY_COMMANDS,
];

/** The command `group action`, or undefined. */
export function findCommand(group: string | undefined, action: string | undefined): Command | undefined {
  return COMMANDS.find((c) => c.name === `${group} ${action}`);
}

/** The usage lines of the commands of `group` (all when undefined). */
export function usageLines(group?: string): string[] {
  return COMMANDS.filter((c) => group === undefined || c.name.startsWith(`${group} `)).flatMap((c) => {
    // Continuation lines of long arguments line up under the first argument.
    const [first, ...more] = c.args.split('\n').map((l) => l.trim());
    const indent = ' '.repeat(c.name.length + 3);
    return [`  ${c.name}${first ? ` ${first}` : ''}`, ...more.map((l) => indent + l), `      ${c.summary}`];
  });
}
