/**
 * The position after which the next page starts (keyset pagination): the sort key of the last item as text
 * (null when the list is in its default order) and its `seq`, the unique insertion number that breaks ties.
 */
export interface Cursor {
  key: string | null;
  seq: number;
}

/** Longest cursor accepted (a sort key is at most a profile attribute, a few hundred characters). */
const MAX_CURSOR_LENGTH = 2048;

/** The opaque `after` value of a cursor: base64url of `[key, seq]`. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.seq]), 'utf8').toString('base64url');
}

/** Reads an `after` value made by `encodeCursor`; null for anything else (a client must not forge one). */
export function decodeCursor(after: string): Cursor | null {
  if (after.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(after)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [key, seq] = parsed as [unknown, unknown];
    if ((key !== null && typeof key !== 'string') || !Number.isSafeInteger(seq) || (seq as number) < 0) {
      return null;
    }
    return { key, seq: seq as number };
  } catch {
    return null;
  }
}
