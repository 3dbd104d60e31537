import { sql } from 'drizzle-orm';
import type { Dipendenza, DipendenzaInput } from '@compliance/shared';
import { run, type Db } from '../db/db.ts';
import type { ListDefinition } from '../kit/list-definition.ts';
import { recordTable, type FieldColumns } from '../kit/record-table.ts';

/** API field → column of `dipendenze`, for the editable fields. */
const FIELDS: FieldColumns<DipendenzaInput> = [
  ['istitutoId', 'istituto_id'],
  ['codiceCab', 'codice_cab'],
  ['codiceInterno', 'codice_interno'],
  ['denominazione', 'denominazione'],
  ['tipo', 'tipo'],
  ['indirizzo', 'indirizzo'],
  ['cap', 'cap'],
  ['comune', 'comune'],
  ['provincia', 'provincia'],
  ['regione', 'regione'],
  ['responsabile', 'responsabile'],
  ['areaTerritoriale', 'area_territoriale'],
  ['dataApertura', 'data_apertura'],
  ['stato', 'stato'],
];

/** The branches list: columns, filters (the branch filter other areas reuse is `f.id`), sort keys, search. */
export const dipendenzeList: ListDefinition = {
  area: 'dipendenze',
  from: sql`dipendenze d JOIN istituti i ON i.id = d.istituto_id`,
  idSql: sql`d.id`,
  defaultSort: 'codiceCab',
  columns: [
    { key: 'codiceAbi', label: 'Codice ABI', sql: sql`i.codice_abi`, filter: 'equals', sortable: true },
    {
      key: 'codiceCab',
      label: 'Codice CAB',
      sql: sql`d.codice_cab`,
      filter: 'equals',
      sortable: true,
      searchable: true,
    },
    {
      key: 'denominazione',
      label: 'Denominazione',
      sql: sql`d.denominazione`,
      filter: 'contains',
      sortable: true,
      searchable: true,
    },
    { key: 'tipo', label: 'Tipo', sql: sql`d.tipo`, filter: 'equals', sortable: true },
    { key: 'indirizzo', label: 'Indirizzo', sql: sql`d.indirizzo`, searchable: true },
    {
      key: 'comune',
      label: 'Comune',
      sql: sql`d.comune`,
      filter: 'contains',
      sortable: true,
      searchable: true,
    },
    { key: 'provincia', label: 'Provincia', sql: sql`d.provincia`, filter: 'equals', sortable: true },
    { key: 'istitutoDenominazione', label: 'Istituto', sql: sql`i.denominazione`, sortable: true },
    {
      key: 'responsabile',
      label: 'Responsabile',
      sql: sql`d.responsabile`,
      filter: 'contains',
      sortable: true,
      searchable: true,
    },
    {
      key: 'dataApertura',
      label: 'Data apertura',
      sql: sql`to_char(d.data_apertura, 'YYYY-MM-DD')`,
      sortable: true,
      format: 'date',
    },
    { key: 'stato', label: 'Stato', sql: sql`d.stato`, filter: 'equals', sortable: true },
    { key: 'istitutoId', label: 'Id istituto', sql: sql`d.istituto_id::text`, filter: 'equals' },
    { key: 'id', label: 'Id', sql: sql`d.id::text`, filter: 'equals' },
    { key: 'version', label: 'Versione', sql: sql`d.version` },
  ],
};

type Row = Record<string, unknown>;

const table = recordTable('dipendenze', FIELDS);

/** A joined row (`d.*`, `codice_abi`, `istituto_denominazione`) as the API's Dipendenza. */
export function toDipendenza(row: Row): Dipendenza {
  const extra = {
    codiceAbi: String(row.codice_abi),
    istitutoDenominazione: String(row.istituto_denominazione),
  };
  return table.toItem(row, extra) as unknown as Dipendenza;
}

const SELECT = sql`SELECT d.*, to_char(d.data_apertura, 'YYYY-MM-DD') AS data_apertura,
  i.codice_abi, i.denominazione AS istituto_denominazione
  FROM dipendenze d JOIN istituti i ON i.id = d.istituto_id`;

/** SQL of branches. Every function takes the Db or a transaction. */
export const dipendenzeRepository = {
  async findById(db: Db, id: string, forUpdate = false): Promise<Dipendenza | null> {
    const result = await run(
      db,
      sql`${SELECT} WHERE d.id = ${id} ${forUpdate ? sql`FOR UPDATE OF d` : sql``}`,
    );
    const row = result.rows[0] as Row | undefined;
    return row ? toDipendenza(row) : null;
  },

  async existsCab(db: Db, istitutoId: string, codiceCab: string, exceptId?: string): Promise<boolean> {
    const result = await run(
      db,
      sql`
      SELECT 1 FROM dipendenze WHERE istituto_id = ${istitutoId} AND codice_cab = ${codiceCab}
      ${exceptId ? sql`AND id <> ${exceptId}` : sql``}`,
    );
    return result.rows.length > 0;
  },

  async istitutoExists(db: Db, istitutoId: string): Promise<boolean> {
    const result = await run(db, sql`SELECT 1 FROM istituti WHERE id = ${istitutoId}`);
    return result.rows.length > 0;
  },

  async insert(db: Db, input: DipendenzaInput): Promise<Dipendenza> {
    const result = await run(db, table.insertSql(input));
    return (await this.findById(db, String((result.rows[0] as Row).id)))!;
  },

  /** Updates when the stored version is `version`; null when it is not (a concurrent change). */
  async update(db: Db, id: string, version: number, input: DipendenzaInput): Promise<Dipendenza | null> {
    const result = await run(db, table.updateSql(id, version, input));
    return result.rows.length ? this.findById(db, id) : null;
  },
};

/** The list restriction of a branch scope: that branch only (nothing when unassigned). */
export function dipendenzeScopeSql(dipendenzaId: string | null) {
  return dipendenzaId ? sql`d.id = ${dipendenzaId}` : sql`false`;
}
