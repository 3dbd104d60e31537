import { sql } from 'drizzle-orm';
import { run, type Db } from '../db/db.ts';

/** SQL the seed needs besides the areas' own repositories. */
export const seedRepository = {
  async isEmpty(db: Db): Promise<boolean> {
    const result = await run(db, sql`SELECT NOT EXISTS (SELECT 1 FROM istituti) AS empty`);
    return Boolean((result.rows[0] as { empty: boolean }).empty);
  },
};
