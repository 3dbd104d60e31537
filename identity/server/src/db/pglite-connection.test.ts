import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from './db.ts';

// PGlite driven through node-postgres (pglite-connection.ts): the protocol must stay in step after errors.
describe('PGlite through node-postgres', () => {
  it('answers the next queries after a failed statement, in or out of a transaction', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    try {
      const { db } = handle;
      await db.execute(sql`CREATE TABLE t (n text PRIMARY KEY)`);
      await db.execute(sql`INSERT INTO t VALUES (${'a'})`);
      const duplicate = await db.execute(sql`INSERT INTO t VALUES (${'a'})`).catch((e: unknown) => e);
      expect((duplicate as { cause?: { code?: string } }).cause?.code).toBe('23505');
      const failed = await db
        .transaction(async (tx) => {
          await tx.execute(sql`INSERT INTO t VALUES (${'b'})`);
          await tx.execute(sql`INSERT INTO t VALUES (${'a'})`);
        })
        .catch((e: unknown) => e);
      expect(failed).toBeInstanceOf(Error);
      const rows = await Promise.all(
        ['a', 'b', 'zz'].map((n) => db.execute(sql`SELECT count(*)::int AS c FROM t WHERE n = ${n}`)),
      );
      expect(rows.map((r) => (r as unknown as { rows: unknown[] }).rows[0])).toEqual([
        { c: 1 },
        { c: 0 },
        { c: 0 },
      ]);
      const named = db
        .select({ one: sql<number>`1` })
        .from(sql`t`)
        .prepare('pglite_connection_test');
      expect(await named.execute()).toEqual([{ one: 1 }]);
      expect(await named.execute()).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
    }
  });
});
