import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DbHandle } from './db.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Applies, in file-name order, every `NNN_name.sql` of `src/db/migrations` not yet recorded in
 * `schema_migrations`, each with its record in one transaction, under the migration lock (db.ts).
 * Returns the names applied. @throws Error naming the file that failed (nothing of that file is kept).
 */
export async function migrate(handle: DbHandle, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => /^\d+_[\w-]+\.sql$/.test(f)).sort();
  return handle.withMigrationLock(async (conn) => {
    await conn.script(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const rows = (await conn.query('SELECT name FROM schema_migrations')) as Array<{ name: string }>;
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
