import { sql } from 'drizzle-orm';
import { run, type Db } from '../db/db.ts';

type Row = Record<string, unknown>;

/**
 * SQL of what a report links to: its clients, operations, handlers and decisions (the detail), the checks of a
 * filing's linked records, and the alerts the demo seed files its SOS on.
 */
export const segnalazioneLinksRepository = {
  /** The report's linked clients, operations, handlers and decisions, for its detail. */
  async links(db: Db, id: string) {
    const [soggetti, operazioni, gestori, decisioni] = await Promise.all([
      run(
        db,
        sql`SELECT s.id::text AS id, s.nominativo || CASE WHEN ss.ruolo = 'SEGNALATO' THEN ' (segnalato)' ELSE '' END
          AS etichetta FROM segnalazione_soggetti ss JOIN soggetti s ON s.id = ss.soggetto_id
          WHERE ss.segnalazione_id = ${id} ORDER BY ss.ruolo DESC, s.nominativo`,
      ),
      run(
        db,
        sql`SELECT o.id::text AS id, 'n. ' || o.numero_operazione || ' del ' || to_char(o.data_operazione, 'DD/MM/YYYY')
          || ', ' || replace(to_char(o.importo_eur / 100.0, 'FM999G999G990D00'), ',', '.') || ' €' AS etichetta
          FROM segnalazione_operazioni so JOIN operazioni o ON o.id = so.operazione_id
          WHERE so.segnalazione_id = ${id} ORDER BY o.data_operazione, o.numero_operazione`,
      ),
      run(db, sql`SELECT login FROM segnalazione_gestori WHERE segnalazione_id = ${id} ORDER BY login`),
      run(
        db,
        sql`SELECT azione, motivazione, attore, at FROM segnalazione_decisioni
          WHERE segnalazione_id = ${id} ORDER BY id`,
      ),
    ]);
    return {
      soggetti: soggetti.rows as Array<{ id: string; etichetta: string }>,
      operazioni: operazioni.rows as Array<{ id: string; etichetta: string }>,
      gestori: (gestori.rows as Array<{ login: string }>).map((g) => g.login),
      decisioni: (decisioni.rows as Row[]).map((d) => ({
        azione: String(d.azione),
        motivazione: String(d.motivazione),
        attore: String(d.attore),
        at: new Date(d.at as string).toISOString(),
      })),
    };
  },

  /**
   * Closed "to be reported" alerts without an SOS yet, oldest number first, at most `limit`: what the demo seed
   * files its SOS on.
   */
  async sosSources(db: Db, limit: number) {
    const result = await run(
      db,
      sql`SELECT a.id::text AS alert_id, a.soggetto_id::text AS soggetto_id, a.dipendenza_id::text AS dipendenza_id,
          a.operazione_id::text AS operazione_id,
          to_char(a.data_rilevazione, 'YYYY-MM-DD') AS data_rilevazione FROM alert a
        WHERE a.esito = 'DA_SEGNALARE' AND NOT EXISTS (SELECT 1 FROM segnalazioni sg WHERE sg.alert_id = a.id)
        ORDER BY a.numero_alert LIMIT ${limit}`,
    );
    return (result.rows as Row[]).map((r) => ({
      alertId: String(r.alert_id),
      soggettoId: String(r.soggetto_id),
      dipendenzaId: String(r.dipendenza_id),
      ...(r.operazione_id ? { operazioneId: String(r.operazione_id) } : {}),
      dataRilevazione: String(r.data_rilevazione),
    }));
  },

  /** The client `id`'s branch, or null when there is no such client. */
  async soggettoBranch(db: Db, id: string): Promise<string | null> {
    const result = await run(db, sql`SELECT dipendenza_id::text AS d FROM soggetti WHERE id = ${id}`);
    return (result.rows[0] as { d: string } | undefined)?.d ?? null;
  },

  /** Of `ids`, those that are not operations of client `soggettoId`. */
  async foreignOperations(db: Db, soggettoId: string, ids: readonly string[]): Promise<string[]> {
    if (!ids.length) return [];
    const result = await run(
      db,
      sql`SELECT x.id FROM unnest(${`{${ids.join(',')}}`}::uuid[]) AS x(id)
        WHERE NOT EXISTS (SELECT 1 FROM operazioni o WHERE o.id = x.id AND o.soggetto_id = ${soggettoId})`,
    );
    return (result.rows as Array<{ id: string }>).map((r) => String(r.id));
  },

  /** Whether alert `id` exists and concerns client `soggettoId`. */
  async alertOf(db: Db, id: string, soggettoId: string): Promise<boolean> {
    const result = await run(db, sql`SELECT 1 FROM alert WHERE id = ${id} AND soggetto_id = ${soggettoId}`);
    return result.rows.length > 0;
  },
};
