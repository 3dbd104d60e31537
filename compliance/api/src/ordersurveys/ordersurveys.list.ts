import { sql } from 'drizzle-orm';
import { uuidColumn } from '../kit/list-columns.ts';
import type { ListDefinition } from '../kit/list-definition.ts';
import { IN_RITARDO_SQL } from './campagna-clienti.repository.ts';

const date = (column: ReturnType<typeof sql>) =>
  sql`to_char(${column} AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD')`;

/**
 * The campaigns list (ordersurveys): latest change first; filters by state, tipo persona, review filter, channel
 * and send date (planned while PROGRAMMATA, actual once sent); free text over the name and the author; sorts by
 * name, state, send date, launch and last change. No client counts here: an
 * operator's list must not reveal how many clients of other branches a campaign has (the detail counts theirs).
 */
export const ordersurveysList: ListDefinition = {
  area: 'ordersurveys',
  from: sql`campagne c`,
  idSql: sql`c.id`,
  defaultSort: 'aggiornatoIl',
  defaultOrder: 'desc',
  columns: [
    { key: 'nome', label: 'Campagna', sql: sql`c.nome`, searchable: true, sortable: true },
    { key: 'stato', label: 'Stato', sql: sql`c.stato`, filter: 'equals', sortable: true },
    { key: 'tipoPersona', label: 'Tipo persona', sql: sql`c.tipo_persona`, filter: 'equals' },
    { key: 'revisione', label: 'Revisione', sql: sql`c.filtro->>'revisione'`, filter: 'equals' },
    { key: 'creataDa', label: 'Creata da', sql: sql`c.creata_da`, searchable: true, filter: 'equals' },
    {
      key: 'dataLancio',
      label: 'Lanciata il',
      sql: date(sql`c.data_lancio`),
      typed: { sql: sql`c.data_lancio`, type: 'date' },
      filter: 'range',
      sortable: true,
      format: 'date',
    },
    { key: 'canale', label: 'Canale', sql: sql`c.canale`, filter: 'equals' },
    {
      key: 'dataInvio',
      label: 'Invio',
      sql: sql`to_char(c.data_invio, 'YYYY-MM-DD')`,
      typed: { sql: sql`c.data_invio`, type: 'date' },
      filter: 'range',
      sortable: true,
      format: 'date',
    },
    {
      key: 'scadenzaRisposta',
      label: 'Risposta entro',
      sql: sql`to_char(c.scadenza_risposta, 'YYYY-MM-DD')`,
      format: 'date',
    },
    {
      key: 'aggiornatoIl',
      label: 'Ultima modifica',
      sql: date(sql`c.updated_at`),
      typed: { sql: sql`c.updated_at`, type: 'date' },
      sortable: true,
      format: 'date',
    },
    { key: 'id', label: 'Id', sql: sql`c.id::text` },
    { key: 'version', label: 'Versione', sql: sql`c.version` },
  ],
};

/**
 * A campaign's clients (`f.campagnaId`): each with its questionnaire's state (a verified one past its review reads
 * SCADUTO), the reminders sent and the last message; filters by campaign, state, branch and overdue (`inRitardo`
 * Sì/No: no answer by the campaign's reply deadline); free text over the name.
 */
export const campagnaClientiList: ListDefinition = {
  area: 'ordersurveys-clienti',
  from: sql`campagna_clienti cc JOIN soggetti s ON s.id = cc.soggetto_id
    JOIN dipendenze d ON d.id = cc.dipendenza_id JOIN questionari q ON q.id = cc.questionario_id
    JOIN campagne c ON c.id = cc.campagna_id`,
  idSql: sql`cc.id`,
  defaultSort: 'soggettoNominativo',
  columns: [
    { key: 'soggettoNominativo', label: 'Cliente', sql: sql`s.nominativo`, searchable: true, sortable: true },
    { key: 'dipendenza', label: 'Dipendenza', sql: sql`d.denominazione`, sortable: true },
    {
      key: 'stato',
      label: 'Stato questionario',
      sql: sql`CASE WHEN q.stato = 'VERIFICATO' AND q.data_revisione < current_date THEN 'SCADUTO' ELSE q.stato END`,
      filter: 'equals',
      sortable: true,
    },
    { key: 'numero', label: 'Questionario n.', sql: sql`q.numero` },
    {
      key: 'inRitardo',
      label: 'Senza risposta alla scadenza',
      sql: sql`CASE WHEN ${IN_RITARDO_SQL} THEN 'Sì' ELSE 'No' END`,
      filter: 'equals',
    },
    { key: 'nuovo', label: 'Nuovo', sql: sql`CASE WHEN cc.nuovo THEN 'Sì' ELSE 'No' END`, filter: 'equals' },
    { key: 'solleciti', label: 'Solleciti', sql: sql`cc.solleciti`, sortable: true },
    {
      key: 'ultimoMessaggio',
      label: 'Ultimo messaggio',
      sql: date(sql`cc.ultimo_messaggio`),
      format: 'date',
    },
    { key: 'tipoPersona', label: 'Tipo persona', sql: sql`s.tipo_persona` },
    uuidColumn('campagnaId', 'Id campagna', sql`cc.campagna_id`),
    uuidColumn('dipendenzaId', 'Id dipendenza', sql`cc.dipendenza_id`),
    { key: 'soggettoId', label: 'Id cliente', sql: sql`cc.soggetto_id::text` },
    { key: 'id', label: 'Id', sql: sql`cc.id::text` },
  ],
};
