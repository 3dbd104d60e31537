import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions, type Idp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { randomBase62 } from '../src/lib/crypto.ts';
import type { CreateClientInput } from '../src/clients/clients.service.ts';
import type { Services } from '../src/services.ts';
import type { UserRecord } from '../src/users/users.service.ts';

/** What `build` needs from a test context (vitest's `TestContext` fits). */
export interface Cleanup {
  onTestFinished(fn: () => unknown): void;
}

export const TEST_ISSUER = 'http://idp.test';
/**
 * KEYS_ENCRYPTION_KEY of the test apps: TEST_ISSUER is not on localhost, so the IdP requires one (and the tests
 * exercise sealed signing keys).
 */
export const TEST_KEYS_ENCRYPTION_KEY = Buffer.alloc(32, 7);

let template: Promise<Blob> | undefined;

/** The migrated PGlite template of this run (test/global-setup.ts), read once per test file. */
function pgliteTemplate(): Promise<Blob> {
  template ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  return template;
}

/**
 * A fresh database for one test: a PostgreSQL database copied from the run's migrated template when env
 * TEST_DATABASE_URL is set (returns its URL and how to drop it), else nothing (in-memory PGlite).
 */
export async function freshPostgres(): Promise<{ databaseUrl: string; drop(): Promise<void> } | null> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return null;
  const name = `idp_test_${randomBase62(12).toLowerCase()}`;
  const from = inject('pgTemplate');
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}${from ? ` TEMPLATE ${from}` : ''}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: () => withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/**
 * A fresh identity provider for one test: in-memory PGlite loaded from the migrated template, or a fresh
 * PostgreSQL database (dropped afterwards) when env TEST_DATABASE_URL is set. Closed when the test finishes
 * if `t` is given. `options.logStream` receives the log lines (at `config.logLevel`).
 */
export async function build(
  t?: Cleanup,
  config: Partial<Config> = {},
  options: Pick<BuildAppOptions, 'logStream'> = {},
): Promise<Idp> {
  const postgres = await freshPostgres();
  const idp = await buildApp({
    ...options,
    config: {
      dataDir: 'memory://',
      databaseUrl: postgres?.databaseUrl,
      issuer: TEST_ISSUER,
      logLevel: 'silent',
      keysEncryptionKey: TEST_KEYS_ENCRYPTION_KEY,
      ...config,
    },
    ...(postgres ? {} : { pgliteTemplate: await pgliteTemplate() }),
  });
  let dropped = false;
  const drop = async () => {
    if (!dropped && postgres) {
      dropped = true;
      await postgres.drop();
    }
  };
  if (t) {
    t.onTestFinished(async () => {
      await idp.app.close();
      await drop();
    });
  } else {
    idp.app.addHook('onClose', drop);
  }
  return idp;
}

async function withAdmin(url: string, fn: (c: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates an ACTIVE user (argon2id-hashed password). */
export function seedUser(
  services: Pick<Services, 'users'>,
  user: { login: string; password: string; groups?: string[]; firstName?: string; lastName?: string },
): Promise<UserRecord> {
  return services.users.createUser({ firstName: 'Test', lastName: 'User', ...user });
}

/** Registers an OIDC client (public unless `type` says otherwise); returns it with the one-time secret. */
export function seedClient(
  services: Pick<Services, 'clients'>,
  input: Partial<CreateClientInput> & { name?: string } = {},
) {
  return services.clients.create({
    name: 'Test client',
    type: 'public',
    redirectUris: ['http://localhost:3000/login/callback'],
    ...input,
  });
}

/** Trusts an origin for CORS and redirects. */
export async function trustOrigin(services: Pick<Services, 'origins'>, origin: string): Promise<void> {
  await services.origins.add(origin, { cors: true, redirect: true });
}

/** Creates an API token and returns the `Authorization` header that carries it (management API tests). */
export async function adminAuth(services: Pick<Services, 'apiTokens'>): Promise<{ authorization: string }> {
  const { token } = await services.apiTokens.create('test operator');
  return { authorization: `SSWS ${token}` };
}

/**
 * Signs `login` in with `password` through the Authn API and opens the IdP session as the widget does
 * (`GET /login/sessionCookieRedirect` back to `origin`, which the test must have trusted).
 * @returns the value of the `sid` cookie. @throws Error when no session cookie was set.
 */
export async function openSession(
  app: Idp['app'],
  login: string,
  password: string,
  origin = 'http://localhost:3000',
): Promise<string> {
  const authn = await app.inject({
    method: 'POST',
    url: '/api/v1/authn',
    payload: { username: login, password },
  });
  const q = new URLSearchParams({ token: authn.json().sessionToken, redirectUrl: `${origin}/` });
  const sid = (await app.inject({ url: `/login/sessionCookieRedirect?${q}` })).cookies.find(
    (c) => c.name === 'sid',
  );
  if (!sid) throw new Error(`no session for ${login}: ${authn.body}`);
  return sid.value;
}
