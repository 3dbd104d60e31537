import type { FastifyInstance } from 'fastify';

/**
 * Content Security Policy of the SPA (CSP Level 3). No 'unsafe-inline' or 'unsafe-eval': the suite and the widget
 * ship only bundled scripts and stylesheets; the SPA's page (web.routes.ts) adds a per-response nonce to
 * `style-src` for the `<style>` elements its component library (MUI, through Emotion) inserts. The IdP origin is
 * allowed for XHR (Authn, Sessions, token exchange), for the hidden iframe of prompt=none flows, as a form target,
 * and for images (the widget shows the IdP's QR code PNG, `_links.qrcode`, when a person enrols an authenticator
 * app).
 */
export function contentSecurityPolicy(idpUrl: string, styleNonce?: string): string {
  const idp = new URL(idpUrl).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    styleNonce ? `style-src 'self' 'nonce-${styleNonce}'` : "style-src 'self'",
    `img-src 'self' data: ${idp}`,
    "font-src 'self'",
    `connect-src 'self' ${idp}`,
    `frame-src ${idp}`,
    `form-action 'self' ${idp}`,
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Adds the security headers to every response (HTML, static files, JSON); a CSP set by the route is kept. */
export function registerSecurityHeaders(app: FastifyInstance, idpUrl: string): void {
  const csp = contentSecurityPolicy(idpUrl);
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'no-referrer');
    // popups opened by the suite (getWithPopup) must keep their opener
    reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
    reply.header('cross-origin-resource-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  });
}
