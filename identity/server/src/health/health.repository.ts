import { sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';

/** SQL access for the readiness check. */
export function createHealthRepository(db: Db) {
  return {
    /** Names of the applied migrations (`schema_migrations`); throws when the database cannot be reached. */
    async appliedMigrations(): Promise<string[]> {
      const result = (await db.execute(sql`SELECT name FROM schema_migrations`)) as unknown as {
        rows: Array<{ name: string }>;
      };
      return result.rows.map((r) => r.name);
    },
  };
}
