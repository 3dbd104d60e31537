import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createAccessTokenVerifier } from './auth/access-token.service.ts';
import type { SuiteConfig } from './config.ts';
import { registerErrorHandler } from './lib/error-handler.ts';
import { meRoutes } from './me/me.routes.ts';
import { createMeService } from './me/me.service.ts';
import { registerSecurityHeaders } from './web/security-headers.ts';
import { webRoutes } from './web/web.routes.ts';

/**
 * Builds the suite's server (API under /api, the SPA and its runtime config elsewhere) without listening.
 * `logger` defaults to false (tests); server.ts turns it on.
 */
export async function buildApp(
  config: SuiteConfig,
  options: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: false });
  registerErrorHandler(app);
  registerSecurityHeaders(app, config.idpUrl);
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });

  const verify = createAccessTokenVerifier({ issuer: config.issuer, audience: config.audience });
  await app.register(meRoutes, { verify, meService: createMeService({ idpUrl: config.idpUrl }) });
  await app.register(webRoutes, { config });
  return app;
}
