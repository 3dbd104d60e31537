import { browser } from '../browser/navigate.ts';

/** Parameters that make a fragment or query an OAuth answer (a token, a code or an error). */
export const RESPONSE_KEYS = /(?:^|[#?&])(?:code|id_token|access_token|error)=/;

/** True when the fragment or query of `url` (default: the current page) carries an OAuth answer. */
export function hasTokensInUrl(url = browser.href()): boolean {
  try {
    const { hash, search } = new URL(url);
    return RESPONSE_KEYS.test(hash) || RESPONSE_KEYS.test(search);
  } catch {
    return false;
  }
}
