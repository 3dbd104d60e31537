import { readFile } from 'node:fs/promises';
import { sql, type SQL } from 'drizzle-orm';
import { extract } from 'tar-stream';
import { Readable } from 'node:stream';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/db.ts';

/** Rows of a raw query (node-postgres result shape). */
async function rows<T>(db: Awaited<ReturnType<typeof openDatabase>>, query: SQL): Promise<T[]> {
  return ((await db.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Sizes (bytes) of the files in a data-directory tar, by path. */
async function members(tar: Uint8Array): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const entries = extract();
  Readable.from([Buffer.from(tar)]).pipe(entries);
  for await (const entry of entries) {
    sizes.set(entry.header.name, entry.header.size ?? 0);
    entry.resume();
  }
  return sizes;
}

// The migrated template every route test loads (@shared/test-support/db-templates, compacted by pglite-compact.ts).
describe.skipIf(process.env.TEST_DATABASE_URL)('the PGlite test template', () => {
  it('is compact: no template databases, one WAL segment cut to the pages it uses', async () => {
    const bytes = await readFile(inject('pgliteTemplate'));
    expect(bytes.length).toBeLessThan(16 * 1024 * 1024);
    const sizes = await members(bytes);
    const wal = [...sizes].filter(([name]) => /pg_wal\/[0-9A-F]{24}$/.test(name));
    expect(wal).toHaveLength(1);
    expect(wal[0]![1]).toBeGreaterThan(0);
    expect(wal[0]![1]).toBeLessThan(1024 * 1024);
    const db = await openDatabase({ dataDir: 'memory://', pgliteTemplate: new Blob([bytes]) });
    try {
      const names = await rows<{ datname: string }>(db, sql`SELECT datname FROM pg_database`);
      expect(names.map((r) => r.datname)).toEqual(['postgres']);
    } finally {
      await db.close();
    }
  });

  it('takes writes past the cut WAL, and its own dump loads back with them', async () => {
    const template = new Blob([await readFile(inject('pgliteTemplate'))]);
    const first = await openDatabase({ dataDir: 'memory://', pgliteTemplate: template });
    let dump: Blob;
    try {
      // about 4 MB of WAL: well past the one page the template's segment keeps
      await first.db.execute(sql`CREATE TABLE wal_probe (n int, pad text)`);
      await first.db.execute(
        sql`INSERT INTO wal_probe SELECT n, repeat('x', 400) FROM generate_series(1, 8000) AS n`,
      );
      dump = await first.dumpDataDir!();
    } finally {
      await first.close();
    }
    const second = await openDatabase({ dataDir: 'memory://', pgliteTemplate: dump });
    try {
      const count = await rows<{ n: number; s: number }>(
        second,
        sql`SELECT count(*)::int AS n, sum(n)::int AS s FROM wal_probe`,
      );
      expect(count[0]).toEqual({ n: 8000, s: (8000 * 8001) / 2 });
      const migrations = await rows<{ n: number }>(
        second,
        sql`SELECT count(*)::int AS n FROM schema_migrations`,
      );
      expect(migrations[0]!.n).toBeGreaterThan(10);
    } finally {
      await second.close();
    }
  });
});
