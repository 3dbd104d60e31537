import { sql } from 'drizzle-orm';
import type { Dipendenza, DipendenzaInput } from '@compliance/shared';
import { run, type Db } from '../db/db.ts';
import type { ListDefinition } from '../kit/list-definition.ts';

/** API field → column of `dipendenze`, for the editable fields. */
const FIELDS: ReadonlyArray<readonly [keyof DipendenzaInput, string]> = [
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

/** A joined row (`d.*`, `codice_abi`, `istituto_denominazione`) as the API's Dipendenza. */
export function toDipendenza(row: Row): Dipendenza {
  const item: Row = {
    id: String(row.id),
    codiceAbi: String(row.codice_abi),
    istitutoDenominazione: String(row.istituto_denominazione),
    version: Number(row.version),
    createdAt: new Date(row.created_at as string).toISOString(),
    updatedAt: new Date(row.updated_at as string).toISOString(),
  };
  for (const [field, column] of FIELDS) {
    const value = row[column];
    if (value === null || value === undefined) continue;
    item[field] = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  }
  return item as unknown as Dipendenza;
}

function values(input: DipendenzaInput) {
  return FIELDS.map(([field]) => (input[field] === '' ? null : (input[field] ?? null)));
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
    const columns = sql.join(
      FIELDS.map(([, c]) => sql.identifier(c)),
      sql`, `,
    );
    const params = sql.join(
      values(input).map((v) => sql`${v}`),
      sql`, `,
    );
    const result = await run(db, sql`INSERT INTO dipendenze (${columns}) VALUES (${params}) RETURNING id`);
    return (await this.findById(db, String((result.rows[0] as Row).id)))!;
  },

  /** Updates when the stored version is `version`; null when it is not (a concurrent change). */
  async update(db: Db, id: string, version: number, input: DipendenzaInput): Promise<Dipendenza | null> {
    const vals = values(input);
    const sets = sql.join(
      FIELDS.map(([, c], i) => sql`${sql.identifier(c)} = ${vals[i]}`),
      sql`, `,
    );
    const result = await run(
      db,
      sql`
      UPDATE dipendenze SET ${sets}, version = version + 1, updated_at = now()
      WHERE id = ${id} AND version = ${version} RETURNING id`,
    );
    return result.rows.length ? this.findById(db, id) : null;
  },
};

/** The list restriction of a branch scope: that branch only (nothing when unassigned). */
export function dipendenzeScopeSql(dipendenzaId: string | null) {
  return dipendenzaId ? sql`d.id = ${dipendenzaId}` : sql`false`;
}
