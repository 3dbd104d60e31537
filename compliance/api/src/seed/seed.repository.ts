import { sql } from 'drizzle-orm';
import { run, type Db } from '../db/db.ts';

/** SQL the seed needs besides the areas' own repositories. */
export const seedRepository = {
  async isEmpty(db: Db): Promise<boolean> {
    const result = await run(db, sql`SELECT NOT EXISTS (SELECT 1 FROM istituti) AS empty`);
    return Boolean((result.rows[0] as { empty: boolean }).empty);
  },

  /**
   * The first `limit` clients of kind `tipo` (in creation order) with what a demo document about them shows: name,
   * tax code and, for natural persons, their identity document.
   */
  async clientsForDocuments(db: Db, tipo: 'PF' | 'PG', limit: number): Promise<DemoDocumentClient[]> {
    const result = await run(
      db,
      sql`SELECT id, nominativo, codice_fiscale, tipo_documento, numero_documento, documento_rilasciato_da,
        to_char(documento_data_rilascio, 'YYYY-MM-DD') AS data_rilascio
        FROM soggetti WHERE tipo_persona = ${tipo} ORDER BY created_at, id LIMIT ${limit}`,
    );
    return (result.rows as Array<Record<string, string | null>>).map((r) => ({
      id: String(r.id),
      nominativo: String(r.nominativo),
      codiceFiscale: String(r.codice_fiscale),
      tipoDocumento: r.tipo_documento ?? null,
      numeroDocumento: r.numero_documento ?? null,
      rilasciatoDa: r.documento_rilasciato_da ?? null,
      dataRilascio: r.data_rilascio ?? null,
    }));
  },
};

/**
 * Operations that deserve a demo alert, newest first, at most `limit` of each kind: indicator matches (anomalous
 * operations with UIF indicator codes), unexpected operations (over EUR 15,000 and not already anomalous), and
 * threshold candidates (a client's cash in one month totalling EUR 10,000 or more; its latest operation of that
 * month stands for the month, the amount is the month's cash total).
 */
export async function alertCandidates(db: Db, limit: number): Promise<AlertCandidate[]> {
  const result = await run(
    db,
    sql`(SELECT 'INDICATORE' AS tipo, o.id, o.soggetto_id, o.dipendenza_id, o.importo_eur, o.indicatori_anomalia,
        o.numero_operazione FROM operazioni o WHERE o.anomala AND o.indicatori_anomalia IS NOT NULL
        ORDER BY o.numero_operazione DESC LIMIT ${limit})
      UNION ALL
      (SELECT 'INATTESO', o.id, o.soggetto_id, o.dipendenza_id, o.importo_eur, NULL, o.numero_operazione
        FROM operazioni o WHERE NOT o.anomala AND o.importo_eur > 1500000
        ORDER BY o.numero_operazione DESC LIMIT ${limit})
      UNION ALL
      (SELECT 'SOGLIA', m.id, m.soggetto_id, m.dipendenza_id, m.totale, NULL, m.numero_operazione FROM (
        SELECT DISTINCT ON (o.soggetto_id, date_trunc('month', o.data_operazione)) o.id, o.soggetto_id,
          o.dipendenza_id, o.numero_operazione,
          sum(o.importo_contante) OVER (PARTITION BY o.soggetto_id, date_trunc('month', o.data_operazione)) AS totale
        FROM operazioni o WHERE o.importo_contante > 0
        ORDER BY o.soggetto_id, date_trunc('month', o.data_operazione), o.numero_operazione DESC) m
        WHERE m.totale >= 1000000 ORDER BY m.numero_operazione DESC LIMIT ${limit})`,
  );
  return (result.rows as Array<Record<string, unknown>>).map((r) => ({
    tipo: r.tipo as AlertCandidate['tipo'],
    operazioneId: String(r.id),
    soggettoId: String(r.soggetto_id),
    dipendenzaId: String(r.dipendenza_id),
    importoEur: Number(r.importo_eur),
    numeroOperazione: Number(r.numero_operazione),
    ...(r.indicatori_anomalia ? { indicatori: String(r.indicatori_anomalia) } : {}),
  }));
}

/** An operation a demo alert is raised on (seed.repository.ts `alertCandidates`). */
export interface AlertCandidate {
  tipo: 'INDICATORE' | 'INATTESO' | 'SOGLIA';
  operazioneId: string;
  soggettoId: string;
  dipendenzaId: string;
  /** EUR cents: the operation's amount, or the month's cash total (SOGLIA). */
  importoEur: number;
  numeroOperazione: number;
  /** UIF indicator codes, comma-separated (INDICATORE). */
  indicatori?: string;
}

/** A client as the demo documents need it (seed.repository.ts `clientsForDocuments`). */
export interface DemoDocumentClient {
  id: string;
  nominativo: string;
  codiceFiscale: string;
  tipoDocumento: string | null;
  numeroDocumento: string | null;
  rilasciatoDa: string | null;
  dataRilascio: string | null;
}
