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
