import { sql } from 'drizzle-orm';

/**
 * SQL fragments the alert list, detail and dashboard share (table alias `a`): the days since detection (until
 * closing, for closed alerts) and its ageing bucket (AGEING_BUCKETS of @compliance/shared).
 */
export const GIORNI_SQL = sql`(coalesce((a.data_chiusura AT TIME ZONE 'Europe/Rome')::date, current_date) - a.data_rilevazione)`;

export const AGEING_SQL = sql`CASE WHEN ${GIORNI_SQL} <= 7 THEN '0-7' WHEN ${GIORNI_SQL} <= 30 THEN '8-30'
  WHEN ${GIORNI_SQL} <= 60 THEN '31-60' ELSE '>60' END`;

/** The alert with its client, branch and operation. */
export const ALERT_FROM = sql`alert a JOIN soggetti s ON s.id = a.soggetto_id
  JOIN dipendenze d ON d.id = a.dipendenza_id LEFT JOIN operazioni o ON o.id = a.operazione_id`;
