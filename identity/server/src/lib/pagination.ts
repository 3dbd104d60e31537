import { ApiError } from '../errors.ts';

/** One page request of a list endpoint (Okta Management API pagination). */
export interface PageRequest {
  /** Items per page, 1..max. */
  limit: number;
  /** Opaque cursor: the sort key of the last item of the previous page. */
  after?: string;
}

/**
 * Reads `limit` and `after` from a querystring. A missing limit is `defaults`; a limit above `max` is
 * clamped to `max` (as Okta does). Throws 400 E0000001 for a limit that is not a positive integer.
 */
export function pageRequest(
  query: { limit?: string | number; after?: string },
  { defaults, max }: { defaults: number; max: number },
): PageRequest {
  let limit = defaults;
  if (query.limit !== undefined && query.limit !== '') {
    const n = Number(query.limit);
    if (!Number.isInteger(n) || n < 1) {
      throw new ApiError('validation', {
        params: { '0': 'limit' },
        causes: [
          {
            errorSummary: 'limit: The limit must be a positive integer',
            property: 'limit',
            reason: 'The limit must be a positive integer',
          },
        ],
      });
    }
    limit = Math.min(n, max);
  }
  return query.after ? { limit, after: query.after } : { limit };
}

/**
 * The `Link` headers of a page (RFC 8288; Okta sends `rel="self"` always and `rel="next"` when more items
 * follow): the same URL with `after` replaced by `nextCursor` and `limit` kept.
 */
export function pageLinks(
  issuer: string,
  requestUrl: string,
  limit: number,
  nextCursor: string | undefined,
): string[] {
  const self = new URL(requestUrl, issuer);
  const links = [`<${self.href}>; rel="self"`];
  if (nextCursor !== undefined) {
    const next = new URL(self.href);
    next.searchParams.set('after', nextCursor);
    next.searchParams.set('limit', String(limit));
    links.push(`<${next.href}>; rel="next"`);
  }
  return links;
}

/** Splits `limit + 1` fetched rows into the page and the cursor of the next one (undefined on the last page). */
export function pageOf<T>(
  rows: T[],
  limit: number,
  cursorOf: (row: T) => string,
): { items: T[]; next?: string } {
  if (rows.length <= limit) return { items: rows };
  const items = rows.slice(0, limit);
  return { items, next: cursorOf(items[items.length - 1]!) };
}
