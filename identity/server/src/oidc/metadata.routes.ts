import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatchHits } from '../lib/etag.ts';
import type { JwksDocument } from './keys.service.ts';
import { PATHS } from './constants.ts';
import { providerMetadata } from './discovery.ts';
import type { OidcDeps } from './issuance.service.ts';

/** JWKS and discovery documents may be cached by clients for this long (s). */
const MAX_AGE = 3600;

/** The JWKS answer: 200 with the document, or 304 and no body when the client's `If-None-Match` has its ETag. */
function sendJwks(request: FastifyRequest, reply: FastifyReply, doc: JwksDocument): FastifyReply {
  void reply.header('cache-control', `max-age=${MAX_AGE}, must-revalidate`).header('etag', doc.etag);
  if (ifNoneMatchHits(request.headers['if-none-match'], doc.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(doc.json);
}

/**
 * `GET /oauth2/v1/keys` (RFC 7517 JWKS of every published signing key; not rate-limited): the document serialised
 * once per key set, with a strong `ETag` and `Cache-Control: max-age=3600, must-revalidate`; a conditional request
 * (`If-None-Match`, RFC 9110 §13.1.2) whose tag still matches gets `304 Not Modified` without a body. Answered
 * without a promise while the key list is cached (the common case). Also the discovery documents
 * `GET /.well-known/openid-configuration` (OIDC Discovery §4) and `GET /.well-known/oauth-authorization-server`
 * (RFC 8414 §3).
 */
export function metadataRoutes(app: FastifyInstance, { keys, config }: OidcDeps): void {
  // Public documents: successful answers are access-logged at debug (plugins/access-log.ts).
  const quiet = { config: { accessLog: 'debug' as const } };
  app.get(PATHS.keys, quiet, (request, reply) => {
    const doc = keys.cachedJwksDocument();
    if (!doc) return keys.jwksDocument().then((fresh) => sendJwks(request, reply, fresh));
    sendJwks(request, reply, doc);
    return undefined;
  });
  const discovery = async (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply.header('cache-control', `max-age=${MAX_AGE}`).send(providerMetadata(config.issuer));
  app.get('/.well-known/openid-configuration', quiet, discovery);
  app.get('/.well-known/oauth-authorization-server', quiet, discovery);
}
