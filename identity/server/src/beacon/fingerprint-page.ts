import type { Page } from '../oidc/pages.ts';

/** Path of the device fingerprint frame (design/authn-protocol.md "Fingerprint": `{url}/auth/services/devicefingerprint`). */
export const FINGERPRINT_PAGE = '/auth/services/devicefingerprint';
/** Path of its script (a file: the page's CSP allows no inline script). */
export const FINGERPRINT_SCRIPT = '/assets/hosted/devicefingerprint.js';

/**
 * The device fingerprint frame: an empty document that runs assets/devicefingerprint.js. It may be framed only by
 * the IdP itself and the origins trusted for CORS (`frame-ancestors`), the same pages that may call the Authn API
 * with the fingerprint it gives; its `FingerprintServiceReady` announcement carries nothing, and it answers
 * `GetFingerprint` only to its parent.
 */
export function fingerprintPage(trustedOrigins: readonly string[]): Page {
  const ancestors = ["'self'", ...trustedOrigins].join(' ');
  return {
    html:
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Device fingerprint</title>' +
      `<script src="${FINGERPRINT_SCRIPT}"></script></head><body></body></html>`,
    csp: `default-src 'none'; script-src 'self'; frame-ancestors ${ancestors}; base-uri 'none'; form-action 'none'`,
    frameable: true,
  };
}
