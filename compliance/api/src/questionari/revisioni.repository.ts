import { TIPI_DOCUMENTO_RICONOSCIMENTO, type EventoRevisioneTipo } from '@compliance/shared';
import { sql } from 'drizzle-orm';
import { run, type Db } from '../db/db.ts';

type Row = Record<string, unknown>;

/** An open early-review request as stored. */
export interface RevisioneRiga {
  id: string;
  evento: EventoRevisioneTipo;
  motivo: string;
  at: string;
}

/** A client whose latest identity document has expired and was not yet the reason of a request. */
export interface DocumentoScaduto {
  soggettoId: string;
  /** `anagrafica` (the client's personal data, tipo of TIPI_DOCUMENTO) or `archivio` (TIPI_DOCUMENTO_RICONOSCIMENTO). */
  fonte: 'anagrafica' | 'archivio';
  tipo: string | null;
  numero: string | null;
  /** yyyy-MM-dd */
  dataScadenza: string;
}

const RICONOSCIMENTO = sql.join(
  TIPI_DOCUMENTO_RICONOSCIMENTO.map((t) => sql`${t}`),
  sql`, `,
);

/** SQL of the early-review requests (revisioni_anticipate, migrations 100 and 110). */
export const revisioniRepository = {
  /**
   * Clients whose latest-expiring identity document (the one in their personal data or an identity document of
   * the archive linked to them) expired before today (the database's `current_date`), with no DOCUMENTO_SCADUTO
   * request raised after that expiry (open or closed: each expiry is raised once; a newer document that
   * expires in turn is raised again). At most `limit`, oldest expiry first.
   */
  async expiredDocuments(db: Db, limit: number): Promise<DocumentoScaduto[]> {
    const r = await run(
      db,
      sql`WITH documenti_cliente AS (
          SELECT id AS soggetto_id, 'anagrafica' AS fonte, tipo_documento AS tipo, numero_documento AS numero,
            documento_data_scadenza AS scadenza
          FROM soggetti WHERE documento_data_scadenza IS NOT NULL
          UNION ALL
          SELECT soggetto_id, 'archivio', tipo, numero, data_scadenza FROM documenti
          WHERE soggetto_id IS NOT NULL AND data_scadenza IS NOT NULL AND tipo IN (${RICONOSCIMENTO})
        ), ultimo AS (
          SELECT DISTINCT ON (soggetto_id) soggetto_id, fonte, tipo, numero, scadenza FROM documenti_cliente
          ORDER BY soggetto_id, scadenza DESC, fonte
        )
        SELECT u.soggetto_id::text AS soggetto_id, u.fonte, u.tipo, u.numero,
          to_char(u.scadenza, 'YYYY-MM-DD') AS scadenza
        FROM ultimo u
        WHERE u.scadenza < current_date AND NOT EXISTS (
          SELECT 1 FROM revisioni_anticipate r WHERE r.soggetto_id = u.soggetto_id
            AND r.evento = 'DOCUMENTO_SCADUTO' AND r.created_at >= u.scadenza + 1)
        ORDER BY u.scadenza, u.soggetto_id LIMIT ${limit}`,
    );
    return (r.rows as Row[]).map((x) => ({
      soggettoId: String(x.soggetto_id),
      fonte: x.fonte === 'archivio' ? 'archivio' : 'anagrafica',
      tipo: x.tipo === null ? null : String(x.tipo),
      numero: x.numero === null ? null : String(x.numero),
      dataScadenza: String(x.scadenza),
    }));
  },

  /** The client's latest verified questionnaire (highest number), or null. */
  async latestVerified(db: Db, soggettoId: string): Promise<string | null> {
    const r = await run(
      db,
      sql`SELECT id::text AS id FROM questionari WHERE soggetto_id = ${soggettoId} AND stato = 'VERIFICATO'
        ORDER BY numero DESC LIMIT 1`,
    );
    return (r.rows[0] as { id: string } | undefined)?.id ?? null;
  },

  /** Whether the client exists (a change may name a client id that is not one). */
  async clientExists(db: Db, soggettoId: string): Promise<boolean> {
    const r = await run(db, sql`SELECT 1 FROM soggetti WHERE id::text = ${soggettoId}`);
    return r.rows.length > 0;
  },

  /** Whether an open request of kind `evento` for the client already comes from record `riferimentoId`. */
  async isOpen(db: Db, soggettoId: string, evento: string, riferimentoId: string): Promise<boolean> {
    const r = await run(
      db,
      sql`SELECT 1 FROM revisioni_anticipate WHERE soggetto_id = ${soggettoId} AND evento = ${evento}
        AND riferimento_id = ${riferimentoId} AND chiusa_at IS NULL`,
    );
    return r.rows.length > 0;
  },

  async insert(
    db: Db,
    row: {
      soggettoId: string;
      questionarioId: string | null;
      evento: EventoRevisioneTipo;
      motivo: string;
      riferimentoEntita: string;
      riferimentoId: string;
      richiestaDa: string;
    },
  ): Promise<RevisioneRiga> {
    const r = await run(
      db,
      sql`INSERT INTO revisioni_anticipate (soggetto_id, questionario_id, evento, motivo, riferimento_entita,
          riferimento_id, richiesta_da)
        VALUES (${row.soggettoId}, ${row.questionarioId}, ${row.evento}, ${row.motivo}, ${row.riferimentoEntita},
          ${row.riferimentoId}, ${row.richiestaDa})
        RETURNING id::text AS id, evento, motivo, created_at`,
    );
    return toRiga(r.rows[0] as Row);
  },

  /**
   * Verified questionnaire `questionarioId` (created at `createdAt`) answers the client's open requests raised
   * before it was started: those are closed (their ids returned); later ones now mark it, the latest verified.
   */
  async answer(db: Db, soggettoId: string, questionarioId: string, createdAt: string): Promise<string[]> {
    const r = await run(
      db,
      sql`UPDATE revisioni_anticipate SET chiusa_da = ${questionarioId}, chiusa_at = now()
        WHERE soggetto_id = ${soggettoId} AND chiusa_at IS NULL AND created_at <= ${createdAt}::timestamptz
        RETURNING id::text AS id`,
    );
    await run(
      db,
      sql`UPDATE revisioni_anticipate SET questionario_id = ${questionarioId}
        WHERE soggetto_id = ${soggettoId} AND chiusa_at IS NULL`,
    );
    return (r.rows as Array<{ id: string }>).map((x) => x.id);
  },

  /** The open requests marking questionnaire `questionarioId`, oldest first. */
  async openFor(db: Db, questionarioId: string): Promise<RevisioneRiga[]> {
    const r = await run(
      db,
      sql`SELECT id::text AS id, evento, motivo, created_at FROM revisioni_anticipate
        WHERE questionario_id = ${questionarioId} AND chiusa_at IS NULL ORDER BY created_at, id`,
    );
    return (r.rows as Row[]).map(toRiga);
  },
};

function toRiga(r: Row): RevisioneRiga {
  return {
    id: String(r.id),
    evento: r.evento as EventoRevisioneTipo,
    motivo: String(r.motivo),
    at: new Date(r.created_at as string).toISOString(),
  };
}
