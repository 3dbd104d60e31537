import type { ListCursor } from './list-cursor.ts';
import type { SQL } from 'drizzle-orm';

/** How a column's value is written in exports: dates as dd/MM/yyyy, amounts with Italian separators. */
export type ColumnFormat = 'text' | 'date' | 'amount' | 'cents';

/** One column of a list: its key (API field and query-string name), Italian label, SQL and what it allows. */
export interface ListColumn {
  key: string;
  label: string;
  sql: SQL;
  /**
   * `contains`: case-insensitive substring; `equals`: exact value (codes, enums, ids); `range`: bounds
   * `f.<key>.min` and `f.<key>.max` (inclusive) on `typed`.
   */
  filter?: 'contains' | 'equals' | 'range';
  /**
   * The column as stored (its own type), when `sql` is a display form of it (a date as text): equality and range
   * filters and the sort use it, so the table's indexes serve them. Filter values are checked against `type`.
   */
  typed?: { sql: SQL; type: 'uuid' | 'date' | 'integer' | 'text' };
  sortable?: boolean;
  /** Part of the free-text search (`q`). */
  searchable?: boolean;
  format?: ColumnFormat;
}

/** A list's source: the FROM clause (with joins), its columns, and a unique key that makes every sort stable. */
export interface ListDefinition {
  /** The area name (saved views, export file names). */
  area: string;
  from: SQL;
  columns: readonly ListColumn[];
  idSql: SQL;
  defaultSort: string;
  /** Default order of `defaultSort` (asc when absent). */
  defaultOrder?: 'asc' | 'desc';
  /**
   * The free-text condition for a LIKE `pattern`, when the area has a better one than OR-ing its searchable
   * columns (a trigram-indexed search column); the pattern is bound as a parameter.
   */
  search?(pattern: string): SQL;
}

/** A validated list request: the kit's routes parse it from the query string (list-query.ts). */
export interface ListQuery {
  q?: string;
  filters: Record<string, string>;
  sort: string;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
  /** Continue after this row (keyset paging, list-cursor.ts) instead of by `page`. */
  after?: ListCursor;
  /** Only these records (`ids`: a bulk action's selection, at most MAX_SELECTED_IDS), within the scope. */
  ids?: string[];
  /** A row restriction the caller may not lift (an operator's branch), or undefined for none. */
  scope?: SQL;
}
