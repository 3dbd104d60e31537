import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Cursor } from '../lib/cursor.ts';

/** How one list is ordered: by `sortKey` (when given), then by the unique insertion number `seq`. */
export interface KeysetOrder {
  seq: AnyPgColumn;
  sortKey?: { sql: SQL; cast: 'text' | 'timestamptz' };
  descending?: boolean;
}

/**
 * Keyset pagination (the page after a cursor is "rows whose (sort key, seq) come after the cursor's"), so
 * pages stay stable while rows are inserted or deleted: no row is seen twice and no row that existed for the
 * whole walk is skipped, which OFFSET cannot promise. Returns the condition for `after` (undefined on the
 * first page; the caller checks that a cursor was made for this ordering, see lib/search-params.ts), the ORDER BY
 * terms, and the sort key as text for the next cursor.
 */
export function keyset(order: KeysetOrder, after?: Cursor) {
  const dir = sql.raw(order.descending ? 'DESC' : 'ASC');
  const cmp = sql.raw(order.descending ? '<' : '>');
  const key = order.sortKey;
  let where: SQL | undefined;
  if (after && key && after.key !== null) {
    const cast = sql.raw(key.cast);
    where = sql`(${key.sql}, ${order.seq}) ${cmp} (${after.key}::${cast}, ${after.seq})`;
  } else if (after && !key) {
    where = sql`${order.seq} ${cmp} ${after.seq}`;
  }
  return {
    where,
    orderBy: key ? [sql`${key.sql} ${dir}`, sql`${order.seq} ${dir}`] : [sql`${order.seq} ${dir}`],
    keyText: key ? sql<string>`(${key.sql})::text` : sql<null>`NULL::text`,
  };
}
