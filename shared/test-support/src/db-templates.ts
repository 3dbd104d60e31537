import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { COMPACT_STATEMENTS, trimWalSegments } from './pglite-compact.ts';

/** What the templates need of a server's database handle (its `DbHandle`). */
export interface TemplateHandle {
  /** PGlite only: the data directory as a tar. */
  dumpDataDir?(): Promise<Blob>;
  /** A raw connection (PGlite: no transaction around it); `script` runs SQL text as is. */
  withMigrationLock<T>(fn: (conn: { script(sqlText: string): Promise<void> }) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** How a server opens and migrates its database, and where its templates live. */
export interface TemplateSource<H extends TemplateHandle> {
  /** The folder of the numbered SQL migrations (their names and contents make the digest). */
  migrationsDir: string;
  /** Where the PGlite dumps are cached between runs. */
  cacheDir: string;
  /** Prefix of the PostgreSQL template database's name (`<prefix>_<digest>`): a plain SQL identifier. */
  pgPrefix: string;
  /** Opens an in-memory PGlite (no `databaseUrl`) or the PostgreSQL database at `databaseUrl`. */
  open(databaseUrl?: string): Promise<H>;
  /** Applies every migration to `handle`. */
  migrate(handle: H): Promise<unknown>;
}

/** A short digest (12 hex) of the migration files: a template is reused only while they are unchanged. */
export function migrationsDigest(migrationsDir: string): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir).sort()) {
    hash.update(file).update(readFileSync(join(migrationsDir, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

/** Opens, migrates and closes a database (closed also when a migration fails). */
async function migrated<H extends TemplateHandle>(
  source: TemplateSource<H>,
  databaseUrl: string | undefined,
  use: (handle: H) => Promise<void> = async () => {},
): Promise<void> {
  const handle = await source.open(databaseUrl);
  try {
    await source.migrate(handle);
    await use(handle);
  } finally {
    await handle.close();
  }
}

/**
 * The path of a migrated PGlite data-directory dump for `digest`, built (and cached) when missing; compacted
 * (pglite-compact.ts): about 10 MB instead of 42 MB, which every test's database loads.
 */
async function pgliteTemplate<H extends TemplateHandle>(
  source: TemplateSource<H>,
  digest: string,
): Promise<string> {
  const path = join(source.cacheDir, `pglite-${digest}-compact.tar`);
  if (existsSync(path)) return path;
  await migrated(source, undefined, async (handle) => {
    await handle.withMigrationLock(async (conn) => {
      for (const statement of COMPACT_STATEMENTS) await conn.script(statement);
    });
    const dump = await trimWalSegments(new Uint8Array(await (await handle.dumpDataDir!()).arrayBuffer()));
    mkdirSync(source.cacheDir, { recursive: true });
    // written aside and renamed, so a parallel run never loads a half-written dump
    const tmp = `${path}.${process.pid}`;
    writeFileSync(tmp, dump);
    renameSync(tmp, path);
  });
  return path;
}

/**
 * The name of a migrated template database on the PostgreSQL server of `adminUrl` (a superuser URL), created once
 * per digest: built as `<name>_building` (a leftover of an interrupted run is dropped first), then renamed.
 */
async function pgTemplate<H extends TemplateHandle>(
  source: TemplateSource<H>,
  adminUrl: string,
  digest: string,
): Promise<string> {
  const name = `${source.pgPrefix}_${digest}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount) return name;
    await admin.query(`DROP DATABASE IF EXISTS ${name}_building WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}_building`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}_building`;
    await migrated(source, url.toString());
    await admin.query(`ALTER DATABASE ${name}_building RENAME TO ${name}`);
    return name;
  } finally {
    await admin.end();
  }
}

/**
 * The migrated templates a server's test files copy instead of migrating each database (Vitest global setup):
 * a PGlite data-directory dump (path) and, when `adminUrl` (TEST_DATABASE_URL) is given, a PostgreSQL template
 * database (name; null without it). Both are reused while the migrations are unchanged.
 */
export async function migratedTemplates<H extends TemplateHandle>(
  source: TemplateSource<H>,
  adminUrl: string | undefined,
): Promise<{ pglite: string; pg: string | null }> {
  const digest = migrationsDigest(source.migrationsDir);
  const pglite = await pgliteTemplate(source, digest);
  return { pglite, pg: adminUrl ? await pgTemplate(source, adminUrl, digest) : null };
}
