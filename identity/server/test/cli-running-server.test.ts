// The issue's "Done when", as a new user meets it: on a fresh data directory the IdP starts as `npm start` starts
// it (its own process, embedded PGlite database), and in second processes `npm run idp -- users create …`,
// `… origins add …` and `… clients create …` succeed against the running server; the new user signs in at once.
// Then, with the server stopped, `tokens create` works on the database and prints the token alone on its last line.
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../src/db/open-store.ts';
import { createApiTokensService } from '../src/api-tokens/api-tokens.service.ts';
import { freePort, ROOT, spawnIn, tempDir, TSX } from './cli-support.ts';

const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

/** Starts `identity/server/src/server.ts` as scripts/start.ts does; resolves once discovery answers. */
async function startIdpProcess(env: NodeJS.ProcessEnv, issuer: string) {
  const child: ChildProcess = spawn(TSX, ['identity/server/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  cleanup.push(stop);
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the IdP exited: ${stdout}`);
    try {
      if ((await fetch(`${issuer}/.well-known/openid-configuration`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the IdP did not answer: ${stdout}`);
    await sleep(250);
  }
  // The start-up lines follow `listen`; give them a moment.
  for (let i = 0; i < 40 && !stdout.includes('Operator CLI'); i++) await sleep(100);
  return { output: () => stdout, stop };
}

// PGlite only, as npm start runs it: the PostgreSQL pass of the suite (TEST_DATABASE_URL) would repeat it as is.
describe.skipIf(process.env.TEST_DATABASE_URL)(
  'npm run idp against the IdP started as npm start does',
  { timeout: 300_000 },
  () => {
    it('users create, origins add and clients create succeed while it runs; the user signs in at once', async () => {
      const dataDir = tempDir('idp-cli-e2e-', cleanup);
      const port = await freePort();
      const issuer = `http://localhost:${port}`;
      const env = {
        DATA_DIR: dataDir,
        IDP_PORT: String(port),
        IDP_ISSUER: issuer,
        LOG_LEVEL: 'warn',
        LOCKOUT_SHOW_FAILURES: 'true',
        DATABASE_URL: '',
        IDP_URL: '',
        IDP_API_TOKEN: '',
        IDP_OPERATOR_TOKEN_FILE: '',
      };
      const server = await startIdpProcess(env, issuer);
      expect(server.output()).toContain(
        `Operator CLI: npm run idp -- --help (while this server runs it uses`,
      );
      expect(server.output()).toContain(
        'First API token of your own (scripts, other machines): npm run idp -- tokens create --name NAME',
      );

      const idp = (...args: string[]) => spawnIn('npm', ['run', 'idp', '--', ...args], ROOT, env);
      const user = await idp(
        ...['users', 'create', '--login', 'new.person@example.com', '--password', 'Sup3r-secret!'],
        ...['--first-name', 'New', '--last-name', 'Person', '--groups', 'operators', '--verbose'],
      );
      expect(user.code).toBe(0);
      expect(user.out).toMatch(/^Created user 00u\w{17} new.person@example.com \(groups: operators\)$/m);
      expect(user.err).toContain(`Using the management API at ${issuer} (a server answers there`);
      const origin = await idp('origins', 'add', 'http://localhost:5173');
      expect([origin.code, origin.out]).toEqual([
        0,
        expect.stringMatching(/^Trusted: http:\/\/localhost:5173 \(CORS \+ redirect\)$/m),
      ]);
      const client = await idp(
        ...['clients', 'create', '--name', 'Vite SPA', '--public', '--client-id', 'vite-spa'],
        ...['--redirect-uri', 'http://localhost:5173/callback'],
      );
      expect(client.code).toBe(0);
      expect(client.out).toMatch(/^Created public client "Vite SPA"\nclient_id: vite-spa$/m);

      const signIn = await fetch(`${issuer}/api/v1/authn`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
        body: JSON.stringify({ username: 'new.person@example.com', password: 'Sup3r-secret!' }),
      });
      expect(signIn.status).toBe(200);
      expect(((await signIn.json()) as { status: string }).status).toBe('SUCCESS');
      // The new trusted origin holds at once: the answer carries its CORS header.
      expect(signIn.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');

      await server.stop();
      const made = await idp('tokens', 'create', '--name', 'ci pipeline');
      expect(made.code).toBe(0);
      const token = made.out.trimEnd().split('\n').at(-1)!; // what `tail -n 1` gives a script
      expect(token).toMatch(/^00[0-9A-Za-z]{40}$/);
      const store = await openStore({ dataDir });
      try {
        expect(await createApiTokensService(store.db).authenticate(token)).toMatchObject({
          name: 'ci pipeline',
        });
      } finally {
        await store.close();
      }
    });
  },
);
