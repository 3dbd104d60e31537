import { PAGE_SIZES } from '@compliance/shared';
import { ApiError, type ErrorCause } from '../errors.ts';
import { decodeCursor } from './list-cursor.ts';
import type { ListDefinition, ListQuery } from './list-definition.ts';
import { COUNT_CAP } from './list.repository.ts';

/** At most this many record ids in `ids` (a selection across pages; 200 ids keep the URL under 8 KB). */
export const MAX_SELECTED_IDS = 200;

/** C0 control characters and DEL: refused in every list parameter. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** What a typed filter value must look like. */
const TYPED_VALUE: Record<string, RegExp> = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  date: /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/,
  integer: /^-?[0-9]{1,15}$/,
  text: /^/,
};
const TYPE_HINT: Record<string, string> = {
  uuid: 'un identificativo',
  date: 'una data aaaa-mm-gg',
  integer: 'un numero intero',
  text: 'un testo',
};

/**
 * Reads a list request from the query string: `q` (free text), `f.<column>` (filters), `sort`, `order`
 * (`asc`/`desc`), `page` (1-based), `pageSize` (20, 50 or 100; default 20), `ids` (comma-separated record ids,
 * 1 to MAX_SELECTED_IDS: only those records, for the bulk actions' "export selected"), `after` (a page's
 * `nextCursor`: the rows after it, keyset paging for typed sort columns, instead of `page`). Pages reach the first
 * COUNT_CAP rows, as the count does. Anything else is refused.
 * @throws ApiError 400 E0000001 with one cause per bad parameter (`field` = the parameter's name).
 */
export function parseListQuery(def: ListDefinition, raw: Record<string, unknown>): ListQuery {
  const causes: ErrorCause[] = [];
  const bad = (field: string, errorSummary: string) => causes.push({ field, errorSummary });
  const text = (name: string): string | undefined => {
    const value = raw[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || value.length > 200) {
      bad(name, `Il parametro ${name} deve comparire una sola volta e avere al massimo 200 caratteri.`);
      return undefined;
    }
    // control characters are never typed in a search box; NUL is not text to the database (it answered 500)
    if (CONTROL_CHARACTERS.test(value)) {
      bad(name, `Il parametro ${name} contiene caratteri di controllo non ammessi.`);
      return undefined;
    }
    return value;
  };

  const filters: Record<string, string> = {};
  for (const name of Object.keys(raw)) {
    if (['q', 'sort', 'order', 'page', 'pageSize', 'format', 'ids', 'after'].includes(name)) continue;
    const key = name.startsWith('f.') ? name.slice(2) : null;
    const bound = key ? /^(.+)\.(min|max)$/.exec(key) : null;
    const column = bound
      ? def.columns.find((c) => c.key === bound[1] && c.filter === 'range')
      : key
        ? def.columns.find((c) => c.key === key && c.filter && c.filter !== 'range')
        : undefined;
    if (!column) {
      bad(name, `Il parametro ${name} non è previsto.`);
      continue;
    }
    const value = text(name);
    if (!value) continue;
    const type = column.typed?.type;
    if (type && (bound || column.filter === 'equals') && !TYPED_VALUE[type]!.test(value)) {
      bad(name, `Il parametro ${name} deve essere ${TYPE_HINT[type]}.`);
      continue;
    }
    filters[bound ? `${column.key}.${bound[2]}` : column.key] = value;
  }

  const sort = text('sort') ?? def.defaultSort;
  if (!def.columns.some((c) => c.key === sort && c.sortable)) bad('sort', `Non si può ordinare per ${sort}.`);
  const order = text('order') ?? (raw.sort === undefined ? (def.defaultOrder ?? 'asc') : 'asc');
  if (order !== 'asc' && order !== 'desc') bad('order', "L'ordine è asc oppure desc.");
  const page = Number(text('page') ?? '1');
  const pageSize = Number(text('pageSize') ?? '20');
  const sizeOk = (PAGE_SIZES as readonly number[]).includes(pageSize);
  if (!sizeOk) bad('pageSize', `Le righe per pagina sono ${PAGE_SIZES.join(', ')}.`);
  if (!Number.isInteger(page) || page < 1) {
    bad('page', 'La pagina è un numero intero da 1.');
  } else if (sizeOk && (page - 1) * pageSize > COUNT_CAP) {
    // like the count, pages reach the first COUNT_CAP rows; deeper rows by cursor (`after`) or narrower filters
    bad(
      'page',
      `Le pagine arrivano alle prime ${COUNT_CAP.toLocaleString('it-IT')} righe: restringi i filtri, oppure prosegui con il cursore (after) o l'esportazione.`,
    );
  }
  const afterText = text('after');
  const after = afterText === undefined ? undefined : decodeCursor(afterText);
  if (afterText !== undefined && !after)
    bad('after', 'Il cursore after non è valido: usa il nextCursor di una pagina.');
  if (after && raw.page !== undefined)
    bad('after', 'Si indica la pagina oppure il cursore after, non entrambi.');
  if (after && !def.columns.find((c) => c.key === sort)?.typed) {
    bad('after', `Con l'ordinamento per ${sort} si pagina per numero di pagina, non con il cursore.`);
  }
  const q = text('q')?.trim();
  const idsText = raw.ids;
  const ids = typeof idsText === 'string' ? idsText.split(',') : undefined;
  if (
    idsText !== undefined &&
    (!ids || ids.length > MAX_SELECTED_IDS || !ids.every((id) => TYPED_VALUE.uuid!.test(id)))
  ) {
    bad('ids', `Il parametro ids elenca da 1 a ${MAX_SELECTED_IDS} identificativi separati da virgole.`);
  }

  if (causes.length) throw new ApiError('E0000001', { causes });
  return {
    ...(q ? { q } : {}),
    ...(ids ? { ids: ids.map((id) => id.toLowerCase()) } : {}),
    ...(after ? { after } : {}),
    filters,
    sort,
    order: order as 'asc' | 'desc',
    page,
    pageSize,
  };
}
