import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a migrated PGlite data-directory dump every test file loads instead of running initdb. */
    pgliteTemplate: string;
    /** Name of a migrated PostgreSQL database each test's database is copied from (TEST_DATABASE_URL only). */
    pgTemplate: string | null;
  }
}

const MIGRATIONS = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));
const CACHE = fileURLToPath(new URL('../../../node_modules/.cache/idp-test/', import.meta.url));

/** A short digest of the migration files: a template is reused only while they are unchanged. */
function migrationsDigest(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS).sort()) {
    hash.update(file).update(readFileSync(join(MIGRATIONS, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

async function pgliteTemplate(digest: string): Promise<string> {
  const path = join(CACHE, `pglite-${digest}.tar`);
  if (existsSync(path)) return path;
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(handle);
    const dump = await handle.dumpDataDir!();
    mkdirSync(CACHE, { recursive: true });
    const tmp = `${path}.${process.pid}`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, path);
  } finally {
    await handle.close();
  }
  return path;
}

/** Creates (once per migrations digest) a migrated template database on the PostgreSQL server of `adminUrl`. */
async function pgTemplate(adminUrl: string, digest: string): Promise<string> {
  const name = `idp_template_${digest}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount) return name;
    await admin.query(`CREATE DATABASE ${name}_building`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}_building`;
    const handle = await openDatabase({ dataDir: 'memory://', databaseUrl: url.toString() });
    try {
      await migrate(handle);
    } finally {
      await handle.close();
    }
    await admin.query(`ALTER DATABASE ${name}_building RENAME TO ${name}`);
    return name;
  } finally {
    await admin.end();
  }
}

/**
 * Vitest global setup of the IdP tests: one migrated database template per run ("one migrated database
 * template copied per test file"), for PGlite and, when TEST_DATABASE_URL is set, for PostgreSQL.
 */
export default async function setup(project: TestProject): Promise<void> {
  const digest = migrationsDigest();
  project.provide('pgliteTemplate', await pgliteTemplate(digest));
  const adminUrl = process.env.TEST_DATABASE_URL;
  project.provide('pgTemplate', adminUrl ? await pgTemplate(adminUrl, digest) : null);
}
