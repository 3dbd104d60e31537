import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { freshPostgres } from './helper.ts';

const MIGRATIONS = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));

/** A directory with the migrations before 021 (the schema a running IdP had before users and groups moved). */
const before = mkdtempSync(join(tmpdir(), 'idp-migrations-'));
for (const file of readdirSync(MIGRATIONS).filter((f) => f < '021'))
  cpSync(join(MIGRATIONS, file), join(before, file));
afterAll(() => rmSync(before, { recursive: true, force: true }));

async function rows(handle: DbHandle, sqlText: string) {
  return handle.withMigrationLock(
    async (c) => (await c.query(sqlText)).rows as Array<Record<string, unknown>>,
  );
}

describe('migrations 021-022: existing users keep their data, group membership moves to tables', () => {
  it('creates one group per name (case-insensitively) and keeps every membership', async () => {
    // PGlite here; on PostgreSQL too when the suite runs there, on an empty database.
    const pg = await freshPostgres();
    const handle = await openDatabase(
      pg ? { dataDir: '', databaseUrl: pg.databaseUrl } : { dataDir: 'memory://' },
    );
    try {
      if (pg) await handle.execScript('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
      await migrate(handle, before);
      await handle.execScript(`
        INSERT INTO users (id, login, email, groups, password_hash) VALUES
          ('00u1', 'a@example.com', 'a@example.com', '{aml-officers,operators}', 'h'),
          ('00u2', 'b@example.com', 'b@example.com', '{Operators}', 'h'),
          ('00u3', 'c@example.com', 'c@example.com', '{}', 'h');`);
      await migrate(handle);
      const groups = await rows(handle, 'SELECT id, name FROM groups ORDER BY lower(name)');
      expect(groups.map((g) => g.name)).toEqual(['aml-officers', 'Operators']);
      for (const g of groups) expect(g.id).toMatch(/^00g[0-9A-Za-z]{17}$/);
      const members = await rows(
        handle,
        'SELECT m.user_id, g.name FROM group_members m JOIN groups g ON g.id = m.group_id ORDER BY 1, lower(g.name)',
      );
      expect(members).toEqual([
        { user_id: '00u1', name: 'aml-officers' },
        { user_id: '00u1', name: 'Operators' },
        { user_id: '00u2', name: 'Operators' },
      ]);
      const columns = await rows(
        handle,
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'users'",
      );
      expect(columns.map((c) => c.column_name)).not.toContain('groups');
      const users = await rows(
        handle,
        'SELECT activated_at IS NOT NULL AS activated, seq FROM users ORDER BY seq',
      );
      expect(users).toEqual([
        { activated: true, seq: expect.anything() },
        { activated: true, seq: expect.anything() },
        { activated: true, seq: expect.anything() },
      ]);
    } finally {
      await handle.close();
      await pg?.drop();
    }
  });
});
