import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';

/** The Drizzle database every repository uses: PGlite or node-postgres, the same SQL either way. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** An open database and what the migration runner and the tests need besides Drizzle. */
export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs SQL text that may hold several statements (no parameters). */
  execScript(sqlText: string): Promise<void>;
  /**
   * Runs `fn` on one connection; on PostgreSQL while holding the migration advisory lock, so two processes
   * starting together never both migrate (one process owns a PGlite directory).
   */
  withMigrationLock<T>(fn: (conn: RawConnection) => Promise<T>): Promise<T>;
  /** PGlite only: the data directory as a tarball (the tests' migrated template). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/** One connection: `script` runs several statements, `query` one with parameters. */
export interface RawConnection {
  script(sqlText: string): Promise<void>;
  query(sqlText: string, params?: unknown[]): Promise<unknown[]>;
}

/** Arbitrary key of the advisory lock held while migrating on PostgreSQL ("suitemig" as ASCII). */
const LOCK_KEY = '8319104683366869351';

/** Where and how to open the suite's database (never the IdP's). */
export interface DatabaseOptions {
  /** PGlite data directory, or `memory://` for an in-memory database. */
  dataDir: string;
  /** PostgreSQL URL: when set, PGlite is not used. */
  databaseUrl?: string;
  /** An in-memory PGlite starts from this dump instead of running initdb (tests). */
  pgliteTemplate?: Blob;
}

/**
 * Opens PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir` (created if missing and claimed for this
 * process: data-dir-lock.ts). @throws Error when another live process holds the data directory.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DbHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const inMemory = options.dataDir === 'memory://';
  let release = () => {};
  if (!inMemory) {
    mkdirSync(options.dataDir, { recursive: true });
    release = acquireDataDirLock(options.dataDir);
  }
  // pg_trgm: the trigram indexes of the lists' free-text search (migration 011), as on PostgreSQL
  const extensions = { pg_trgm };
  const client = inMemory
    ? new PGlite(
        options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate, extensions } : { extensions },
      )
    : new PGlite(options.dataDir, { extensions });
  await client.waitReady;
  return {
    db: drizzlePglite({ client }) as unknown as Db,
    kind: 'pglite',
    execScript: async (text) => {
      await client.exec(text);
    },
    withMigrationLock: (fn) =>
      fn({
        script: async (text) => {
          await client.exec(text);
        },
        query: async (text, params) => (await client.query(text, params)).rows,
      }),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: async () => {
      await client.close();
      release();
    },
  };
}

async function openPostgres(url: string): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // a dropped idle connection must not crash the process: the pool opens a new one on the next query
  pool.on('error', (err) => process.stderr.write(`PostgreSQL pool: ${err.message}\n`));
  return {
    db: drizzlePg({ client: pool }) as unknown as Db,
    kind: 'postgres',
    execScript: async (text) => {
      await pool.query(text);
    },
    withMigrationLock: async (fn) => {
      const conn = await pool.connect();
      try {
        await conn.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
        try {
          return await fn({
            script: async (text) => {
              await conn.query(text);
            },
            query: async (text, params) => (await conn.query(text, params)).rows,
          });
        } finally {
          await conn.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]);
        }
      } finally {
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Runs one Drizzle `sql` query and returns its rows (PGlite and node-postgres both answer `{rows}`). */
export async function run<T = Record<string, unknown>>(db: Db, query: SQL): Promise<{ rows: T[] }> {
  return (await db.execute(query)) as unknown as { rows: T[] };
}
