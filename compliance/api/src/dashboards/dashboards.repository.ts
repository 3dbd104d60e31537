import { sql } from 'drizzle-orm';
import type { DataScope } from '../access/access.service.ts';
import { run, type Db } from '../db/db.ts';

/** SQL of the dashboards besides the lists' counts (kit listRepository.counts). */
export const dashboardsRepository = {
  /** The database's current date (yyyy-MM-dd): the day the questionnaire states (SCADUTO) are read on. */
  async today(db: Db): Promise<string> {
    const result = await run(db, sql`SELECT to_char(current_date, 'YYYY-MM-DD') AS oggi`);
    return String((result.rows[0] as { oggi: string }).oggi);
  },

  /** The branches within `scope` (an operator's own, none when unassigned), by branch code. */
  async branches(db: Db, scope: DataScope): Promise<Array<{ id: string; denominazione: string }>> {
    const where =
      scope.kind === 'all'
        ? sql``
        : scope.dipendenzaId
          ? sql`WHERE id = ${scope.dipendenzaId}::uuid`
          : sql`WHERE false`;
    const result = await run(
      db,
      sql`SELECT id::text AS id, denominazione FROM dipendenze ${where} ORDER BY codice_cab, id`,
    );
    return result.rows as Array<{ id: string; denominazione: string }>;
  },
};
