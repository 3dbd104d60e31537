import { sql, type SQL } from 'drizzle-orm';
import type {
  AlertCruscotto,
  AlertEsito,
  AlertMonitoraggio,
  AlertStato,
  AlertTipo,
  ClasseRischio,
} from '@compliance/shared';
import { run, type Db } from '../db/db.ts';
import { AGEING_SQL, ALERT_FROM, GIORNI_SQL } from './alert-sql.ts';

type Row = Record<string, unknown>;

/** A new alert (the demo seed, a future detection job). Amounts in EUR cents, dates yyyy-MM-dd. */
export interface AlertNuovo {
  tipo: AlertTipo;
  dipendenzaId: string;
  soggettoId: string;
  operazioneId?: string;
  codiceIndicatore?: string;
  descrizione: string;
  punteggio: number;
  classeRischio: ClasseRischio;
  importoEur?: number;
  dataRilevazione: string;
  stato: AlertStato;
  assegnatario?: string;
  /** ISO instants. */
  dataAssegnazione?: string;
  esito?: AlertEsito;
  motivazione?: string;
  chiusoDa?: string;
  dataChiusura?: string;
}

/** The workflow columns a transition sets (undefined: cleared). */
export interface AlertWorkflow {
  stato: AlertStato;
  assegnatario?: string;
  esito?: AlertEsito;
  motivazione?: string;
  chiusoDa?: string;
}

const SELECT = sql`SELECT a.*, to_char(a.data_rilevazione, 'YYYY-MM-DD') AS data_rilevazione_txt,
  ${GIORNI_SQL} AS giorni, ${AGEING_SQL} AS ageing, s.nominativo, s.tipo_persona,
  d.denominazione AS dipendenza_denominazione, o.numero_operazione FROM ${ALERT_FROM}`;

const iso = (v: unknown) => new Date(v as string).toISOString();

function toAlert(r: Row): AlertMonitoraggio {
  const optional: Partial<AlertMonitoraggio> = {};
  if (r.operazione_id) optional.operazioneId = String(r.operazione_id);
  if (r.numero_operazione !== null && r.numero_operazione !== undefined)
    optional.numeroOperazione = Number(r.numero_operazione);
  if (r.codice_indicatore) optional.codiceIndicatore = String(r.codice_indicatore);
  if (r.importo_eur !== null && r.importo_eur !== undefined) optional.importoEur = Number(r.importo_eur);
  if (r.assegnatario) optional.assegnatario = String(r.assegnatario);
  if (r.data_assegnazione) optional.dataAssegnazione = iso(r.data_assegnazione);
  if (r.esito) optional.esito = r.esito as AlertEsito;
  if (r.motivazione) optional.motivazione = String(r.motivazione);
  if (r.chiuso_da) optional.chiusoDa = String(r.chiuso_da);
  if (r.data_chiusura) optional.dataChiusura = iso(r.data_chiusura);
  return {
    id: String(r.id),
    numeroAlert: Number(r.numero_alert),
    tipo: r.tipo as AlertTipo,
    stato: r.stato as AlertStato,
    dipendenzaId: String(r.dipendenza_id),
    dipendenzaDenominazione: String(r.dipendenza_denominazione),
    soggettoId: String(r.soggetto_id),
    soggettoNominativo: String(r.nominativo),
    tipoPersona: r.tipo_persona === 'PG' ? 'PG' : 'PF',
    descrizione: String(r.descrizione),
    punteggio: Number(r.punteggio),
    classeRischio: r.classe_rischio as ClasseRischio,
    dataRilevazione: String(r.data_rilevazione_txt),
    giorni: Number(r.giorni),
    ageing: r.ageing as AlertMonitoraggio['ageing'],
    version: Number(r.version),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    ...optional,
  };
}

/** SQL of the alert queue. Every function takes the Db or a transaction. */
export const monitoraggioRepository = {
  async findById(db: Db, id: string, forUpdate = false): Promise<AlertMonitoraggio | null> {
    const result = await run(
      db,
      sql`${SELECT} WHERE a.id = ${id} ${forUpdate ? sql`FOR UPDATE OF a` : sql``}`,
    );
    const row = result.rows[0] as Row | undefined;
    return row ? toAlert(row) : null;
  },

  /**
   * Applies a transition's workflow columns to alert `id` at `version` (the version is then incremented); the
   * assignment and closing instants are set to now when the assignee or the closer changes. Null when the stored
   * version is another (a concurrent change).
   */
  async transition(db: Db, id: string, version: number, w: AlertWorkflow): Promise<AlertMonitoraggio | null> {
    const result = await run(
      db,
      sql`UPDATE alert SET stato = ${w.stato}, assegnatario = ${w.assegnatario ?? null},
        data_assegnazione = CASE WHEN ${w.assegnatario ?? null}::text IS NULL THEN NULL
          WHEN assegnatario IS DISTINCT FROM ${w.assegnatario ?? null}::text THEN now() ELSE data_assegnazione END,
        esito = ${w.esito ?? null}, motivazione = ${w.motivazione ?? null}, chiuso_da = ${w.chiusoDa ?? null},
        data_chiusura = CASE WHEN ${w.stato} = 'CHIUSO' THEN now() ELSE NULL END,
        version = version + 1, updated_at = now()
      WHERE id = ${id} AND version = ${version} RETURNING id`,
    );
    return result.rows.length ? this.findById(db, id) : null;
  },

  /** Inserts many alerts in one statement (the demo seed); answers how many. */
  async insertMany(db: Db, alerts: readonly AlertNuovo[]): Promise<number> {
    if (!alerts.length) return 0;
    const rows = alerts.map((a) => ({
      tipo: a.tipo,
      dipendenza_id: a.dipendenzaId,
      soggetto_id: a.soggettoId,
      operazione_id: a.operazioneId ?? null,
      codice_indicatore: a.codiceIndicatore ?? null,
      descrizione: a.descrizione,
      punteggio: a.punteggio,
      classe_rischio: a.classeRischio,
      importo_eur: a.importoEur ?? null,
      data_rilevazione: a.dataRilevazione,
      stato: a.stato,
      assegnatario: a.assegnatario ?? null,
      data_assegnazione: a.dataAssegnazione ?? null,
      esito: a.esito ?? null,
      motivazione: a.motivazione ?? null,
      chiuso_da: a.chiusoDa ?? null,
      data_chiusura: a.dataChiusura ?? null,
    }));
    const columns = sql.raw(Object.keys(rows[0]!).join(', '));
    const result = await run(
      db,
      sql`INSERT INTO alert (${columns}) SELECT ${columns} FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS x(tipo text, dipendenza_id uuid, soggetto_id uuid, operazione_id uuid, codice_indicatore text,
          descrizione text, punteggio integer, classe_rischio text, importo_eur bigint, data_rilevazione date,
          stato text, assegnatario text, data_assegnazione timestamptz, esito text, motivazione text,
          chiuso_da text, data_chiusura timestamptz)
        RETURNING id`,
    );
    return result.rows.length;
  },

  /** Open alerts assigned to `login` (case-insensitive) within `scope`, oldest detection first, at most `limit`. */
  async assignedTo(db: Db, login: string, scope: SQL, limit: number): Promise<AlertMonitoraggio[]> {
    const result = await run(
      db,
      sql`${SELECT} WHERE lower(a.assegnatario) = lower(${login}) AND a.stato = 'IN_LAVORAZIONE' AND ${scope}
        ORDER BY a.data_rilevazione, a.numero_alert LIMIT ${limit}`,
    );
    return (result.rows as Row[]).map(toAlert);
  },

  /** Alert counts by state and outcome, open ones by ageing bucket, within `scope` (a condition on `a`). */
  async totals(db: Db, scope: SQL): Promise<Record<string, number>> {
    const result = await run(
      db,
      sql`SELECT count(*) FILTER (WHERE a.stato = 'NUOVO')::int AS nuovo,
        count(*) FILTER (WHERE a.stato = 'IN_LAVORAZIONE')::int AS in_lavorazione,
        count(*) FILTER (WHERE a.stato = 'CHIUSO')::int AS chiuso,
        count(*) FILTER (WHERE a.esito = 'ARCHIVIATO')::int AS archiviato,
        count(*) FILTER (WHERE a.esito = 'DA_SEGNALARE')::int AS da_segnalare,
        count(*) FILTER (WHERE a.stato <> 'CHIUSO' AND ${AGEING_SQL} = '0-7')::int AS a0,
        count(*) FILTER (WHERE a.stato <> 'CHIUSO' AND ${AGEING_SQL} = '8-30')::int AS a8,
        count(*) FILTER (WHERE a.stato <> 'CHIUSO' AND ${AGEING_SQL} = '31-60')::int AS a31,
        count(*) FILTER (WHERE a.stato <> 'CHIUSO' AND ${AGEING_SQL} = '>60')::int AS a60
      FROM alert a WHERE ${scope}`,
    );
    const r = result.rows[0] as Record<string, unknown>;
    return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)]));
  },

  /**
   * The operations tiles within `scope` (a condition on `o.dipendenza_id`): this month's operations (count, EUR
   * and cash amounts in cents) and the late recordings; two statements, each served by an index (the date one
   * and the partial one of migration 111).
   */
  async operationFigures(db: Db, scope: SQL): Promise<AlertCruscotto['operazioni']> {
    const month = await run(
      db,
      sql`SELECT to_char(date_trunc('month', current_date), 'YYYY-MM-DD') AS dal, count(*)::int AS mese,
          coalesce(sum(o.importo_eur), 0)::bigint AS importo, coalesce(sum(o.importo_contante), 0)::bigint AS contante
        FROM operazioni o
        WHERE o.data_operazione >= date_trunc('month', current_date)::date AND ${scope}`,
    );
    const late = await run(
      db,
      sql`SELECT count(*)::int AS n FROM operazioni o WHERE o.registrazione_tardiva AND ${scope}`,
    );
    const m = month.rows[0] as Record<string, unknown>;
    return {
      dal: String(m.dal),
      mese: Number(m.mese),
      importoMese: Number(m.importo),
      contanteMese: Number(m.contante),
      registrazioniTardive: Number((late.rows[0] as { n: number }).n),
    };
  },

  /**
   * Open and closed alerts grouped by `key` (an expression on `a`, `d`), labelled by `label`, within `scope`;
   * ordered by `orderBy`.
   */
  async grouped(db: Db, scope: SQL, key: SQL, label: SQL, orderBy: SQL) {
    const result = await run(
      db,
      sql`SELECT ${key} AS chiave, ${label} AS etichetta,
        count(*) FILTER (WHERE a.stato <> 'CHIUSO')::int AS aperti,
        count(*) FILTER (WHERE a.stato = 'CHIUSO')::int AS chiusi
      FROM alert a JOIN dipendenze d ON d.id = a.dipendenza_id WHERE ${scope}
      GROUP BY 1, 2 ORDER BY ${orderBy}`,
    );
    return (result.rows as Row[]).map((r) => ({
      chiave: String(r.chiave),
      etichetta: String(r.etichetta),
      aperti: Number(r.aperti),
      chiusi: Number(r.chiusi),
    }));
  },

  /** How many alerts match `where` (a condition on `a`). */
  async count(db: Db, where: SQL = sql`true`): Promise<number> {
    const result = await run(db, sql`SELECT count(*)::int AS n FROM alert a WHERE ${where}`);
    return Number((result.rows[0] as { n: number }).n);
  },
};
