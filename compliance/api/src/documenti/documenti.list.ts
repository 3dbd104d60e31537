import { sql } from 'drizzle-orm';
import { TIPI_DOCUMENTO_RICONOSCIMENTO } from '@compliance/shared';
import { dateRangeColumn, uuidColumn } from '../kit/list-columns.ts';
import type { ListDefinition } from '../kit/list-definition.ts';

/**
 * The document archive's list: newest acquisitions first; filters by kind, client, operation, branch, expiry
 * range (`f.dataScadenza.min` / `.max`, yyyy-MM-dd: the "expiring in 30/60/90 days" views), acquisition range,
 * identity documents (`riconoscimento` Sì/No) and confidentiality; free text over number, issuer, description, file name and the client's name.
 */
export const documentiList: ListDefinition = {
  area: 'documenti',
  from: sql`documenti d LEFT JOIN soggetti s ON s.id = d.soggetto_id LEFT JOIN operazioni o ON o.id = d.operazione_id`,
  idSql: sql`d.id`,
  defaultSort: 'dataAcquisizione',
  defaultOrder: 'desc',
  columns: [
    { key: 'tipo', label: 'Tipo', sql: sql`d.tipo`, filter: 'equals', sortable: true },
    { key: 'numero', label: 'Numero', sql: sql`d.numero`, searchable: true, sortable: true },
    { key: 'soggettoNominativo', label: 'Cliente', sql: sql`s.nominativo`, searchable: true, sortable: true },
    { key: 'numeroOperazione', label: 'Operazione', sql: sql`o.numero_operazione` },
    { key: 'rilasciatoDa', label: 'Rilasciato da', sql: sql`d.rilasciato_da`, searchable: true },
    {
      key: 'dataRilascio',
      label: 'Data rilascio',
      sql: sql`to_char(d.data_rilascio, 'YYYY-MM-DD')`,
      format: 'date',
    },
    dateRangeColumn('dataScadenza', 'Scadenza', sql`d.data_scadenza`),
    { key: 'nomeFile', label: 'File', sql: sql`d.nome_file`, searchable: true },
    { key: 'contentType', label: 'Formato', sql: sql`d.content_type`, filter: 'equals' },
    { key: 'dimensione', label: 'Dimensione (byte)', sql: sql`d.dimensione` },
    {
      key: 'dataAcquisizione',
      label: 'Acquisito il',
      sql: sql`to_char(d.data_acquisizione, 'YYYY-MM-DD')`,
      typed: { sql: sql`d.data_acquisizione::date`, type: 'date' },
      filter: 'range',
      sortable: true,
      format: 'date',
    },
    {
      key: 'conservaFinoAl',
      label: 'Conservare fino al',
      sql: sql`to_char(d.conserva_fino_al, 'YYYY-MM-DD')`,
      format: 'date',
    },
    {
      // identity documents (TIPI_DOCUMENTO_RICONOSCIMENTO): the dashboards' "ID documents expiring"
      key: 'riconoscimento',
      label: 'Documento di riconoscimento',
      sql: sql`CASE WHEN d.tipo IN (${sql.join(
        TIPI_DOCUMENTO_RICONOSCIMENTO.map((t) => sql`${t}`),
        sql`, `,
      )}) THEN 'Sì' ELSE 'No' END`,
      filter: 'equals',
    },
    {
      key: 'riservato',
      label: 'Riservato',
      sql: sql`CASE WHEN d.riservato THEN 'Sì' ELSE 'No' END`,
      filter: 'equals',
    },
    { key: 'descrizione', label: 'Descrizione', sql: sql`d.descrizione`, searchable: true },
    { key: 'caricatoDa', label: 'Caricato da', sql: sql`d.caricato_da` },
    uuidColumn('soggettoId', 'Id cliente', sql`d.soggetto_id`),
    uuidColumn('operazioneId', 'Id operazione', sql`d.operazione_id`),
    uuidColumn('dipendenzaId', 'Id dipendenza', sql`d.dipendenza_id`),
    { key: 'sha256', label: 'SHA-256', sql: sql`d.sha256` },
    { key: 'id', label: 'Id', sql: sql`d.id::text` },
    { key: 'version', label: 'Versione', sql: sql`d.version` },
  ],
};
