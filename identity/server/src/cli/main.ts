import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { lockHolder } from '../db/data-dir-lock.ts';
import { openStore } from '../db/open-store.ts';
import { InputError } from '../errors.ts';
import { createServices, type Services } from '../services.ts';
import { UserInputError } from '../users/users.service.ts';
import { clientOptions } from './client-options.ts';

const USAGE = `Usage: npm run idp -- <command>

  users create --login EMAIL --password PW [--first-name F] [--last-name L] [--groups a,b]
  users list
  users unlock --login EMAIL
  api-tokens create --name NAME
  origins add ORIGIN
  clients create --name NAME --redirect-uri URI [--redirect-uri URI …] [--post-logout-uri URI …] [--public]
                 [--client-id ID] [--response-types code,id_token,token]
                 [--grant-types authorization_code,implicit,refresh_token]
`;

/** Bad command line: printed with the usage, exit code 2. */
class UsageError extends Error {}

type Out = (line: string) => void;

async function usersCreate(services: Services, args: string[], out: Out): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      login: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      groups: { type: 'string' },
    },
  });
  if (!values.login || values.password === undefined)
    throw new UsageError('users create needs --login and --password');
  const groups = values.groups
    ? values.groups
        .split(',')
        .map((g) => g.trim())
        .filter(Boolean)
    : [];
  const user = await services.users.createUser({
    login: values.login,
    password: values.password,
    firstName: values['first-name'],
    lastName: values['last-name'],
    groups,
  });
  out(`Created user ${user.id} ${user.login}${groups.length ? ` (groups: ${groups.join(', ')})` : ''}`);
}

async function usersList(services: Services, args: string[], out: Out): Promise<void> {
  parseArgs({ args, options: {} });
  const users = await services.users.list();
  if (users.length === 0) return out('No users.');
  for (const u of users) {
    const name = `${u.profile.firstName} ${u.profile.lastName}`.trim();
    out(`${u.id}  ${u.login}  ${u.status}  ${name || '-'}  [${u.groups.join(', ')}]`);
  }
}

/**
 * `users unlock --login EMAIL`: a LOCKED_OUT user becomes ACTIVE with a zero failure counter; an ACTIVE
 * user's counter is reset. Exit 1 (UserInputError) for an unknown login.
 */
async function usersUnlock(services: Services, args: string[], out: Out): Promise<void> {
  const { values } = parseArgs({ args, options: { login: { type: 'string' } } });
  if (!values.login) throw new UsageError('users unlock needs --login');
  const { users } = services;
  const user = await users.findByLogin(values.login);
  const result = user ? await users.repo.unlock(user.id) : null;
  if (!user || !result) throw new UserInputError(`No user with login "${values.login}"`);
  if (result.previousStatus === 'LOCKED_OUT') {
    out(`Unlocked user ${user.id} ${user.login}: status LOCKED_OUT -> ACTIVE, failed attempts reset`);
  } else if (result.previousStatus === 'ACTIVE') {
    out(
      `User ${user.id} ${user.login} was not locked (ACTIVE); failed attempts reset (were ${result.failedAttempts})`,
    );
  } else {
    out(`User ${user.id} ${user.login} is ${result.previousStatus}, not locked: nothing changed`);
  }
}

/**
 * `api-tokens create --name NAME`: the first API token of the management API (`Authorization: SSWS {token}`);
 * further tokens can be made over the API. The value is printed once and stored only hashed.
 */
async function apiTokensCreate(services: Services, args: string[], out: Out): Promise<void> {
  const { values } = parseArgs({ args, options: { name: { type: 'string' } } });
  if (values.name === undefined) throw new UsageError('api-tokens create needs --name');
  const { token, record } = await services.apiTokens.create(values.name);
  out(`Created API token ${record.id} "${record.name}"`);
  out(`token: ${token}  (shown once: store it now; send it as "Authorization: SSWS <token>")`);
}

async function originsAdd(services: Services, args: string[], out: Out): Promise<void> {
  const { positionals } = parseArgs({ args, options: {}, allowPositionals: true });
  if (positionals.length !== 1) throw new UsageError('origins add needs exactly one ORIGIN');
  const { origin, created } = await services.origins.add(positionals[0]!);
  out(`${created ? 'Trusted' : 'Already trusted, updated'}: ${origin} (CORS + redirect)`);
}

async function clientsCreate(services: Services, args: string[], out: Out): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      name: { type: 'string' },
      'redirect-uri': { type: 'string', multiple: true },
      'post-logout-uri': { type: 'string', multiple: true },
      public: { type: 'boolean', default: false },
      'client-id': { type: 'string' },
      'response-types': { type: 'string' },
      'grant-types': { type: 'string' },
    },
  });
  if (!values.name || !values['redirect-uri']?.length)
    throw new UsageError('clients create needs --name and --redirect-uri');
  const { client, clientSecret } = await services.clients.create({
    ...clientOptions(values),
    name: values.name,
    type: values.public ? 'public' : 'confidential',
    redirectUris: values['redirect-uri'],
    postLogoutRedirectUris: values['post-logout-uri'] ?? [],
  });
  out(`Created ${client.type} client "${client.name}"`);
  out(`client_id: ${client.clientId}`);
  if (values['response-types'] !== undefined || values['grant-types'] !== undefined) {
    out(`response types: ${client.responseTypes.join(', ')}; grant types: ${client.grantTypes.join(', ')}`);
  }
  if (clientSecret) out(`client_secret: ${clientSecret}  (shown once: store it now)`);
}

const COMMANDS: Record<string, (services: Services, args: string[], out: Out) => Promise<void>> = {
  'users create': usersCreate,
  'users list': usersList,
  'users unlock': usersUnlock,
  'api-tokens create': apiTokensCreate,
  'origins add': originsAdd,
  'clients create': clientsCreate,
};

/**
 * Operator CLI. Returns the exit code: 0 done, 1 rejected input or unavailable database, 2 bad usage.
 * Refuses to open a PGlite DATA_DIR held by a running identity provider (PostgreSQL has no such limit).
 */
export async function runCli(
  argv: string[],
  out: Out = console.log,
  err: Out = console.error,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const [group, action, ...rest] = argv;
  const command = COMMANDS[`${group} ${action}`];
  if (!command) {
    err(
      group === undefined || group === '--help'
        ? USAGE
        : `Unknown command "${[group, action].filter(Boolean).join(' ')}"\n\n${USAGE}`,
    );
    return group === '--help' ? 0 : 2;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (e) {
    err((e as Error).message);
    return 1;
  }
  if (!config.databaseUrl) {
    const pid = lockHolder(config.dataDir);
    if (pid !== null) {
      err(
        `The identity provider (pid ${pid}) is running on ${config.dataDir}; its embedded database cannot be opened ` +
          'by a second process. Stop it, run the command, then start it again (or use DATABASE_URL for PostgreSQL).',
      );
      return 1;
    }
  }
  let store;
  try {
    store = await openStore(config);
  } catch (e) {
    err(`Cannot open the database: ${(e as Error).message}`);
    return 1;
  }
  try {
    await command(createServices(store.db, config), rest, out);
    return 0;
  } catch (e) {
    if (e instanceof UsageError) {
      err(`${e.message}\n\n${USAGE}`);
      return 2;
    }
    if (
      e instanceof InputError ||
      (e instanceof TypeError && 'code' in e && String(e.code).startsWith('ERR_PARSE_ARGS'))
    ) {
      err(e.message);
      return e instanceof InputError ? 1 : 2;
    }
    err((e as Error).message);
    return 1;
  } finally {
    await store.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await runCli(process.argv.slice(2));
}
