import type { FastifyInstance } from 'fastify';
import { PATHS } from './constants.ts';
import { providerMetadata } from './discovery.ts';
import type { OidcDeps } from './issuance.service.ts';

/** JWKS and discovery documents may be cached by clients for this long (s). */
const MAX_AGE = 3600;

/**
 * `GET /oauth2/v1/keys` (RFC 7517 JWKS of every published signing key; not rate-limited) and the
 * discovery documents `GET /.well-known/openid-configuration` (OIDC Discovery §4) and
 * `GET /.well-known/oauth-authorization-server` (RFC 8414 §3).
 */
export function metadataRoutes(app: FastifyInstance, { keys, config }: OidcDeps): void {
  app.get(PATHS.keys, async (_request, reply) => {
    const jwks = await keys.jwksJson();
    return reply
      .header('cache-control', `max-age=${MAX_AGE}, must-revalidate`)
      .type('application/json; charset=utf-8')
      .send(jwks);
  });
  const discovery = async (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply.header('cache-control', `max-age=${MAX_AGE}`).send(providerMetadata(config.issuer));
  app.get('/.well-known/openid-configuration', discovery);
  app.get('/.well-known/oauth-authorization-server', discovery);
}
