/**
 * Whether an `If-None-Match` request header matches `etag` (RFC 9110 §13.1.2): `*`, or a comma-separated list
 * of entity tags one of which equals `etag` under the weak comparison (§8.8.3.2: `W/"x"` matches `"x"`). Then a
 * GET or HEAD is answered `304 Not Modified` instead of the representation. An absent or empty header never
 * matches; a malformed list matches only through the tags in it that are well formed.
 * @param header the raw header value (Node joins repeated headers with `, `)
 * @param etag a strong entity tag with its quotes, e.g. `"abc"`
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  for (const part of header.split(',')) {
    const tag = part.trim();
    if ((tag.startsWith('W/') ? tag.slice(2) : tag) === etag) return true;
  }
  return false;
}
