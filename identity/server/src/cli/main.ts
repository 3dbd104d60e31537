import { loadConfig } from '../config.ts';
import { InputError } from '../errors.ts';
import { UsageError } from './args.ts';
import { COMMANDS, resolveCommand } from './commands/index.ts';
import { connect, type Connection } from './connect.ts';
import { OperatorError } from './operator.ts';
import { createOutput } from './output.ts';
import { usage } from './usage.ts';

type Out = (line: string) => void;

/** The options every command takes, wherever they stand on the line. */
interface Globals {
  url?: string;
  token?: string;
  json: boolean;
  verbose: boolean;
  help: boolean;
}

/** Takes the global options out of `argv` (`--url X`, `--url=X`, …; after `--` nothing is taken). */
export function splitGlobals(argv: string[]): { globals: Globals; rest: string[] } {
  const globals: Globals = { json: false, verbose: false, help: false };
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [name, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg];
    if (arg === '--') {
      rest.push(...argv.slice(i));
      break;
    } else if (name === '--url' || name === '--token') {
      const value = inline ?? argv[++i];
      if (value === undefined || value === '') throw new UsageError(`${name} needs a value`);
      globals[name === '--url' ? 'url' : 'token'] = value;
    } else if (arg === '--json') globals.json = true;
    else if (arg === '--verbose' || arg === '-v') globals.verbose = true;
    else if (arg === '--help' || arg === '-h') globals.help = true;
    else rest.push(arg);
  }
  return { globals, rest };
}

const set = (v: string | undefined) => (v === undefined || v === '' ? undefined : v);

/** Prints a failure of `run` and returns its exit code (never a stack trace). */
function failure(e: unknown, err: Out, connection: Connection): number {
  if (e instanceof OperatorError && e.status === 401) {
    err(
      `${e.message}: the identity provider refused the API token of ${connection.via}. Pass another with ` +
        '--token (or IDP_API_TOKEN); a server restart renews the token file.',
    );
  } else if (e instanceof UsageError) {
    err(e.message);
    return 2;
  } else if (e instanceof OperatorError || e instanceof InputError) {
    err(e.message);
  } else {
    err(`${(e as Error).message ?? String(e)}\n(The CLI used ${connection.via}.)`);
  }
  return 1;
}

/**
 * Operator CLI (`npm run idp -- <group> <action> …`, or a one-word command such as `outbox`). Returns the exit code: 0 done, 1 refused input or an
 * unavailable server or database, 2 bad usage (with the usage text). Each command is written once against the
 * `Operator` interface; `connect` chooses the management API of a running server or the database (see usage.ts).
 */
export async function runCli(
  argv: string[],
  out: Out = console.log,
  err: Out = console.error,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  let parsed;
  try {
    parsed = splitGlobals(argv);
  } catch (e) {
    err(`${(e as Error).message}\n\n${usage()}`);
    return 2;
  }
  const { globals, rest } = parsed;
  const [group] = rest;
  const { command, args } = resolveCommand(rest);
  if (!command) {
    const known = group !== undefined && COMMANDS.some((c) => c.name.startsWith(`${group} `));
    if (globals.help) return (out(usage(known ? group : undefined)), 0);
    err(group === undefined ? usage() : `Unknown command "${rest.slice(0, 2).join(' ')}"\n\n${usage()}`);
    return 2;
  }
  if (globals.help) return (out(usage(group)), 0);
  let input;
  try {
    input = command.parse(args);
  } catch (e) {
    if (e instanceof UsageError) return (err(`${e.message}\n\n${usage(group)}`), 2);
    return (err((e as Error).message), 1);
  }
  let connection: Connection;
  try {
    const config = loadConfig(env);
    connection = await connect(config, {
      url: globals.url ?? set(env.IDP_URL),
      token: globals.token ?? set(env.IDP_API_TOKEN),
    });
  } catch (e) {
    err((e as Error).message);
    return 1;
  }
  if (globals.verbose) err(`Using ${connection.via}`);
  try {
    await command.run(connection.operator, input, createOutput(out, globals.json));
    return 0;
  } catch (e) {
    return failure(e, err, connection);
  } finally {
    await connection.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await runCli(process.argv.slice(2));
}
