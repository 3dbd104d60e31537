import { sql, type SQL } from 'drizzle-orm';
import type {
  ClasseRischio,
  ModelloDefinizione,
  ModelloQuestionario,
  Questionario,
  QuestionarioStato,
  Risposta,
} from '@compliance/shared';
import { run, type Db } from '../db/db.ts';
import { CLASSE_FINALE_SQL, QUESTIONARIO_FROM, STATO_SQL } from './questionari-sql.ts';

type Row = Record<string, unknown>;
const iso = (v: unknown) => new Date(v as string).toISOString();

const SELECT = sql`SELECT q.*, ${STATO_SQL} AS stato_letto, ${CLASSE_FINALE_SQL} AS classe_finale,
  to_char(q.data_revisione, 'YYYY-MM-DD') AS data_revisione_txt, s.nominativo, s.tipo_persona, s.dipendenza_id,
  d.denominazione AS dipendenza_denominazione, m.versione AS modello_versione FROM ${QUESTIONARIO_FROM}`;

function toQuestionario(r: Row): Questionario {
  const opt: Partial<Questionario> = {};
  if (r.classe_override) opt.classeOverride = r.classe_override as ClasseRischio;
  if (r.motivazione_override) opt.motivazioneOverride = String(r.motivazione_override);
  if (r.inviato_da) opt.inviatoDa = String(r.inviato_da);
  if (r.verificatore) opt.verificatore = String(r.verificatore);
  if (r.data_verifica) opt.dataVerifica = iso(r.data_verifica);
  if (r.data_revisione_txt) opt.dataRevisione = String(r.data_revisione_txt);
  if (r.motivazione_respinto) opt.motivazioneRespinto = String(r.motivazione_respinto);
  if (r.impronta) opt.impronta = String(r.impronta);
  return {
    id: String(r.id),
    numero: Number(r.numero),
    soggettoId: String(r.soggetto_id),
    soggettoNominativo: String(r.nominativo),
    tipoPersona: r.tipo_persona === 'PG' ? 'PG' : 'PF',
    dipendenzaId: String(r.dipendenza_id),
    dipendenzaDenominazione: String(r.dipendenza_denominazione),
    modelloId: String(r.modello_id),
    modelloVersione: Number(r.modello_versione),
    stato: r.stato_letto as QuestionarioStato,
    risposte: (typeof r.risposte === 'string' ? JSON.parse(r.risposte) : r.risposte) as Record<
      string,
      Risposta
    >,
    punteggio: Number(r.punteggio),
    classeCalcolata: r.classe_calcolata as ClasseRischio,
    classeFinale: r.classe_finale as ClasseRischio,
    autore: String(r.autore),
    version: Number(r.version),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    ...opt,
  };
}

function toModello(r: Row): ModelloQuestionario {
  return {
    id: String(r.id),
    tipoPersona: r.tipo_persona === 'PG' ? 'PG' : 'PF',
    versione: Number(r.versione),
    definizione: (typeof r.definizione === 'string'
      ? JSON.parse(r.definizione)
      : r.definizione) as ModelloDefinizione,
    creatoDa: String(r.creato_da),
    createdAt: iso(r.created_at),
  };
}

/** A new submission's columns. */
export interface QuestionarioRiga {
  soggettoId: string;
  modelloId: string;
  risposte: Record<string, Risposta>;
  punteggio: number;
  classeCalcolata: ClasseRischio;
  autore: string;
}

/** A demo submission with all its columns (the seed). */
export interface QuestionarioDemoRiga extends QuestionarioRiga {
  numero: number;
  stato: Exclude<QuestionarioStato, 'SCADUTO'>;
  classeOverride?: ClasseRischio;
  motivazioneOverride?: string;
  inviatoDa?: string;
  verificatore?: string;
  dataVerifica?: string;
  dataRevisione?: string;
  motivazioneRespinto?: string;
  impronta?: string;
}

/** The workflow and content columns a change sets (every column named; undefined: cleared). */
export interface QuestionarioStatoRiga {
  stato: Exclude<QuestionarioStato, 'SCADUTO'>;
  risposte: Record<string, Risposta>;
  punteggio: number;
  classeCalcolata: ClasseRischio;
  classeOverride?: ClasseRischio;
  motivazioneOverride?: string;
  inviatoDa?: string;
  verificatore?: string;
  /** Sets data_verifica to now and the review date `dataRevisione` (yyyy-MM-dd). */
  dataRevisione?: string;
  motivazioneRespinto?: string;
  impronta?: string;
}

/** SQL of questionnaires and their templates. Every function takes the Db or a transaction. */
export const questionariRepository = {
  async findById(db: Db, id: string, forUpdate = false): Promise<Questionario | null> {
    const result = await run(
      db,
      sql`${SELECT} WHERE q.id = ${id} ${forUpdate ? sql`FOR UPDATE OF q` : sql``}`,
    );
    const row = result.rows[0] as Row | undefined;
    return row ? toQuestionario(row) : null;
  },

  async findByNumber(db: Db, soggettoId: string, numero: number): Promise<Questionario | null> {
    const result = await run(db, sql`${SELECT} WHERE q.soggetto_id = ${soggettoId} AND q.numero = ${numero}`);
    const row = result.rows[0] as Row | undefined;
    return row ? toQuestionario(row) : null;
  },

  /** Inserts with the client's next number (the client row is locked so two drafts never share one). */
  async insert(db: Db, q: QuestionarioRiga): Promise<Questionario> {
    await run(db, sql`SELECT id FROM soggetti WHERE id = ${q.soggettoId} FOR UPDATE`);
    const result = await run(
      db,
      sql`INSERT INTO questionari (soggetto_id, numero, modello_id, risposte, punteggio, classe_calcolata, autore)
        VALUES (${q.soggettoId},
          (SELECT coalesce(max(numero), 0) + 1 FROM questionari WHERE soggetto_id = ${q.soggettoId}),
          ${q.modelloId}, ${JSON.stringify(q.risposte)}::jsonb, ${q.punteggio}, ${q.classeCalcolata}, ${q.autore})
        RETURNING id`,
    );
    return (await this.findById(db, String((result.rows[0] as Row).id)))!;
  },

  /** Applies `w` to questionnaire `id` at `version` (then incremented); null when the version is another. */
  async change(db: Db, id: string, version: number, w: QuestionarioStatoRiga): Promise<Questionario | null> {
    const result = await run(
      db,
      sql`UPDATE questionari SET stato = ${w.stato}, risposte = ${JSON.stringify(w.risposte)}::jsonb,
        punteggio = ${w.punteggio}, classe_calcolata = ${w.classeCalcolata},
        classe_override = ${w.classeOverride ?? null}, motivazione_override = ${w.motivazioneOverride ?? null},
        inviato_da = ${w.inviatoDa ?? null}, verificatore = ${w.verificatore ?? null},
        data_verifica = CASE WHEN ${w.dataRevisione ?? null}::date IS NULL THEN NULL ELSE now() END,
        data_revisione = ${w.dataRevisione ?? null}::date,
        motivazione_respinto = ${w.motivazioneRespinto ?? null}, impronta = ${w.impronta ?? null},
        version = version + 1, updated_at = now()
      WHERE id = ${id} AND version = ${version} RETURNING id`,
    );
    return result.rows.length ? this.findById(db, id) : null;
  },

  /** Questionnaires waiting for verification (INVIATO, IN_VERIFICA) within `scope`, oldest first. */
  async toVerify(db: Db, scope: SQL, limit: number): Promise<Questionario[]> {
    const result = await run(
      db,
      sql`${SELECT} WHERE q.stato IN ('INVIATO', 'IN_VERIFICA') AND ${scope}
        ORDER BY q.updated_at, q.id LIMIT ${limit}`,
    );
    return (result.rows as Row[]).map(toQuestionario);
  },

  async countToVerify(db: Db, scope: SQL): Promise<number> {
    const result = await run(
      db,
      sql`SELECT count(*)::int AS n FROM ${QUESTIONARIO_FROM} WHERE q.stato IN ('INVIATO', 'IN_VERIFICA') AND ${scope}`,
    );
    return Number((result.rows[0] as Row).n);
  },

  /** The latest template version of `tipoPersona`, or null. */
  async currentModel(db: Db, tipoPersona: 'PF' | 'PG'): Promise<ModelloQuestionario | null> {
    const result = await run(
      db,
      sql`SELECT * FROM questionario_modelli WHERE tipo_persona = ${tipoPersona} ORDER BY versione DESC LIMIT 1`,
    );
    const row = result.rows[0] as Row | undefined;
    return row ? toModello(row) : null;
  },

  async modelById(db: Db, id: string): Promise<ModelloQuestionario | null> {
    const result = await run(db, sql`SELECT * FROM questionario_modelli WHERE id = ${id}`);
    const row = result.rows[0] as Row | undefined;
    return row ? toModello(row) : null;
  },

  async models(db: Db): Promise<ModelloQuestionario[]> {
    const result = await run(
      db,
      sql`SELECT * FROM questionario_modelli ORDER BY tipo_persona, versione DESC`,
    );
    return (result.rows as Row[]).map(toModello);
  },

  /** Inserts the next version of `tipoPersona`'s template (the table is locked: versions never collide). */
  async insertModel(
    db: Db,
    tipoPersona: 'PF' | 'PG',
    definizione: ModelloDefinizione,
    creatoDa: string,
  ): Promise<ModelloQuestionario> {
    await run(db, sql`LOCK TABLE questionario_modelli IN SHARE ROW EXCLUSIVE MODE`);
    const result = await run(
      db,
      sql`INSERT INTO questionario_modelli (tipo_persona, versione, definizione, creato_da)
        VALUES (${tipoPersona}, (SELECT coalesce(max(versione), 0) + 1 FROM questionario_modelli
          WHERE tipo_persona = ${tipoPersona}), ${JSON.stringify(definizione)}::jsonb, ${creatoDa})
        RETURNING *`,
    );
    return toModello(result.rows[0] as Row);
  },

  /**
   * Inserts many submissions in one statement (the demo seed), with their workflow columns as given (`impronta`
   * the SHA-256 of a verified one's content; `dataVerifica` yyyy-MM-dd). Answers how many.
   */
  async insertMany(db: Db, rows: ReadonlyArray<QuestionarioDemoRiga>): Promise<number> {
    if (!rows.length) return 0;
    const data = rows.map((q) => ({
      soggetto_id: q.soggettoId,
      numero: q.numero,
      modello_id: q.modelloId,
      stato: q.stato,
      risposte: q.risposte,
      punteggio: q.punteggio,
      classe_calcolata: q.classeCalcolata,
      classe_override: q.classeOverride ?? null,
      motivazione_override: q.motivazioneOverride ?? null,
      autore: q.autore,
      inviato_da: q.inviatoDa ?? null,
      verificatore: q.verificatore ?? null,
      data_verifica: q.dataVerifica ?? null,
      data_revisione: q.dataRevisione ?? null,
      motivazione_respinto: q.motivazioneRespinto ?? null,
      impronta: q.impronta ?? null,
    }));
    const columns = sql.raw(Object.keys(data[0]!).join(', '));
    const result = await run(
      db,
      sql`INSERT INTO questionari (${columns}) SELECT ${columns} FROM jsonb_to_recordset(${JSON.stringify(data)}::jsonb)
        AS x(soggetto_id uuid, numero integer, modello_id uuid, stato text, risposte jsonb, punteggio integer,
          classe_calcolata text, classe_override text, motivazione_override text, autore text, inviato_da text,
          verificatore text, data_verifica timestamptz, data_revisione date, motivazione_respinto text, impronta text)
        RETURNING id`,
    );
    return result.rows.length;
  },

  /** The client's kind and branch, or null when there is no such client. */
  async client(db: Db, id: string): Promise<{ tipoPersona: 'PF' | 'PG'; dipendenzaId: string } | null> {
    const result = await run(db, sql`SELECT tipo_persona, dipendenza_id FROM soggetti WHERE id = ${id}`);
    const r = result.rows[0] as Row | undefined;
    return r
      ? { tipoPersona: r.tipo_persona === 'PG' ? 'PG' : 'PF', dipendenzaId: String(r.dipendenza_id) }
      : null;
  },
};
