import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { createHealthService } from '../src/health/health.service.ts';
import { build } from './helper.ts';

const MIGRATIONS = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));

describe('health endpoints', () => {
  it('GET /health/live answers 200 {status: UP}, never cached', async (t) => {
    const { app } = await build(t);
    const res = await app.inject({ url: '/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'UP' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /health/ready answers 200 when the database answers and every migration is applied', async (t) => {
    const { app } = await build(t);
    const res = await app.inject({ url: '/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'UP',
      checks: { database: 'UP', migrations: 'UP' },
      pendingMigrations: 0,
    });
  });

  it('answers 503 while a migration of this build is not applied', async (t) => {
    const { app, services } = await build(t);
    await services.db.execute(sql`DELETE FROM schema_migrations WHERE name = '030_rate_limit_buckets.sql'`);
    const res = await app.inject({ url: '/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'DOWN',
      checks: { database: 'UP', migrations: 'DOWN' },
      pendingMigrations: 1,
    });
    // Rows of a newer build's migrations (rolling upgrade) do not matter.
    await services.db.execute(
      sql`INSERT INTO schema_migrations (name) VALUES ('030_rate_limit_buckets.sql')`,
    );
    await services.db.execute(sql`INSERT INTO schema_migrations (name) VALUES ('999_from_the_future.sql')`);
    expect((await app.inject({ url: '/health/ready' })).statusCode).toBe(200);
  });

  it('reports the database DOWN when it cannot be reached, and counts files a build adds', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrate(handle);
    const extra = mkdtempSync(join(tmpdir(), 'migrations-'));
    for (const f of readdirSync(MIGRATIONS)) writeFileSync(join(extra, f), '');
    writeFileSync(join(extra, '999_next.sql'), '');
    expect(await createHealthService(handle.db, extra).readiness()).toEqual({
      ready: false,
      database: 'UP',
      migrations: 'DOWN',
      pendingMigrations: 1,
    });
    await handle.close();
    expect(await createHealthService(handle.db).readiness()).toEqual({
      ready: false,
      database: 'DOWN',
      migrations: 'DOWN',
      pendingMigrations: -1,
    });
  });
});
