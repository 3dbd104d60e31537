import { sql } from 'drizzle-orm';
import type { Soggetto, SoggettoInput } from '@compliance/shared';
import { run, type Db } from '../db/db.ts';
import { uuidColumn } from '../kit/list-columns.ts';
import type { ListDefinition } from '../kit/list-definition.ts';
import { recordTable, type FieldColumns } from '../kit/record-table.ts';
import { AV_RAFFORZATA_SQL, CLASSE_RISCHIO_SQL } from './soggetti-sql.ts';

type Flat = Record<string, unknown>;

/** API field → column of `soggetti` (PF and PG fields; a client stores the ones of its kind, NULL elsewhere). */
const FIELDS: FieldColumns<Flat> = [
  ['tipoPersona', 'tipo_persona'],
  ['dipendenzaId', 'dipendenza_id'],
  ['codiceFiscale', 'codice_fiscale'],
  ['cognome', 'cognome'],
  ['nome', 'nome'],
  ['sesso', 'sesso'],
  ['dataNascita', 'data_nascita'],
  ['luogoNascita', 'luogo_nascita'],
  ['cittadinanza', 'cittadinanza'],
  ['tipoDocumento', 'tipo_documento'],
  ['numeroDocumento', 'numero_documento'],
  ['documentoRilasciatoDa', 'documento_rilasciato_da'],
  ['documentoDataRilascio', 'documento_data_rilascio'],
  ['documentoDataScadenza', 'documento_data_scadenza'],
  ['pep', 'pep'],
  ['denominazione', 'denominazione'],
  ['formaGiuridica', 'forma_giuridica'],
  ['partitaIva', 'partita_iva'],
  ['legaleRappresentante', 'legale_rappresentante'],
  ['legaleRappresentanteCodiceFiscale', 'legale_rappresentante_codice_fiscale'],
  ['titolariEffettivi', 'titolari_effettivi'],
  ['indirizzo', 'indirizzo'],
  ['cap', 'cap'],
  ['comune', 'comune'],
  ['provincia', 'provincia'],
];

const table = recordTable<Flat>('soggetti', FIELDS);

/** SQL types of the non-text columns, for bulk loads. */
const BULK_TYPES = {
  dipendenza_id: 'uuid',
  data_nascita: 'date',
  documento_data_rilascio: 'date',
  documento_data_scadenza: 'date',
  pep: 'boolean',
  titolari_effettivi: 'jsonb',
};

/** The input as the table stores it: beneficial owners as JSON text for the jsonb column. */
function stored(input: SoggettoInput): Flat {
  return input.tipoPersona === 'PG'
    ? { ...input, titolariEffettivi: JSON.stringify(input.titolariEffettivi) }
    : { ...input };
}

/** A row (`s.*` with dates as text, `dipendenza_denominazione`) as the API's Soggetto. */
export function toSoggetto(row: Flat): Soggetto {
  const item = table.toItem(row, {
    nominativo: String(row.nominativo),
    dipendenzaDenominazione: String(row.dipendenza_denominazione),
  });
  if (row.pep !== null && row.pep !== undefined) item.pep = Boolean(row.pep);
  const owners = row.titolari_effettivi;
  if (owners !== null && owners !== undefined) {
    item.titolariEffettivi = typeof owners === 'string' ? JSON.parse(owners) : owners;
  }
  return item as unknown as Soggetto;
}

const dateText = (column: string) =>
  sql`to_char(${sql.identifier('s')}.${sql.identifier(column)}, 'YYYY-MM-DD')`;
const SELECT = sql`SELECT s.*, ${dateText('data_nascita')} AS data_nascita,
  ${dateText('documento_data_rilascio')} AS documento_data_rilascio,
  ${dateText('documento_data_scadenza')} AS documento_data_scadenza,
  d.denominazione AS dipendenza_denominazione
  FROM soggetti s JOIN dipendenze d ON d.id = s.dipendenza_id`;

/**
 * The clients list: name, kind, tax code, branch (the branch filter is `f.dipendenzaId`), PEP, place, risk class
 * and enhanced due diligence (`f.classeRischio`, `f.avRafforzata`: the rules in soggetti-sql.ts).
 */
export const soggettiList: ListDefinition = {
  area: 'soggetti',
  from: sql`soggetti s JOIN dipendenze d ON d.id = s.dipendenza_id`,
  idSql: sql`s.id`,
  defaultSort: 'nominativo',
  columns: [
    {
      key: 'nominativo',
      label: 'Nominativo',
      sql: sql`s.nominativo`,
      filter: 'contains',
      sortable: true,
      searchable: true,
    },
    { key: 'tipoPersona', label: 'Tipo', sql: sql`s.tipo_persona`, filter: 'equals', sortable: true },
    {
      key: 'codiceFiscale',
      label: 'Codice fiscale',
      sql: sql`s.codice_fiscale`,
      filter: 'equals',
      sortable: true,
      searchable: true,
    },
    { key: 'partitaIva', label: 'Partita IVA', sql: sql`s.partita_iva`, filter: 'equals', searchable: true },
    { key: 'comune', label: 'Comune', sql: sql`s.comune`, filter: 'contains', sortable: true },
    { key: 'provincia', label: 'Provincia', sql: sql`s.provincia`, filter: 'equals', sortable: true },
    { key: 'pep', label: 'PEP', sql: sql`CASE WHEN s.pep THEN 'Sì' ELSE 'No' END`, filter: 'equals' },
    { key: 'classeRischio', label: 'Classe di rischio', sql: CLASSE_RISCHIO_SQL, filter: 'equals' },
    { key: 'avRafforzata', label: 'Adeguata verifica rafforzata', sql: AV_RAFFORZATA_SQL, filter: 'equals' },
    { key: 'dipendenzaDenominazione', label: 'Dipendenza', sql: sql`d.denominazione`, sortable: true },
    uuidColumn('dipendenzaId', 'Id dipendenza', sql`s.dipendenza_id`),
    { key: 'id', label: 'Id', sql: sql`s.id::text` },
    { key: 'version', label: 'Versione', sql: sql`s.version` },
  ],
};

/** SQL of clients. Every function takes the Db or a transaction. */
export const soggettiRepository = {
  async findById(db: Db, id: string, forUpdate = false): Promise<Soggetto | null> {
    const result = await run(
      db,
      sql`${SELECT} WHERE s.id = ${id} ${forUpdate ? sql`FOR UPDATE OF s` : sql``}`,
    );
    const row = result.rows[0] as Flat | undefined;
    return row ? toSoggetto(row) : null;
  },

  async dipendenzaExists(db: Db, dipendenzaId: string): Promise<boolean> {
    return (await run(db, sql`SELECT 1 FROM dipendenze WHERE id = ${dipendenzaId}`)).rows.length > 0;
  },

  async insert(db: Db, input: SoggettoInput): Promise<Soggetto> {
    const result = await run(db, table.insertSql(stored(input)));
    return (await this.findById(db, String((result.rows[0] as Flat).id)))!;
  },

  /** Updates when the stored version is `version`; null when it is not (a concurrent change). */
  async update(db: Db, id: string, version: number, input: SoggettoInput): Promise<Soggetto | null> {
    const result = await run(db, table.updateSql(id, version, stored(input)));
    return result.rows.length ? this.findById(db, id) : null;
  },

  /**
   * Many clients, one statement per `batch` (the demo generator). Answers each new client's id, branch and kind.
   * Not audited: the caller records the load.
   */
  async insertMany(
    db: Db,
    inputs: readonly SoggettoInput[],
    batch = 1000,
  ): Promise<Array<{ id: string; dipendenzaId: string; tipoPersona: 'PF' | 'PG' }>> {
    const out: Array<{ id: string; dipendenzaId: string; tipoPersona: 'PF' | 'PG' }> = [];
    for (let i = 0; i < inputs.length; i += batch) {
      const query = table.bulkInsertSql(
        inputs.slice(i, i + batch) as unknown as Flat[],
        BULK_TYPES,
        sql`id, dipendenza_id, tipo_persona`,
      );
      for (const r of (await run(db, query)).rows as Flat[]) {
        out.push({
          id: String(r.id),
          dipendenzaId: String(r.dipendenza_id),
          tipoPersona: String(r.tipo_persona) as 'PF' | 'PG',
        });
      }
    }
    return out;
  },
};
