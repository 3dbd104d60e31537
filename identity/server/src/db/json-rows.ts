import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/**
 * A table row that PostgreSQL returned as JSON (`row_to_json`, keys are the SQL column names) turned into the row
 * object Drizzle would have returned for it: property names of the table, each value through its column's own
 * driver mapping (timestamps to Date, jsonb parsed, arrays kept). Lets one statement bring the rows of several
 * tables (a lookup with its related rows as `json_agg`) without a second shape to maintain.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[property] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
