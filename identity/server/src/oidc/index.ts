import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { authorizeRoutes } from './authorize.routes.ts';
import { registerNulCheck, registerOAuthErrorHandler } from './error-handler.ts';
import type { OidcDeps } from './issuance.service.ts';
import { introspectRoutes } from './introspect.routes.ts';
import { logoutRoutes } from './logout.routes.ts';
import { metadataRoutes } from './metadata.routes.ts';
import { revokeRoutes } from './revoke.routes.ts';
import { tokenRoutes } from './token.routes.ts';
import { userinfoRoutes } from './userinfo.routes.ts';

/**
 * OIDC surface of the identity provider (Okta org authorization server; design/authn-protocol.md §1.10):
 * discovery, JWKS, authorize, token, userinfo, revoke, introspect, logout. Needs the services (src/services.ts) and
 * the migrations 010+. The first signing key is generated
 * when the app becomes ready if the database has none. Errors under /oauth2 are OAuth errors (error-handler.ts).
 * Grants are revoked when the session they came from closes (a listener registered in src/services.ts).
 */
async function oidc(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { keys, config } = services;
  app.addHook('onReady', async () => {
    if (await keys.ensureKey()) app.log.info('generated the first OIDC signing key');
  });
  const deps: OidcDeps = {
    ...services,
    tokens: { issuer: config.issuer, accessTokenAudience: config.accessTokenAudience, keys },
  };
  // Encapsulated: the OAuth error handler and NUL check apply to the OIDC routes only.
  await app.register(async (scope) => {
    registerOAuthErrorHandler(scope);
    registerNulCheck(scope);
    metadataRoutes(scope, deps);
    authorizeRoutes(scope, deps);
    tokenRoutes(scope, deps);
    userinfoRoutes(scope, deps);
    revokeRoutes(scope, deps);
    introspectRoutes(scope, deps);
    logoutRoutes(scope, deps);
  });
}

export const oidcPlugin = fp(oidc, { name: 'oidc' });
