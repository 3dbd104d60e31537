import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openStore } from '../src/db/open-store.ts';
import { createClientsService, verifyClientSecret } from '../src/clients/clients.service.ts';
import { createOriginsService } from '../src/origins/origins.service.ts';
import { cliIn } from './cli-support.ts';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const TSX = join(SERVER_DIR, '../../node_modules/.bin/tsx');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'idp-cli-'));
  dirs.push(dir);
  return dir;
}

function spawnCli(
  dataDir: string,
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      TSX,
      ['src/cli/main.ts', ...args],
      { cwd: SERVER_DIR, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: '' } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The CLI on `dataDir`. */
const run = (dataDir: string, args: string[]) => cliIn({ DATA_DIR: dataDir })(args);

describe('operator CLI (spawned)', { timeout: 120_000 }, () => {
  it('creates and lists users in the PGlite DATA_DIR, refusing duplicates with exit 1', async () => {
    const dir = tempDataDir();
    const created = await spawnCli(dir, [
      'users',
      'create',
      '--login',
      'Eva@Example.com',
      '--password',
      'abcdefgh1',
      '--first-name',
      'Eva',
      '--groups',
      'auditors,operators',
    ]);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(
      /^Created user 00u[0-9A-Za-z]{17} Eva@Example.com \(groups: auditors, operators\)/,
    );
    const dup = await spawnCli(dir, [
      'users',
      'create',
      '--login',
      'eva@example.com',
      '--password',
      'abcdefgh1',
    ]);
    expect(dup.code).toBe(1);
    expect(dup.stderr).toContain('already exists');
    const list = await spawnCli(dir, ['users', 'list']);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('Eva@Example.com  ACTIVE  Eva  [auditors, operators]');
  });

  it('refuses to open a DATA_DIR held by a live identity provider', async () => {
    const dir = tempDataDir();
    writeFileSync(join(dir, 'idp.pid'), String(process.pid));
    const res = await spawnCli(dir, ['users', 'list']);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain(`The identity provider (pid ${process.pid}) is running`);
  });
  it('clients create --client-id/--response-types: registers an implicit client, refuses a duplicate id and bad values', async () => {
    const dir = tempDataDir();
    const base = [
      'clients',
      'create',
      '--name',
      'Okta compat',
      '--redirect-uri',
      'http://localhost:3001/tokens',
    ];
    const created = await spawnCli(dir, [
      ...base,
      '--public',
      '--client-id',
      'okta-compat',
      '--response-types',
      'id_token,token',
    ]);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('client_id: okta-compat\n');
    expect(created.stdout).toContain('response types: id_token, token; grant types: implicit');
    const dup = await spawnCli(dir, [...base, '--public', '--client-id', 'okta-compat']);
    expect(dup.code).toBe(1);
    expect(dup.stderr).toContain('A client with id "okta-compat" already exists');
    const bad = await spawnCli(dir, [...base, '--client-id', 'other', '--response-types', 'code,password']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--response-types: unknown value "password"');

    const store = await openStore({ dataDir: dir });
    try {
      const clients = createClientsService(store.db);
      expect(await clients.findByClientId('okta-compat')).toMatchObject({
        name: 'Okta compat',
        type: 'public',
        responseTypes: ['id_token', 'token'],
        grantTypes: ['implicit'],
      });
      expect(await clients.findByClientId('other')).toBeNull();
      expect((await clients.list()).map((c) => c.clientId)).toEqual(['okta-compat']);
    } finally {
      await store.close();
    }
  });
});

describe('operator CLI (in process)', () => {
  it('rejects bad input with clear messages and non-zero exit codes', async () => {
    const dir = tempDataDir();
    const cases: Array<[string[], number, string]> = [
      [
        ['users', 'create', '--login', 'not-an-email', '--password', 'abcdefgh1'],
        1,
        'must be an email address',
      ],
      [['users', 'create', '--login', 'a@example.com', '--password', 'short'], 1, 'at least 8 characters'],
      [['users', 'create', '--login', 'a@example.com'], 2, 'needs --login and --password'],
      [
        ['users', 'create', '--login', 'a@example.com', '--password', 'abcdefgh1', '--nope'],
        2,
        "Unknown option '--nope'",
      ],
      [['origins', 'add', 'http://a.example/path'], 1, 'Invalid origin'],
      [['origins', 'add'], 2, 'exactly one ORIGIN'],
      [['clients', 'create', '--name', 'X', '--redirect-uri', 'not a url'], 1, 'Invalid URI'],
      [
        [
          'clients',
          'create',
          '--name',
          'X',
          '--redirect-uri',
          'http://a.example/cb',
          '--grant-types',
          'password',
        ],
        1,
        '--grant-types: unknown value "password"',
      ],
      [
        [
          'clients',
          'create',
          '--name',
          'X',
          '--redirect-uri',
          'http://a.example/cb',
          '--response-types',
          'code,id_token',
          '--grant-types',
          'authorization_code',
        ],
        1,
        'Response type id_token needs the implicit grant type',
      ],
      [
        [
          'clients',
          'create',
          '--name',
          'X',
          '--redirect-uri',
          'http://a.example/cb',
          '--grant-types',
          'refresh_token',
        ],
        1,
        'refresh_token needs the authorization_code grant type',
      ],
      [
        ['clients', 'create', '--name', 'X', '--redirect-uri', 'http://a.example/cb', '--client-id', 'a b'],
        1,
        '--client-id "a b" is invalid',
      ],
      [['frobnicate'], 2, 'Unknown command'],
    ];
    for (const [args, code, message] of cases) {
      const res = await run(dir, args);
      expect({ args, code: res.code }).toEqual({ args, code });
      expect(res.err).toContain(message);
    }
  });

  it('users unlock: unlocks a LOCKED_OUT user, resets an ACTIVE one, exits 1 for an unknown login', async () => {
    const dir = tempDataDir();
    expect(
      (await run(dir, ['users', 'create', '--login', 'lin@example.com', '--password', 'abcdefgh1'])).code,
    ).toBe(0);
    const store = await openStore({ dataDir: dir });
    try {
      await store.db.execute(sql`UPDATE users SET status = 'LOCKED_OUT', locked_at = now()`);
      await store.db.execute(
        sql`INSERT INTO login_failures (key, user_id, failures, last_failure_at) SELECT 'k', id, 10, now() FROM users`,
      );
    } finally {
      await store.close();
    }
    const unlocked = await run(dir, ['users', 'unlock', '--login', 'LIN@example.com']);
    expect(unlocked.code).toBe(0);
    expect(unlocked.out).toMatch(/^Unlocked user 00u\w{17} lin@example.com: status LOCKED_OUT -> ACTIVE/);
    expect((await run(dir, ['users', 'list'])).out).toContain('lin@example.com  ACTIVE');
    const again = await run(dir, ['users', 'unlock', '--login', 'lin@example.com']);
    expect(again.out).toContain('was not locked (ACTIVE); failed attempts reset (were 0)');
    const unknown = await run(dir, ['users', 'unlock', '--login', 'nobody@example.com']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('No user with login "nobody@example.com"');
    expect((await run(dir, ['users', 'unlock'])).code).toBe(2);
  });

  it('adds origins and creates clients; a confidential secret is printed once and stored hashed', async () => {
    const dir = tempDataDir();
    expect((await run(dir, ['origins', 'add', 'https://App.Example:8443'])).out).toBe(
      'Trusted: https://app.example:8443 (CORS + redirect)',
    );
    const conf = await run(dir, [
      'clients',
      'create',
      '--name',
      'Back office',
      '--redirect-uri',
      'https://app.example:8443/cb',
    ]);
    expect(conf.code).toBe(0);
    const clientId = /client_id: (\S+)/.exec(conf.out)![1]!;
    const secret = /client_secret: (\S+)/.exec(conf.out)![1]!;
    const pub = await run(dir, [
      'clients',
      'create',
      '--name',
      'SPA',
      '--redirect-uri',
      'http://localhost:5173/cb',
      '--post-logout-uri',
      'http://localhost:5173/',
      '--public',
    ]);
    expect(pub.out).toContain('Created public client "SPA"');
    expect(pub.out).not.toContain('client_secret');

    const hybrid = await run(dir, [
      'clients',
      'create',
      '--name',
      'Hybrid',
      '--redirect-uri',
      'https://app.example:8443/hybrid',
      '--response-types',
      'token,code',
    ]);
    expect(hybrid.out).toContain(
      'response types: code, token; grant types: authorization_code, implicit, refresh_token',
    );
    const implicitOnly = await run(dir, [
      'clients',
      'create',
      '--name',
      'Implicit',
      '--redirect-uri',
      'https://app.example:8443/implicit',
      '--grant-types',
      'implicit',
    ]);
    expect(implicitOnly.out).toContain('response types: id_token, token; grant types: implicit');

    const store = await openStore({ dataDir: dir });
    try {
      const client = (await createClientsService(store.db).findByClientId(clientId))!;
      expect(client).toMatchObject({ type: 'confidential', redirectUris: ['https://app.example:8443/cb'] });
      expect(client.clientSecretHash).not.toContain(secret);
      expect(verifyClientSecret(client, secret)).toBe(true);
      expect(verifyClientSecret(client, `${secret}x`)).toBe(false);
      expect(await createOriginsService(store.db).isTrusted('https://app.example:8443', 'cors')).toBe(true);
    } finally {
      await store.close();
    }
  });
});
