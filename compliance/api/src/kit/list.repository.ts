import { LIST_COUNT_CAP } from '@compliance/shared';
import { sql, type SQL } from 'drizzle-orm';
import { run, type Db } from '../db/db.ts';
import { encodeCursor, type ListCursor } from './list-cursor.ts';
import type { ListDefinition, ListQuery } from './list-definition.ts';

/** Lists count matching rows exactly up to this many (list.repository.ts `page`). */
export const COUNT_CAP = LIST_COUNT_CAP;
/** A filtered page whose matches number at most this many is sorted from the matched set (`page`). */
export const SMALL_MATCH = 2_000;

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

function selectOf(def: ListDefinition): SQL {
  return sql.join(
    def.columns.map((c) => sql`${c.sql} AS ${sql.identifier(c.key)}`),
    sql`, `,
  );
}

/** The sort column of a query (list-query.ts has checked it is sortable). */
function sortColumnOf(def: ListDefinition, query: ListQuery) {
  return def.columns.find((c) => c.key === query.sort) ?? def.columns[0]!;
}

/** `ORDER BY`, by the sort expression `by` (the column's own SQL unless given) and then the id. */
function orderOf(def: ListDefinition, query: ListQuery, by?: { sort: SQL; id: SQL }): SQL {
  const column = sortColumnOf(def, query);
  // a typed column keeps PostgreSQL's default null placement, so a plain b-tree index serves either direction
  const direction =
    query.order === 'desc'
      ? column.typed
        ? sql`DESC`
        : sql`DESC NULLS LAST`
      : column.typed
        ? sql`ASC`
        : sql`ASC NULLS FIRST`;
  const sort = by?.sort ?? column.typed?.sql ?? column.sql;
  return sql`ORDER BY ${sort} ${direction}, ${by?.id ?? def.idSql} ${query.order === 'desc' ? sql`DESC` : sql`ASC`}`;
}

/** The condition "after this cursor" in the query's order (typed sort columns only: they are NOT NULL). */
function pastCursor(def: ListDefinition, query: ListQuery, after: ListCursor): SQL {
  const typed = sortColumnOf(def, query).typed!;
  return sql`(${typed.sql}, ${def.idSql}) ${query.order === 'desc' ? sql`<` : sql`>`} (${typedValue(typed.type, after.k)}, ${after.id}::uuid)`;
}

/** The keyset columns a typed sort adds to each row (`__k`, `__id`), dropped by withoutKeys. */
function keysOf(def: ListDefinition, query: ListQuery): SQL {
  const typed = sortColumnOf(def, query).typed!;
  return sql`(${typed.sql})::text AS "__k", (${def.idSql})::text AS "__id"`;
}

function withoutKeys(row: Record<string, unknown>): Record<string, unknown> {
  const { __k: _k, __id: _id, __s: _s, __sid: _sid, ...rest } = row;
  return rest;
}

/**
 * Whether the planner's row estimate for the query's conditions is a guess: free text and "contains" filters
 * (`ILIKE '%x%'`) have no statistics, so PostgreSQL may walk the sort index expecting thousands of matches and
 * read every row when there are none (a rare word took 1.1 s on a million operations).
 */
function hasGuessedSelectivity(def: ListDefinition, query: ListQuery): boolean {
  if (query.q) return true;
  return Object.keys(query.filters).some((key) => {
    const column = def.columns.find((c) => c.key === key);
    return column?.filter !== undefined && column.filter !== 'equals' && column.filter !== 'range';
  });
}

/** SQL of the generic lists: one page with the total, and batches of the whole filtered set for exports. */
export const listRepository = {
  /**
   * One page of rows keyed by column key (`query.page`, 1-based, or the rows after `query.after`), and how many
   * rows match: counted exactly up to `cap` (COUNT_CAP), beyond which `total` is `cap` + 1 and `capped` is true
   * (counting a million rows on every page view is what made large lists slow). `nextCursor` continues after the
   * last row when the page is full and the sort column is typed (list-cursor.ts). When the conditions' selectivity
   * is a guess (hasGuessedSelectivity), a count up to SMALL_MATCH runs first and, when no more match, the page
   * is sorted from the materialized matches instead of walking the sort index.
   */
  async page(
    db: Db,
    def: ListDefinition,
    query: ListQuery,
    cap = COUNT_CAP,
  ): Promise<{ rows: Record<string, unknown>[]; total: number; capped: boolean; nextCursor?: string }> {
    const parts = conditionsOf(def, query);
    const where = whereFrom(parts);
    const typed = sortColumnOf(def, query).typed;
    const keys = typed ? sql`, ${keysOf(def, query)}` : sql``;
    const count = async (upTo: number) => {
      const result = await run(
        db,
        sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM ${def.from} ${where} LIMIT ${upTo + 1}) AS matched`,
      );
      return Number((result.rows[0] as { total: number }).total);
    };
    const offset = query.after ? 0 : (query.page - 1) * query.pageSize;
    const byIndex = () => {
      const filter = query.after ? whereFrom([...parts, pastCursor(def, query, query.after)]) : where;
      return run(
        db,
        sql`SELECT ${selectOf(def)}${keys} FROM ${def.from} ${filter} ${orderOf(def, query)} LIMIT ${query.pageSize} OFFSET ${offset}`,
      );
    };
    const fromMatches = () => {
      // MATERIALIZED keeps the conditions apart from ORDER BY … LIMIT, so they are planned on their own (bitmap)
      const column = sortColumnOf(def, query);
      const filter = query.after ? whereFrom([...parts, pastCursor(def, query, query.after)]) : where;
      return run(
        db,
        sql`WITH matched AS MATERIALIZED (SELECT ${selectOf(def)}${keys}, ${column.typed?.sql ?? column.sql} AS "__s", ${def.idSql} AS "__sid" FROM ${def.from} ${filter}) SELECT * FROM matched ${orderOf(def, query, { sort: sql`"__s"`, id: sql`"__sid"` })} LIMIT ${query.pageSize} OFFSET ${offset}`,
      );
    };
    let total: number;
    let result: Awaited<ReturnType<typeof run>>;
    // a count that stops after SMALL_MATCH + 1 rows is cheap even for a common word, and exact when few match
    const few = hasGuessedSelectivity(def, query) ? await count(Math.min(SMALL_MATCH, cap)) : undefined;
    if (few !== undefined && few <= Math.min(SMALL_MATCH, cap)) {
      total = few;
      result = await fromMatches();
    } else {
      [result, total] = await Promise.all([byIndex(), count(cap)]);
    }
    const raw = result.rows as Record<string, unknown>[];
    const last = raw.at(-1);
    const nextCursor =
      typed && last && raw.length === query.pageSize
        ? encodeCursor({ k: String(last.__k), id: String(last.__id) })
        : undefined;
    return {
      rows: raw.map(withoutKeys),
      total,
      capped: total > cap,
      ...(nextCursor ? { nextCursor } : {}),
    };
  },

  /**
   * How many rows match each of `filterSets` (filter maps as ListQuery.filters, validated by parseListQuery)
   * within `scope`, in one statement: the columns the filters use are computed once per row in a MATERIALIZED
   * CTE (a column with a subquery is not re-run per filter) and each set is a `count(*) FILTER (…)` over it, with
   * the same conditions the list's page applies, so a count and its list always agree. Dashboards use it.
   */
  async counts(
    db: Db,
    def: ListDefinition,
    scope: SQL | undefined,
    filterSets: ReadonlyArray<Record<string, string>>,
  ): Promise<number[]> {
    if (!filterSets.length) return [];
    const used = new Set(filterSets.flatMap((f) => Object.keys(f).map((k) => k.replace(/\.(min|max)$/, ''))));
    const columns = def.columns.filter((c) => used.has(c.key));
    const typedKey = (key: string) => `${key}__typed`;
    const inner = [
      sql`1 AS "__one"`,
      ...columns.flatMap((c) => [
        sql`${c.sql} AS ${sql.identifier(c.key)}`,
        ...(c.typed ? [sql`${c.typed.sql} AS ${sql.identifier(typedKey(c.key))}`] : []),
      ]),
    ];
    // the same definition over the CTE's output columns
    const outer: ListDefinition = {
      ...def,
      columns: columns.map((c) => ({
        ...c,
        sql: sql`${sql.identifier(c.key)}`,
        ...(c.typed ? { typed: { ...c.typed, sql: sql`${sql.identifier(typedKey(c.key))}` } } : {}),
      })),
    };
    const counts = filterSets.map((filters, i) => {
      const base = { filters, sort: def.defaultSort, order: 'asc' as const, page: 1, pageSize: 20 };
      const parts = conditionsOf(outer, base);
      const where = parts.length ? sql.join(parts, sql` AND `) : sql`true`;
      return sql`count(*) FILTER (WHERE ${where})::int AS ${sql.identifier(`c${i}`)}`;
    });
    const result = await run(
      db,
      sql`WITH t AS MATERIALIZED (SELECT ${sql.join(inner, sql`, `)} FROM ${def.from} ${whereFrom(scope ? [scope] : [])})
        SELECT ${sql.join(counts, sql`, `)} FROM t`,
    );
    const row = result.rows[0] as Record<string, unknown>;
    return filterSets.map((_, i) => Number(row[`c${i}`]));
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
    if (!sortColumnOf(def, query).typed) {
      for (let offset = 0; ; offset += batchSize) {
        const result = await run(
          db,
          sql`SELECT ${selectOf(def)} FROM ${def.from} ${where} ${orderOf(def, query)} LIMIT ${batchSize} OFFSET ${offset}`,
        );
        yield* result.rows as Record<string, unknown>[];
        if (result.rows.length < batchSize) return;
      }
    }
    let after: ListCursor | undefined = query.after;
    for (;;) {
      const filter = after ? whereFrom([...parts, pastCursor(def, query, after)]) : where;
      const result = await run(
        db,
        sql`SELECT ${selectOf(def)}, ${keysOf(def, query)} FROM ${def.from} ${filter} ${orderOf(def, query)} LIMIT ${batchSize}`,
      );
      const rows = result.rows as Record<string, unknown>[];
      for (const row of rows) yield withoutKeys(row);
      if (rows.length < batchSize) return;
      const last = rows.at(-1)!;
      after = { k: String(last.__k), id: String(last.__id) };
    }
  },
};
