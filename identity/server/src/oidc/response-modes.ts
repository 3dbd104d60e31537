import type { ResponseMode } from './constants.ts';
import { formPostPage, postMessagePage, type Page } from './pages.ts';

/** Fields of an authorization response or error (RFC 6749 §4.1.2, §4.2.2, §4.1.2.1; OIDC Core §3.2.2.5). */
export type AuthorizeResponseData = Record<string, string | number>;

export type ModeOutput = { kind: 'redirect'; location: string } | { kind: 'page'; page: Page };

function asStrings(data: AuthorizeResponseData): Record<string, string> {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]));
}

/**
 * Encodes an authorization response for `mode` (OAuth 2.0 Multiple Response Type Encoding Practices §2.1,
 * Form Post Response Mode, Okta `okta_post_message`). `frameAncestors` applies to okta_post_message only.
 */
export function encodeAuthorizeResponse(
  mode: ResponseMode,
  redirectUri: string,
  data: AuthorizeResponseData,
  frameAncestors: string[] = [],
): ModeOutput {
  switch (mode) {
    case 'query': {
      const url = new URL(redirectUri);
      for (const [k, v] of Object.entries(asStrings(data))) url.searchParams.append(k, v);
      return { kind: 'redirect', location: url.href };
    }
    case 'fragment': {
      const url = new URL(redirectUri);
      url.hash = new URLSearchParams(asStrings(data)).toString();
      return { kind: 'redirect', location: url.href };
    }
    case 'form_post':
      return { kind: 'page', page: formPostPage(redirectUri, asStrings(data)) };
    case 'okta_post_message':
      return { kind: 'page', page: postMessagePage(new URL(redirectUri).origin, data, frameAncestors) };
  }
}
