import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A bad command line: the CLI prints it with the command's usage and exits 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * `parseArgs` for one command: strict options; no positional argument, or exactly one (`what` names it).
 * @throws UsageError for an unknown option, a missing value or a wrong count.
 */
export function parseCommand<O extends Options>(
  name: string,
  args: string[],
  options: O,
  positionals: { min: 1; max: 1; what: string } | { min: 0; max: 0 } = { min: 0, max: 0 },
) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: positionals.max > 0, strict: true });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const count = parsed.positionals.length;
  if (count < positionals.min || count > positionals.max) {
    throw new UsageError(`${name} needs exactly one ${'what' in positionals ? positionals.what : ''}`);
  }
  return parsed;
}

/** The user a command acts on: `--login EMAIL` or `--id ID`, exactly one. */
export function userRef(
  name: string,
  values: { login?: string | undefined; id?: string | undefined },
): string {
  if ((values.login === undefined) === (values.id === undefined)) {
    throw new UsageError(`${name} needs --login EMAIL or --id ID`);
  }
  return (values.login ?? values.id)!;
}

/** A comma-separated list, trimmed, without empty items. */
export function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}
