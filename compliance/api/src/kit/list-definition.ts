import type { SQL } from 'drizzle-orm';

/** How a column's value is written in exports: dates as dd/MM/yyyy, amounts with Italian separators. */
export type ColumnFormat = 'text' | 'date' | 'amount';

/** One column of a list: its key (API field and query-string name), Italian label, SQL and what it allows. */
export interface ListColumn {
  key: string;
  label: string;
  sql: SQL;
  /** `contains`: case-insensitive substring; `equals`: exact value (codes, enums, ids). */
  filter?: 'contains' | 'equals';
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
}

/** A validated list request: the kit's routes parse it from the query string (list-query.ts). */
export interface ListQuery {
  q?: string;
  filters: Record<string, string>;
  sort: string;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
  /** A row restriction the caller may not lift (an operator's branch), or undefined for none. */
  scope?: SQL;
}
