import { sql, type SQL } from 'drizzle-orm';
import type { Documento, DocumentoInput } from '@compliance/shared';
import { run, type Db } from '../db/db.ts';
import { recordTable, type FieldColumns } from '../kit/record-table.ts';

type Row = Record<string, unknown>;

/** API field → column of `documenti`, for the description a user edits. */
const FIELDS: FieldColumns<DocumentoInput> = [
  ['tipo', 'tipo'],
  ['soggettoId', 'soggetto_id'],
  ['operazioneId', 'operazione_id'],
  ['numero', 'numero'],
  ['rilasciatoDa', 'rilasciato_da'],
  ['dataRilascio', 'data_rilascio'],
  ['dataScadenza', 'data_scadenza'],
  ['descrizione', 'descrizione'],
  ['conservaFinoAl', 'conserva_fino_al'],
  ['riservato', 'riservato'],
];

const table = recordTable('documenti', FIELDS);

/** The stored file's facts, set once at upload. */
export interface StoredFile {
  nomeFile: string;
  contentType: string;
  dimensione: number;
  sha256: string;
  chiave: string;
  caricatoDa: string;
  dipendenzaId: string | null;
}

/** A document row with its file key (never sent to clients) and its branch (for scoping). */
export interface DocumentoRecord extends Documento {
  chiave: string;
  dipendenzaId?: string;
}

/** A row (`d.*` with dates as text, the client's name and the operation's number) as a DocumentoRecord. */
function toDocumento(row: Row): DocumentoRecord {
  const item = table.toItem(row, {
    nomeFile: String(row.nome_file),
    contentType: String(row.content_type),
    dimensione: Number(row.dimensione),
    sha256: String(row.sha256),
    chiave: String(row.chiave),
    dataAcquisizione: new Date(row.data_acquisizione as string).toISOString(),
    caricatoDa: String(row.caricato_da),
  });
  item.riservato = row.riservato === true || row.riservato === 'true';
  if (row.dipendenza_id) item.dipendenzaId = String(row.dipendenza_id);
  if (row.soggetto_nominativo) item.soggettoNominativo = String(row.soggetto_nominativo);
  if (row.numero_operazione !== null && row.numero_operazione !== undefined) {
    item.numeroOperazione = Number(row.numero_operazione);
  }
  return item as unknown as DocumentoRecord;
}

const SELECT = sql`SELECT d.*, to_char(d.data_rilascio, 'YYYY-MM-DD') AS data_rilascio,
  to_char(d.data_scadenza, 'YYYY-MM-DD') AS data_scadenza,
  to_char(d.conserva_fino_al, 'YYYY-MM-DD') AS conserva_fino_al,
  s.nominativo AS soggetto_nominativo, o.numero_operazione
  FROM documenti d LEFT JOIN soggetti s ON s.id = d.soggetto_id LEFT JOIN operazioni o ON o.id = d.operazione_id`;

/** SQL of the document archive. Every function takes the Db or a transaction. */
export const documentiRepository = {
  async findById(db: Db, id: string, forUpdate = false): Promise<DocumentoRecord | null> {
    const result = await run(
      db,
      sql`${SELECT} WHERE d.id = ${id} ${forUpdate ? sql`FOR UPDATE OF d` : sql``}`,
    );
    const row = result.rows[0] as Row | undefined;
    return row ? toDocumento(row) : null;
  },

  /** The branch of client `id`, or null when there is no such client. */
  async soggettoDipendenza(db: Db, id: string): Promise<string | null> {
    const result = await run(db, sql`SELECT dipendenza_id FROM soggetti WHERE id = ${id}`);
    return (result.rows[0] as { dipendenza_id: string } | undefined)?.dipendenza_id ?? null;
  },

  /** The branch and date (yyyy-MM-dd) of operation `id`, or null when there is no such operation. */
  async operazione(db: Db, id: string): Promise<{ dipendenzaId: string; data: string } | null> {
    const result = await run(
      db,
      sql`SELECT dipendenza_id, to_char(data_operazione, 'YYYY-MM-DD') AS data FROM operazioni WHERE id = ${id}`,
    );
    const row = result.rows[0] as { dipendenza_id: string; data: string } | undefined;
    return row ? { dipendenzaId: row.dipendenza_id, data: row.data } : null;
  },

  /** Inserts a document: its description (empty strings stored as NULL) and its stored file's facts. */
  async insert(db: Db, input: DocumentoInput, file: StoredFile): Promise<DocumentoRecord> {
    const described = FIELDS.map(([field, column]) => {
      const value = (input as Record<string, unknown>)[field];
      return [column, value === '' || value === undefined ? null : value] as const;
    });
    const pairs = [
      ...described,
      ['nome_file', file.nomeFile],
      ['content_type', file.contentType],
      ['dimensione', file.dimensione],
      ['sha256', file.sha256],
      ['chiave', file.chiave],
      ['caricato_da', file.caricatoDa],
      ['dipendenza_id', file.dipendenzaId],
    ] as const;
    const columns = sql.join(
      pairs.map(([c]) => sql.identifier(c)),
      sql`, `,
    );
    const values = sql.join(
      pairs.map(([, v]) => sql`${v}`),
      sql`, `,
    );
    const result = await run(db, sql`INSERT INTO documenti (${columns}) VALUES (${values}) RETURNING id`);
    return (await this.findById(db, String((result.rows[0] as Row).id)))!;
  },

  /** Updates the description when the stored version is `version`; null when it is not (a concurrent change). */
  async update(db: Db, id: string, version: number, input: DocumentoInput): Promise<DocumentoRecord | null> {
    const result = await run(db, table.updateSql(id, version, input));
    if (!result.rows.length) return null;
    await this.refreshDipendenza(db, id);
    return this.findById(db, id);
  },

  /** Sets the branch from the linked client or operation (after an edit changed the links). */
  async refreshDipendenza(db: Db, id: string): Promise<void> {
    await run(
      db,
      sql`UPDATE documenti d SET dipendenza_id = coalesce(
        (SELECT dipendenza_id FROM soggetti WHERE id = d.soggetto_id),
        (SELECT dipendenza_id FROM operazioni WHERE id = d.operazione_id))
      WHERE d.id = ${id}`,
    );
  },

  async remove(db: Db, id: string): Promise<void> {
    await run(db, sql`DELETE FROM documenti WHERE id = ${id}`);
  },

  /** How many documents match `where` (a condition on `d`, e.g. a scope). */
  async count(db: Db, where: SQL = sql`true`): Promise<number> {
    const result = await run(db, sql`SELECT count(*)::int AS n FROM documenti d WHERE ${where}`);
    return Number((result.rows[0] as { n: number }).n);
  },
};
