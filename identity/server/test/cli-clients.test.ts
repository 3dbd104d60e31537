// `clients create` with repeated --redirect-uri and --post-logout-uri (in process, on a fresh PGlite directory).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createClientsService } from '../src/clients/clients.service.ts';
import { openStore } from '../src/db/open-store.ts';
import { cliIn } from './cli-support.ts';

const dir = mkdtempSync(join(tmpdir(), 'idp-cli-clients-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The CLI on this test's data directory. */
const run = cliIn({ DATA_DIR: dir });

describe('npm run idp -- clients create', { timeout: 60_000 }, () => {
  it('registers every --redirect-uri and --post-logout-uri given, in order', async () => {
    const created = await run([
      'clients',
      'create',
      '--name',
      'Relying party',
      '--client-id',
      'rp',
      '--redirect-uri',
      'http://localhost:3002/callback',
      '--post-logout-uri',
      'http://localhost:3002/signed-out',
      '--redirect-uri',
      'https://rp.example/callback',
      '--post-logout-uri',
      'https://rp.example/',
    ]);
    expect(created.err).toBe('');
    expect(created.code).toBe(0);
    const bad = await run([
      'clients',
      'create',
      '--name',
      'X',
      '--redirect-uri',
      'http://a.example/cb',
      '--redirect-uri',
      'nope',
    ]);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('Invalid URI "nope"');
    const none = await run(['clients', 'create', '--name', 'X', '--post-logout-uri', 'http://a.example/']);
    expect(none.code).toBe(2);
    expect(none.err).toContain('clients create needs --name and --redirect-uri');

    const store = await openStore({ dataDir: dir });
    try {
      expect(await createClientsService(store.db).findByClientId('rp')).toMatchObject({
        type: 'confidential',
        redirectUris: ['http://localhost:3002/callback', 'https://rp.example/callback'],
        postLogoutRedirectUris: ['http://localhost:3002/signed-out', 'https://rp.example/'],
      });
      expect((await createClientsService(store.db).list()).map((c) => c.clientId)).toEqual(['rp']);
    } finally {
      await store.close();
    }
  });
});
