import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload, type CryptoKey } from 'jose';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp, buildSuite, type Suite } from '../src/app.ts';
import { loadConfig, type SuiteConfig } from '../src/config.ts';
import { run, type Db } from '../src/db/db.ts';

export const AUDIENCE = 'api://default';
export const KID = 'test-key-1';

/** Profile returned by the local IdP's userinfo for any bearer token it has signed. */
export const USERINFO = {
  sub: 'giulia.rossi@example.com',
  name: 'Giulia Rossi',
  email: 'giulia.rossi@example.com',
};

export interface LocalIdp {
  url: string;
  /** Signs an RS256 access token with the published key (or `key`); defaults: iss=url, aud=AUDIENCE, 1 h. */
  sign(
    claims?: JWTPayload,
    options?: { key?: CryptoKey; kid?: string; expiresIn?: string | number },
  ): Promise<string>;
  /** A key pair that is not published in the JWKS. */
  foreignKey: CryptoKey;
  userinfoCalls: number;
  /** From now on userinfo answers 401 invalid_token for `token` (revoked, signed out, user locked). */
  revoke(token: string): void;
  /** From now on userinfo answers 503 (the IdP is unwell). */
  failing: boolean;
  close(): Promise<void>;
}

/** Starts a real HTTP server publishing a JWKS at /oauth2/v1/keys and a userinfo endpoint, on 127.0.0.1. */
export async function startLocalIdp(): Promise<LocalIdp> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const state = { userinfoCalls: 0, failing: false };
  const revoked = new Set<string>();
  const server: Server = createServer((req, res) => {
    if (req.url === '/oauth2/v1/keys') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    } else if (req.url === '/oauth2/v1/userinfo' && req.headers.authorization?.startsWith('Bearer ')) {
      state.userinfoCalls += 1;
      const token = req.headers.authorization.slice('Bearer '.length);
      if (state.failing) res.writeHead(503).end();
      else if (revoked.has(token)) res.writeHead(401, { 'content-type': 'application/json' }).end('{}');
      else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(USERINFO));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    foreignKey: foreign.privateKey,
    get userinfoCalls() {
      return state.userinfoCalls;
    },
    set userinfoCalls(value: number) {
      state.userinfoCalls = value;
    },
    get failing() {
      return state.failing;
    },
    set failing(value: boolean) {
      state.failing = value;
    },
    revoke: (token) => revoked.add(token),
    sign(claims = {}, options = {}) {
      // a jti makes every token distinct, as the IdP's are (two tokens signed in one second would be equal)
      const payload = {
        iss: url,
        aud: AUDIENCE,
        sub: USERINFO.sub,
        groups: ['aml-officers'],
        jti: randomUUID(),
        ...claims,
      };
      return new SignJWT({ cid: 'compliance-suite', ...payload })
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? KID })
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '1h')
        .sign(options.key ?? privateKey);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

/** A throw-away web build: index.html, one hashed asset, and a widget dist with one label file. */
export function makeDists(): { webDist: string; widgetDist: string; cleanup(): void } {
  const root = mkdtempSync(join(tmpdir(), 'suite-api-'));
  const webDist = join(root, 'web');
  const widgetDist = join(root, 'widget');
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  mkdirSync(join(widgetDist, 'labels', 'json'), { recursive: true });
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html lang="it"><title>Suite Compliance</title></html>',
  );
  writeFileSync(join(webDist, 'assets', 'index-AbC123.js'), 'console.log(1);');
  writeFileSync(join(widgetDist, 'labels', 'json', 'login_it.json'), '{"primaryauth.title":"Accedi"}');
  return { webDist, widgetDist, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/** Suite config pointing at the local IdP and temp dists, on an in-memory database. */
export function testConfig(overrides: Record<string, string>): SuiteConfig {
  // a small demo bank keeps every test file's seed quick; the generator's own test covers the full size
  return loadConfig({
    SUITE_API_AUDIENCE: AUDIENCE,
    SUITE_DATA_DIR: 'memory://',
    SUITE_DEMO_CLIENTS: '40',
    SUITE_DEMO_OPERATIONS: '400',
    // no periodic job runs by itself (kit/periodic.ts: they also run at start, and their audit entries would race
    // the tests that count them); a test of a job calls it, or turns its timer on here
    SUITE_REMINDER_INTERVAL_MIN: '0',
    SUITE_REVIEW_SWEEP_INTERVAL_MIN: '0',
    ...overrides,
  });
}

let template: Blob | undefined;

async function withAdmin(url: string, fn: (c: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh suite for one test file: in-memory PGlite loaded from the run's migrated template, or, when
 * TEST_DATABASE_URL is set, a PostgreSQL database copied from the PostgreSQL template and dropped on close.
 * The demo bank is seeded unless `SUITE_SEED_DEMO: 'false'` is given.
 */
export async function buildTestSuite(overrides: Record<string, string>): Promise<Suite> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    template ??= new Blob([readFileSync(inject('suitePgliteTemplate'))]);
    return buildSuite(testConfig(overrides), { pgliteTemplate: template });
  }
  const name = `suite_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${inject('suitePgTemplate')}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return buildSuite(testConfig({ ...overrides, SUITE_DATABASE_URL: url.toString() }), {
    afterClose: () => withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  });
}

/** buildTestSuite's app alone. */
export async function buildTestApp(overrides: Record<string, string>) {
  return (await buildTestSuite(overrides)).app;
}

export { buildApp };

/**
 * The number of rows in the audit log, read straight from the table, so tests compare the chain verifier's count
 * with what is stored instead of hard-coding how many entries the demo seed happens to write today.
 */
export async function auditRowCount(db: Db): Promise<number> {
  const { rows } = await run<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM audit_log`);
  return rows[0]!.n;
}
