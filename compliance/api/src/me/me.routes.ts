import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import { meSchema } from './me.schema.ts';
import type { MeService } from './me.service.ts';

/**
 * `GET /api/me` (bearer access token required): `{sub, name, email, roles}`; roles = the token's `groups`.
 * 401 with `WWW-Authenticate` (RFC 6750 §3) when the token is missing, refused or no longer active at the IdP.
 */
export const meRoutes: FastifyPluginAsync<{
  authenticate: preHandlerAsyncHookHandler;
  meService: MeService;
}> = async (app, { authenticate, meService }) => {
  app.get('/api/me', { schema: meSchema, preHandler: authenticate }, async (request) => {
    // authenticate sets the principal or throws
    return meService.me(request.principal!);
  });
};
