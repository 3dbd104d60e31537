import { randomBytes } from 'node:crypto';

/** A rendered HTML page plus the Content-Security-Policy that must accompany it. */
export interface Page {
  html: string;
  csp: string;
  /** True when the page may be framed by `frame-ancestors` (okta_post_message); otherwise X-Frame-Options DENY. */
  frameable: boolean;
  /** `Referrer-Policy` of the page; default `no-referrer` (its URL may carry codes or tokens). */
  referrerPolicy?: 'no-referrer' | 'same-origin';
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** HTML-escapes text and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** JSON that is safe inside a <script> element (no `</script>`, no HTML comment openers, no U+2028/9). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function newNonce(): string {
  return randomBytes(16).toString('base64');
}

function layout(title: string, body: string): string {
  return `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>\n`;
}

/** OAuth 2.0 Form Post Response Mode §2: a form that posts the response to `action` and submits itself. */
export function formPostPage(action: string, fields: Record<string, string>): Page {
  const nonce = newNonce();
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  const body =
    `<form method="post" action="${escapeHtml(action)}">${inputs}<noscript><button type="submit">Continue</button></noscript></form>` +
    `<script nonce="${nonce}">document.forms[0].submit();</script>`;
  const origin = new URL(action).origin;
  return {
    html: layout('Submit this form', body),
    csp: `default-src 'none'; script-src 'nonce-${nonce}'; form-action ${origin}; frame-ancestors 'none'; base-uri 'none'`,
    frameable: false,
  };
}

/**
 * Okta `okta_post_message` response: posts `data` (a plain object) to the parent window (hidden iframe)
 * or the opener (popup) with targetOrigin = `targetOrigin` (the redirect_uri's origin).
 * `frameAncestors` lists the origins allowed to frame the page (empty: none).
 */
export function postMessagePage(
  targetOrigin: string,
  data: Record<string, string | number>,
  frameAncestors: string[],
): Page {
  const nonce = newNonce();
  const script =
    `(function () {` +
    `var data = JSON.parse(document.getElementById('oauth-response').textContent);` +
    `var target = window.parent !== window ? window.parent : window.opener;` +
    `if (target) target.postMessage(data, ${scriptJson(targetOrigin)});` +
    `})();`;
  const body =
    `<script type="application/json" id="oauth-response">${scriptJson(data)}</script>` +
    `<script nonce="${nonce}">${script}</script>`;
  const ancestors = frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'";
  return {
    html: layout('OAuth response', body),
    csp: `default-src 'none'; script-src 'nonce-${nonce}'; frame-ancestors ${ancestors}; base-uri 'none'; form-action 'none'`,
    frameable: frameAncestors.length > 0,
  };
}

/** Error page for authorization errors that must not be sent to the client's redirect_uri. */
export function errorPage(error: string, description: string): Page {
  const body = `<main><h1>Authorization error</h1><p><code>${escapeHtml(error)}</code></p><p>${escapeHtml(description)}</p></main>`;
  return { html: layout('Authorization error', body), csp: NO_SCRIPT_CSP, frameable: false };
}

/** Shown by /logout when there is no valid post-logout redirect. */
export function signedOutPage(): Page {
  const body = '<main><h1>You are signed out</h1><p>You can close this window.</p></main>';
  return { html: layout('Signed out', body), csp: NO_SCRIPT_CSP, frameable: false };
}

const NO_SCRIPT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
