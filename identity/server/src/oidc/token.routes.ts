import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PATHS } from './constants.ts';
import { authenticateClient } from './client-auth.ts';
import type { OidcDeps } from './issuance.service.ts';
import { OAuthError, sendOAuthError } from './oauth-error.ts';
import { formBodySchema, oauthErrorSchema, tokenResponseSchema } from './oauth.schema.ts';
import { exchangeCode, refresh } from './token.service.ts';

/**
 * `POST /oauth2/v1/token` (RFC 6749 §3.2, §4.1.3, §6; RFC 7636): grant types `authorization_code` and
 * `refresh_token`, form-encoded. Success: `TokenResponse`; errors: RFC 6749 §5.2 JSON, 400 or 401
 * (invalid_client). Every answer carries `Cache-Control: no-store`.
 */
export function tokenRoutes(app: FastifyInstance, deps: OidcDeps): void {
  app.post(
    PATHS.token,
    {
      schema: {
        body: formBodySchema,
        response: { 200: tokenResponseSchema, 400: oauthErrorSchema, 401: oauthErrorSchema },
      },
      attachValidation: true,
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
          throw new OAuthError('invalid_request', 'The request must be application/x-www-form-urlencoded.');
        }
        if (request.validationError)
          throw new OAuthError('invalid_request', 'Each parameter must be sent once.');
        const body = (request.body ?? {}) as Record<string, unknown>;
        const client = await authenticateClient(deps.clients, request, body);
        const grantType = body.grant_type;
        let tokens;
        if (grantType === 'authorization_code') tokens = await exchangeCode(deps, client, body);
        else if (grantType === 'refresh_token') tokens = await refresh(deps, client, body);
        else if (grantType === undefined || grantType === '') {
          throw new OAuthError('invalid_request', "The 'grant_type' parameter is required.");
        } else
          throw new OAuthError(
            'unsupported_grant_type',
            `The grant type '${String(grantType)}' is not supported.`,
          );
        return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(tokens);
      } catch (err) {
        if (err instanceof OAuthError) return sendOAuthError(reply, err);
        throw err;
      }
    },
  );
}
