import { sql } from 'drizzle-orm';
import { run, type Db } from '../db/db.ts';

/** SQL of branch assignments (`operatori_dipendenze`). */
export const accessRepository = {
  /** The branch a login is assigned to, or null. */
  async branchOf(db: Db, login: string): Promise<string | null> {
    const result = await run(
      db,
      sql`SELECT dipendenza_id FROM operatori_dipendenze WHERE lower(login) = lower(${login})`,
    );
    return (result.rows[0] as { dipendenza_id: string } | undefined)?.dipendenza_id ?? null;
  },

  async assign(db: Db, login: string, dipendenzaId: string): Promise<void> {
    await run(
      db,
      sql`
      INSERT INTO operatori_dipendenze (login, dipendenza_id) VALUES (lower(${login}), ${dipendenzaId})
      ON CONFLICT (login) DO UPDATE SET dipendenza_id = EXCLUDED.dipendenza_id`,
    );
  },
};
