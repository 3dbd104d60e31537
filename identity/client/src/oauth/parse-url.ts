import { browser } from '../browser/navigate.ts';
import { AuthSdkError } from '../errors/index.ts';
import type { TokenSet } from '../types.ts';
import { RESPONSE_KEYS } from './has-tokens.ts';
import { clearRedirectParams, loadRedirectParams } from './redirect-storage.ts';
import { handleOAuthResponse, type OAuthResponse, type TokenEnv } from './token-response.ts';

function readResponse(url: URL): { response: OAuthResponse; part: 'hash' | 'search' } | undefined {
  for (const part of ['hash', 'search'] as const) {
    const raw = url[part].replace(/^[#?]/, '');
    if (!RESPONSE_KEYS.test(`&${raw}`)) continue;
    const params = Object.fromEntries(new URLSearchParams(raw)) as OAuthResponse;
    return { response: params, part };
  }
  return undefined;
}

/** Removes the answer from the address bar (history.replaceState) when `url` is the current page. */
function clearUrl(url: URL, part: 'hash' | 'search'): void {
  if (typeof window === 'undefined' || window.location.href !== url.href) return;
  const clean = new URL(url.href);
  clean[part] = '';
  window.history.replaceState(
    window.history.state,
    '',
    part === 'hash' ? clean.pathname + clean.search : clean.pathname + clean.hash,
  );
}

/**
 * Completes getWithRedirect (spec §7 "OAuth and tokens"): reads the fragment or query of `url` (default the current
 * page), clears it from the address bar, checks state against the saved request, exchanges a `code` with the PKCE
 * verifier, validates the id token. Throws 'Unable to parse a token from the url', OAuthError, state/claims errors.
 */
export async function parseFromUrl(env: TokenEnv, url = browser.href()): Promise<TokenSet> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new AuthSdkError('Unable to parse a token from the url');
  }
  const found = readResponse(parsed);
  if (!found) throw new AuthSdkError('Unable to parse a token from the url');
  clearUrl(parsed, found.part);
  const saved = loadRedirectParams();
  clearRedirectParams();
  if (!saved) throw new AuthSdkError('Unable to retrieve OAuth redirect params storage');
  return handleOAuthResponse(env, saved, found.response);
}
