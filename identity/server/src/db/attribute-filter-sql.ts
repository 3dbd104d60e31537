import { sql, type SQL } from 'drizzle-orm';
import type { CompareOp, FilterExpr, FilterValue } from '../lib/scim-filter.ts';

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
  ops?: readonly (CompareOp | 'pr')[];
}

export type AttributeTable = Readonly<Record<string, QueryAttribute>>;

/** An expression that parsed but names an unknown attribute, a refused operator or a value of the wrong type. */
export class FilterValueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FilterValueError';
  }
}

const OPS_BY_KIND: Record<AttributeKind, readonly (CompareOp | 'pr')[]> = {
  text: ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'sw', 'co', 'ew', 'pr'],
  exact: ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'sw', 'co', 'ew', 'pr'],
  timestamp: ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'pr'],
};

const ORDER: Partial<Record<CompareOp, SQL>> = {
  gt: sql.raw('>'),
  ge: sql.raw('>='),
  lt: sql.raw('<'),
  le: sql.raw('<='),
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function lookup(attributes: AttributeTable, name: string, op: CompareOp | 'pr'): QueryAttribute {
  const attribute = Object.hasOwn(attributes, name) ? attributes[name] : undefined;
  if (!attribute) throw new FilterValueError(`The attribute '${name}' cannot be used here`);
  if (!(attribute.ops ?? OPS_BY_KIND[attribute.kind]).includes(op)) {
    throw new FilterValueError(`The operator '${op}' cannot be used on '${name}'`);
  }
  return attribute;
}

function compare(a: QueryAttribute, name: string, op: CompareOp, value: FilterValue): SQL {
  if (value === null) {
    if (op === 'eq') return sql`(${a.sql}) IS NULL`;
    if (op === 'ne') return sql`(${a.sql}) IS NOT NULL`;
    throw new FilterValueError(`null can only be compared with eq or ne ('${name}')`);
  }
  if (typeof value !== 'string') throw new FilterValueError(`The value of '${name}' must be a quoted string`);
  if (a.kind === 'timestamp') {
    if (Number.isNaN(Date.parse(value)))
      throw new FilterValueError(`'${value}' is not a date-time ('${name}')`);
    const left = sql`date_trunc('milliseconds', ${a.sql})`;
    const right = sql`${new Date(value).toISOString()}::timestamptz`;
    if (op === 'eq') return sql`${left} = ${right}`;
    if (op === 'ne') return sql`${left} IS DISTINCT FROM ${right}`;
    return sql`${left} ${ORDER[op]!} ${right}`;
  }
  const fold = a.kind === 'text';
  const left = fold ? sql`lower(${a.sql})` : sql`(${a.sql})`;
  const v = fold ? value.toLowerCase() : value;
  switch (op) {
    case 'eq':
      return sql`${left} = ${v}`;
    case 'ne':
      return sql`${left} IS DISTINCT FROM ${v}`;
    case 'sw':
      return sql`${left} LIKE ${escapeLike(v) + '%'} ESCAPE '\\'`;
    case 'co':
      return sql`${left} LIKE ${'%' + escapeLike(v) + '%'} ESCAPE '\\'`;
    case 'ew':
      return sql`${left} LIKE ${'%' + escapeLike(v)} ESCAPE '\\'`;
    default:
      return sql`(${a.sql}) ${ORDER[op]!} ${value}`;
  }
}

/**
 * Compiles a parsed filter to a SQL condition over `attributes`, every value bound as a parameter.
 * @throws FilterValueError for an attribute or operator the table does not allow, or a value of the wrong type.
 */
export function filterSql(expr: FilterExpr, attributes: AttributeTable): SQL {
  switch (expr.kind) {
    case 'and':
      return sql`(${filterSql(expr.left, attributes)} AND ${filterSql(expr.right, attributes)})`;
    case 'or':
      return sql`(${filterSql(expr.left, attributes)} OR ${filterSql(expr.right, attributes)})`;
    case 'present': {
      const a = lookup(attributes, expr.attribute, 'pr');
      return a.kind === 'timestamp' ? sql`(${a.sql}) IS NOT NULL` : sql`coalesce((${a.sql}) <> '', false)`;
    }
    case 'compare':
      return compare(lookup(attributes, expr.attribute, expr.op), expr.attribute, expr.op, expr.value);
  }
}

/** The sort key of an attribute (nulls first in ascending order) and the SQL type its cursor text casts to. */
export function sortKeyOf(a: QueryAttribute): { sql: SQL; cast: 'text' | 'timestamptz' } {
  if (a.kind === 'timestamp')
    return { sql: sql`coalesce(${a.sql}, '-infinity'::timestamptz)`, cast: 'timestamptz' };
  if (a.kind === 'text') return { sql: sql`coalesce(lower(${a.sql}), '')`, cast: 'text' };
  return { sql: sql`coalesce(${a.sql}, '')`, cast: 'text' };
}
