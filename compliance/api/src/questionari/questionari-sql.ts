import { sql } from 'drizzle-orm';

/**
 * SQL the questionnaire list, detail and Home share (table alias `q`): the state as read — a verified
 * questionnaire whose review date has passed is SCADUTO — and the final risk class (the override, else the computed).
 */
export const STATO_SQL = sql`CASE WHEN q.stato = 'VERIFICATO' AND q.data_revisione < current_date THEN 'SCADUTO'
  ELSE q.stato END`;

export const CLASSE_FINALE_SQL = sql`coalesce(q.classe_override, q.classe_calcolata)`;

/** The questionnaire with its client, the client's branch and the template version. */
export const QUESTIONARIO_FROM = sql`questionari q JOIN soggetti s ON s.id = q.soggetto_id
  JOIN dipendenze d ON d.id = s.dipendenza_id JOIN questionario_modelli m ON m.id = q.modello_id`;
