import { describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import { createAppsService } from '../src/apps/apps.service.ts';
import { createClientsService } from '../src/clients/clients.service.ts';
import { openDatabase } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { parseLogQuery } from '../src/logs/log-query.ts';
import { createLogsService } from '../src/logs/logs.service.ts';
import { createOriginsService } from '../src/origins/origins.service.ts';

const BEFORE = `
INSERT INTO users (id, login, email, first_name, last_name, password_hash)
  VALUES ('00uold', 'old@example.com', 'old@example.com', 'Ada', 'Old', 'x');
INSERT INTO trusted_origins (origin, cors, redirect) VALUES ('https://a.example', true, false), ('https://b.example', false, true);
INSERT INTO oidc_clients (client_id, name, type, client_secret_hash, redirect_uris, grant_types, response_types)
  VALUES ('compliance-suite', 'Suite', 'public', NULL, '{https://a.example/cb}', '{authorization_code,refresh_token}', '{code}'),
         ('0oaAbCdEfGhIjKlMnOpQ', 'Back office', 'confidential', 'hash', '{https://b.example/cb}', '{authorization_code}', '{code}');
INSERT INTO audit_log (type, user_id, ip, details) VALUES
  ('user.authentication.auth_via_password.failure', '00uold', '10.0.0.9', '{"reason": "INVALID_CREDENTIALS"}'),
  ('user.session.start', '00uold', '10.0.0.9', '{"sessionId": "102x"}');
`;

describe('migrations 025-028 keep the data recorded before them', () => {
  it('origins keep their uses, clients become applications, old events render in the System Log', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    try {
      const dir = new URL('../src/db/migrations/', import.meta.url);
      const early = (await readdir(dir)).filter((f) => /^\d+_/.test(f) && f < '025').sort();
      await handle.withMigrationLock(async (conn) => {
        await conn.script(
          'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
        );
        for (const f of early) {
          await conn.script(await readFile(new URL(f, dir), 'utf8'));
          await conn.query('INSERT INTO schema_migrations (name) VALUES ($1)', [f]);
        }
        await conn.script(BEFORE);
      });
      expect(await migrate(handle)).toEqual(
        expect.arrayContaining(['025_trusted_origins_lifecycle.sql', '028_system_log.sql']),
      );

      const origins = createOriginsService(handle.db);
      expect(await origins.isTrusted('https://a.example', 'cors')).toBe(true);
      expect(await origins.isTrusted('https://a.example', 'redirect')).toBe(false);
      expect(await origins.isTrusted('https://b.example', 'redirect')).toBe(true);
      const { items } = await origins.list({ limit: 10 });
      expect(items.map((o) => [o.name, o.origin, o.scopes, o.status]).sort()).toEqual([
        ['https://a.example', 'https://a.example', ['CORS'], 'ACTIVE'],
        ['https://b.example', 'https://b.example', ['REDIRECT'], 'ACTIVE'],
      ]);
      expect(items.every((o) => /^tos[0-9a-f]{17}$/.test(o.id))).toBe(true);

      const apps = (await createAppsService(handle.db).list({ limit: 10 })).items;
      const suite = apps.find((a) => a.clientId === 'compliance-suite')!;
      expect(suite).toMatchObject({
        status: 'ACTIVE',
        applicationType: 'browser',
        tokenEndpointAuthMethod: 'none',
        clientSecretId: null,
      });
      expect(suite.id).toMatch(/^0oa[0-9a-f]{17}$/);
      const office = apps.find((a) => a.label === 'Back office')!;
      expect(office).toMatchObject({
        id: '0oaAbCdEfGhIjKlMnOpQ',
        applicationType: 'web',
        tokenEndpointAuthMethod: 'client_secret_basic',
      });
      expect(office.clientSecretId).toMatch(/^ocs/);
      expect(await createClientsService(handle.db).findByClientId('compliance-suite')).toMatchObject({
        type: 'public',
      });

      const page = await createLogsService(handle.db).list(
        parseLogQuery({ sortOrder: 'ASCENDING' }, Date.now()),
      );
      expect(page.events.map((e) => [e.eventType, e.outcome.result, e.actor.alternateId])).toEqual([
        ['user.authentication.auth_via_password.failure', 'FAILURE', 'old@example.com'],
        ['user.session.start', 'SUCCESS', 'old@example.com'],
      ]);
      expect(page.events[0]).toMatchObject({
        outcome: { reason: 'INVALID_CREDENTIALS' },
        actor: { displayName: 'Ada Old' },
      });
      expect(new Set(page.events.map((e) => e.uuid)).size).toBe(2);
    } finally {
      await handle.close();
    }
  });
});
