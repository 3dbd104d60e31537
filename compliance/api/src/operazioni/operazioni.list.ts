import { sql } from 'drizzle-orm';
import type { ListDefinition } from '../kit/list-definition.ts';

/**
 * The operations list: newest first; filters by branch (`f.dipendenzaId`), date range (`f.dataOperazione.min`
 * / `.max`, yyyy-MM-dd), amount range in EUR cents (`f.importoEur.min` / `.max`), causale, channel, means of
 * payment, sign, client, recording date and late recording (`f.registrazioneTardiva` Sì/No: recorded more than
 * GIORNI_REGISTRAZIONE days after the operation, §1.5); free text over the parties, relationship, IBAN and notes (the trigram-indexed
 * `ricerca` column) and the client's name. Sorts by date, amount, number.
 */
export const operazioniList: ListDefinition = {
  area: 'operazioni',
  from: sql`operazioni o JOIN soggetti s ON s.id = o.soggetto_id JOIN dipendenze d ON d.id = o.dipendenza_id`,
  idSql: sql`o.id`,
  defaultSort: 'dataOperazione',
  defaultOrder: 'desc',
  search: (pattern) =>
    sql`o.ricerca ILIKE ${pattern} OR o.soggetto_id = ANY (ARRAY(SELECT id FROM soggetti WHERE nominativo ILIKE ${pattern}))`,
  columns: [
    {
      key: 'numeroOperazione',
      label: 'Numero',
      sql: sql`o.numero_operazione`,
      sortable: true,
      filter: 'equals',
      typed: { sql: sql`o.numero_operazione`, type: 'integer' },
    },
    {
      key: 'dataOperazione',
      label: 'Data operazione',
      sql: sql`to_char(o.data_operazione, 'YYYY-MM-DD')`,
      typed: { sql: sql`o.data_operazione`, type: 'date' },
      filter: 'range',
      sortable: true,
      format: 'date',
    },
    {
      key: 'dataValuta',
      label: 'Data valuta',
      sql: sql`to_char(o.data_valuta, 'YYYY-MM-DD')`,
      format: 'date',
    },
    {
      key: 'dataRegistrazione',
      label: 'Data registrazione',
      sql: sql`to_char(o.data_registrazione, 'YYYY-MM-DD')`,
      typed: { sql: sql`o.data_registrazione`, type: 'date' },
      filter: 'range',
      format: 'date',
    },
    {
      key: 'registrazioneTardiva',
      label: 'Registrazione tardiva',
      sql: sql`CASE WHEN o.registrazione_tardiva THEN 'Sì' ELSE 'No' END`,
      filter: 'equals',
    },
    { key: 'clienteNominativo', label: 'Cliente', sql: sql`s.nominativo`, sortable: true },
    { key: 'tipoPersona', label: 'Tipo persona', sql: sql`s.tipo_persona`, filter: 'equals' },
    {
      key: 'causaleAnalitica',
      label: 'Causale',
      sql: sql`o.causale_analitica`,
      filter: 'equals',
      sortable: true,
    },
    { key: 'segno', label: 'Segno', sql: sql`o.segno`, filter: 'equals' },
    {
      key: 'importoEur',
      label: 'Importo (EUR)',
      sql: sql`o.importo_eur`,
      typed: { sql: sql`o.importo_eur`, type: 'integer' },
      filter: 'range',
      sortable: true,
      format: 'cents',
    },
    { key: 'importoContante', label: 'di cui contante (EUR)', sql: sql`o.importo_contante`, format: 'cents' },
    { key: 'divisa', label: 'Divisa', sql: sql`trim(o.divisa)`, filter: 'equals' },
    { key: 'mezzoPagamento', label: 'Mezzo di pagamento', sql: sql`o.mezzo_pagamento`, filter: 'equals' },
    { key: 'canale', label: 'Canale', sql: sql`o.canale`, filter: 'equals', sortable: true },
    { key: 'dipendenzaDenominazione', label: 'Dipendenza', sql: sql`d.denominazione` },
    { key: 'controparteNominativo', label: 'Controparte', sql: sql`o.controparte_nominativo` },
    {
      key: 'anomala',
      label: 'Anomala',
      sql: sql`CASE WHEN o.anomala THEN 'Sì' ELSE 'No' END`,
      filter: 'equals',
    },
    {
      key: 'dipendenzaId',
      label: 'Id dipendenza',
      sql: sql`o.dipendenza_id::text`,
      filter: 'equals',
      typed: { sql: sql`o.dipendenza_id`, type: 'uuid' },
    },
    {
      key: 'soggettoId',
      label: 'Id cliente',
      sql: sql`o.soggetto_id::text`,
      filter: 'equals',
      typed: { sql: sql`o.soggetto_id`, type: 'uuid' },
    },
    { key: 'id', label: 'Id', sql: sql`o.id::text` },
    { key: 'version', label: 'Versione', sql: sql`o.version` },
  ],
};
