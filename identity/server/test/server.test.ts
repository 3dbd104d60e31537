import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer } from '../src/server.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoTenant } from '../src/seed/seed.ts';

const dir = mkdtempSync(join(tmpdir(), 'idp-server-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const config = {
  dataDir: dir,
  port: 0,
  host: 'localhost',
  logLevel: 'silent',
  issuer: 'http://localhost:8080',
};

describe('server start on a PGlite DATA_DIR', () => {
  it('listens on IPv4 and IPv6 localhost, seeds once, holds the data dir, and restarts idempotently', async () => {
    const { app, services } = await startServer({ config });
    let closed = false;
    try {
      const { port, address } = app.server.address() as { port: number; address: string };
      // Loopback only: never `::` / `0.0.0.0` (demo passwords must not be reachable from the LAN).
      expect(address).toBe('127.0.0.1');
      const lan = Object.values(networkInterfaces())
        .flat()
        .find((i) => i && !i.internal && i.family === 'IPv4');
      if (lan) await expect(fetch(`http://${lan.address}:${port}/api/v1/sessions/me`)).rejects.toThrow();
      expect(app.server.keepAliveTimeout).toBeGreaterThan(6000);
      for (const host of ['127.0.0.1', '[::1]']) {
        const res = await fetch(`http://${host}:${port}/api/v1/authn`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
          body: JSON.stringify({ username: DEMO_USERS[0].login, password: DEMO_PASSWORD }),
        });
        expect(res.status).toBe(200);
        expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
        const body = (await res.json()) as {
          status: string;
          _embedded: { user: { profile: Record<string, string> } };
        };
        expect(body.status).toBe('SUCCESS');
        expect(body._embedded.user.profile).toMatchObject({
          firstName: 'Giulia',
          lastName: 'Rossi',
          locale: 'it_IT',
          timeZone: 'Europe/Rome',
        });
      }
      expect(existsSync(join(dir, 'idp.pid'))).toBe(true);
      await expect(startServer({ config })).rejects.toThrow(/in use by another identity provider process/);

      const users = await services.users.list();
      expect(users.map((u) => [u.login, u.groups])).toEqual(
        [...DEMO_USERS]
          .map((u) => [u.login, [...u.groups]])
          .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
      );
      expect(await services.clients.findByClientId('compliance-suite')).toMatchObject({
        type: 'public',
        clientSecretHash: null,
        redirectUris: ['http://localhost:3000/login/callback'],
        postLogoutRedirectUris: ['http://localhost:3000/login'],
        grantTypes: ['authorization_code', 'refresh_token'],
        responseTypes: ['code'],
      });
      expect(await services.origins.isTrusted('http://localhost:3000', 'redirect')).toBe(true);
      expect((await seedDemoTenant(services)).created).toEqual([]);
      await app.close();
      closed = true;
      expect(existsSync(join(dir, 'idp.pid'))).toBe(false);

      const { app: again, services: againServices } = await startServer({ config });
      try {
        expect(await againServices.users.list()).toHaveLength(DEMO_USERS.length);
        const migrations = (await againServices.db.execute(sql`SELECT name FROM schema_migrations`)) as {
          rows: Array<{ name: string }>;
        };
        const names = migrations.rows.map((r) => r.name);
        expect(names).toContain('001_core.sql');
        expect(new Set(names).size).toBe(names.length);
      } finally {
        await again.close();
      }
    } finally {
      if (!closed) await app.close();
    }
  });

  it('still starts on 127.0.0.1 when [::1] cannot be bound', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen({ port: 0, host: '::1', ipv6Only: true }, resolve));
    const { port } = blocker.address() as { port: number };
    const own = mkdtempSync(join(tmpdir(), 'idp-server-'));
    try {
      const { app } = await startServer({ config: { ...config, dataDir: own, port }, seed: false });
      try {
        expect((await fetch(`http://127.0.0.1:${port}/api/v1/sessions/me`)).status).toBe(404);
      } finally {
        await app.close();
      }
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
      rmSync(own, { recursive: true, force: true });
    }
  });

  it('does not seed the demo users for a non-localhost issuer (SEED_DEMO default)', async () => {
    const own = mkdtempSync(join(tmpdir(), 'idp-server-'));
    try {
      const { app, services } = await startServer({
        config: {
          ...config,
          dataDir: own,
          host: '127.0.0.1',
          issuer: 'https://idp.example.com',
          keysEncryptionKey: Buffer.alloc(32, 3),
        },
      });
      try {
        expect(services.config.seedDemo).toBe(false);
        expect(await services.users.list()).toEqual([]);
        expect((app.server.address() as { address: string }).address).toBe('127.0.0.1');
      } finally {
        await app.close();
      }
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });
});
