import { sql } from 'drizzle-orm';
import { oggiRoma } from '@compliance/shared';
import type {
  Autovalutazione,
  AutovalutazioneStato,
  Intervento,
  LineaValutata,
  Livello,
  MatriceRischio,
} from '@compliance/shared';
import { run, type Db } from '../db/db.ts';

type Row = Record<string, unknown>;

/** The content of a draft the service computes and stores (residual levels included). */
export interface AutovalutazioneContenuto {
  matriceVersione: number;
  linee: LineaValutata[];
  interventi: Intervento[];
  giudizioComplessivo?: string | undefined;
  rischioResiduoComplessivo?: Livello | undefined;
}

/** The workflow columns a transition sets; `inviata`/`approvata` stamp who and now. */
export interface AutovalutazioneWorkflow {
  stato: AutovalutazioneStato;
  inviataDa?: string;
  approvataDa?: string;
  riferimentoDelibera?: string;
  motivazioneRitorno?: string;
}

const iso = (v: unknown) => new Date(v as string).toISOString();
/** Every column, and the Banca d'Italia sending day as yyyy-MM-dd text (the drivers parse `date` differently). */
const COLS = sql`*, to_char(data_invio_bdi, 'YYYY-MM-DD') AS invio_bdi_txt`;
const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

function toAutovalutazione(r: Row): Autovalutazione {
  const o: Partial<Autovalutazione> = {};
  if (r.giudizio_complessivo) o.giudizioComplessivo = String(r.giudizio_complessivo);
  if (r.rischio_residuo_complessivo)
    o.rischioResiduoComplessivo = Number(r.rischio_residuo_complessivo) as Livello;
  if (r.origine_id) o.origineId = String(r.origine_id);
  if (r.inviata_da) o.inviataDa = String(r.inviata_da);
  if (r.data_invio) o.dataInvio = iso(r.data_invio);
  if (r.approvata_da) o.approvataDa = String(r.approvata_da);
  if (r.data_approvazione) o.dataApprovazione = iso(r.data_approvazione);
  if (r.riferimento_delibera) o.riferimentoDelibera = String(r.riferimento_delibera);
  if (r.motivazione_ritorno) o.motivazioneRitorno = String(r.motivazione_ritorno);
  if (r.invio_bdi_txt) o.dataInvioBdi = String(r.invio_bdi_txt);
  if (r.protocollo_bdi) o.protocolloBdi = String(r.protocollo_bdi);
  if (r.invio_bdi_registrato_da) o.invioBdiRegistratoDa = String(r.invio_bdi_registrato_da);
  if (r.invio_bdi_registrato_il) o.invioBdiRegistratoIl = iso(r.invio_bdi_registrato_il);
  const anno = Number(r.anno);
  const scadenzaInvio = `${anno + 1}-04-30`;
  return {
    id: String(r.id),
    anno,
    stato: r.stato as AutovalutazioneStato,
    matriceVersione: Number(r.matrice_versione),
    linee: json<LineaValutata[]>(r.linee),
    interventi: json<Intervento[]>(r.interventi),
    scadenzaInvio,
    invioInRitardo: (o.dataInvioBdi ?? oggiRoma(new Date())) > scadenzaInvio,
    version: Number(r.version),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    ...o,
  };
}

function toMatrice(r: Row): MatriceRischio {
  return {
    versione: Number(r.versione),
    nome: String(r.nome),
    celle: json<Livello[][]>(r.celle),
    creataDa: String(r.creata_da),
    creataIl: iso(r.created_at),
  };
}

const one = (rows: unknown[]) => (rows[0] ? toAutovalutazione(rows[0] as Row) : null);

/** SQL of self-assessments and of the residual-risk matrix. Every function takes the Db or a transaction. */
export const autovalutazioniRepository = {
  async findById(db: Db, id: string, forUpdate = false): Promise<Autovalutazione | null> {
    const lock = forUpdate ? sql`FOR UPDATE` : sql``;
    return one((await run(db, sql`SELECT ${COLS} FROM autovalutazioni WHERE id = ${id} ${lock}`)).rows);
  },

  async findByAnno(db: Db, anno: number): Promise<Autovalutazione | null> {
    return one((await run(db, sql`SELECT ${COLS} FROM autovalutazioni WHERE anno = ${anno}`)).rows);
  },

  /** The latest approved self-assessment of a year before `anno`, if any. */
  async previousApproved(db: Db, anno: number): Promise<Autovalutazione | null> {
    const result = await run(
      db,
      sql`SELECT ${COLS} FROM autovalutazioni WHERE stato IN ('APPROVATA', 'INVIATA_BDI') AND anno < ${anno}
        ORDER BY anno DESC LIMIT 1`,
    );
    return one(result.rows);
  },

  async insert(
    db: Db,
    anno: number,
    c: AutovalutazioneContenuto,
    origineId?: string,
  ): Promise<Autovalutazione> {
    const result = await run(
      db,
      sql`INSERT INTO autovalutazioni (anno, matrice_versione, linee, interventi, giudizio_complessivo,
          rischio_residuo_complessivo, origine_id)
        VALUES (${anno}, ${c.matriceVersione}, ${JSON.stringify(c.linee)}::jsonb, ${JSON.stringify(c.interventi)}::jsonb,
          ${c.giudizioComplessivo ?? null}, ${c.rischioResiduoComplessivo ?? null}, ${origineId ?? null})
        RETURNING ${COLS}`,
    );
    return toAutovalutazione(result.rows[0] as Row);
  },

  /** Replaces a draft's content at `version` (then incremented). Null when the stored version is another. */
  async update(
    db: Db,
    id: string,
    version: number,
    c: AutovalutazioneContenuto,
  ): Promise<Autovalutazione | null> {
    const result = await run(
      db,
      sql`UPDATE autovalutazioni SET matrice_versione = ${c.matriceVersione},
          linee = ${JSON.stringify(c.linee)}::jsonb, interventi = ${JSON.stringify(c.interventi)}::jsonb,
          giudizio_complessivo = ${c.giudizioComplessivo ?? null},
          rischio_residuo_complessivo = ${c.rischioResiduoComplessivo ?? null},
          version = version + 1, updated_at = now()
        WHERE id = ${id} AND version = ${version} RETURNING ${COLS}`,
    );
    return one(result.rows);
  },

  /** Applies a transition at `version`; sending stamps the sender and now, approving the approver and now. */
  async transition(db: Db, id: string, version: number, w: AutovalutazioneWorkflow) {
    const result = await run(
      db,
      sql`UPDATE autovalutazioni SET stato = ${w.stato},
          inviata_da = CASE WHEN ${w.inviataDa ?? null}::text IS NULL THEN inviata_da ELSE ${w.inviataDa ?? null} END,
          data_invio = CASE WHEN ${w.inviataDa ?? null}::text IS NULL THEN data_invio ELSE now() END,
          approvata_da = ${w.approvataDa ?? null},
          data_approvazione = CASE WHEN ${w.approvataDa ?? null}::text IS NULL THEN NULL ELSE now() END,
          riferimento_delibera = ${w.riferimentoDelibera ?? null},
          motivazione_ritorno = ${w.motivazioneRitorno ?? null},
          version = version + 1, updated_at = now()
        WHERE id = ${id} AND version = ${version} RETURNING ${COLS}`,
    );
    return one(result.rows);
  },

  /**
   * Records (or corrects) the sending to Banca d'Italia of approved `id` at `version`: INVIATA_BDI, the day, the
   * protocol, who and now. Null when the stored version is another.
   */
  async registraInvioBdi(
    db: Db,
    id: string,
    version: number,
    invio: { dataInvio: string; protocollo: string; by: string },
  ): Promise<Autovalutazione | null> {
    const result = await run(
      db,
      sql`UPDATE autovalutazioni SET stato = 'INVIATA_BDI', data_invio_bdi = ${invio.dataInvio}::date,
          protocollo_bdi = ${invio.protocollo}, invio_bdi_registrato_da = ${invio.by},
          invio_bdi_registrato_il = now(), version = version + 1, updated_at = now()
        WHERE id = ${id} AND version = ${version} RETURNING ${COLS}`,
    );
    return one(result.rows);
  },

  /** Approved self-assessments not yet sent to Banca d'Italia, oldest year first. */
  async daInviare(db: Db): Promise<Autovalutazione[]> {
    const result = await run(
      db,
      sql`SELECT ${COLS} FROM autovalutazioni WHERE stato = 'APPROVATA' ORDER BY anno LIMIT 20`,
    );
    return (result.rows as Row[]).map(toAutovalutazione);
  },

  /**
   * Open remedial actions (not completed) of the latest year's self-assessment due on or before `until`
   * (yyyy-MM-dd; overdue ones included), soonest first, at most `limit`.
   */
  async interventiInScadenza(db: Db, until: string, limit: number) {
    const result = await run(
      db,
      sql`SELECT a.id::text AS id, a.anno, i->>'id' AS intervento_id, i->>'descrizione' AS descrizione,
          i->>'responsabile' AS responsabile, i->>'scadenza' AS scadenza, i->>'stato' AS stato
        FROM (SELECT ${COLS} FROM autovalutazioni ORDER BY anno DESC LIMIT 1) a,
          jsonb_array_elements(a.interventi) i
        WHERE i->>'stato' <> 'COMPLETATO' AND (i->>'scadenza')::date <= ${until}::date
        ORDER BY (i->>'scadenza')::date, i->>'id' LIMIT ${limit}`,
    );
    return (result.rows as Row[]).map((r) => ({
      id: String(r.id),
      anno: Number(r.anno),
      interventoId: String(r.intervento_id),
      descrizione: String(r.descrizione),
      responsabile: String(r.responsabile),
      scadenza: String(r.scadenza),
      stato: String(r.stato),
    }));
  },

  /** Version `versione` of the matrix, or the current one (the latest); `forUpdate` locks it. */
  async matrice(db: Db, versione?: number, forUpdate = false): Promise<MatriceRischio> {
    const where = versione === undefined ? sql`true` : sql`versione = ${versione}`;
    const result = await run(
      db,
      sql`SELECT * FROM matrici_rischio WHERE ${where} ORDER BY versione DESC LIMIT 1
        ${forUpdate ? sql`FOR UPDATE` : sql``}`,
    );
    return toMatrice(result.rows[0] as Row);
  },

  /** Every version of the matrix, newest first. */
  async matrici(db: Db): Promise<MatriceRischio[]> {
    const result = await run(db, sql`SELECT * FROM matrici_rischio ORDER BY versione DESC`);
    return (result.rows as Row[]).map(toMatrice);
  },

  /** Adds version `versione` (the primary key refuses a concurrent duplicate). */
  async insertMatrice(db: Db, versione: number, nome: string, celle: Livello[][], by: string) {
    const result = await run(
      db,
      sql`INSERT INTO matrici_rischio (versione, nome, celle, creata_da)
        VALUES (${versione}, ${nome}, ${JSON.stringify(celle)}::jsonb, ${by}) RETURNING *`,
    );
    return toMatrice(result.rows[0] as Row);
  },
};
