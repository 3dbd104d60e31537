import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticateClient } from './client-auth.ts';
import { PATHS } from './constants.ts';
import { introspect } from './introspection.service.ts';
import type { OidcDeps } from './issuance.service.ts';
import { OAuthError, sendOAuthError } from './oauth-error.ts';
import { formBodySchema, introspectionResponseSchema, oauthErrorSchema } from './oauth.schema.ts';

/**
 * `POST /oauth2/v1/introspect` (RFC 7662), form-encoded `token` and optional `token_type_hint`. Only confidential
 * clients may call it (`client_secret_basic` or `client_secret_post`; a resource server registers as one), and a
 * client sees only its own tokens (introspection.service.ts). 200 with `{active: …}`; 401 invalid_client (public
 * client, bad or missing credentials); 400 invalid_request (no `token`, repeated parameter, not a form).
 */
export function introspectRoutes(app: FastifyInstance, deps: OidcDeps): void {
  const schema = {
    body: formBodySchema,
    response: { 200: introspectionResponseSchema, 400: oauthErrorSchema, 401: oauthErrorSchema },
  };
  app.post(
    PATHS.introspect,
    { schema, attachValidation: true },
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
          throw new OAuthError('invalid_request', 'The request must be application/x-www-form-urlencoded.');
        }
        if (request.validationError)
          throw new OAuthError('invalid_request', 'Each parameter must be sent once.');
        const body = (request.body ?? {}) as Record<string, unknown>;
        const client = await authenticateClient(deps.clients, request, body);
        if (client.type !== 'confidential') {
          const basic = /^Basic /i.test(String(request.headers.authorization ?? ''));
          throw new OAuthError(
            'invalid_client',
            'Only confidential clients may introspect tokens.',
            401,
            basic ? { 'www-authenticate': 'Basic realm="oauth2"' } : {},
          );
        }
        if (typeof body.token !== 'string' || body.token === '') {
          throw new OAuthError('invalid_request', "The 'token' parameter is required.");
        }
        const hint = typeof body.token_type_hint === 'string' ? body.token_type_hint : undefined;
        const answer = await introspect(deps, client, body.token, hint);
        return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(answer);
      } catch (err) {
        if (err instanceof OAuthError) return sendOAuthError(reply, err);
        throw err;
      }
    },
  );
}
