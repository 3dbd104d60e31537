import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { randomBase62 } from '../src/lib/crypto.ts';

const pgUrl = process.env.TEST_DATABASE_URL;

describe('migrations', () => {
  it('apply every numbered file once, and a second run applies nothing (PGlite)', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    try {
      const first = await migrate(handle);
      expect(first[0]).toBe('001_core.sql');
      expect(first).toEqual([...first].sort());
      expect(await migrate(handle)).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  it.skipIf(!pgUrl)(
    'two nodes starting together on one PostgreSQL migrate once (advisory lock)',
    async () => {
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      const name = `idp_test_${randomBase62(12).toLowerCase()}`;
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(pgUrl!);
      url.pathname = `/${name}`;
      const [a, b] = await Promise.all([
        openDatabase({ dataDir: '', databaseUrl: url.toString() }),
        openDatabase({ dataDir: '', databaseUrl: url.toString() }),
      ]);
      try {
        const [ra, rb] = await Promise.all([migrate(a), migrate(b)]);
        const applied = [...ra, ...rb];
        expect(applied).toContain('001_core.sql');
        expect(new Set(applied).size).toBe(applied.length);
      } finally {
        await a.close();
        await b.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  );

  it.skipIf(!pgUrl)('logs (does not swallow) the error of an idle pooled connection that dies', async () => {
    const logged: Array<{ obj: object; msg: string }> = [];
    const handle = await openDatabase(
      { dataDir: '', databaseUrl: pgUrl },
      { error: (obj, msg) => logged.push({ obj, msg }) },
    );
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    try {
      const conn = await handle.withMigrationLock(async (c) => c.query('SELECT pg_backend_pid() AS pid'));
      const pid = (conn.rows[0] as { pid: number }).pid;
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      for (let i = 0; i < 50 && logged.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(logged).toHaveLength(1);
      expect(logged[0]!.msg).toContain('PostgreSQL pool');
      expect((logged[0]!.obj as { err: Error }).err).toBeInstanceOf(Error);
    } finally {
      await admin.end();
      await handle.close();
    }
  });
});
