import { sql, type SQL } from 'drizzle-orm';
import type { ListColumn } from './list-definition.ts';

/**
 * An id column of a list (a client, branch, transaction… reference): shown as text, filtered by exact value
 * (`f.<key>=<uuid>`, checked as a uuid and compared on the uuid column itself, so its index serves the filter).
 * `column` is the qualified uuid column, e.g. sql`d.soggetto_id`.
 */
export function uuidColumn(key: string, label: string, column: SQL): ListColumn {
  return { key, label, sql: sql`${column}::text`, filter: 'equals', typed: { sql: column, type: 'uuid' } };
}

/**
 * A date column of a list: shown as yyyy-MM-dd (exports: dd/MM/yyyy), sortable, filtered by the inclusive bounds
 * `f.<key>.min` / `f.<key>.max`, both compared on the date column itself. `column` is a qualified date column.
 */
export function dateRangeColumn(key: string, label: string, column: SQL): ListColumn {
  return {
    key,
    label,
    sql: sql`to_char(${column}, 'YYYY-MM-DD')`,
    typed: { sql: column, type: 'date' },
    filter: 'range',
    sortable: true,
    format: 'date',
  };
}
