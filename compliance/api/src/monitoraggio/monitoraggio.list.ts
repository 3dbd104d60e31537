import { sql } from 'drizzle-orm';
import { dateRangeColumn, uuidColumn } from '../kit/list-columns.ts';
import type { ListDefinition } from '../kit/list-definition.ts';
import { AGEING_SQL, ALERT_FROM, GIORNI_SQL } from './alert-sql.ts';

/**
 * The alert queue (monitoraggiooperazioni): oldest detection first; filters by state, open/closed (`f.aperto`
 * Sì/No), type, branch, assignee (exact login), indicator code, risk class, outcome, ageing bucket and detection
 * date range; free text over the client's name, the description, the indicator and the assignee. Sorts by
 * number, detection date, score, amount, state.
 */
export const monitoraggioList: ListDefinition = {
  area: 'alert',
  from: ALERT_FROM,
  idSql: sql`a.id`,
  defaultSort: 'dataRilevazione',
  defaultOrder: 'asc',
  columns: [
    {
      key: 'numeroAlert',
      label: 'Numero',
      sql: sql`a.numero_alert`,
      sortable: true,
      filter: 'equals',
      typed: { sql: sql`a.numero_alert`, type: 'integer' },
    },
    dateRangeColumn('dataRilevazione', 'Rilevato il', sql`a.data_rilevazione`),
    { key: 'tipo', label: 'Tipo', sql: sql`a.tipo`, filter: 'equals', sortable: true },
    { key: 'stato', label: 'Stato', sql: sql`a.stato`, filter: 'equals', sortable: true },
    {
      key: 'aperto',
      label: 'Aperto',
      sql: sql`CASE WHEN a.stato = 'CHIUSO' THEN 'No' ELSE 'Sì' END`,
      filter: 'equals',
    },
    { key: 'soggettoNominativo', label: 'Cliente', sql: sql`s.nominativo`, searchable: true, sortable: true },
    { key: 'tipoPersona', label: 'Tipo persona', sql: sql`s.tipo_persona` },
    { key: 'dipendenza', label: 'Dipendenza', sql: sql`d.denominazione` },
    {
      key: 'codiceIndicatore',
      label: 'Indicatore',
      sql: sql`a.codice_indicatore`,
      filter: 'equals',
      searchable: true,
      sortable: true,
    },
    { key: 'punteggio', label: 'Punteggio', sql: sql`a.punteggio`, sortable: true },
    { key: 'classeRischio', label: 'Classe di rischio', sql: sql`a.classe_rischio`, filter: 'equals' },
    { key: 'importoEur', label: 'Importo (EUR)', sql: sql`a.importo_eur`, sortable: true, format: 'cents' },
    { key: 'numeroOperazione', label: 'Operazione', sql: sql`o.numero_operazione` },
    { key: 'giorni', label: 'Giorni', sql: sql`${GIORNI_SQL}` },
    { key: 'ageing', label: 'Anzianità', sql: AGEING_SQL, filter: 'equals' },
    {
      key: 'assegnatario',
      label: 'Assegnatario',
      sql: sql`a.assegnatario`,
      filter: 'equals',
      searchable: true,
      sortable: true,
    },
    { key: 'esito', label: 'Esito', sql: sql`a.esito`, filter: 'equals' },
    { key: 'descrizione', label: 'Descrizione', sql: sql`a.descrizione`, searchable: true },
    uuidColumn('dipendenzaId', 'Id dipendenza', sql`a.dipendenza_id`),
    uuidColumn('operazioneId', 'Id operazione', sql`a.operazione_id`),
    uuidColumn('soggettoId', 'Id cliente', sql`a.soggetto_id`),
    { key: 'id', label: 'Id', sql: sql`a.id::text` },
    { key: 'version', label: 'Versione', sql: sql`a.version` },
  ],
};
