import type { FastifyPluginAsync } from 'fastify';
import type { AccessTokenVerifier } from '../auth/access-token.service.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { meSchema } from './me.schema.ts';
import type { MeService } from './me.service.ts';

/**
 * `GET /api/me` (bearer access token required): `{sub, name, email, roles}`; roles = the token's `groups`.
 * 401 with `WWW-Authenticate` (RFC 6750 §3) when the token is missing or refused.
 */
export const meRoutes: FastifyPluginAsync<{ verify: AccessTokenVerifier; meService: MeService }> = async (
  app,
  { verify, meService },
) => {
  app.get('/api/me', { schema: meSchema, preHandler: requireAuth(verify) }, async (request) => {
    // requireAuth sets the principal or throws
    return meService.me(request.principal!);
  });
};
