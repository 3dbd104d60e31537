import type { FastifyInstance } from 'fastify';

const PRIVATE_PREFIXES = ['/api/v1/', '/login/'];

/**
 * `Cache-Control: no-store` and `Pragma: no-cache` on every response under `/api/v1/*` and `/login/*`
 * (errors and 404s included): transactions, session objects and redirects carrying tokens must never be
 * cached by a browser or proxy (Okta sends the same; RFC 9111 §5.2.2.5).
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const url = request.url;
    if (PRIVATE_PREFIXES.some((p) => url.startsWith(p))) {
      void reply.header('cache-control', 'no-store');
      void reply.header('pragma', 'no-cache');
    }
    done(null, payload);
  });
}
