import { sql } from 'drizzle-orm';
import { dateRangeColumn, uuidColumn } from '../kit/list-columns.ts';
import type { ListDefinition } from '../kit/list-definition.ts';
import {
  CLASSE_FINALE_SQL,
  IN_ATTESA_SQL,
  QUESTIONARIO_FROM,
  STATO_SQL,
  ULTIMO_VERIFICATO_SQL,
} from './questionari-sql.ts';

/**
 * The questionnaire list (questionari): latest change first; filters by state (SCADUTO included), final risk
 * class, tipo persona, branch, client, author, early review requested (an open request of §1.4's events: Sì/No),
 * review-date range, the client's latest verified one (`ultimoVerificato` Sì/No) and the days a submitted one has
 * waited for verification (`inAttesaGiorni` range; unset for the others); free text over the client's name and the
 * author. Sorts by client, number, state, class, review date, last change.
 */
export const questionariList: ListDefinition = {
  area: 'questionari',
  from: QUESTIONARIO_FROM,
  idSql: sql`q.id`,
  defaultSort: 'aggiornatoIl',
  defaultOrder: 'desc',
  columns: [
    { key: 'soggettoNominativo', label: 'Cliente', sql: sql`s.nominativo`, searchable: true, sortable: true },
    {
      key: 'numero',
      label: 'Numero',
      sql: sql`q.numero`,
      sortable: true,
      filter: 'equals',
      typed: { sql: sql`q.numero`, type: 'integer' },
    },
    { key: 'tipoPersona', label: 'Tipo persona', sql: sql`s.tipo_persona`, filter: 'equals' },
    { key: 'stato', label: 'Stato', sql: STATO_SQL, filter: 'equals', sortable: true },
    {
      key: 'classeFinale',
      label: 'Classe di rischio',
      sql: CLASSE_FINALE_SQL,
      filter: 'equals',
      sortable: true,
    },
    { key: 'punteggio', label: 'Punteggio', sql: sql`q.punteggio`, sortable: true },
    {
      key: 'override',
      label: 'Classe modificata',
      sql: sql`CASE WHEN q.classe_override IS NULL THEN 'No' ELSE 'Sì' END`,
      filter: 'equals',
    },
    {
      // the client's current profile: no later submission of the same client has been verified (dashboards)
      key: 'ultimoVerificato',
      label: 'Ultimo verificato del cliente',
      sql: ULTIMO_VERIFICATO_SQL,
      filter: 'equals',
    },
    {
      // the verification backlog's age (dashboards' buckets): days since the last change of a submitted one
      key: 'inAttesaGiorni',
      label: 'In attesa di verifica da (giorni)',
      sql: IN_ATTESA_SQL,
      typed: { sql: IN_ATTESA_SQL, type: 'integer' },
      filter: 'range',
    },
    {
      key: 'revisioneRichiesta',
      label: 'Revisione anticipata',
      sql: sql`CASE WHEN EXISTS (SELECT 1 FROM revisioni_anticipate r WHERE r.questionario_id = q.id
        AND r.chiusa_at IS NULL) THEN 'Sì' ELSE 'No' END`,
      filter: 'equals',
    },
    { key: 'dipendenza', label: 'Dipendenza', sql: sql`d.denominazione` },
    dateRangeColumn('dataRevisione', 'Revisione entro', sql`q.data_revisione`),
    {
      key: 'autore',
      label: 'Compilato da',
      sql: sql`q.autore`,
      filter: 'equals',
      searchable: true,
      sortable: true,
    },
    { key: 'verificatore', label: 'Verificato da', sql: sql`q.verificatore`, filter: 'equals' },
    {
      key: 'aggiornatoIl',
      label: 'Ultima modifica',
      sql: sql`to_char(q.updated_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD')`,
      typed: { sql: sql`q.updated_at`, type: 'date' },
      sortable: true,
      format: 'date',
    },
    { key: 'modelloVersione', label: 'Versione modello', sql: sql`m.versione` },
    uuidColumn('dipendenzaId', 'Id dipendenza', sql`s.dipendenza_id`),
    uuidColumn('soggettoId', 'Id cliente', sql`q.soggetto_id`),
    { key: 'id', label: 'Id', sql: sql`q.id::text` },
    { key: 'version', label: 'Versione', sql: sql`q.version` },
  ],
};
