import { fileURLToPath } from 'node:url';
import { migratedTemplates } from '@shared/test-support/db-templates';
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

/**
 * Vitest global setup of the IdP tests: one migrated database template per run ("one migrated database
 * template copied per test file"), for PGlite and, when TEST_DATABASE_URL is set, for PostgreSQL.
 */
export default async function setup(project: TestProject): Promise<void> {
  const templates = await migratedTemplates(
    {
      migrationsDir: MIGRATIONS,
      cacheDir: CACHE,
      pgPrefix: 'idp_template',
      open: (databaseUrl) => openDatabase({ dataDir: 'memory://', ...(databaseUrl ? { databaseUrl } : {}) }),
      migrate,
    },
    process.env.TEST_DATABASE_URL,
  );
  project.provide('pgliteTemplate', templates.pglite);
  project.provide('pgTemplate', templates.pg);
}
