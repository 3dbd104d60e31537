import { sql } from 'drizzle-orm';
import { dateRangeColumn, uuidColumn } from '../kit/list-columns.ts';
import type { ListDefinition } from '../kit/list-definition.ts';
import { IN_RITARDO_SQL, SCADENZA_SQL, SEGNALAZIONE_FROM } from './segnalazioni-sql.ts';

/**
 * The report register (registrosegnalazioni): newest first; filters by kind, state, overdue (`f.inRitardo`
 * Sì/No), deadline, detection and UIF transmission ranges, the UIF's outcome (`f.esitoUif`) and its day,
 * branch; free text over the subject, the reported client and the UIF
 * protocol. The reporter's identity is never a list column (compliance-domain.md §2.3): only the detail shows it.
 */
export const segnalazioniList: ListDefinition = {
  area: 'segnalazioni',
  from: SEGNALAZIONE_FROM,
  idSql: sql`sg.id`,
  defaultSort: 'numero',
  defaultOrder: 'desc',
  columns: [
    {
      key: 'numero',
      label: 'Numero',
      sql: sql`sg.numero`,
      sortable: true,
      filter: 'equals',
      typed: { sql: sql`sg.numero`, type: 'integer' },
    },
    { key: 'tipo', label: 'Tipo', sql: sql`sg.tipo`, filter: 'equals', sortable: true },
    { key: 'stato', label: 'Stato', sql: sql`sg.stato`, filter: 'equals', sortable: true },
    { key: 'oggetto', label: 'Oggetto', sql: sql`sg.oggetto`, searchable: true, sortable: true },
    dateRangeColumn('dataRilevazione', 'Rilevata/ricevuta il', sql`sg.data_rilevazione`),
    {
      key: 'scadenza',
      label: 'Scadenza',
      sql: sql`to_char(${SCADENZA_SQL}, 'YYYY-MM-DD')`,
      typed: { sql: SCADENZA_SQL, type: 'date' },
      filter: 'range',
      format: 'date',
    },
    {
      key: 'inRitardo',
      label: 'In ritardo',
      sql: sql`CASE WHEN ${IN_RITARDO_SQL} THEN 'Sì' ELSE 'No' END`,
      filter: 'equals',
    },
    { key: 'cliente', label: 'Cliente segnalato', sql: sql`s.nominativo`, searchable: true },
    { key: 'dipendenza', label: 'Dipendenza', sql: sql`d.denominazione` },
    uuidColumn('dipendenzaId', 'Id dipendenza', sql`sg.dipendenza_id`),
    { key: 'protocolloUif', label: 'Protocollo UIF', sql: sql`sg.protocollo_uif`, searchable: true },
    dateRangeColumn('dataInvioUif', 'Inviata a UIF il', sql`sg.data_invio_uif`),
    {
      key: 'tipoInvio',
      label: 'Originaria/sostitutiva',
      sql: sql`CASE WHEN sg.tipo = 'SOS' THEN sg.tipo_invio END`,
      filter: 'equals',
    },
    { key: 'esitoUif', label: 'Esito UIF', sql: sql`sg.esito_uif`, filter: 'equals', sortable: true },
    dateRangeColumn('dataEsitoUif', 'Esito UIF del', sql`sg.data_esito_uif`),
    { key: 'importoEur', label: 'Importo (EUR)', sql: sql`sg.importo_eur`, format: 'cents' },
    { key: 'id', label: 'Id', sql: sql`sg.id::text` },
    { key: 'version', label: 'Versione', sql: sql`sg.version` },
  ],
};
