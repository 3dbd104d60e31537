/**
 * The keyset cursor of the list endpoints (`after`, answered as `nextCursor`): the last row's sort value and id,
 * base64url-encoded JSON `[value, id]`. Opaque to clients; only lists sorted by a typed column
 * (list-definition.ts `typed`, NOT NULL) page this way, so a page 50,000 rows deep costs what the first does.
 */
export interface ListCursor {
  /** The sort column's value as text (a date `yyyy-MM-dd`, an integer, a uuid or text). */
  k: string;
  /** The row's id (uuid). */
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cursor that continues after a row with sort value `k` and id `id`. */
export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify([cursor.k, cursor.id])).toString('base64url');
}

/** The cursor in `text`, or undefined when it is not one this API wrote (the caller answers 400). */
export function decodeCursor(text: string): ListCursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(text)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [k, id] = value as unknown[];
    if (typeof k !== 'string' || k.length > 200 || typeof id !== 'string' || !UUID.test(id)) return undefined;
    return { k, id: id.toLowerCase() };
  } catch {
    return undefined;
  }
}
