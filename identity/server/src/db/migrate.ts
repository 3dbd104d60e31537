import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DbHandle } from './db.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** The migration files this build carries (`NNN_name.sql`), in the order they apply. */
export async function migrationFiles(dir = MIGRATIONS_DIR): Promise<string[]> {
  return (await readdir(dir)).filter((f) => /^\d+_[\w-]+\.sql$/.test(f)).sort();
}

/**
 * Applies, in file-name order, every `NNN_name.sql` of `src/db/migrations` not yet recorded in
 * `schema_migrations`. Each file runs in its own transaction; on PostgreSQL the whole run holds an
 * advisory lock so two nodes starting together never both migrate. Returns the names applied.
 */
export async function migrate(handle: DbHandle, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = await migrationFiles(dir);
  return handle.withMigrationLock(async (conn) => {
    await conn.script(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const rows = (await conn.query('SELECT name FROM schema_migrations')).rows as Array<{ name: string }>;
    const done = new Set(rows.map((r) => r.name));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const text = await readFile(join(dir, file), 'utf8');
      await conn.script('BEGIN');
      try {
        await conn.script(text);
        await conn.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
        await conn.script('COMMIT');
      } catch (err) {
        await conn.script('ROLLBACK');
        throw new Error(`Migration ${file} failed: ${(err as Error).message}`, { cause: err });
      }
      applied.push(file);
    }
    return applied;
  });
}
