import type { Db } from '../db/db.ts';
import { migrationFiles } from '../db/migrate.ts';
import { createHealthRepository } from './health.repository.ts';

/** Result of the readiness check: each check UP or DOWN, and how many of our migrations are missing. */
export interface Readiness {
  ready: boolean;
  database: 'UP' | 'DOWN';
  migrations: 'UP' | 'DOWN';
  pendingMigrations: number;
}

/** How long the readiness check waits for the database before it answers DOWN (ms). */
const DB_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Readiness of a node for traffic: the database answers (within 2 s) and every migration file this build
 * carries is recorded in `schema_migrations` (rows of newer builds are fine during a rolling upgrade).
 */
export function createHealthService(db: Db, migrationsDir?: string) {
  const repo = createHealthRepository(db);
  let expected: Promise<string[]> | undefined;
  return {
    async readiness(): Promise<Readiness> {
      expected ??= migrationFiles(migrationsDir);
      let applied: Set<string>;
      try {
        applied = new Set(await withTimeout(repo.appliedMigrations(), DB_TIMEOUT_MS));
      } catch {
        return { ready: false, database: 'DOWN', migrations: 'DOWN', pendingMigrations: -1 };
      }
      const pending = (await expected).filter((f) => !applied.has(f)).length;
      return {
        ready: pending === 0,
        database: 'UP',
        migrations: pending === 0 ? 'UP' : 'DOWN',
        pendingMigrations: pending,
      };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
