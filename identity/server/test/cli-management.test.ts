import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { TEST_KEYS_ENCRYPTION_KEY } from './helper.ts';
import { cliIn } from './cli-support.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The CLI on `dataDir`. */
const run = (dataDir: string, args: string[]) => cliIn({ DATA_DIR: dataDir })(args);

describe('operator CLI and the management API share one database', () => {
  it('api-tokens create makes the first token; users and groups made by the CLI show in the API', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'idp-cli-mgmt-'));
    dirs.push(dir);
    expect((await run(dir, ['api-tokens', 'create'])).code).toBe(2);
    const created = await run(dir, ['api-tokens', 'create', '--name', 'ops laptop']);
    expect(created.code).toBe(0);
    const token = created.out.split('\n').at(-1)!; // alone on the last line
    expect(token).toMatch(/^00[0-9A-Za-z]{40}$/);
    const user = await run(dir, [
      'users',
      'create',
      '--login',
      'cli@example.com',
      '--password',
      'abcdefgh1',
      '--groups',
      'operators,Reports-Delegates',
    ]);
    expect(user.code).toBe(0);

    const { app, services } = await buildApp({
      config: {
        dataDir: dir,
        issuer: 'http://idp.test',
        logLevel: 'silent',
        keysEncryptionKey: TEST_KEYS_ENCRYPTION_KEY,
      },
    });
    try {
      const headers = { authorization: `SSWS ${token}` };
      const users = await app.inject({
        url: '/api/v1/users?filter=profile.login%20eq%20%22cli@example.com%22',
        headers,
      });
      expect(users.statusCode).toBe(200);
      expect(users.json()[0]).toMatchObject({ status: 'ACTIVE', profile: { login: 'cli@example.com' } });
      const groups = await app.inject({ url: `/api/v1/users/${users.json()[0].id}/groups`, headers });
      expect(groups.json().map((g: { profile: { name: string } }) => g.profile.name)).toEqual([
        'operators',
        'Reports-Delegates',
      ]);
      // The CLI's changes are audited too, with the system as the actor.
      const [create] = (await services.audit.list()).filter((e) => e.type === 'user.lifecycle.create');
      expect(create).toMatchObject({
        actor: { type: 'SystemPrincipal' },
        targets: [{ alternateId: 'cli@example.com' }],
      });
    } finally {
      await app.close();
    }
  });
});
