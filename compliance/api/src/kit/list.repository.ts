import { sql, type SQL } from 'drizzle-orm';
import { run, type Db } from '../db/db.ts';
import type { ListDefinition, ListQuery } from './list-definition.ts';

/** Lists count matching rows exactly up to this many (list.repository.ts `page`). */
export const COUNT_CAP = 10_000;

/** LIKE pattern matching `text` anywhere, with LIKE's own wildcards escaped. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A filter value bound as a parameter of the column's own type (list-query.ts has checked its form). */
function typedValue(type: 'uuid' | 'date' | 'integer' | 'text', value: string): SQL {
  if (type === 'uuid') return sql`${value}::uuid`;
  if (type === 'date') return sql`${value}::date`;
  if (type === 'integer') return sql`${value}::bigint`;
  return sql`${value}`;
}

/** The conditions of a list query: scope, selected ids, filters and free-text search, every value a parameter. */
function conditionsOf(def: ListDefinition, query: ListQuery): SQL[] {
  const parts: SQL[] = [];
  if (query.scope) parts.push(query.scope);
  if (query.ids) {
    parts.push(
      sql`${def.idSql} IN (${sql.join(
        query.ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  }
  for (const [key, value] of Object.entries(query.filters)) {
    const bound = /^(.+)\.(min|max)$/.exec(key);
    const column = def.columns.find((c) => c.key === (bound ? bound[1] : key));
    if (!column?.filter) continue; // list-query.ts refuses unknown filters before this point
    if (bound && column.typed) {
      const typed = sql`${column.typed.sql}`;
      const cast = typedValue(column.typed.type, value);
      parts.push(bound[2] === 'min' ? sql`${typed} >= ${cast}` : sql`${typed} <= ${cast}`);
    } else if (column.filter === 'equals') {
      parts.push(
        column.typed
          ? sql`${column.typed.sql} = ${typedValue(column.typed.type, value)}`
          : sql`(${column.sql})::text = ${value}`,
      );
    } else {
      parts.push(sql`(${column.sql})::text ILIKE ${containsPattern(value)}`);
    }
  }
  if (query.q && def.search) {
    parts.push(sql`(${def.search(containsPattern(query.q))})`);
  } else if (query.q) {
    const pattern = containsPattern(query.q);
    const any = def.columns
      .filter((c) => c.searchable)
      .map((c) => sql`coalesce((${c.sql})::text, '') ILIKE ${pattern}`);
    if (any.length) parts.push(sql`(${sql.join(any, sql` OR `)})`);
  }
  return parts;
}

/** `WHERE a AND b …`, or nothing. */
function whereFrom(parts: readonly SQL[]): SQL {
  return parts.length ? sql`WHERE ${sql.join([...parts], sql` AND `)}` : sql``;
}

/** The WHERE clause of a list query (conditionsOf). */
function whereOf(def: ListDefinition, query: ListQuery): SQL {
  return whereFrom(conditionsOf(def, query));
}

function selectOf(def: ListDefinition): SQL {
  return sql.join(
    def.columns.map((c) => sql`${c.sql} AS ${sql.identifier(c.key)}`),
    sql`, `,
  );
}

function orderOf(def: ListDefinition, query: ListQuery): SQL {
  const column = def.columns.find((c) => c.key === query.sort) ?? def.columns[0]!;
  // a typed column keeps PostgreSQL's default null placement, so a plain b-tree index serves either direction
  const direction =
    query.order === 'desc'
      ? column.typed
        ? sql`DESC`
        : sql`DESC NULLS LAST`
      : column.typed
        ? sql`ASC`
        : sql`ASC NULLS FIRST`;
  return sql`ORDER BY ${column.typed?.sql ?? column.sql} ${direction}, ${def.idSql} ${query.order === 'desc' ? sql`DESC` : sql`ASC`}`;
}

/** SQL of the generic lists: one page with the total, and batches of the whole filtered set for exports. */
export const listRepository = {
  /**
   * One page (`query.page`, 1-based) of rows keyed by column key, and how many rows match: counted exactly up
   * to `cap` (COUNT_CAP), beyond which `total` is `cap` + 1 and `capped` is true (counting a million rows on every
   * page view is what made large lists slow; nobody pages through more than ten thousand rows).
   */
  async page(
    db: Db,
    def: ListDefinition,
    query: ListQuery,
    cap = COUNT_CAP,
  ): Promise<{ rows: Record<string, unknown>[]; total: number; capped: boolean }> {
    const where = whereOf(def, query);
    const offset = (query.page - 1) * query.pageSize;
    const [rows, count] = await Promise.all([
      run(
        db,
        sql`SELECT ${selectOf(def)} FROM ${def.from} ${where} ${orderOf(def, query)} LIMIT ${query.pageSize} OFFSET ${offset}`,
      ),
      run(
        db,
        sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM ${def.from} ${where} LIMIT ${cap + 1}) AS matched`,
      ),
    ]);
    const total = Number((count.rows[0] as { total: number }).total);
    return { rows: rows.rows as Record<string, unknown>[], total, capped: total > cap };
  },

  /**
   * Every row of the filtered set in the requested order, `batchSize` rows per query (exports stream these). When
   * the sort column is typed (list-definition.ts; such columns are NOT NULL) each batch continues after the last
   * row's (sort value, id) (keyset), so a deep batch costs what the first does; otherwise by OFFSET.
   */
  async *all(
    db: Db,
    def: ListDefinition,
    query: ListQuery,
    batchSize = 2000,
  ): AsyncGenerator<Record<string, unknown>> {
    const parts = conditionsOf(def, query);
    const where = whereFrom(parts);
    const column = def.columns.find((c) => c.key === query.sort);
    const typed = column?.typed;
    if (!typed) {
      for (let offset = 0; ; offset += batchSize) {
        const result = await run(
          db,
          sql`SELECT ${selectOf(def)} FROM ${def.from} ${where} ${orderOf(def, query)} LIMIT ${batchSize} OFFSET ${offset}`,
        );
        yield* result.rows as Record<string, unknown>[];
        if (result.rows.length < batchSize) return;
      }
    }
    const keys = sql`(${typed.sql})::text AS "__k", (${def.idSql})::text AS "__id"`;
    let after: { k: string; id: string } | undefined;
    for (;;) {
      const past = after
        ? sql`(${typed.sql}, ${def.idSql}) ${query.order === 'desc' ? sql`<` : sql`>`} (${typedValue(typed.type, after.k)}, ${after.id}::uuid)`
        : undefined;
      const filter = past ? whereFrom([...parts, past]) : where;
      const result = await run(
        db,
        sql`SELECT ${selectOf(def)}, ${keys} FROM ${def.from} ${filter} ${orderOf(def, query)} LIMIT ${batchSize}`,
      );
      const rows = result.rows as Record<string, unknown>[];
      for (const row of rows) {
        const { __k: _k, __id: _id, ...rest } = row;
        yield rest;
      }
      if (rows.length < batchSize) return;
      const last = rows.at(-1)!;
      after = { k: String(last.__k), id: String(last.__id) };
    }
  },
};
