import { sql } from 'drizzle-orm';
import { run, type Db } from '../db/db.ts';

/**
 * SQL of changing an SOS's linked clients and operations (segnalazione_soggetti, segnalazione_operazioni). Each
 * change bumps the report's version and recomputes its total from the linked operations.
 */
export const segnalazioneCollegamentiRepository = {
  /** The client's role on report `id` (SEGNALATO, COLLEGATO), or null when not linked. */
  async ruolo(db: Db, id: string, soggettoId: string): Promise<string | null> {
    const r = await run(
      db,
      sql`SELECT ruolo FROM segnalazione_soggetti WHERE segnalazione_id = ${id} AND soggetto_id = ${soggettoId}`,
    );
    return (r.rows[0] as { ruolo: string } | undefined)?.ruolo ?? null;
  },

  async clientExists(db: Db, soggettoId: string): Promise<boolean> {
    return (await run(db, sql`SELECT 1 FROM soggetti WHERE id = ${soggettoId}`)).rows.length > 0;
  },

  /** The client of operation `operazioneId` (null when no such operation). */
  async operationClient(db: Db, operazioneId: string): Promise<string | null> {
    const r = await run(db, sql`SELECT soggetto_id::text AS s FROM operazioni WHERE id = ${operazioneId}`);
    return (r.rows[0] as { s: string } | undefined)?.s ?? null;
  },

  async operationLinked(db: Db, id: string, operazioneId: string): Promise<boolean> {
    const r = await run(
      db,
      sql`SELECT 1 FROM segnalazione_operazioni WHERE segnalazione_id = ${id} AND operazione_id = ${operazioneId}`,
    );
    return r.rows.length > 0;
  },

  async addClient(db: Db, id: string, soggettoId: string): Promise<void> {
    await run(
      db,
      sql`INSERT INTO segnalazione_soggetti (segnalazione_id, soggetto_id, ruolo)
        VALUES (${id}, ${soggettoId}, 'COLLEGATO')`,
    );
  },

  /** Unlinks the client and its operations: the ids of the operations unlinked with it. */
  async removeClient(db: Db, id: string, soggettoId: string): Promise<string[]> {
    const ops = await run(
      db,
      sql`DELETE FROM segnalazione_operazioni so USING operazioni o
        WHERE so.segnalazione_id = ${id} AND o.id = so.operazione_id AND o.soggetto_id = ${soggettoId}
        RETURNING so.operazione_id::text AS id`,
    );
    await run(
      db,
      sql`DELETE FROM segnalazione_soggetti WHERE segnalazione_id = ${id} AND soggetto_id = ${soggettoId}`,
    );
    return (ops.rows as Array<{ id: string }>).map((o) => o.id);
  },

  async addOperation(db: Db, id: string, operazioneId: string): Promise<void> {
    await run(
      db,
      sql`INSERT INTO segnalazione_operazioni (segnalazione_id, operazione_id) VALUES (${id}, ${operazioneId})`,
    );
  },

  async removeOperation(db: Db, id: string, operazioneId: string): Promise<void> {
    await run(
      db,
      sql`DELETE FROM segnalazione_operazioni WHERE segnalazione_id = ${id} AND operazione_id = ${operazioneId}`,
    );
  },

  /** Bumps report `id` from `version` and recomputes its total; false when the version is another. */
  async touch(db: Db, id: string, version: number): Promise<boolean> {
    const r = await run(
      db,
      sql`UPDATE segnalazioni SET version = version + 1, updated_at = now(),
          importo_eur = (SELECT sum(o.importo_eur) FROM segnalazione_operazioni so
            JOIN operazioni o ON o.id = so.operazione_id WHERE so.segnalazione_id = ${id})
        WHERE id = ${id} AND version = ${version} RETURNING id`,
    );
    return r.rows.length > 0;
  },
};
