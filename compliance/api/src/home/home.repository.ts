import { sql, type SQL } from 'drizzle-orm';
import type { HomeSummary } from '@compliance/shared';
import type { DataScope } from '../access/access.service.ts';
import { run, type Db } from '../db/db.ts';

/** What one person may see: their scope and whether confidential documents are among it. */
export interface HomeView {
  scope: DataScope;
  confidential: boolean;
}

/** `column = branch` for a branch scope (nothing at all for an operator assigned to none), else true. */
function inScope(view: HomeView, column: SQL): SQL {
  if (view.scope.kind === 'all') return sql`true`;
  return view.scope.dipendenzaId ? sql`${column} = ${view.scope.dipendenzaId}::uuid` : sql`false`;
}

function documentsWhere(view: HomeView): SQL {
  return view.confidential
    ? inScope(view, sql`d.dipendenza_id`)
    : sql`${inScope(view, sql`d.dipendenza_id`)} AND NOT d.riservato`;
}

type Row = Record<string, unknown>;

const DOC_COLUMNS = sql`d.id::text AS id, d.tipo, s.nominativo AS soggetto_nominativo, d.nome_file,
  to_char(d.data_scadenza, 'YYYY-MM-DD') AS data_scadenza, d.data_acquisizione`;

function toDocumento(r: Row): HomeSummary['documentiRecenti'][number] {
  return {
    id: String(r.id),
    tipo: String(r.tipo),
    nomeFile: String(r.nome_file),
    ...(r.soggetto_nominativo ? { soggettoNominativo: String(r.soggetto_nominativo) } : {}),
    ...(r.data_scadenza ? { dataScadenza: String(r.data_scadenza) } : {}),
    dataAcquisizione: new Date(r.data_acquisizione as string).toISOString(),
  };
}

/** SQL of the Home summary: counts and short lists across the areas, within a person's view. */
export const homeRepository = {
  async branchName(db: Db, id: string): Promise<string | null> {
    const result = await run(db, sql`SELECT denominazione FROM dipendenze WHERE id = ${id}`);
    return (result.rows[0] as { denominazione: string } | undefined)?.denominazione ?? null;
  },

  /** Counts per area; document expiry windows are counted from `today` (yyyy-MM-dd). */
  async counts(db: Db, view: HomeView, today: string): Promise<HomeSummary['conteggi']> {
    const result = await run(
      db,
      sql`SELECT
        (SELECT count(*)::int FROM soggetti s WHERE ${inScope(view, sql`s.dipendenza_id`)}) AS soggetti,
        (SELECT count(*)::int FROM operazioni o WHERE ${inScope(view, sql`o.dipendenza_id`)}) AS operazioni,
        (SELECT count(*)::int FROM operazioni o WHERE o.anomala AND ${inScope(view, sql`o.dipendenza_id`)})
          AS operazioni_anomale,
        x.*
      FROM (SELECT count(*)::int AS documenti,
          count(*) FILTER (WHERE d.data_scadenza < ${today}::date)::int AS scaduti,
          count(*) FILTER (WHERE d.data_scadenza BETWEEN ${today}::date AND ${today}::date + 30)::int AS in30,
          count(*) FILTER (WHERE d.data_scadenza BETWEEN ${today}::date AND ${today}::date + 60)::int AS in60,
          count(*) FILTER (WHERE d.data_scadenza BETWEEN ${today}::date AND ${today}::date + 90)::int AS in90
        FROM documenti d WHERE ${documentsWhere(view)}) x`,
    );
    const r = result.rows[0] as Record<string, number>;
    return {
      soggetti: Number(r.soggetti),
      operazioni: Number(r.operazioni),
      operazioniAnomale: Number(r.operazioni_anomale),
      documenti: Number(r.documenti),
      documentiScaduti: Number(r.scaduti),
      documentiInScadenza30: Number(r.in30),
      documentiInScadenza60: Number(r.in60),
      documentiInScadenza90: Number(r.in90),
    };
  },

  /** Documents expiring from `today` to 90 days after it, soonest first (at most `limit`). */
  async expiringDocuments(db: Db, view: HomeView, today: string, limit: number) {
    const result = await run(
      db,
      sql`SELECT ${DOC_COLUMNS} FROM documenti d LEFT JOIN soggetti s ON s.id = d.soggetto_id
        WHERE ${documentsWhere(view)} AND d.data_scadenza BETWEEN ${today}::date AND ${today}::date + 90
        ORDER BY d.data_scadenza, d.id LIMIT ${limit}`,
    );
    return (result.rows as Row[]).map(toDocumento);
  },

  async recentDocuments(db: Db, view: HomeView, limit: number) {
    const result = await run(
      db,
      sql`SELECT ${DOC_COLUMNS} FROM documenti d LEFT JOIN soggetti s ON s.id = d.soggetto_id
        WHERE ${documentsWhere(view)} ORDER BY d.data_acquisizione DESC, d.id LIMIT ${limit}`,
    );
    return (result.rows as Row[]).map(toDocumento);
  },

  async recentOperations(db: Db, view: HomeView, limit: number): Promise<HomeSummary['operazioniRecenti']> {
    const result = await run(
      db,
      sql`SELECT o.id::text AS id, o.numero_operazione, to_char(o.data_operazione, 'YYYY-MM-DD') AS data,
          s.nominativo, s.tipo_persona, o.importo_eur, o.anomala
        FROM operazioni o JOIN soggetti s ON s.id = o.soggetto_id
        WHERE ${inScope(view, sql`o.dipendenza_id`)}
        ORDER BY o.data_operazione DESC, o.numero_operazione DESC LIMIT ${limit}`,
    );
    return (result.rows as Row[]).map((r) => ({
      id: String(r.id),
      numeroOperazione: Number(r.numero_operazione),
      dataOperazione: String(r.data),
      clienteNominativo: String(r.nominativo),
      tipoPersona: r.tipo_persona === 'PG' ? ('PG' as const) : ('PF' as const),
      importoEur: Number(r.importo_eur),
      anomala: r.anomala === true,
    }));
  },
};
