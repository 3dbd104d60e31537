import { sql, type SQL } from 'drizzle-orm';
import { ApiError } from '../errors.ts';
import type { FilterNode, FilterOperator } from '../lib/filter-expression.ts';

/** Operators every text attribute supports. */
export const TEXT_OPERATORS: readonly FilterOperator[] = ['eq', 'ne', 'co', 'sw', 'ew', 'pr'];

/**
 * One filterable attribute of a resource: either the SQL expression of its text value (the usual
 * operators are built on it), or `match`, which builds the condition itself (attributes held in arrays,
 * such as a log event's targets). `ops` lists the operators it accepts (default TEXT_OPERATORS).
 */
export type FilterField =
  | { expr: SQL; ops?: readonly FilterOperator[] }
  | { match: (op: FilterOperator, value: string | null) => SQL; ops?: readonly FilterOperator[] };

/** `%`, `_` and `\` taken literally in a LIKE pattern (PostgreSQL's default escape character is `\`). */
export function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The condition `expr op value` on a text expression (`co`, `sw`, `ew` are case-insensitive). */
export function compareText(expr: SQL, op: FilterOperator, value: string | null): SQL {
  if (op === 'pr') return sql`(${expr} IS NOT NULL)`;
  if (value === null) return op === 'ne' ? sql`(${expr} IS NOT NULL)` : sql`(${expr} IS NULL)`;
  switch (op) {
    case 'eq':
      return sql`(${expr} = ${value})`;
    case 'ne':
      return sql`(${expr} IS NULL OR ${expr} <> ${value})`;
    case 'co':
      return sql`(${expr} ILIKE ${'%' + likeEscape(value) + '%'})`;
    case 'sw':
      return sql`(${expr} ILIKE ${likeEscape(value) + '%'})`;
    case 'ew':
      return sql`(${expr} ILIKE ${'%' + likeEscape(value)})`;
    default:
      return sql`(${expr} ${sql.raw(COMPARISONS[op] ?? '=')} ${value})`;
  }
}

const COMPARISONS: Record<string, string> = { gt: '>', ge: '>=', lt: '<', le: '<=' };

/**
 * Compiles a parsed filter into a SQL condition over `fields`.
 * @throws ApiError `400 E0000053` for an attribute the resource cannot be filtered on, `400 E0000031` for an
 *   operator the attribute does not support.
 */
export function filterToSql(node: FilterNode, fields: Record<string, FilterField>): SQL {
  switch (node.kind) {
    case 'and':
      return sql`(${filterToSql(node.left, fields)} AND ${filterToSql(node.right, fields)})`;
    case 'or':
      return sql`(${filterToSql(node.left, fields)} OR ${filterToSql(node.right, fields)})`;
    case 'not':
      return sql`(NOT ${filterToSql(node.operand, fields)})`;
    case 'compare': {
      const field = Object.hasOwn(fields, node.attribute) ? fields[node.attribute] : undefined;
      if (!field) {
        throw new ApiError('invalidFilter', { params: { '0': `field is not valid: ${node.attribute}` } });
      }
      if (!(field.ops ?? TEXT_OPERATORS).includes(node.op)) {
        throw new ApiError('invalidSearch', {
          params: {
            '0': `the operator '${node.op}' is not supported for the field '${node.attribute}'`,
          },
        });
      }
      const value = node.value === null ? null : String(node.value);
      return 'match' in field ? field.match(node.op, value) : compareText(field.expr, node.op, value);
    }
  }
}
