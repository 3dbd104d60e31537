import type { FilterNode } from '../lib/filter-expression.ts';
import { filterParam, invalidParam } from '../lib/list-query.ts';
import { pageRequest } from '../lib/pagination.ts';

/** A System Log query after validation (Okta System Log API, `GET /api/v1/logs`). */
export interface LogQuery {
  /** Lower bound of `published`, inclusive. */
  since: Date;
  /** Upper bound of `published`, exclusive; absent for a polling query. */
  until?: Date;
  filter?: FilterNode;
  /** `q` split into keywords: every one must appear in the event (case-insensitive). */
  keywords: string[];
  order: 'ASCENDING' | 'DESCENDING';
  limit: number;
  /** Cursor: the internal sequence number of the last event of the previous page. */
  after?: string;
}

/** How far back a query without `since` looks (ms): 7 days before `until`, as Okta. */
export const DEFAULT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
export const MAX_KEYWORDS = 10;
export const MAX_KEYWORD_LENGTH = 40;

/** RFC 3339 date-time ("Internet Date/Time Format" profile of ISO 8601). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/i;

function dateParam(name: string, raw: string | undefined): Date | undefined {
  if (raw === undefined || raw === '') return undefined;
  const date = DATE_TIME.test(raw) ? new Date(raw) : null;
  if (!date || Number.isNaN(date.getTime())) {
    throw invalidParam(
      name,
      'The date is not valid: use ISO 8601 (RFC 3339), for example 2026-05-03T16:22:18Z',
    );
  }
  return date;
}

/**
 * Validates the query of `GET /api/v1/logs`: `since`/`until` (RFC 3339), `filter`, `q` (at most 10 keywords
 * of at most 40 characters), `sortOrder` (ASCENDING, the default, or DESCENDING), `limit` (1-1000, default
 * 100) and `after`. `now` is the current time (ms).
 * @throws ApiError `400 E0000001` naming the parameter, `400 E0000053` for a malformed filter.
 */
export function parseLogQuery(
  query: {
    since?: string;
    until?: string;
    filter?: string;
    q?: string;
    sortOrder?: string;
    limit?: string;
    after?: string;
  },
  now: number,
): LogQuery {
  const until = dateParam('until', query.until);
  const since = dateParam('since', query.since) ?? new Date((until?.getTime() ?? now) - DEFAULT_WINDOW_MS);
  if (until && until.getTime() < since.getTime())
    throw invalidParam('until', 'until must not be earlier than since');
  const order = (query.sortOrder ?? 'ASCENDING').toUpperCase();
  if (order !== 'ASCENDING' && order !== 'DESCENDING')
    throw invalidParam('sortOrder', 'Use ASCENDING or DESCENDING');
  const keywords = (query.q ?? '').split(/\s+/).filter((k) => k !== '');
  if (keywords.length > MAX_KEYWORDS) throw invalidParam('q', `Use at most ${MAX_KEYWORDS} keywords`);
  if (keywords.some((k) => k.length > MAX_KEYWORD_LENGTH)) {
    throw invalidParam('q', `A keyword must be at most ${MAX_KEYWORD_LENGTH} characters long`);
  }
  if (query.after !== undefined && query.after !== '' && !/^\d{1,18}$/.test(query.after)) {
    throw invalidParam('after', 'Use the after value of a next link');
  }
  const page = pageRequest(
    { ...(query.limit !== undefined ? { limit: query.limit } : {}) },
    { defaults: 100, max: 1000 },
  );
  const filter = filterParam(query.filter);
  return {
    since,
    ...(until ? { until } : {}),
    ...(filter ? { filter } : {}),
    keywords,
    order,
    limit: page.limit,
    ...(query.after ? { after: query.after } : {}),
  };
}
