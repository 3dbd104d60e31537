import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerChallenge, requireAccessToken } from './bearer.ts';
import { userinfoClaims } from './claims.ts';
import { PATHS } from './constants.ts';
import type { OidcDeps } from './issuance.service.ts';
import { OAuthError, sendOAuthError } from './oauth-error.ts';

/**
 * `GET|POST /oauth2/v1/userinfo` (OIDC Core §5.3): claims of the token's scopes for its user. 401
 * `invalid_token` for a missing, invalid, expired or revoked token; 403 `insufficient_scope` without `openid`.
 */
export function userinfoRoutes(app: FastifyInstance, deps: OidcDeps): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const claims = await requireAccessToken(deps, request);
      if (!claims.scp.includes('openid')) {
        const d = "The access token must have the 'openid' scope.";
        throw new OAuthError('insufficient_scope', d, 403, bearerChallenge('insufficient_scope', d));
      }
      const user = await deps.users.findById(claims.uid);
      if (!user || user.status !== 'ACTIVE') {
        const d = 'The user of the access token is not active.';
        throw new OAuthError('invalid_token', d, 401, bearerChallenge('invalid_token', d));
      }
      return reply.header('cache-control', 'no-store').send(userinfoClaims(user, claims.scp));
    } catch (err) {
      if (err instanceof OAuthError) return sendOAuthError(reply, err);
      throw err;
    }
  };
  app.get(PATHS.userinfo, handler);
  app.post(PATHS.userinfo, handler);
}
