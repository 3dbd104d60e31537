import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Principal } from '../auth/access-token.service.ts';
import type { Db } from '../db/db.ts';
import { errorBodySchema } from '../lib/error-body.schema.ts';
import { csvStream, xlsxStream } from './export.ts';
import { collectForPdf, listPdf, PDF_ROW_CAP } from './export-pdf.ts';
import type { ListDefinition, ListQuery } from './list-definition.ts';
import { parseListQuery } from './list-query.ts';
import { listRepository } from './list.repository.ts';

/** A list row: every column as text (nulls left out), `version` as a number. */
export function listRow(row: Record<string, unknown>): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (value === null || value === undefined) continue;
    item[key] =
      key === 'version' ? Number(value) : value instanceof Date ? value.toISOString() : String(value);
  }
  return item;
}

/** What an area gives the list builder. */
export interface ListRoutesOptions<Item> {
  db: Db;
  /** e.g. `/api/istituti`: the list is `GET {path}`, the export `GET {path}/export?format=csv|xlsx|pdf`. */
  path: string;
  def: ListDefinition;
  /** Authentication and role preHandlers, in order. */
  preHandler: preHandlerAsyncHookHandler[];
  /** The rows the principal may see (undefined: all of them). */
  scope(principal: Principal): Promise<SQL | undefined>;
  /** A row (keys = column keys) as the API item. */
  toItem(row: Record<string, unknown>): Item;
  /** JSON schema of one item (the 200 response). */
  itemSchema: object;
  /**
   * Areas whose every read is audited (the report register): called with the principal and every row to export
   * before the file is sent, so it can record the reads; the export then holds the filtered set in memory.
   */
  onExport?(principal: Principal, rows: readonly Record<string, unknown>[]): Promise<void>;
}

/**
 * Registers a list endpoint and its export on `app`: server-side filters (`f.<column>`), free-text search (`q`),
 * sort (`sort`, `order`), page pagination (`page`, `pageSize` 20/50/100, over the first 10,000 rows) or keyset
 * paging (`after` = a page's `nextCursor`, for lists sorted by a typed column), all under the principal's scope.
 * `GET {path}` answers `{items, total, totalCapped, page, pageSize, nextCursor?}` (`total` is exact up to 10,000;
 * beyond that it is 10,001 and `totalCapped` is true). `GET {path}/export?format=csv|xlsx` streams the whole
 * filtered set in the requested order as an attachment (export.ts); `format=pdf` prints it (export-pdf.ts, at most
 * PDF_ROW_CAP rows: a larger set is refused with 400 and a cause on `format`). 400 E0000001 with one cause per bad
 * parameter; 401/403 from the preHandlers.
 */
export function registerListRoutes<Item>(app: FastifyInstance, options: ListRoutesOptions<Item>): void {
  const { def, db } = options;
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 503: errorBodySchema };

  app.get(
    options.path,
    {
      preHandler: options.preHandler,
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['items', 'total', 'page', 'pageSize'],
            properties: {
              items: { type: 'array', items: options.itemSchema },
              total: { type: 'integer' },
              totalCapped: { type: 'boolean' },
              page: { type: 'integer' },
              pageSize: { type: 'integer' },
              nextCursor: { type: 'string' },
            },
          },
          ...errors,
        },
      },
    },
    async (request) => {
      const query = parseListQuery(def, request.query as Record<string, unknown>);
      query.scope = await options.scope(request.principal!);
      const { rows, total, capped, nextCursor } = await listRepository.page(db, def, query);
      return {
        items: rows.map(options.toItem),
        total,
        totalCapped: capped,
        page: query.page,
        pageSize: query.pageSize,
        ...(nextCursor ? { nextCursor } : {}),
      };
    },
  );

  app.get(
    `${options.path}/export`,
    { preHandler: options.preHandler, schema: { response: errors } },
    async (request, reply) => {
      const raw = request.query as Record<string, unknown>;
      const format = raw.format ?? 'csv';
      const query = parseListQuery(def, { ...raw, format: undefined });
      const badFormat = (errorSummary: string) =>
        reply.code(400).send({
          errorCode: 'E0000001',
          errorSummary: 'Api validation failed',
          errorCauses: [{ field: 'format', errorSummary }],
        });
      if (format !== 'csv' && format !== 'xlsx' && format !== 'pdf') {
        return badFormat('Il formato di esportazione è csv, xlsx oppure pdf.');
      }
      query.scope = await options.scope(request.principal!);
      let rows: AsyncIterable<Record<string, unknown>> = listRepository.all(db, def, query);
      // A print is laid out from rows in memory, counted before any audited read is recorded: a refused print
      // reads nothing.
      let printed: Record<string, unknown>[] | undefined;
      if (format === 'pdf') {
        const held = await collectForPdf(rows);
        if (!held) {
          return badFormat(
            `La stampa è limitata a ${PDF_ROW_CAP.toLocaleString('it-IT')} righe: restringi i filtri oppure esporta in CSV o Excel.`,
          );
        }
        printed = held;
        rows = replay(held);
      }
      if (options.onExport) {
        const held = printed ?? [];
        if (!printed) for await (const row of rows) held.push(row);
        await options.onExport(request.principal!, held);
        rows = replay(held);
      }
      const stamp = new Date().toISOString().slice(0, 10);
      reply.header('content-disposition', `attachment; filename="${def.area}-${stamp}.${format}"`);
      if (format === 'csv') {
        return reply.type('text/csv; charset=utf-8').send(csvStream(def.columns, rows));
      }
      if (printed) {
        const meta = {
          title: areaTitle(def.area),
          filters: filterSummary(def, query),
          printedAt: new Date(),
        };
        return reply.type('application/pdf').send(Buffer.from(await listPdf(meta, def.columns, printed)));
      }
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(xlsxStream(def.area, def.columns, rows));
    },
  );
}

/** Rows held in memory, read again as the stream the exporters take. */
function replay(held: readonly Record<string, unknown>[]): AsyncIterable<Record<string, unknown>> {
  return (async function* () {
    yield* held;
  })();
}

/** `ordersurveys` → `Ordersurveys`, `segnalazioni-whistleblowing` → `Segnalazioni whistleblowing`. */
function areaTitle(area: string): string {
  const words = area.replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The search and filters of `query` in the columns' labels, e.g. `Cerca: rossi · Stato: APERTA · Importo da: 100`. */
function filterSummary(def: ListDefinition, query: ListQuery): string {
  const parts = query.q ? [`Cerca: ${query.q}`] : [];
  for (const [key, value] of Object.entries(query.filters)) {
    const [columnKey, bound] = key.split('.');
    const label = def.columns.find((c) => c.key === columnKey)?.label ?? columnKey;
    parts.push(`${label}${bound === 'min' ? ' da' : bound === 'max' ? ' a' : ''}: ${value}`);
  }
  return parts.join(' · ');
}
