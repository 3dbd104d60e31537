import { FilterValueError } from '../db/attribute-filter-sql.ts';
import { ApiError } from '../errors.ts';
import { decodeCursor, type Cursor } from './cursor.ts';
import { FilterSyntaxError, parseFilter, type FilterExpr } from './scim-filter.ts';

const invalidSearch = (param: string, reason: string) =>
  new ApiError('invalidSearch', {
    causes: [{ errorSummary: `${param}: ${reason}`, property: param, reason }],
  });

/**
 * Parses the `filter` or `search` parameter of a list request (`param` names it in the error).
 * @throws ApiError 400 E0000031 "Invalid search criteria." whose cause says what is wrong and where.
 */
export function parseExpression(text: string, param: 'filter' | 'search'): FilterExpr {
  try {
    return parseFilter(text);
  } catch (err) {
    if (!(err instanceof FilterSyntaxError)) throw err;
    throw invalidSearch(param, `${err.message} (at character ${err.position + 1})`);
  }
}

/**
 * Runs a repository query compiled from `filter` / `search`, turning a FilterValueError (an attribute,
 * operator or value the endpoint does not take) into 400 E0000031.
 */
export async function withSearchErrors<T>(param: 'filter' | 'search', run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof FilterValueError) throw invalidSearch(param, err.message);
    throw err;
  }
}

/**
 * Reads an `after` cursor. @throws ApiError 400 E0000001 (cause on `after`) for a value this server did not
 * make, or one made for another sort order.
 */
export function afterCursor(after: string | undefined, sorted: boolean): Cursor | undefined {
  if (after === undefined || after === '') return undefined;
  const cursor = decodeCursor(after);
  if (!cursor || (cursor.key !== null) !== sorted) {
    const reason = 'The cursor is not valid for this list';
    throw new ApiError('validation', {
      params: { '0': 'after' },
      causes: [{ errorSummary: `after: ${reason}`, property: 'after', reason }],
    });
  }
  return cursor;
}
