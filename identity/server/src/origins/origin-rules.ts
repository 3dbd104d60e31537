/** Longest origin and name accepted (characters; Okta's limit for both). */
export const MAX_ORIGIN_LENGTH = 255;

/**
 * Checks that `input` is an http(s) origin, `scheme://host[:port]` with nothing else (a single trailing `/`
 * is tolerated). Returns its canonical form (lower-case, default port dropped) or the reason it is refused,
 * written for the operator.
 */
export function checkOrigin(input: string): { origin: string } | { reason: string } {
  if (input.length > MAX_ORIGIN_LENGTH) {
    return { reason: `The origin must be at most ${MAX_ORIGIN_LENGTH} characters long` };
  }
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return { reason: 'The origin must be an absolute URL such as https://app.example.com' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { reason: 'The origin must use http or https' };
  }
  if (url.username || url.password || /^[a-z]+:\/\/[^/]*@/i.test(input)) {
    return { reason: 'The origin must not contain credentials' };
  }
  // URL drops an empty query (`?`) and fragment (`#`): look at the input as well.
  if (url.search || input.includes('?')) return { reason: 'The origin must not have a query' };
  if (url.hash || input.includes('#')) return { reason: 'The origin must not have a fragment' };
  if (url.pathname !== '/' || /^[a-z]+:\/\/[^/]+\/./i.test(input)) {
    return { reason: 'The origin must not have a path' };
  }
  return { origin: url.origin };
}

/**
 * The canonical form of an origin (`scheme://host[:port]`, lower-case, default port dropped), or null when
 * `input` is not an http(s) origin (it has a path, query, fragment or credentials, or is not a URL).
 */
export function normalizeOrigin(input: string): string | null {
  const checked = checkOrigin(input);
  return 'origin' in checked ? checked.origin : null;
}
