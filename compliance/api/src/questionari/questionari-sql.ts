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

/**
 * 'Sì' for a verified questionnaire that is the client's latest verified one (its review date is the client's), else
 * 'No': an older verified submission superseded by a newer one no longer sets the client's profile or deadline.
 */
export const ULTIMO_VERIFICATO_SQL = sql`CASE WHEN q.stato = 'VERIFICATO' AND NOT EXISTS (SELECT 1 FROM questionari n
  WHERE n.soggetto_id = q.soggetto_id AND n.stato = 'VERIFICATO' AND n.numero > q.numero) THEN 'Sì' ELSE 'No' END`;

/**
 * Days a submitted questionnaire (INVIATO or IN_VERIFICA) has waited, counted from its last change (the sending, or
 * the verifier taking it: the only changes in those states), in Italian calendar days; NULL in any other state.
 */
export const IN_ATTESA_SQL = sql`CASE WHEN q.stato IN ('INVIATO', 'IN_VERIFICA')
  THEN current_date - (q.updated_at AT TIME ZONE 'Europe/Rome')::date END`;
