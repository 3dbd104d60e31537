import { PAGE_SIZES, type ListState } from '@compliance/shared';

/** A list screen's state: the shared ListState plus the page (the page is not part of a saved view). */
export interface ListScreenState extends ListState {
  page: number;
}

/**
 * Reads the list state from the page's URL: `q`, `f.<column>`, `sort`, `order`, `page` (1-based), `pageSize`,
 * `cols` (visible columns, comma separated). Unknown or bad values fall back to the defaults.
 */
export function readListState(params: URLSearchParams): ListScreenState {
  const filters: Record<string, string> = {};
  for (const [key, value] of params) if (key.startsWith('f.') && value) filters[key.slice(2)] = value;
  const pageSize = Number(params.get('pageSize'));
  const page = Number(params.get('page'));
  const order = params.get('order');
  const cols = params.get('cols');
  return {
    ...(params.get('q') ? { q: params.get('q')! } : {}),
    filters,
    ...(params.get('sort') ? { sort: params.get('sort')! } : {}),
    ...(order === 'asc' || order === 'desc' ? { order } : {}),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? (pageSize as ListState['pageSize']) : 20,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    ...(cols ? { columns: cols.split(',').filter(Boolean) } : {}),
  };
}

/** The URL search params of a list state (defaults left out, so a plain list has a plain URL). */
export function writeListState(state: ListScreenState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const [key, value] of Object.entries(state.filters ?? {})) if (value) params.set(`f.${key}`, value);
  if (state.sort) params.set('sort', state.sort);
  if (state.order && state.sort) params.set('order', state.order);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize && state.pageSize !== 20) params.set('pageSize', String(state.pageSize));
  if (state.columns) params.set('cols', state.columns.join(','));
  return params;
}

/** The API query string of a list state (the API's own parameter names; no column choice). */
export function apiQuery(state: ListScreenState, withPage = true): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const [key, value] of Object.entries(state.filters ?? {})) if (value) params.set(`f.${key}`, value);
  if (state.sort) params.set('sort', state.sort);
  if (state.order && state.sort) params.set('order', state.order);
  if (withPage) {
    params.set('page', String(state.page));
    params.set('pageSize', String(state.pageSize ?? 20));
  }
  return params.toString();
}
