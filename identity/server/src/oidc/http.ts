import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Page } from './pages.ts';

/** Sends an HTML page with its CSP and the headers every OIDC page carries. */
export function sendPage(reply: FastifyReply, page: Page, status = 200): FastifyReply {
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', page.csp)
    .header('cache-control', 'no-store')
    .header('pragma', 'no-cache')
    .header('referrer-policy', page.referrerPolicy ?? 'no-referrer')
    .header('x-content-type-options', 'nosniff');
  if (page.frameable) reply.removeHeader('x-frame-options');
  else reply.header('x-frame-options', 'DENY');
  return reply.send(page.html);
}

/** A 302 to `location` that never leaks the URL (which may carry codes or tokens) in a Referer. */
export function sendRedirect(reply: FastifyReply, location: string): FastifyReply {
  return reply
    .code(302)
    .header('location', location)
    .header('cache-control', 'no-store')
    .header('pragma', 'no-cache')
    .header('referrer-policy', 'no-referrer')
    .send();
}

/** True when the client asked for JSON rather than HTML (an API caller rather than a browser). */
export function prefersJson(request: FastifyRequest): boolean {
  const accept = String(request.headers.accept ?? '');
  return accept.includes('application/json') && !accept.includes('text/html');
}

/** The request parameters of a GET (query) or POST (form body) endpoint, as a plain record. */
export function requestParams(request: FastifyRequest): Record<string, unknown> {
  const source = request.method === 'POST' ? request.body : request.query;
  return source !== null && typeof source === 'object' ? (source as Record<string, unknown>) : {};
}
