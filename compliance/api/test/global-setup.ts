import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/db.ts';
import { migrate, MIGRATIONS_DIR } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data-directory dump every test file loads instead of running initdb. */
    suitePgliteTemplate: string;
    /** A migrated PostgreSQL database each test database is copied from (TEST_DATABASE_URL only). */
    suitePgTemplate: string | null;
  }
}

const CACHE = fileURLToPath(new URL('../../../node_modules/.cache/suite-test/', import.meta.url));

/** A short digest of the migrations: a template is reused only while they are unchanged. */
function migrationsDigest(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
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

async function pgTemplate(adminUrl: string, digest: string): Promise<string> {
  const name = `suite_template_${digest}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount) return name;
    await admin.query(`DROP DATABASE IF EXISTS ${name}_building WITH (FORCE)`);
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
 * Vitest global setup of the suite API tests: one migrated template per run, for PGlite and, when
 * TEST_DATABASE_URL is set, for PostgreSQL; each test file copies it (test/helper.ts).
 */
export default async function setup(project: TestProject): Promise<void> {
  const digest = migrationsDigest();
  project.provide('suitePgliteTemplate', await pgliteTemplate(digest));
  const adminUrl = process.env.TEST_DATABASE_URL;
  project.provide('suitePgTemplate', adminUrl ? await pgTemplate(adminUrl, digest) : null);
}
