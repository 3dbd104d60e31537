import { sql, type SQL } from 'drizzle-orm';
import type { CampagnaFiltro } from '@compliance/shared';
import { run, type Db } from '../db/db.ts';

/**
 * A client of campaign `c` (`cc`, questionnaire `q`) who has not answered by the campaign's reply deadline: the
 * deadline is past and the questionnaire is not sent yet (BOZZA, COMPILATO, RESPINTO). Design §4.2 "overdue".
 */
export const IN_RITARDO_SQL = sql`(c.scadenza_risposta < current_date
  AND q.stato IN ('BOZZA', 'COMPILATO', 'RESPINTO'))`;

type Row = Record<string, unknown>;

/** A client a filter selects. */
export interface ClienteTarget {
  id: string;
  nominativo: string;
  dipendenzaId: string;
  dipendenza: string;
}

/** A frozen client of a campaign, with its questionnaire. */
export interface ClienteCampagna {
  soggettoId: string;
  nominativo: string;
  dipendenzaId: string;
  questionarioNumero: number;
  tipoPersona: 'PF' | 'PG';
}

/** A client's row when the set is frozen. */
export interface ClienteCongelato {
  soggettoId: string;
  dipendenzaId: string;
  questionarioId: string;
  nuovo: boolean;
}

/** The questionnaire states in which a client's submission is still open (the launch reuses it). */
const OPEN_STATES = sql`('BOZZA', 'COMPILATO', 'INVIATO', 'IN_VERIFICA', 'RESPINTO')`;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The clients `filtro` selects among those of `tipoPersona`, today: a client's risk class and review date are
 * those of its latest verified questionnaire (design/compliance-domain.md §1.4).
 */
function targetQuery(tipoPersona: 'PF' | 'PG', f: CampagnaFiltro): SQL {
  const conditions: SQL[] = [sql`s.tipo_persona = ${tipoPersona}`];
  if (f.classiRischio?.length) conditions.push(sql`u.classe IN (${list(f.classiRischio)})`);
  if (f.dipendenzaIds?.length) conditions.push(sql`s.dipendenza_id::text IN (${list(f.dipendenzaIds)})`);
  if (f.revisione === 'IN_SCADENZA')
    conditions.push(sql`u.data_revisione BETWEEN current_date AND current_date + ${f.giorni ?? 0}::int`);
  if (f.revisione === 'SCADUTA') conditions.push(sql`u.data_revisione < current_date`);
  if (f.revisione === 'SENZA_VERIFICA') conditions.push(sql`u.soggetto_id IS NULL`);
  return sql`soggetti s JOIN dipendenze d ON d.id = s.dipendenza_id
    LEFT JOIN (SELECT DISTINCT ON (q.soggetto_id) q.soggetto_id,
        coalesce(q.classe_override, q.classe_calcolata) AS classe, q.data_revisione
      FROM questionari q WHERE q.stato = 'VERIFICATO' ORDER BY q.soggetto_id, q.numero DESC) u
      ON u.soggetto_id = s.id
    WHERE ${sql.join(conditions, sql` AND `)}`;
}

/** SQL of a campaign's target set and frozen clients (`campagna_clienti`), and the submissions they point to. */
export const campagnaClientiRepository = {
  async countTarget(db: Db, tipoPersona: 'PF' | 'PG', f: CampagnaFiltro): Promise<number> {
    const result = await run(db, sql`SELECT count(*)::int AS n FROM ${targetQuery(tipoPersona, f)}`);
    return Number((result.rows[0] as Row).n);
  },

  /** The selected clients by name (at most `limit`). */
  async target(db: Db, tipoPersona: 'PF' | 'PG', f: CampagnaFiltro, limit: number): Promise<ClienteTarget[]> {
    const result = await run(
      db,
      sql`SELECT s.id::text AS id, s.nominativo, s.dipendenza_id::text AS dipendenza_id,
          d.denominazione FROM ${targetQuery(tipoPersona, f)} ORDER BY s.nominativo, s.id LIMIT ${limit}`,
    );
    return (result.rows as Row[]).map((r) => ({
      id: String(r.id),
      nominativo: String(r.nominativo),
      dipendenzaId: String(r.dipendenza_id),
      dipendenza: String(r.denominazione),
    }));
  },

  /** The client's latest submission still open (not verified), or null. */
  async openSubmission(db: Db, soggettoId: string): Promise<{ id: string; numero: number } | null> {
    const result = await run(
      db,
      sql`SELECT id::text AS id, numero FROM questionari WHERE soggetto_id = ${soggettoId}
        AND stato IN ${OPEN_STATES} ORDER BY numero DESC LIMIT 1`,
    );
    const r = result.rows[0] as Row | undefined;
    return r ? { id: String(r.id), numero: Number(r.numero) } : null;
  },

  async freeze(db: Db, campagnaId: string, rows: readonly ClienteCongelato[]): Promise<void> {
    const data = rows.map((r) => ({
      soggetto_id: r.soggettoId,
      dipendenza_id: r.dipendenzaId,
      questionario_id: r.questionarioId,
      nuovo: r.nuovo,
    }));
    await run(
      db,
      sql`INSERT INTO campagna_clienti (campagna_id, soggetto_id, dipendenza_id, questionario_id, nuovo)
        SELECT ${campagnaId}::uuid, soggetto_id, dipendenza_id, questionario_id, nuovo
        FROM jsonb_to_recordset(${JSON.stringify(data)}::jsonb)
          AS x(soggetto_id uuid, dipendenza_id uuid, questionario_id uuid, nuovo boolean)`,
    );
  },

  /**
   * Within `scope` (on `cc.dipendenza_id`): the campaign's clients, their count per questionnaire state (a verified
   * one past its review reads SCADUTO), the reminders sent and how many have not answered by the reply deadline
   * (IN_RITARDO_SQL).
   */
  async progress(db: Db, campagnaId: string, scope: SQL) {
    const result = await run(
      db,
      sql`SELECT CASE WHEN q.stato = 'VERIFICATO' AND q.data_revisione < current_date THEN 'SCADUTO'
          ELSE q.stato END AS stato, count(*)::int AS n, sum(cc.solleciti)::int AS solleciti,
          count(*) FILTER (WHERE ${IN_RITARDO_SQL})::int AS in_ritardo
        FROM campagna_clienti cc JOIN questionari q ON q.id = cc.questionario_id
          JOIN campagne c ON c.id = cc.campagna_id
        WHERE cc.campagna_id = ${campagnaId} AND ${scope} GROUP BY 1`,
    );
    const avanzamento: Record<string, number> = {};
    let clienti = 0;
    let solleciti = 0;
    let inRitardo = 0;
    for (const r of result.rows as Row[]) {
      avanzamento[String(r.stato)] = Number(r.n);
      clienti += Number(r.n);
      solleciti += Number(r.solleciti);
      inRitardo += Number(r.in_ritardo);
    }
    return { avanzamento, clienti, solleciti, inRitardo };
  },

  /**
   * Clients of the campaign whose questionnaire is not sent yet (BOZZA, COMPILATO, RESPINTO), limited to
   * `soggettoIds` when given, and to those last written to at least `days` days ago when given; locked.
   */
  async toRemind(
    db: Db,
    campagnaId: string,
    options: { soggettoIds?: readonly string[]; days?: number },
  ): Promise<ClienteCampagna[]> {
    const result = await run(
      db,
      sql`SELECT cc.soggetto_id::text AS soggetto_id, s.nominativo, s.tipo_persona,
          cc.dipendenza_id::text AS dipendenza_id, q.numero
        FROM campagna_clienti cc JOIN questionari q ON q.id = cc.questionario_id
          JOIN soggetti s ON s.id = cc.soggetto_id
        WHERE cc.campagna_id = ${campagnaId} AND q.stato IN ('BOZZA', 'COMPILATO', 'RESPINTO')
          ${options.soggettoIds ? sql`AND cc.soggetto_id::text IN (${list(options.soggettoIds)})` : sql``}
          ${options.days ? sql`AND cc.ultimo_messaggio <= now() - make_interval(days => ${options.days}::int)` : sql``}
        ORDER BY s.nominativo, cc.soggetto_id FOR UPDATE OF cc`,
    );
    return (result.rows as Row[]).map((r) => ({
      soggettoId: String(r.soggetto_id),
      nominativo: String(r.nominativo),
      dipendenzaId: String(r.dipendenza_id),
      questionarioNumero: Number(r.numero),
      tipoPersona: r.tipo_persona === 'PG' ? 'PG' : 'PF',
    }));
  },

  async markReminded(db: Db, campagnaId: string, soggettoIds: readonly string[]): Promise<void> {
    if (!soggettoIds.length) return;
    await run(
      db,
      sql`UPDATE campagna_clienti SET solleciti = solleciti + 1, ultimo_messaggio = now()
        WHERE campagna_id = ${campagnaId} AND soggetto_id::text IN (${list(soggettoIds)})`,
    );
  },

  /** The logins (email addresses) of the operators assigned to each of `dipendenzaIds`. */
  async branchOperators(db: Db, dipendenzaIds: readonly string[]): Promise<Map<string, string[]>> {
    const found = new Map<string, string[]>();
    if (!dipendenzaIds.length) return found;
    const result = await run(
      db,
      sql`SELECT dipendenza_id::text AS dipendenza_id, login FROM operatori_dipendenze
        WHERE dipendenza_id::text IN (${list([...new Set(dipendenzaIds)])}) ORDER BY login`,
    );
    for (const r of result.rows as Row[]) {
      const key = String(r.dipendenza_id);
      found.set(key, [...(found.get(key) ?? []), String(r.login)]);
    }
    return found;
  },
};
