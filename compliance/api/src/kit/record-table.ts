import { sql, type SQL } from 'drizzle-orm';

/** API field → database column of an area's editable fields (the order of the INSERT columns). */
export type FieldColumns<I> = ReadonlyArray<readonly [keyof I & string, string]>;

type Row = Record<string, unknown>;

/**
 * The SQL every area's record shares (house style: one kit, one module per area): the editable fields of a table
 * written from an input (empty strings stored as NULL), the optimistic-concurrency update (`version` must match;
 * it is then incremented), and the common part of a row as the API shows it. `table` is the area's table name.
 */
export function recordTable<I extends object>(table: string, fields: FieldColumns<I>) {
  const values = (input: I) =>
    fields.map(([field]) => {
      const value = (input as Record<string, unknown>)[field];
      return value === '' ? null : (value ?? null);
    });
  return {
    /** `INSERT INTO table (fields) VALUES (…) RETURNING *`. */
    insertSql(input: I): SQL {
      const columns = sql.join(
        fields.map(([, c]) => sql.identifier(c)),
        sql`, `,
      );
      const params = sql.join(
        values(input).map((v) => sql`${v}`),
        sql`, `,
      );
      return sql`INSERT INTO ${sql.identifier(table)} (${columns}) VALUES (${params}) RETURNING *`;
    },

    /**
     * One INSERT of many rows for bulk loads (the demo generator): the rows travel as a single JSON parameter
     * read by `jsonb_to_recordset`, so the statement's size and parse time do not grow with the rows and no
     * parameter limit applies. `types` gives each column's SQL type (e.g. `uuid`, `date`, `bigint`, `jsonb`);
     * empty strings are stored as NULL. Answers the `RETURNING {returning}` rows.
     */
    bulkInsertSql(
      inputs: readonly I[],
      types: Readonly<Record<string, string>>,
      returning: SQL = sql`id`,
    ): SQL {
      const rows = inputs.map((input) => {
        const vals = values(input);
        return Object.fromEntries(fields.map(([, c], i) => [c, vals[i]]));
      });
      const columns = sql.join(
        fields.map(([, c]) => sql.identifier(c)),
        sql`, `,
      );
      const definitions = sql.raw(fields.map(([, c]) => `"${c}" ${types[c] ?? 'text'}`).join(', '));
      return sql`INSERT INTO ${sql.identifier(table)} (${columns})
        SELECT ${columns} FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(${definitions})
        RETURNING ${returning}`;
    },

    /** The update of record `id` at `version` (no row when another save came first), `RETURNING *`. */
    updateSql(id: string, version: number, input: I): SQL {
      const vals = values(input);
      const sets = sql.join(
        fields.map(([, c], i) => sql`${sql.identifier(c)} = ${vals[i]}`),
        sql`, `,
      );
      return sql`
      UPDATE ${sql.identifier(table)} SET ${sets}, version = version + 1, updated_at = now()
      WHERE id = ${id} AND version = ${version} RETURNING *`;
    },

    /**
     * `row` as the API shows it: id, version, createdAt/updatedAt (ISO 8601) and the fields that hold a value
     * (dates as `yyyy-MM-dd`, everything else as text), merged over `extra`.
     */
    toItem(row: Row, extra: Row = {}): Row {
      const item: Row = {
        id: String(row.id),
        ...extra,
        version: Number(row.version),
        createdAt: new Date(row.created_at as string).toISOString(),
        updatedAt: new Date(row.updated_at as string).toISOString(),
      };
      for (const [field, column] of fields) {
        const value = row[column];
        if (value === null || value === undefined) continue;
        item[field] = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
      }
      return item;
    },
  };
}
