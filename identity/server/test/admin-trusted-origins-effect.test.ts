import { describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import { openDatabase } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { createOriginsService } from '../src/origins/origins.service.ts';
import { adminCaller } from './admin-support.ts';
import { authorizeUrl, setup, signIn } from './oidc-support.ts';

const ORIGIN = 'http://localhost:3000';

describe('trusted origins take effect at once', () => {
  it('an inactive or deleted origin stops CORS, redirects and framing; reactivation restores them', async (t) => {
    const { app, services } = await setup(t); // trusts ORIGIN
    const call = await adminCaller(app, services);
    const [origin] = (await call('GET', '/api/v1/trustedOrigins')).json();
    const sid = await signIn(app);
    const probe = async () => {
      const cors = await app.inject({ url: '/api/v1/sessions/me', headers: { origin: ORIGIN } });
      const redirect = await app.inject({
        url: `/login/sessionCookieRedirect?token=x&redirectUrl=${encodeURIComponent(`${ORIGIN}/app`)}`,
      });
      const framed = await app.inject({
        url: authorizeUrl({
          response_type: 'id_token',
          response_mode: 'okta_post_message',
          scope: 'openid',
          state: 'S',
          nonce: 'N',
          prompt: 'none',
        }),
        cookies: { sid },
      });
      return {
        cors: cors.headers['access-control-allow-origin'] === ORIGIN,
        redirect: redirect.statusCode === 302,
        framed: String(framed.headers['content-security-policy']).includes(`frame-ancestors ${ORIGIN}`),
      };
    };
    const all = { cors: true, redirect: true, framed: true };
    const none = { cors: false, redirect: false, framed: false };
    expect(await probe()).toEqual(all);
    await call('POST', `/api/v1/trustedOrigins/${origin.id}/lifecycle/deactivate`);
    expect(await probe()).toEqual(none);
    await call('POST', `/api/v1/trustedOrigins/${origin.id}/lifecycle/activate`);
    expect(await probe()).toEqual(all);
    await call('PUT', `/api/v1/trustedOrigins/${origin.id}`, { ...origin, scopes: [{ type: 'CORS' }] });
    expect(await probe()).toEqual({ cors: true, redirect: false, framed: true });
    await call('DELETE', `/api/v1/trustedOrigins/${origin.id}`);
    expect(await probe()).toEqual(none);
  });

  it('migration 025 keeps the origins trusted before it, with ids and names', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    try {
      const dir = new URL('../src/db/migrations/', import.meta.url);
      const early = (await readdir(dir)).filter((f) => f < '025');
      await handle.withMigrationLock(async (conn) => {
        await conn.script(
          'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
        );
        for (const f of early.sort()) {
          await conn.script(await readFile(new URL(f, dir), 'utf8'));
          await conn.query('INSERT INTO schema_migrations (name) VALUES ($1)', [f]);
        }
        await conn.query(
          "INSERT INTO trusted_origins (origin, cors, redirect) VALUES ('https://a.example', true, false), ('https://b.example', false, true)",
        );
      });
      expect(await migrate(handle)).toContain('025_trusted_origins_lifecycle.sql');
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
    } finally {
      await handle.close();
    }
  });
});
