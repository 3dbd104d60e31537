import type { FastifyInstance } from 'fastify';
import type { OriginsService } from '../origins/origins.service.ts';

export const CORS_ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
/** Response headers a trusted page's script may read: the rate-limit state and the request id. */
export const CORS_EXPOSED_HEADERS =
  'X-Rate-Limit-Limit, X-Rate-Limit-Remaining, X-Rate-Limit-Reset, Retry-After, X-Request-Id';
export const CORS_ALLOWED_HEADERS =
  'Content-Type, Accept, Authorization, X-Okta-User-Agent-Extended, X-Okta-XsrfToken, X-Device-Fingerprint, ' +
  'X-Typing-Pattern, Accept-Language, X-Requested-With';

/**
 * App-wide CORS from the trusted-origins table (design/authn-protocol.md §2 "CORS expectations"):
 * echo of the trusted origin in its canonical form (never the raw header, e.g. `http://localhost:3000/` is
 * answered `http://localhost:3000`) + `Access-Control-Allow-Credentials: true` only for origins trusted for `cors`,
 * `Vary: Origin` on every response, and preflights (`OPTIONS *`, 204)
 * allowing the headers the Okta clients send. Untrusted origins get no CORS headers at all.
 */
export function registerCors(app: FastifyInstance, origins: OriginsService): void {
  // Callback style: most requests carry no Origin and finish here without a promise or a database read.
  app.addHook('onRequest', (request, reply, done) => {
    // Every response varies by Origin (also those to requests without one), so a shared cache never
    // serves a response without CORS headers to a trusted origin, or one with them to another origin.
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (!origin) return done();
    origins.trustedOrigin(origin, 'cors').then((trusted) => {
      if (trusted !== null) {
        reply.header('access-control-allow-origin', trusted);
        reply.header('access-control-allow-credentials', 'true');
        reply.header('access-control-expose-headers', CORS_EXPOSED_HEADERS);
        request.corsAllowed = true;
      }
      done();
    }, done);
  });
  app.options('*', async (request, reply) => {
    if (request.corsAllowed && request.headers['access-control-request-method']) {
      reply.header('access-control-allow-methods', CORS_ALLOWED_METHODS);
      reply.header('access-control-allow-headers', CORS_ALLOWED_HEADERS);
      reply.header('access-control-max-age', '600');
    }
    return reply.code(204).send();
  });
}
