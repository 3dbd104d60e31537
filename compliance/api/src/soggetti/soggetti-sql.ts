import { sql } from 'drizzle-orm';

/**
 * SQL of a client's risk profile for the clients list (table alias `s`), from their questionnaires
 * (design/compliance-domain.md §1.2 and §1.4). The rules, since a questionnaire carries no CDD-regime field:
 * - risk class: the final class (override, else computed) of the client's latest submitted questionnaire
 *   (INVIATO, IN_VERIFICA or VERIFICATO, highest number): a submission already pending shows the new risk;
 * - PEP: the client record says so, or one of the beneficial owners is flagged PEP;
 * - enhanced due diligence (adeguata verifica rafforzata) in place: the client's latest verified questionnaire is
 *   within its review date and its final class is ALTO (the domain maps ALTO to the enhanced regime: origin of
 *   funds documented, review every 12 months);
 * - enhanced due diligence missing: a PEP or a high-risk (ALTO) client without it in place.
 */
export const CLASSE_RISCHIO_SQL = sql`(SELECT coalesce(x.classe_override, x.classe_calcolata) FROM questionari x
  WHERE x.soggetto_id = s.id AND x.stato IN ('INVIATO', 'IN_VERIFICA', 'VERIFICATO') ORDER BY x.numero DESC LIMIT 1)`;

const PEP_SQL = sql`(s.pep IS TRUE OR coalesce(s.titolari_effettivi @> '[{"pep": true}]'::jsonb, false))`;

const RAFFORZATA_IN_ESSERE_SQL = sql`((SELECT v.data_revisione >= current_date
    AND coalesce(v.classe_override, v.classe_calcolata) = 'ALTO'
  FROM questionari v WHERE v.soggetto_id = s.id AND v.stato = 'VERIFICATO' ORDER BY v.numero DESC LIMIT 1) IS TRUE)`;

/** The enhanced due diligence of a client: IN_ESSERE, MANCANTE_PEP, MANCANTE_ALTO (not PEP) or NON_RICHIESTA. */
export const AV_RAFFORZATA_SQL = sql`CASE WHEN ${RAFFORZATA_IN_ESSERE_SQL} THEN 'IN_ESSERE'
  WHEN ${PEP_SQL} THEN 'MANCANTE_PEP' WHEN ${CLASSE_RISCHIO_SQL} = 'ALTO' THEN 'MANCANTE_ALTO'
  ELSE 'NON_RICHIESTA' END`;
