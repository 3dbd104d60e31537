import type { Config } from '../config.ts';
import { noticeLanguage, noticePage } from '../hosted/notice-page.ts';
import { escapeHtml, type Page } from '../oidc/pages.ts';
import type { FederationError } from './federation-error.ts';

const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The page of a refused federated sign-in (hosted/notice-page.ts): in the browser's language as the hosted sign-in
 * page picks it; English shows the refusal's own reason, other languages a generic sentence; the code and a link
 * back to our sign-in page always.
 */
export function federationErrorPage(
  config: Config,
  acceptLanguage: string | undefined,
  err: FederationError,
): Page {
  const english = noticeLanguage(config, acceptLanguage).lang === 'en';
  return noticePage(config, acceptLanguage, {
    kind: 'federation',
    code: err.code,
    ...(english ? { body: err.message } : {}),
  });
}

/**
 * The page that ends a federated sign-in: it sends the browser on to `location` by a meta refresh, with a link for a
 * browser that does not follow it. A 302 would not do: the provider's sign-in page may have reached the callback by
 * a form post, and browsers apply that page's CSP `form-action` to the whole redirect chain, so a second redirect to
 * the application (another origin) would be blocked.
 */
export function federationContinuePage(location: string): Page {
  const href = escapeHtml(location);
  const html =
    '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">' +
    `<meta http-equiv="refresh" content="0;url=${href}">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Signing in</title></head>' +
    '<body><main><h1>Signing in</h1>' +
    `<p><a href="${href}">Continue</a></p></main></body></html>\n`;
  return { html, csp: CSP, frameable: false };
}
