import {
  SOS_ANNI_CONSERVAZIONE,
  SOS_GIORNI_DECISIONE,
  WB_ANNI_CONSERVAZIONE,
  WB_GIORNI_AVVISO,
  WB_MESI_RISCONTRO,
} from '@compliance/shared';
import { sql } from 'drizzle-orm';

/**
 * SQL fragments the register's list, detail and Home share (table alias `sg`): the legal and policy deadlines of
 * compliance-domain.md §1.6/§2.3 (constants in @compliance/shared) computed by the database on its calendar.
 */
const TODAY = sql`(now() AT TIME ZONE 'Europe/Rome')::date`;
export const TODAY_SQL = TODAY;

/** Whistleblowing: the acknowledgement is due 7 days after receipt. */
export const SCADENZA_AVVISO_SQL = sql`(sg.data_rilevazione + ${sql.raw(String(WB_GIORNI_AVVISO))})`;

/** Whistleblowing: feedback is due 3 months after the acknowledgement (or after the 7-day term without one). */
export const SCADENZA_RISCONTRO_SQL = sql`((coalesce(sg.data_avviso, ${SCADENZA_AVVISO_SQL}) + interval '${sql.raw(String(WB_MESI_RISCONTRO))} months')::date)`;

/** The next pending deadline: an SOS decision, a whistleblowing acknowledgement or feedback; NULL once met. */
export const SCADENZA_SQL = sql`(CASE
  WHEN sg.tipo = 'SOS' AND sg.stato IN ('BOZZA', 'IN_VALUTAZIONE_1L', 'IN_VALUTAZIONE_DELEGATO')
    THEN sg.data_rilevazione + ${sql.raw(String(SOS_GIORNI_DECISIONE))}
  WHEN sg.tipo = 'WHISTLEBLOWING' AND sg.stato = 'RICEVUTA' THEN ${SCADENZA_AVVISO_SQL}
  WHEN sg.tipo = 'WHISTLEBLOWING' AND sg.stato IN ('AVVISO_INVIATO', 'AMMISSIBILITA', 'ISTRUTTORIA')
    THEN ${SCADENZA_RISCONTRO_SQL}
END)`;

/** Whether the pending deadline has passed. */
export const IN_RITARDO_SQL = sql`coalesce(${SCADENZA_SQL} < ${TODAY}, false)`;

/** Whistleblowing: acknowledgement sent late, or not sent and already late (NULL for SOS). */
export const AVVISO_IN_RITARDO_SQL = sql`(CASE WHEN sg.tipo = 'WHISTLEBLOWING'
  THEN coalesce(sg.data_avviso, ${TODAY}) > ${SCADENZA_AVVISO_SQL} END)`;

/** Whistleblowing: feedback sent late, or not sent and already late (NULL for SOS). */
export const RISCONTRO_IN_RITARDO_SQL = sql`(CASE WHEN sg.tipo = 'WHISTLEBLOWING'
  THEN coalesce(sg.data_riscontro, ${TODAY}) > ${SCADENZA_RISCONTRO_SQL} END)`;

/** A report with its reported client (if any) and branch. */
export const SEGNALAZIONE_FROM = sql`segnalazioni sg
  LEFT JOIN segnalazione_soggetti ss ON ss.segnalazione_id = sg.id AND ss.ruolo = 'SEGNALATO'
  LEFT JOIN soggetti s ON s.id = ss.soggetto_id
  LEFT JOIN dipendenze d ON d.id = sg.dipendenza_id`;

/**
 * The retention date of a decided report (day of the decision in Europe/Rome, plus 10 years for an SOS or 5 for a
 * whistleblowing report; §1.5, §2.3); null while undecided.
 */
export const CONSERVA_FINO_AL_SQL = sql`(((sg.data_decisione AT TIME ZONE 'Europe/Rome')::date
  + CASE WHEN sg.tipo = 'SOS' THEN interval '${sql.raw(String(SOS_ANNI_CONSERVAZIONE))} years'
    ELSE interval '${sql.raw(String(WB_ANNI_CONSERVAZIONE))} years' END)::date)`;
