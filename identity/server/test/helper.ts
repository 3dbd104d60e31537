import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { randomBase62 } from '../src/lib/crypto.ts';
import type { CreateClientInput } from '../src/clients/clients.service.ts';
import type { UserRecord } from '../src/users/users.service.ts';

/** What `build` needs from a test context (vitest's `TestContext` fits). */
export interface Cleanup {
  onTestFinished(fn: () => unknown): void;
}

export const TEST_ISSUER = 'http://idp.test';

/**
 * A fresh identity provider for one test: in-memory PGlite, or a fresh PostgreSQL database (dropped
 * afterwards) when env TEST_DATABASE_URL is set. Closed when the test finishes if `t` is given.
 */
export async function build(t?: Cleanup, config: Partial<Config> = {}): Promise<FastifyInstance> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (adminUrl) {
    const name = `idp_test_${randomBase62(12).toLowerCase()}`;
    await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
  const app = await buildApp({
    config: { dataDir: 'memory://', databaseUrl, issuer: TEST_ISSUER, logLevel: 'silent', ...config },
  });
  let dropped = false;
  const drop = async () => {
    if (!dropped) {
      dropped = true;
      await dropDatabase();
    }
  };
  if (t) {
    t.onTestFinished(async () => {
      await app.close();
      await drop();
    });
  } else {
    app.addHook('onClose', drop);
  }
  return app;
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
  app: FastifyInstance,
  user: { login: string; password: string; groups?: string[]; firstName?: string; lastName?: string },
): Promise<UserRecord> {
  return app.users.createUser({ firstName: 'Test', lastName: 'User', ...user });
}

/** Registers an OIDC client (public unless `type` says otherwise); returns it with the one-time secret. */
export function seedClient(app: FastifyInstance, input: Partial<CreateClientInput> & { name?: string } = {}) {
  return app.clients.create({
    name: 'Test client',
    type: 'public',
    redirectUris: ['http://localhost:3000/login/callback'],
    ...input,
  });
}

/** Trusts an origin for CORS and redirects. */
export async function trustOrigin(app: FastifyInstance, origin: string): Promise<void> {
  await app.origins.add(origin, { cors: true, redirect: true });
}
