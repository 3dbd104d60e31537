import { sql } from 'drizzle-orm';
import type { Istituto, IstitutoInput } from '@compliance/shared';
import { run, type Db } from '../db/db.ts';
import type { ListDefinition } from '../kit/list-definition.ts';
import { recordTable, type FieldColumns } from '../kit/record-table.ts';

/** API field → column of `istituti`, for the editable fields. */
const FIELDS: FieldColumns<IstitutoInput> = [
  ['codiceAbi', 'codice_abi'],
  ['denominazione', 'denominazione'],
  ['denominazioneBreve', 'denominazione_breve'],
  ['tipoIntermediario', 'tipo_intermediario'],
  ['albo', 'albo'],
  ['numeroIscrizioneAlbo', 'numero_iscrizione_albo'],
  ['codiceFiscale', 'codice_fiscale'],
  ['partitaIva', 'partita_iva'],
  ['bic', 'bic'],
  ['sedeIndirizzo', 'sede_indirizzo'],
  ['sedeComune', 'sede_comune'],
  ['sedeProvincia', 'sede_provincia'],
  ['codiceSegnalanteUif', 'codice_segnalante_uif'],
  ['stato', 'stato'],
];

/** The institutions list: columns, filters, sort keys and search. */
export const istitutiList: ListDefinition = {
  area: 'istituti',
  from: sql`istituti i`,
  idSql: sql`i.id`,
  defaultSort: 'denominazione',
  columns: [
    {
      key: 'codiceAbi',
      label: 'Codice ABI',
      sql: sql`i.codice_abi`,
      filter: 'equals',
      sortable: true,
      searchable: true,
    },
    {
      key: 'denominazione',
      label: 'Denominazione',
      sql: sql`i.denominazione`,
      filter: 'contains',
      sortable: true,
      searchable: true,
    },
    {
      key: 'tipoIntermediario',
      label: 'Tipo intermediario',
      sql: sql`i.tipo_intermediario`,
      filter: 'equals',
      sortable: true,
    },
    {
      key: 'numeroIscrizioneAlbo',
      label: 'Numero iscrizione albo',
      sql: sql`i.numero_iscrizione_albo`,
      sortable: true,
      searchable: true,
    },
    {
      key: 'sedeComune',
      label: 'Comune sede',
      sql: sql`i.sede_comune`,
      filter: 'contains',
      sortable: true,
      searchable: true,
    },
    { key: 'stato', label: 'Stato', sql: sql`i.stato`, filter: 'equals', sortable: true },
    { key: 'id', label: 'Id', sql: sql`i.id::text` },
    { key: 'version', label: 'Versione', sql: sql`i.version` },
    { key: 'updatedAt', label: 'Ultima modifica', sql: sql`i.updated_at`, sortable: true, format: 'date' },
  ],
};

type Row = Record<string, unknown>;

const table = recordTable('istituti', FIELDS);

/** A database row of `istituti` as the API's Istituto (empty optional fields are left out). */
export function toIstituto(row: Row): Istituto {
  return table.toItem(row) as unknown as Istituto;
}

/** SQL of institutions. Every function takes the Db or a transaction. */
export const istitutiRepository = {
  async findById(db: Db, id: string, forUpdate = false): Promise<Istituto | null> {
    const result = await run(
      db,
      sql`SELECT * FROM istituti WHERE id = ${id} ${forUpdate ? sql`FOR UPDATE` : sql``}`,
    );
    const row = result.rows[0] as Row | undefined;
    return row ? toIstituto(row) : null;
  },

  async existsAbi(db: Db, codiceAbi: string, exceptId?: string): Promise<boolean> {
    const result = await run(
      db,
      sql`SELECT 1 FROM istituti WHERE codice_abi = ${codiceAbi} ${exceptId ? sql`AND id <> ${exceptId}` : sql``}`,
    );
    return result.rows.length > 0;
  },

  async insert(db: Db, input: IstitutoInput): Promise<Istituto> {
    const result = await run(db, table.insertSql(input));
    return toIstituto(result.rows[0] as Row);
  },

  /** Updates when the stored version is `version`; null when it is not (a concurrent change). */
  async update(db: Db, id: string, version: number, input: IstitutoInput): Promise<Istituto | null> {
    const row = (await run(db, table.updateSql(id, version, input))).rows[0] as Row | undefined;
    return row ? toIstituto(row) : null;
  },

  /** The institution a branch belongs to (an operator's scope). */
  async ofDipendenza(db: Db, dipendenzaId: string): Promise<string | null> {
    const result = await run(db, sql`SELECT istituto_id FROM dipendenze WHERE id = ${dipendenzaId}`);
    return (result.rows[0] as { istituto_id: string } | undefined)?.istituto_id ?? null;
  },
};

/** The list restriction of a branch scope: the institution of the branch (none when unassigned). */
export function istitutiScopeSql(dipendenzaId: string | null) {
  return dipendenzaId
    ? sql`i.id = (SELECT d.istituto_id FROM dipendenze d WHERE d.id = ${dipendenzaId})`
    : sql`false`;
}
