import type { Segnalazione, SegnalazioneStato, SegnalazioneTipo } from '@compliance/shared';
import { sql, type SQL } from 'drizzle-orm';
import { run, type Db } from '../db/db.ts';
import {
  CONSERVA_FINO_AL_SQL,
  AVVISO_IN_RITARDO_SQL,
  IN_RITARDO_SQL,
  RISCONTRO_IN_RITARDO_SQL,
  SCADENZA_AVVISO_SQL,
  SCADENZA_RISCONTRO_SQL,
  SCADENZA_SQL,
  SEGNALAZIONE_FROM,
  TODAY_SQL,
} from './segnalazioni-sql.ts';

type Row = Record<string, unknown>;

/** A new report's columns (either kind) and its links. Dates yyyy-MM-dd, amounts EUR cents. */
export interface SegnalazioneRiga {
  tipo: SegnalazioneTipo;
  stato: SegnalazioneStato;
  oggetto: string;
  descrizione: string;
  origine: string;
  segnalante?: string;
  dipendenzaId?: string;
  tipoSospetto?: string;
  codiceFenomeno?: string;
  livelloRischio?: number;
  alertId?: string;
  categoria?: string;
  dataRilevazione: string;
  protocolloUif?: string;
  dataInvioUif?: string;
  esito?: string;
  dataAvviso?: string;
  dataRiscontro?: string;
  soggettoId?: string;
  /** Clients linked besides the reported one (a replacement copies them). */
  collegatiIds?: readonly string[];
  operazioneIds?: readonly string[];
  tipoInvio?: 'ORIGINARIA' | 'SOSTITUTIVA';
  sostituisce?: string;
  gestori?: readonly string[];
}

/** What a transition changes: the state, and the data the action records (undefined: unchanged). */
export interface SegnalazioneWorkflow {
  stato: SegnalazioneStato;
  protocolloUif?: string;
  dataInvioUif?: string;
  esitoUif?: string;
  dataEsitoUif?: string;
  esito?: string;
  /** Effects on the client to add (kept: effects are never removed). */
  effetti?: readonly string[];
  /** Record today as the acknowledgement / feedback day, or the decision instant. */
  avviso?: boolean;
  riscontro?: boolean;
  decisione?: boolean;
}

/** The stored report without its links (the service adds them and the allowed actions). */
export type SegnalazioneBase = Omit<
  Segnalazione,
  'soggetti' | 'operazioni' | 'gestori' | 'decisioni' | 'azioni'
>;

const day = (v: unknown) => (v ? String(v) : undefined);
const DAY = (column: SQL) => sql`to_char(${column}, 'YYYY-MM-DD')`;

const SELECT = sql`SELECT sg.*, d.denominazione AS dipendenza_denominazione,
  ${DAY(sql`sg.data_rilevazione`)} AS rilevazione_txt, ${DAY(sql`sg.data_invio_uif`)} AS invio_txt,
  ${DAY(sql`sg.data_esito_uif`)} AS esito_uif_txt,
  ${DAY(sql`sg.data_avviso`)} AS avviso_txt, ${DAY(sql`sg.data_riscontro`)} AS riscontro_txt,
  ${DAY(SCADENZA_SQL)} AS scadenza_txt, ${IN_RITARDO_SQL} AS in_ritardo,
  CASE WHEN sg.tipo = 'WHISTLEBLOWING' THEN ${DAY(SCADENZA_AVVISO_SQL)} END AS scadenza_avviso_txt,
  CASE WHEN sg.tipo = 'WHISTLEBLOWING' THEN ${DAY(SCADENZA_RISCONTRO_SQL)} END AS scadenza_riscontro_txt,
  ${AVVISO_IN_RITARDO_SQL} AS avviso_in_ritardo, ${RISCONTRO_IN_RITARDO_SQL} AS riscontro_in_ritardo,
  ${DAY(CONSERVA_FINO_AL_SQL)} AS conserva_txt,
  (SELECT o.numero FROM segnalazioni o WHERE o.id = sg.sostituisce) AS sostituisce_numero,
  (SELECT r.id::text FROM segnalazioni r WHERE r.sostituisce = sg.id AND r.stato <> 'ARCHIVIATA') AS sostituta_id,
  (SELECT r.numero FROM segnalazioni r WHERE r.sostituisce = sg.id AND r.stato <> 'ARCHIVIATA') AS sostituta_numero
  FROM ${SEGNALAZIONE_FROM}`;

function toBase(r: Row): SegnalazioneBase {
  const optional: Record<string, unknown> = {
    segnalante: r.segnalante ?? undefined,
    dipendenzaId: r.dipendenza_id ?? undefined,
    dipendenzaDenominazione: r.dipendenza_denominazione ?? undefined,
    tipoSospetto: r.tipo_sospetto ?? undefined,
    codiceFenomeno: r.codice_fenomeno ?? undefined,
    livelloRischio: r.livello_rischio === null ? undefined : Number(r.livello_rischio),
    importoEur: r.importo_eur === null ? undefined : Number(r.importo_eur),
    alertId: r.alert_id ?? undefined,
    categoria: r.categoria ?? undefined,
    protocolloUif: r.protocollo_uif ?? undefined,
    dataInvioUif: day(r.invio_txt),
    esitoUif: r.esito_uif ?? undefined,
    dataEsitoUif: day(r.esito_uif_txt),
    esito: r.esito ?? undefined,
    dataAvviso: day(r.avviso_txt),
    dataRiscontro: day(r.riscontro_txt),
    dataDecisione: r.data_decisione ? new Date(r.data_decisione as string).toISOString() : undefined,
    scadenza: day(r.scadenza_txt),
    scadenzaAvviso: day(r.scadenza_avviso_txt),
    scadenzaRiscontro: day(r.scadenza_riscontro_txt),
    avvisoInRitardo: r.avviso_in_ritardo === null ? undefined : Boolean(r.avviso_in_ritardo),
    riscontroInRitardo: r.riscontro_in_ritardo === null ? undefined : Boolean(r.riscontro_in_ritardo),
    conservaFinoAl: day(r.conserva_txt),
    tipoInvio: r.tipo === 'SOS' ? r.tipo_invio : undefined,
    effetti: r.tipo === 'SOS' ? (r.effetti as string[]) : undefined,
    sostituisce: r.sostituisce
      ? { id: String(r.sostituisce), numero: Number(r.sostituisce_numero) }
      : undefined,
    sostituitaDa: r.sostituta_id
      ? { id: String(r.sostituta_id), numero: Number(r.sostituta_numero) }
      : undefined,
  };
  for (const key of Object.keys(optional)) if (optional[key] === undefined) delete optional[key];
  return {
    id: String(r.id),
    numero: Number(r.numero),
    tipo: r.tipo as SegnalazioneTipo,
    stato: r.stato as SegnalazioneStato,
    oggetto: String(r.oggetto),
    descrizione: String(r.descrizione),
    origine: String(r.origine),
    dataRilevazione: String(r.rilevazione_txt),
    inRitardo: Boolean(r.in_ritardo),
    version: Number(r.version),
    createdAt: new Date(r.created_at as string).toISOString(),
    updatedAt: new Date(r.updated_at as string).toISOString(),
    ...optional,
  };
}

/** SQL of the report register. Every function takes the Db or a transaction; `scope` is a condition on `sg`. */
export const segnalazioniRepository = {
  /** The report `id` when `scope` admits it (null otherwise: the caller answers 404 either way). */
  async findVisible(db: Db, id: string, scope: SQL, forUpdate = false): Promise<SegnalazioneBase | null> {
    const result = await run(
      db,
      sql`${SELECT} WHERE sg.id = ${id} AND ${scope} ${forUpdate ? sql`FOR UPDATE OF sg` : sql``}`,
    );
    const row = result.rows[0] as Row | undefined;
    return row ? toBase(row) : null;
  },

  /** Inserts a report with its links; the total amount is the linked operations' sum. Answers id and number. */
  async insert(db: Db, r: SegnalazioneRiga): Promise<{ id: string; numero: number }> {
    const result = await run(
      db,
      sql`INSERT INTO segnalazioni (tipo, stato, oggetto, descrizione, origine, segnalante, dipendenza_id,
        tipo_sospetto, codice_fenomeno, livello_rischio, alert_id, categoria, data_rilevazione, protocollo_uif,
        data_invio_uif, esito, data_avviso, data_riscontro, importo_eur, data_decisione, tipo_invio, sostituisce)
      VALUES (${r.tipo}, ${r.stato}, ${r.oggetto}, ${r.descrizione}, ${r.origine}, ${r.segnalante ?? null},
        ${r.dipendenzaId ?? null}, ${r.tipoSospetto ?? null}, ${r.codiceFenomeno ?? null},
        ${r.livelloRischio ?? null}, ${r.alertId ?? null}, ${r.categoria ?? null}, ${r.dataRilevazione},
        ${r.protocolloUif ?? null}, ${r.dataInvioUif ?? null}, ${r.esito ?? null}, ${r.dataAvviso ?? null},
        ${r.dataRiscontro ?? null},
        (SELECT sum(importo_eur) FROM operazioni WHERE id = ANY(${`{${(r.operazioneIds ?? []).join(',')}}`}::uuid[])),
        CASE WHEN ${r.stato} IN ('ARCHIVIATA', 'TRASMESSA', 'CHIUSA') THEN now() END,
        ${r.tipoInvio ?? 'ORIGINARIA'}, ${r.sostituisce ?? null})
      RETURNING id::text AS id, numero`,
    );
    const { id, numero } = result.rows[0] as { id: string; numero: string };
    if (r.soggettoId) {
      await run(
        db,
        sql`INSERT INTO segnalazione_soggetti (segnalazione_id, soggetto_id, ruolo)
          VALUES (${id}, ${r.soggettoId}, 'SEGNALATO')`,
      );
    }
    for (const collegatoId of r.collegatiIds ?? []) {
      await run(
        db,
        sql`INSERT INTO segnalazione_soggetti (segnalazione_id, soggetto_id, ruolo)
          VALUES (${id}, ${collegatoId}, 'COLLEGATO') ON CONFLICT DO NOTHING`,
      );
    }
    for (const operazioneId of r.operazioneIds ?? []) {
      await run(
        db,
        sql`INSERT INTO segnalazione_operazioni (segnalazione_id, operazione_id) VALUES (${id}, ${operazioneId})
          ON CONFLICT DO NOTHING`,
      );
    }
    await this.setGestori(db, id, r.gestori ?? []);
    return { id, numero: Number(numero) };
  },

  /** Replaces a report's handlers (logins stored lower case). */
  async setGestori(db: Db, id: string, logins: readonly string[]): Promise<void> {
    await run(db, sql`DELETE FROM segnalazione_gestori WHERE segnalazione_id = ${id}`);
    for (const login of new Set(logins.map((l) => l.trim().toLowerCase()))) {
      await run(db, sql`INSERT INTO segnalazione_gestori (segnalazione_id, login) VALUES (${id}, ${login})`);
    }
  },

  /** Records a decision with its reason. */
  async addDecision(db: Db, id: string, azione: string, motivazione: string, attore: string): Promise<void> {
    await run(
      db,
      sql`INSERT INTO segnalazione_decisioni (segnalazione_id, azione, motivazione, attore)
        VALUES (${id}, ${azione}, ${motivazione}, ${attore})`,
    );
  },

  /** Applies a transition to report `id` at `version` (then incremented). False when the version is another. */
  async transition(db: Db, id: string, version: number, w: SegnalazioneWorkflow): Promise<boolean> {
    const result = await run(
      db,
      sql`UPDATE segnalazioni SET stato = ${w.stato},
        protocollo_uif = coalesce(${w.protocolloUif ?? null}, protocollo_uif),
        data_invio_uif = coalesce(${w.dataInvioUif ?? null}::date, data_invio_uif),
        esito_uif = coalesce(${w.esitoUif ?? null}, esito_uif),
        data_esito_uif = coalesce(${w.dataEsitoUif ?? null}::date, data_esito_uif),
        esito = coalesce(${w.esito ?? null}, esito),
        effetti = ARRAY(SELECT DISTINCT e FROM unnest(effetti || ${`{${(w.effetti ?? []).join(',')}}`}::text[]) AS e
          ORDER BY e),
        data_avviso = CASE WHEN ${w.avviso ?? false} THEN ${TODAY_SQL} ELSE data_avviso END,
        data_riscontro = CASE WHEN ${w.riscontro ?? false} THEN ${TODAY_SQL} ELSE data_riscontro END,
        data_decisione = CASE WHEN ${w.decisione ?? false} THEN now() ELSE data_decisione END,
        version = version + 1, updated_at = now()
      WHERE id = ${id} AND version = ${version} RETURNING id`,
    );
    return result.rows.length > 0;
  },

  /** Reports within `scope` that wait for a decision (`where`), oldest deadline first, at most `limit`. */
  async pending(db: Db, scope: SQL, where: SQL, limit: number): Promise<SegnalazioneBase[]> {
    const result = await run(
      db,
      sql`${SELECT} WHERE ${scope} AND ${where} ORDER BY ${SCADENZA_SQL} NULLS LAST, sg.numero LIMIT ${limit}`,
    );
    return (result.rows as Row[]).map(toBase);
  },

  /** How many reports `scope` and `where` admit. */
  async count(db: Db, scope: SQL, where: SQL = sql`true`): Promise<number> {
    const result = await run(
      db,
      sql`SELECT count(*)::int AS n FROM segnalazioni sg WHERE ${scope} AND ${where}`,
    );
    return Number((result.rows[0] as { n: number }).n);
  },
};
