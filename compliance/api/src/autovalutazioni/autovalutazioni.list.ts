import { sql } from 'drizzle-orm';
import type { ListDefinition } from '../kit/list-definition.ts';

const SCADENZA = sql`make_date(a.anno + 1, 4, 30)`;
const LATE = sql`coalesce(a.data_invio_bdi, (now() AT TIME ZONE 'Europe/Rome')::date) > ${SCADENZA}`;
const OPEN_ACTIONS = sql`(SELECT count(*) FROM jsonb_array_elements(a.interventi) i WHERE i->>'stato' <> 'COMPLETATO')`;

/**
 * The self-assessments list (selfevaluations): newest year first; filters by state and year; sorts by year, state,
 * approval date. Columns: year, state, overall residual level (1–4), lines assessed, open actions, who sent and
 * approved it and when, the Banca d'Italia deadline (30 April of the next year), the sending to Banca d'Italia (day,
 * protocol), whether it is late (sent after the deadline, or still unsent once it passed: `f.invioInRitardo=Sì`)
 * and whether it is approved and waiting to be sent (`f.daInviare=Sì`).
 */
export const autovalutazioniList: ListDefinition = {
  area: 'autovalutazioni',
  from: sql`autovalutazioni a`,
  idSql: sql`a.id`,
  defaultSort: 'anno',
  defaultOrder: 'desc',
  columns: [
    {
      key: 'anno',
      label: 'Anno',
      sql: sql`a.anno`,
      sortable: true,
      filter: 'equals',
      typed: { sql: sql`a.anno`, type: 'integer' },
    },
    { key: 'stato', label: 'Stato', sql: sql`a.stato`, filter: 'equals', sortable: true },
    { key: 'rischioResiduoComplessivo', label: 'Rischio residuo', sql: sql`a.rischio_residuo_complessivo` },
    { key: 'lineeValutate', label: 'Linee valutate', sql: sql`jsonb_array_length(a.linee)` },
    { key: 'interventiAperti', label: 'Interventi aperti', sql: OPEN_ACTIONS },
    { key: 'giudizioComplessivo', label: 'Giudizio', sql: sql`a.giudizio_complessivo`, searchable: true },
    { key: 'inviataDa', label: 'Inviata da', sql: sql`a.inviata_da` },
    { key: 'approvataDa', label: 'Approvata da', sql: sql`a.approvata_da` },
    {
      key: 'dataApprovazione',
      label: 'Approvata il',
      sql: sql`to_char(a.data_approvazione AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD')`,
      sortable: true,
      format: 'date',
    },
    {
      key: 'scadenzaInvio',
      label: 'Invio a Banca d’Italia entro',
      sql: sql`to_char(${SCADENZA}, 'YYYY-MM-DD')`,
      format: 'date',
    },
    {
      key: 'daInviare',
      label: 'Da inviare a Banca d’Italia',
      sql: sql`CASE WHEN a.stato = 'APPROVATA' THEN 'Sì' ELSE 'No' END`,
      filter: 'equals',
    },
    {
      key: 'dataInvioBdi',
      label: 'Inviata a Banca d’Italia il',
      sql: sql`to_char(a.data_invio_bdi, 'YYYY-MM-DD')`,
      sortable: true,
      format: 'date',
    },
    { key: 'protocolloBdi', label: 'Protocollo d’invio', sql: sql`a.protocollo_bdi`, searchable: true },
    {
      key: 'invioInRitardo',
      label: 'Invio in ritardo',
      sql: sql`CASE WHEN ${LATE} THEN 'Sì' ELSE 'No' END`,
      filter: 'equals',
    },
    { key: 'id', label: 'Id', sql: sql`a.id::text` },
    { key: 'version', label: 'Versione', sql: sql`a.version` },
  ],
};
