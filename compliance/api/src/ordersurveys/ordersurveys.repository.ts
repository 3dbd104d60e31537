import { sql, type SQL } from 'drizzle-orm';
import type { CampagnaCanale, CampagnaFiltro, CampagnaStato } from '@compliance/shared';
import { run, type Db } from '../db/db.ts';

type Row = Record<string, unknown>;
const iso = (v: unknown) => new Date(v as string).toISOString();

/** A campaign's own columns (without the figures of its clients). */
export interface CampagnaRiga {
  id: string;
  nome: string;
  tipoPersona: 'PF' | 'PG';
  filtro: CampagnaFiltro;
  stato: CampagnaStato;
  giorniSollecito: number;
  scadenzaRisposta?: string;
  creataDa: string;
  lanciataDa?: string;
  dataLancio?: string;
  chiusaDa?: string;
  dataChiusura?: string;
  motivazioneAnnullamento?: string;
  canale: CampagnaCanale;
  dataInvio?: string;
  programmataDa?: string;
  esitoInvio?: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** The content a draft is created or changed with. */
export interface CampagnaContenuto {
  nome: string;
  tipoPersona: 'PF' | 'PG';
  filtro: CampagnaFiltro;
  giorniSollecito: number;
  scadenzaRisposta?: string;
  canale: CampagnaCanale;
}

/** A change of state: the new state and who did it (launch, close) or why (cancel). */
export interface CampagnaCambioStato {
  stato: Exclude<CampagnaStato, 'BOZZA' | 'PROGRAMMATA'>;
  lanciataDa?: string;
  /** With `lanciataDa`: the day it is sent (yyyy-MM-dd, Europe/Rome). */
  dataInvio?: string;
  chiusaDa?: string;
  motivazioneAnnullamento?: string;
}

const SELECT = sql`SELECT c.*, to_char(c.scadenza_risposta, 'YYYY-MM-DD') AS scadenza_txt,
  to_char(c.data_invio, 'YYYY-MM-DD') AS invio_txt FROM campagne c`;

/** A running campaign's clients who have not answered yet (questionnaire before INVIATO; STATI_DA_SOLLECITARE). */
const SENZA_RISPOSTA = sql`EXISTS (SELECT 1 FROM campagna_clienti cc JOIN questionari q ON q.id = cc.questionario_id
  WHERE cc.campagna_id = c.id AND q.stato IN ('BOZZA', 'COMPILATO', 'RESPINTO'))`;

function toRiga(r: Row): CampagnaRiga {
  return {
    id: String(r.id),
    nome: String(r.nome),
    tipoPersona: r.tipo_persona === 'PG' ? 'PG' : 'PF',
    filtro: (typeof r.filtro === 'string' ? JSON.parse(r.filtro) : r.filtro) as CampagnaFiltro,
    stato: r.stato as CampagnaStato,
    giorniSollecito: Number(r.giorni_sollecito),
    ...(r.scadenza_txt ? { scadenzaRisposta: String(r.scadenza_txt) } : {}),
    creataDa: String(r.creata_da),
    ...(r.lanciata_da ? { lanciataDa: String(r.lanciata_da) } : {}),
    ...(r.data_lancio ? { dataLancio: iso(r.data_lancio) } : {}),
    ...(r.chiusa_da ? { chiusaDa: String(r.chiusa_da) } : {}),
    ...(r.data_chiusura ? { dataChiusura: iso(r.data_chiusura) } : {}),
    ...(r.motivazione_annullamento ? { motivazioneAnnullamento: String(r.motivazione_annullamento) } : {}),
    canale: r.canale as CampagnaCanale,
    ...(r.invio_txt ? { dataInvio: String(r.invio_txt) } : {}),
    ...(r.programmata_da ? { programmataDa: String(r.programmata_da) } : {}),
    ...(r.esito_invio ? { esitoInvio: String(r.esito_invio) } : {}),
    version: Number(r.version),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

/** SQL of campaigns (`campagne`). Every function takes the Db or a transaction. */
export const ordersurveysRepository = {
  async findById(db: Db, id: string, forUpdate = false): Promise<CampagnaRiga | null> {
    const result = await run(db, sql`${SELECT} WHERE c.id = ${id} ${forUpdate ? sql`FOR UPDATE` : sql``}`);
    const row = result.rows[0] as Row | undefined;
    return row ? toRiga(row) : null;
  },

  /** Whether campaign `id` has a client within `scope` (on `cc.dipendenza_id`). */
  async touches(db: Db, id: string, scope: SQL): Promise<boolean> {
    const result = await run(
      db,
      sql`SELECT EXISTS (SELECT 1 FROM campagna_clienti cc WHERE cc.campagna_id = ${id} AND ${scope}) AS yes`,
    );
    return (result.rows[0] as Row).yes === true;
  },

  async insert(db: Db, c: CampagnaContenuto, creataDa: string): Promise<CampagnaRiga> {
    const result = await run(
      db,
      sql`INSERT INTO campagne (nome, tipo_persona, filtro, giorni_sollecito, scadenza_risposta, canale, creata_da)
        VALUES (${c.nome}, ${c.tipoPersona}, ${JSON.stringify(c.filtro)}::jsonb, ${c.giorniSollecito},
          ${c.scadenzaRisposta ?? null}::date, ${c.canale}, ${creataDa}) RETURNING id`,
    );
    return (await this.findById(db, String((result.rows[0] as Row).id)))!;
  },

  /** A draft's new content at `version` (then incremented); null when the version is another. */
  async update(db: Db, id: string, version: number, c: CampagnaContenuto): Promise<CampagnaRiga | null> {
    const result = await run(
      db,
      sql`UPDATE campagne SET nome = ${c.nome}, tipo_persona = ${c.tipoPersona},
        filtro = ${JSON.stringify(c.filtro)}::jsonb, giorni_sollecito = ${c.giorniSollecito},
        scadenza_risposta = ${c.scadenzaRisposta ?? null}::date, canale = ${c.canale},
        version = version + 1, updated_at = now()
      WHERE id = ${id} AND version = ${version} RETURNING id`,
    );
    return result.rows.length ? this.findById(db, id) : null;
  },

  /**
   * Moves campaign `id` at `version` to `change.stato`; a launch stamps who, now, and the send date it is given.
   * Null when the version is another.
   */
  async changeState(
    db: Db,
    id: string,
    version: number,
    change: CampagnaCambioStato,
  ): Promise<CampagnaRiga | null> {
    const result = await run(
      db,
      sql`UPDATE campagne SET stato = ${change.stato},
        lanciata_da = coalesce(${change.lanciataDa ?? null}, lanciata_da),
        data_lancio = CASE WHEN ${change.lanciataDa ?? null}::text IS NULL THEN data_lancio ELSE now() END,
        data_invio = coalesce(${change.dataInvio ?? null}::date, data_invio),
        esito_invio = CASE WHEN ${change.lanciataDa ?? null}::text IS NULL THEN esito_invio ELSE NULL END,
        chiusa_da = coalesce(${change.chiusaDa ?? null}, chiusa_da),
        data_chiusura = CASE WHEN ${change.chiusaDa ?? null}::text IS NULL THEN data_chiusura ELSE now() END,
        motivazione_annullamento = coalesce(${change.motivazioneAnnullamento ?? null}, motivazione_annullamento),
        version = version + 1, updated_at = now()
      WHERE id = ${id} AND version = ${version} RETURNING id`,
    );
    return result.rows.length ? this.findById(db, id) : null;
  },

  /**
   * Schedules campaign `id` at `version` (BOZZA or PROGRAMMATA) for `dataInvio` (yyyy-MM-dd) by `by`, or, with
   * `dataInvio` null, takes it back to draft, noting `esito` (why a scheduled send failed) when given. Null when
   * the version is another.
   */
  async schedule(
    db: Db,
    id: string,
    version: number,
    plan: { dataInvio: string; by: string } | { dataInvio: null; esito?: string },
  ): Promise<CampagnaRiga | null> {
    const esito = plan.dataInvio === null ? (plan.esito ?? null) : null;
    const result = await run(
      db,
      plan.dataInvio !== null
        ? sql`UPDATE campagne SET stato = 'PROGRAMMATA', data_invio = ${plan.dataInvio}::date,
            programmata_da = ${plan.by}, esito_invio = NULL, version = version + 1, updated_at = now()
          WHERE id = ${id} AND version = ${version} RETURNING id`
        : sql`UPDATE campagne SET stato = 'BOZZA', data_invio = NULL, programmata_da = NULL,
            esito_invio = ${esito}, version = version + 1, updated_at = now()
          WHERE id = ${id} AND version = ${version} RETURNING id`,
    );
    return result.rows.length ? this.findById(db, id) : null;
  },

  /** Ids of scheduled campaigns whose send date is `today` (yyyy-MM-dd) or earlier, oldest date first. */
  async dueScheduledIds(db: Db, today: string): Promise<string[]> {
    const result = await run(
      db,
      sql`SELECT id FROM campagne WHERE stato = 'PROGRAMMATA' AND data_invio <= ${today}::date
        ORDER BY data_invio, created_at`,
    );
    return (result.rows as Row[]).map((r) => String(r.id));
  },

  /**
   * Ids of running campaigns that have ended by `today` (yyyy-MM-dd): the reply deadline is past, or no client is
   * left without an answer.
   */
  async endedIds(db: Db, today: string): Promise<string[]> {
    const result = await run(
      db,
      sql`SELECT c.id FROM campagne c WHERE c.stato = 'IN_CORSO'
        AND (c.scadenza_risposta < ${today}::date OR NOT ${SENZA_RISPOSTA}) ORDER BY c.data_lancio`,
    );
    return (result.rows as Row[]).map((r) => String(r.id));
  },

  /** Running campaigns with clients in `scope`: latest launch first (at most `limit`), and how many there are. */
  async running(db: Db, scope: SQL, limit: number): Promise<{ rows: CampagnaRiga[]; total: number }> {
    const where = sql`c.stato = 'IN_CORSO' AND EXISTS (SELECT 1 FROM campagna_clienti cc
      WHERE cc.campagna_id = c.id AND ${scope})`;
    const rows = await run(
      db,
      sql`${SELECT} WHERE ${where} ORDER BY c.data_lancio DESC, c.id LIMIT ${limit}`,
    );
    const count = await run(db, sql`SELECT count(*)::int AS n FROM campagne c WHERE ${where}`);
    return { rows: (rows.rows as Row[]).map(toRiga), total: Number((count.rows[0] as Row).n) };
  },

  /** Ids of every running campaign (the automatic reminders). */
  async runningIds(db: Db): Promise<string[]> {
    const result = await run(db, sql`SELECT id FROM campagne WHERE stato = 'IN_CORSO' ORDER BY data_lancio`);
    return (result.rows as Row[]).map((r) => String(r.id));
  },
};
