import { ApiError } from '../errors.ts';
import { FilterSyntaxError, parseFilter, type FilterNode } from './filter-expression.ts';

/** One page of a list endpoint with its search: what a list service method takes (routes and the CLI). */
export interface ListQuery {
  /** Parsed `filter` (lib/filter-expression.ts). */
  filter?: FilterNode;
  /** `q`: a search string (each resource says what it matches). */
  q?: string;
  limit: number;
  after?: string;
}

/** A page of results and the cursor of the next page (undefined on the last page). */
export interface Page<T> {
  items: T[];
  next?: string;
}

/**
 * Parses the `filter` query parameter; undefined when absent or blank.
 * @throws ApiError `400 E0000053` "Invalid filter '…': …" naming the problem and its position.
 */
export function filterParam(raw: string | undefined): FilterNode | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  try {
    return parseFilter(raw);
  } catch (err) {
    if (!(err instanceof FilterSyntaxError)) throw err;
    const shown = raw.length > 200 ? `${raw.slice(0, 200)}…` : raw;
    throw new ApiError('invalidFilter', { params: { '0': `'${shown}': ${err.message}` } });
  }
}

/** `400 E0000001` for one query parameter, with one cause naming it (Okta "Api validation failed: since"). */
export function invalidParam(name: string, reason: string): ApiError {
  return new ApiError('validation', {
    params: { '0': name },
    causes: [{ errorSummary: `${name}: ${reason}`, property: name, reason }],
  });
}
