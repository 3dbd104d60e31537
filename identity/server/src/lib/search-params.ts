import { ApiError } from '../errors.ts';
import { decodeCursor, type Cursor } from './cursor.ts';
import { FilterSyntaxError, parseFilter, type FilterNode } from './filter-expression.ts';
import { invalidParam } from './list-query.ts';

/**
 * Parses the `search` query parameter of the users list (Okta's search expressions: the `filter` syntax of
 * lib/filter-expression.ts over every User attribute); undefined when absent or blank.
 * @throws ApiError 400 E0000031 "Invalid search criteria: …" naming the problem and its position.
 */
export function searchParam(raw: string | undefined): FilterNode | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  try {
    return parseFilter(raw);
  } catch (err) {
    if (!(err instanceof FilterSyntaxError)) throw err;
    throw new ApiError('invalidSearch', { params: { '0': err.message } });
  }
}

/**
 * Reads an `after` cursor of a keyset-paginated list (lib/cursor.ts; `sorted` when the list is ordered by a
 * sort key). @throws ApiError 400 E0000001 (cause on `after`) for a value this server did not make, or one
 * made for another sort order.
 */
export function afterCursor(after: string | undefined, sorted: boolean): Cursor | undefined {
  if (after === undefined || after === '') return undefined;
  const cursor = decodeCursor(after);
  if (!cursor || (cursor.key !== null) !== sorted)
    throw invalidParam('after', 'The cursor is not valid for this list');
  return cursor;
}
