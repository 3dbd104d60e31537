import { LOGIN_DEFAULT } from '../hosted/hosted.routes.ts';
import { escapeHtml, type Page } from '../oidc/pages.ts';
import type { FederationError } from './federation-error.ts';

const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The page of a refused federated sign-in: a heading, the reason (announced: role=alert) with its code, and a link
 * back to our sign-in page. English only for now (the hosted page's languages live with its widget bundle).
 */
export function federationErrorPage(err: FederationError): Page {
  const html =
    '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign-in failed</title>' +
    '<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:36rem;padding:0 1rem;color:#1d1d21}' +
    'a{color:#0b5cad}</style></head><body><main>' +
    '<h1>Sign-in failed</h1>' +
    `<p role="alert">${escapeHtml(err.message)}</p>` +
    `<p>Error code: <code>${escapeHtml(err.code)}</code></p>` +
    `<p><a href="${LOGIN_DEFAULT}">Back to sign in</a></p>` +
    '</main></body></html>\n';
  return { html, csp: CSP, frameable: false };
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
