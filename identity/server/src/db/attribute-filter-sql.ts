import { sql, type SQL } from 'drizzle-orm';
import { ApiError } from '../errors.ts';
import type { FilterNode, FilterOperator } from '../lib/filter-expression.ts';
import { compareText, filterToSql, type FilterField } from './filter-sql.ts';

/**
 * How an attribute compares: `text` case-insensitively (profile attributes, as Okta's search does), `exact`
 * as stored (ids, status), `timestamp` as an instant at millisecond precision (the precision of the API's
 * ISO 8601 times).
 */
export type AttributeKind = 'text' | 'exact' | 'timestamp';

/** One attribute a list endpoint lets clients filter, search or sort on. */
export interface QueryAttribute {
  sql: SQL;
  kind: AttributeKind;
  /** The operators allowed on it (all operators of its kind when absent). */
  ops?: readonly FilterOperator[];
}

export type AttributeTable = Readonly<Record<string, QueryAttribute>>;

const OPS_BY_KIND: Record<AttributeKind, readonly FilterOperator[]> = {
  text: ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'sw', 'co', 'ew', 'pr'],
  exact: ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'sw', 'co', 'ew', 'pr'],
  timestamp: ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'pr'],
};

/** A date-time comparison at millisecond precision. @throws ApiError 400 E0000031 for a value that is not one. */
function compareTime(name: string, expr: SQL, op: FilterOperator, value: string | null): SQL {
  if (op === 'pr' || value === null) return compareText(expr, op, value);
  if (Number.isNaN(Date.parse(value))) {
    throw new ApiError('invalidSearch', { params: { '0': `'${value}' is not a date-time (${name})` } });
  }
  return compareText(sql`date_trunc('milliseconds', ${expr})`, op, new Date(value).toISOString());
}

/** The filter fields (db/filter-sql.ts) of an attribute table: the comparison each kind makes. */
function fieldsOf(attributes: AttributeTable): Record<string, FilterField> {
  const fields: Record<string, FilterField> = {};
  for (const [name, a] of Object.entries(attributes)) {
    const ops = a.ops ?? OPS_BY_KIND[a.kind];
    if (a.kind === 'timestamp') {
      fields[name] = { match: (op, value) => compareTime(name, sql`${a.sql}`, op, value), ops };
    } else if (a.kind === 'text') {
      fields[name] = {
        match: (op, value) => compareText(sql`lower(${a.sql})`, op, value?.toLowerCase() ?? null),
        ops,
      };
    } else {
      fields[name] = { expr: sql`(${a.sql})`, ops };
    }
  }
  return fields;
}

/**
 * Compiles a parsed filter or search expression over `attributes`, every value bound as a parameter.
 * @throws ApiError 400 E0000053 for an unknown attribute, 400 E0000031 for a refused operator or a bad date-time.
 */
export function attributeFilterSql(node: FilterNode, attributes: AttributeTable): SQL {
  return filterToSql(node, fieldsOf(attributes));
}

/** The sort key of an attribute (nulls first in ascending order) and the SQL type its cursor text casts to. */
export function sortKeyOf(a: QueryAttribute): { sql: SQL; cast: 'text' | 'timestamptz' } {
  if (a.kind === 'timestamp')
    return { sql: sql`coalesce(${a.sql}, '-infinity'::timestamptz)`, cast: 'timestamptz' };
  if (a.kind === 'text') return { sql: sql`coalesce(lower(${a.sql}), '')`, cast: 'text' };
  return { sql: sql`coalesce(${a.sql}, '')`, cast: 'text' };
}
