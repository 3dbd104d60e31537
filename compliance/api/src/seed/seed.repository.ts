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
