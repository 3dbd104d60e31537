import { sql, type SQL } from 'drizzle-orm';
import { SOGLIA_MESE_CONTANTE, SOGLIA_OPERAZIONE_CONTANTE, type OperazioniDelMese } from '@compliance/shared';
import { run, type Db } from '../db/db.ts';

/**
 * The KPI figures of calendar month `mese` (yyyy-MM; default the current one, database clock) for the operations `o` within `scope`, in one
 * statement: count and amounts by operation date, late recordings by recording date (registrazione_tardiva,
 * migration 111), and the clients whose cash operations of at least SOGLIA_OPERAZIONE_CONTANTE add up to
 * SOGLIA_MESE_CONTANTE (the month's comunicazione oggettiva candidates). Amounts in EUR cents.
 */
export async function operazioniDelMese(db: Db, scope: SQL, mese?: string): Promise<OperazioniDelMese> {
  const start = mese ? sql`${`${mese}-01`}::date` : sql`current_date`;
  const result = await run(
    db,
    sql`WITH mese AS (
        SELECT date_trunc('month', ${start})::date AS dal,
               (date_trunc('month', ${start}) + interval '1 month - 1 day')::date AS al
      ), del_mese AS (
        SELECT o.* FROM operazioni o, mese WHERE o.data_operazione BETWEEN mese.dal AND mese.al AND ${scope}
      )
      SELECT to_char(mese.dal, 'YYYY-MM-DD') AS dal, to_char(mese.al, 'YYYY-MM-DD') AS al,
        (SELECT count(*) FROM del_mese)::int AS numero,
        (SELECT coalesce(sum(importo_eur), 0) FROM del_mese)::bigint AS importo,
        (SELECT coalesce(sum(importo_contante), 0) FROM del_mese)::bigint AS contante,
        (SELECT count(*) FROM operazioni o
          WHERE o.registrazione_tardiva AND o.data_registrazione BETWEEN mese.dal AND mese.al AND ${scope})::int
          AS tardive,
        (SELECT count(*) FROM (
          SELECT soggetto_id FROM del_mese WHERE importo_contante >= ${SOGLIA_OPERAZIONE_CONTANTE}
          GROUP BY soggetto_id HAVING sum(importo_contante) >= ${SOGLIA_MESE_CONTANTE}) c)::int AS candidati
      FROM mese`,
  );
  const r = result.rows[0] as Record<string, unknown>;
  return {
    dal: String(r.dal),
    al: String(r.al),
    numero: Number(r.numero),
    importoEur: Number(r.importo),
    contanteEur: Number(r.contante),
    registrazioniTardive: Number(r.tardive),
    candidatiSoglia: Number(r.candidati),
  };
}
