import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';
import { listenAuthChanges, type AuthChangeFeed } from './auth-changes.ts';
import { pgliteConnection } from './pglite-connection.ts';

/** The Drizzle database used by every repository: PGlite or node-postgres, same SQL either way. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database plus the raw operations the migration runner needs. */
export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs SQL text that may hold several statements (no parameters). */
  execScript(sqlText: string): Promise<void>;
  /** Runs `fn` on one connection while holding the cluster-wide migration lock (pg_advisory_lock on PostgreSQL). */
  withMigrationLock<T>(fn: (conn: RawConnection) => Promise<T>): Promise<T>;
  /** PGlite only: the data directory as an uncompressed tarball (a template for `pgliteTemplate`). */
  dumpDataDir?(): Promise<Blob>;
  /** PGlite only (one process owns the database): committed changes that can end or alter a session. */
  authChanges?: AuthChangeFeed;
  close(): Promise<void>;
}

/** Where database errors outside a query go (pino's `app.log` fits). */
export interface DbLogger {
  error(obj: object, msg: string): void;
}

/** Logger used when none is given (the CLI): one line on stderr. */
const stderrLogger: DbLogger = {
  error: (obj, msg) => {
    const err = (obj as { err?: Error }).err;
    process.stderr.write(`${msg}: ${err?.message ?? ''}\n`);
  },
};

/** One connection: `query` takes parameters, `script` runs several statements. */
export interface RawConnection {
  query(sqlText: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  script(sqlText: string): Promise<void>;
}

/** Arbitrary key of the advisory lock taken while migrating ("idp-migr" as ASCII). */
const MIGRATION_LOCK_KEY = 0x6964702d6d696772n;

/** Where and how to open the database. */
export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  /**
   * An in-memory PGlite starts from this data directory dump (`PGlite.dumpDataDir`) instead of running initdb:
   * tests load one migrated template per file (~0.4 s instead of ~2 s).
   */
  pgliteTemplate?: Blob;
}

/**
 * Opens the database: PostgreSQL (node-postgres Pool) when `databaseUrl` is set, otherwise PGlite in
 * `dataDir` (created if missing) or in memory for `memory://` (from `pgliteTemplate` when given).
 */
export async function openDatabase(opts: DatabaseOptions, log: DbLogger = stderrLogger): Promise<DbHandle> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, log);
  return openPglite(opts.dataDir, opts.pgliteTemplate);
}

async function openPglite(dataDir: string, template?: Blob): Promise<DbHandle> {
  const inMemory = dataDir === 'memory://' || dataDir === '';
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = inMemory ? new PGlite(template ? { loadDataDir: template } : {}) : new PGlite(dataDir);
  await client.waitReady;
  // Queries go through node-postgres over the wire protocol (pglite-connection.ts), as on PostgreSQL: one driver for
  // both modes, and named prepared statements (`.prepare(name)`) are parsed and planned once, not on every call.
  // One connection, kept open: PGlite runs one query at a time anyway, and a transaction owns it until COMMIT.
  const pool = new pg.Pool({
    ...(pgliteConnection(client) as pg.PoolConfig),
    max: 1,
    idleTimeoutMillis: 0,
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const authChanges = await listenAuthChanges(client);
  return {
    db,
    kind: 'pglite',
    authChanges,
    execScript: async (sqlText) => {
      await client.exec(sqlText);
    },
    // One process owns a PGlite directory (see data-dir-lock.ts), so a transaction is lock enough.
    withMigrationLock: (fn) =>
      fn({
        query: async (text, params) => ({ rows: (await client.query(text, params)).rows }),
        script: async (text) => {
          await client.exec(text);
        },
      }),
    dumpDataDir: async () => client.dumpDataDir('none'),
    close: async () => {
      await pool.end();
      await client.close();
    },
  };
}

async function openPostgres(url: string, log: DbLogger): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection (server restart, admin termination) must not crash the process:
  // the pool drops that client and the next query opens a new connection. The error is logged, not swallowed.
  pool.on('error', (err) => log.error({ err }, 'PostgreSQL pool: an idle connection failed and was dropped'));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    execScript: async (sqlText) => {
      await pool.query(sqlText);
    },
    withMigrationLock: async (fn) => {
      const conn = await pool.connect();
      try {
        await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
        try {
          return await fn({
            query: async (text, params) => ({ rows: (await conn.query(text, params)).rows }),
            script: async (text) => {
              await conn.query(text);
            },
          });
        } finally {
          await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
        }
      } finally {
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}
