import { fileURLToPath } from 'node:url';
import { migratedTemplates } from '@shared/test-support/db-templates';
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

/**
 * Vitest global setup of the suite API tests: one migrated template per run, for PGlite and, when
 * TEST_DATABASE_URL is set, for PostgreSQL; each test file copies it (test/helper.ts).
 */
export default async function setup(project: TestProject): Promise<void> {
  const templates = await migratedTemplates(
    {
      migrationsDir: MIGRATIONS_DIR,
      cacheDir: CACHE,
      pgPrefix: 'suite_template',
      open: (databaseUrl) => openDatabase({ dataDir: 'memory://', ...(databaseUrl ? { databaseUrl } : {}) }),
      migrate,
    },
    process.env.TEST_DATABASE_URL,
  );
  project.provide('suitePgliteTemplate', templates.pglite);
  project.provide('suitePgTemplate', templates.pg);
}
