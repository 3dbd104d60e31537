import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticateClient } from './client-auth.ts';
import { PATHS } from './constants.ts';
import { hashSecret } from './crypto.ts';
import { findRefreshToken, revokeAccessToken, revokeGrant } from './grants.repository.ts';
import type { IssuerDeps, OidcDeps } from './issuance.service.ts';
import { OAuthError, sendOAuthError } from './oauth-error.ts';
import { formBodySchema, oauthErrorSchema } from './oauth.schema.ts';
import { verifyAccessToken } from './tokens.service.ts';

/** Revokes `token` if it is one of ours and belongs to `clientId`; silently ignores anything else. */
async function revokeToken(
  deps: IssuerDeps,
  token: string,
  clientId: string,
): Promise<'refresh_token' | 'access_token' | null> {
  const refresh = await findRefreshToken(deps.db, hashSecret(token));
  if (refresh) {
    if (refresh.clientId !== clientId) return null;
    // RFC 7009 §2.1: revoking a refresh token also invalidates the access tokens of the same grant.
    await revokeGrant(deps.db, refresh.grantId, new Date());
    return 'refresh_token';
  }
  try {
    const claims = await verifyAccessToken(deps.tokens, token);
    await revokeAccessToken(deps.db, claims.jti, clientId, new Date());
    return 'access_token';
  } catch {
    return null; // unknown, malformed or expired: nothing to revoke
  }
}

/**
 * `POST /oauth2/v1/revoke` (RFC 7009): revokes an access token (by jti) or a refresh token (and its grant).
 * 200 with an empty body even for unknown tokens; 401 invalid_client; 400 invalid_request without `token`.
 */
export function revokeRoutes(app: FastifyInstance, deps: OidcDeps): void {
  const schema = { body: formBodySchema, response: { 400: oauthErrorSchema, 401: oauthErrorSchema } };
  app.post(
    PATHS.revoke,
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
        if (typeof body.token !== 'string' || body.token === '') {
          throw new OAuthError('invalid_request', "The 'token' parameter is required.");
        }
        const kind = await revokeToken(deps, body.token, client.clientId);
        if (kind)
          await deps.audit.record({
            type: 'oidc.token_revoked',
            details: { clientId: client.clientId, kind },
          });
        return reply.code(200).header('cache-control', 'no-store').send();
      } catch (err) {
        if (err instanceof OAuthError) return sendOAuthError(reply, err);
        throw err;
      }
    },
  );
}
