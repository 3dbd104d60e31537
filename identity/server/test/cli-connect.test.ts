// How the CLI reaches the identity provider: the operator token file (written by the server, mode 0600, only
// for a localhost issuer unless asked), explicit --url/--token and IDP_URL/IDP_API_TOKEN, the database when no
// server answers, and what it says when a running PGlite server leaves it no way in.
import { chmodSync, existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { cliIn, freePort, startIdp, tempDir, testDatabase } from './cli-support.ts';
import { TEST_KEYS_ENCRYPTION_KEY } from './helper.ts';

const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('the operator token file', { timeout: 120_000 }, () => {
  it('is {DATA_DIR}/operator.token for a localhost issuer only, unless IDP_OPERATOR_TOKEN_FILE names one', () => {
    const dir = resolve('/tmp/idp-data');
    expect(loadConfig({ DATA_DIR: dir }).operatorTokenFile).toBe(join(dir, 'operator.token'));
    expect(loadConfig({ DATA_DIR: dir, IDP_ISSUER: 'http://127.0.0.1:8801' }).operatorTokenFile).toBe(
      join(dir, 'operator.token'),
    );
    expect(loadConfig({ DATA_DIR: dir, IDP_ISSUER: 'https://idp.example.com' }).operatorTokenFile).toBeNull();
    expect(loadConfig({ DATA_DIR: 'memory://' }).operatorTokenFile).toBeNull();
    expect(loadConfig({ DATA_DIR: dir, IDP_OPERATOR_TOKEN_FILE: 'off' }).operatorTokenFile).toBeNull();
    expect(
      loadConfig({ IDP_ISSUER: 'https://idp.example.com', IDP_OPERATOR_TOKEN_FILE: '/run/idp/token' })
        .operatorTokenFile,
    ).toBe('/run/idp/token');
  });

  it('is written at start with mode 0600, kept while valid, replaced (old token revoked) when others can read it', async () => {
    const db = await testDatabase(cleanup);
    const file = join(db.dataDir, 'operator.token');
    let idp = await startIdp(db, cleanup);
    expect(modeOf(file)).toBe(0o600);
    const first = readFileSync(file, 'utf8').trim();
    expect(await idp.services.apiTokens.authenticate(first)).toMatchObject({
      name: 'local operator (token file)',
    });
    const run = cliIn(idp.env);
    expect((await run(['tokens', 'list', '--verbose'])).err).toContain(`token from ${file}`);

    await idp.app.close();
    idp = await startIdp(db, cleanup);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);

    chmodSync(file, 0o644);
    const refused = await cliIn(idp.env)(['users', 'list', '--verbose']);
    if (db.databaseUrl) {
      // PostgreSQL can be shared: the CLI works on the database, and says why.
      expect(refused.code).toBe(0);
      expect(refused.err).toContain('open to other users (mode 0644): run chmod 600');
    } else {
      expect(refused.code).toBe(1);
      expect(refused.err).toContain(`is open to other users (mode 0644): run chmod 600 ${file}`);
      expect(refused.err).toContain('Do one of these:');
    }
    await idp.app.close();
    idp = await startIdp(db, cleanup);
    const second = readFileSync(file, 'utf8').trim();
    expect(second).not.toBe(first);
    expect(modeOf(file)).toBe(0o600);
    expect(await idp.services.apiTokens.authenticate(first)).toBeNull();
    expect((await cliIn(idp.env)(['users', 'list'])).code).toBe(0);
  });

  it('is not written for a non-localhost issuer, unless IDP_OPERATOR_TOKEN_FILE asks for it', async () => {
    const db = await testDatabase(cleanup);
    const remote = { issuer: 'https://idp.example.com', keysEncryptionKey: TEST_KEYS_ENCRYPTION_KEY };
    const idp = await startIdp(db, cleanup, remote);
    expect(idp.services.config.operatorTokenFile).toBeNull();
    expect(existsSync(join(db.dataDir, 'operator.token'))).toBe(false);
    await idp.app.close();

    const asked = join(tempDir('idp-token-', cleanup), 'nested', 'cli.token');
    const again = await startIdp(db, cleanup, { ...remote, operatorTokenFile: asked });
    expect(modeOf(asked)).toBe(0o600);
    expect(await again.services.apiTokens.authenticate(readFileSync(asked, 'utf8').trim())).not.toBeNull();
  });
});

describe('choosing the server or the database', { timeout: 120_000 }, () => {
  it('with a running server and no token: what to do (PGlite); --token or IDP_API_TOKEN reach its API', async () => {
    const db = await testDatabase(cleanup);
    const idp = await startIdp(db, cleanup, { operatorTokenFile: null });
    const run = cliIn(idp.env);
    const stuck = await run(['users', 'list']);
    if (db.databaseUrl) {
      expect(stuck.code).toBe(0); // PostgreSQL: the database is shared
    } else {
      expect(stuck.code).toBe(1);
      expect(stuck.err).toContain(`The identity provider (pid ${process.pid}) is running on ${db.dataDir}`);
      expect(stuck.err).toContain(`${db.dataDir}/operator.token does not exist`);
      expect(stuck.err).toContain('pass an API token: --token TOKEN (or IDP_API_TOKEN)');
      expect(stuck.err).toContain('stop the server, run the command, then start it again');
    }
    const { token } = await idp.services.apiTokens.create('test');
    const flag = await run(['users', 'list', '--token', token, '--verbose']);
    expect(flag).toMatchObject({ code: 0, out: 'No users.' });
    expect(flag.err).toBe(
      `Using the management API at ${idp.issuer} (asked for; token from --token/IDP_API_TOKEN)`,
    );
    const viaEnv = await cliIn({ ...idp.env, IDP_API_TOKEN: token, IDP_URL: `${idp.issuer}/` })([
      'origins',
      'add',
      'http://localhost:5173',
    ]);
    expect(viaEnv).toMatchObject({ code: 0, out: 'Trusted: http://localhost:5173 (CORS + redirect)' });
    expect(await idp.services.origins.isTrusted('http://localhost:5173', 'cors')).toBe(true);

    const bad = await run(['users', 'list', '--token', 'not-a-valid-token-at-all']);
    expect(bad.code).toBe(1);
    expect(bad.err).toBe(
      `Invalid token provided (E0000011): the identity provider refused the API token of the management API ` +
        `at ${idp.issuer} (asked for; token from --token/IDP_API_TOKEN). Pass another with --token (or ` +
        'IDP_API_TOKEN); a server restart renews the token file.',
    );
    const port = await freePort();
    const away = await run(['users', 'list', '--url', `http://127.0.0.1:${port}`, '--token', token]);
    expect(away.code).toBe(1);
    expect(away.err).toBe(
      `Cannot reach the identity provider at http://127.0.0.1:${port}: ECONNREFUSED\n(The CLI used the ` +
        `management API at http://127.0.0.1:${port} (asked for; token from --token/IDP_API_TOKEN).)`,
    );
    const noToken = await cliIn({ ...idp.env, IDP_URL: idp.issuer })(['users', 'list']);
    expect(noToken).toMatchObject({
      code: 1,
      err:
        `No API token for ${idp.issuer}: pass --token TOKEN or set IDP_API_TOKEN (operator token file: ` +
        `${db.dataDir}/operator.token does not exist)`,
    });
  });

  it('uses the database when the token file is there but no server answers at the issuer', async () => {
    const db = await testDatabase(cleanup);
    const idp = await startIdp(db, cleanup);
    await idp.app.close();
    const res = await cliIn(idp.env)(['users', 'list', '--verbose']);
    expect(res.code).toBe(0);
    expect(res.err).toMatch(
      new RegExp(
        `^Using the database directly \\(.*\\): no server answers at ${idp.issuer} \\(ECONNREFUSED\\)$`,
      ),
    );
  });

  it('does not take another server at the issuer for the identity provider', async () => {
    const db = await testDatabase(cleanup);
    const idp = await startIdp(db, cleanup);
    await idp.app.close(); // its token file stays
    // A server at the issuer's port that is not our identity provider (the issuer names another URL).
    const other = await startIdp(await testDatabase(cleanup), cleanup, {
      port: Number(new URL(idp.issuer).port),
      issuer: 'http://127.0.0.1:9',
      operatorTokenFile: null,
    });
    expect(other.services.config.issuer).toBe('http://127.0.0.1:9');
    const res = await cliIn(idp.env)(['users', 'list', '--verbose']);
    expect(res.err).toContain(`the server at ${idp.issuer} is another issuer (http://127.0.0.1:9)`);
    expect(res.code).toBe(0);
  });
});

describe('usage and exit codes', { timeout: 60_000 }, () => {
  it('prints the usage for --help (0), and for bad usage with the reason (2); refused values exit 1', async () => {
    const run = cliIn({ DATA_DIR: tempDir('idp-cli-', cleanup) });
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    expect(help.out).toContain('users create --login EMAIL --password PW');
    expect(help.out).toContain('keys rotate');
    const users = await run(['users', '--help']);
    expect([users.code, users.out.includes('users unlock'), users.out.includes('clients create')]).toEqual([
      0,
      true,
      false,
    ]);
    expect((await run(['tokens', 'create', '-h'])).out).toContain('tokens create --name NAME');
    const cases: Array<[string[], number, string]> = [
      [[], 2, 'Usage: npm run idp --'],
      [['users'], 2, 'Unknown command "users"'],
      [['users', 'get'], 2, 'users get needs --login EMAIL or --id ID'],
      [['users', 'get', '--login', 'a@example.com', '--id', 'x'], 2, 'needs --login EMAIL or --id ID'],
      [['users', 'update', '--login', 'a@example.com'], 2, 'users update needs something to change'],
      [
        ['users', 'update', '--login', 'a@example.com', '--set', 'shoe=42'],
        1,
        '--set "shoe=42": use ATTRIBUTE=VALUE',
      ],
      [['users', 'list', '--status', 'sleepy'], 1, '--status must be one of STAGED'],
      [['groups', 'add-user', '--login', 'a@example.com'], 2, 'groups add-user needs --group NAME|ID'],
      [['origins', 'list', 'extra'], 2, "Unexpected argument 'extra'"],
      [['tokens', 'revoke'], 2, 'tokens revoke needs exactly one TOKEN_ID'],
      [['tokens', 'create', '--name'], 2, "Option '--name <value>' argument missing"],
      [['users', 'list', '--url'], 2, '--url needs a value'],
      [['users', 'get', '--login', 'nobody@example.com'], 1, 'No user with login "nobody@example.com"'],
      [
        ['groups', 'add-user', '--group', 'nope', '--login', 'a@example.com'],
        1,
        'No group with name or id "nope"',
      ],
      [['origins', 'remove', 'https://nowhere.example'], 1, 'No trusted origin "https://nowhere.example"'],
      [['tokens', 'revoke', '00Tnothing'], 1, 'Not found: Resource not found: /api/v1/api-tokens/00Tnothing'],
    ];
    for (const [args, code, message] of cases) {
      const res = await run(args);
      expect({ args, code: res.code }).toEqual({ args, code });
      expect(res.err).toContain(message);
      if (code === 2) expect(res.err).toContain('Usage: npm run idp --');
      else expect(res.err).not.toContain('Usage:');
    }
    expect(JSON.parse((await run(['users', 'list', '--json'])).out)).toEqual([]);
  });
});
