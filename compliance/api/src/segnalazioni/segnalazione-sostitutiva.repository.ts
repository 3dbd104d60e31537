import { sql } from 'drizzle-orm';
import { run, type Db } from '../db/db.ts';

/** SQL of replacement reports (segnalazione-sostitutiva.ts). Every function takes the Db or a transaction. */
export const segnalazioneSostitutivaRepository = {
  /** The clients of report `id` (the reported one and those linked later) and its operations. */
  async linksOf(
    db: Db,
    id: string,
  ): Promise<{ segnalato?: string; collegati: string[]; operazioni: string[] }> {
    const soggetti = await run<{ id: string; ruolo: string }>(
      db,
      sql`SELECT soggetto_id::text AS id, ruolo FROM segnalazione_soggetti WHERE segnalazione_id = ${id}`,
    );
    const operazioni = await run<{ id: string }>(
      db,
      sql`SELECT operazione_id::text AS id FROM segnalazione_operazioni WHERE segnalazione_id = ${id}`,
    );
    return {
      segnalato: soggetti.rows.find((s) => s.ruolo === 'SEGNALATO')?.id,
      collegati: soggetti.rows.filter((s) => s.ruolo === 'COLLEGATO').map((s) => s.id),
      operazioni: operazioni.rows.map((o) => o.id),
    };
  },

  /** Marks transmitted report `id` as replaced (SOSTITUITA), bumping its version. False when it was not TRASMESSA. */
  async markReplaced(db: Db, id: string): Promise<boolean> {
    const result = await run(
      db,
      sql`UPDATE segnalazioni SET stato = 'SOSTITUITA', version = version + 1, updated_at = now()
        WHERE id = ${id} AND stato = 'TRASMESSA' RETURNING id`,
    );
    return result.rows.length > 0;
  },
};
