import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { resolveConfig, type Config } from './config.ts';
import { openStore } from './db/open-store.ts';
import type { Db } from './db/db.ts';
import { createUsersService } from './users/users.service.ts';
import { createSessionsService } from './sessions/sessions.service.ts';
import { createOriginsService } from './origins/origins.service.ts';
import { createClientsService } from './clients/clients.service.ts';
import { createAuditRepository } from './audit/audit.repository.ts';
import { frameworkErrorReply, registerErrorHandler } from './plugins/error-handler.ts';
import { registerNulGuard } from './plugins/nul-guard.ts';
import { registerNoStore } from './plugins/no-store.ts';
import { registerRoutingErrors } from './plugins/routing-errors.ts';
import { registerCors } from './plugins/cors.ts';
import { acceptEmptyJsonBodies } from './plugins/json-body.ts';
import { authnRoutes } from './authn/authn.routes.ts';
import { sessionsRoutes } from './sessions/sessions.routes.ts';
import { seedDemoTenant } from './seed/seed.ts';
import { oidcPlugin } from './oidc/index.ts';
import { widgetAssetsRoutes } from './widget-assets/widget-assets.routes.ts';

export interface BuildAppOptions {
  /** Overrides over the validated environment (tests pass `dataDir: 'memory://'`, `logLevel: 'silent'`). */
  config?: Partial<Config>;
  /** Seed the demo tenant (idempotent). Default false; `server.ts` seeds. */
  seed?: boolean;
}

/**
 * Builds the identity provider: opens and migrates the database, decorates the instance with
 * `config, db, users, sessions, origins, clients, audit` (src/types.d.ts), and registers cookies, CORS,
 * the error registry handler, the NUL guard, `no-store` headers, the Authn + Sessions routes and the OIDC
 * plugin. Form bodies (`application/x-www-form-urlencoded`) are parsed only under `/oauth2/*` and on
 * `POST /login/sessionCookieRedirect`: `/api/v1/*` answers 415 to them, so no cross-site form (which needs
 * no CORS preflight) can drive the JSON API. The database closes with the app (`app.close()`).
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = resolveConfig(options.config);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      // Log the path only: query strings may carry one-time tokens (sessionCookieRedirect?token=...).
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.split('?')[0] }),
      },
    },
    ajv: { customOptions: { allErrors: true } },
    keepAliveTimeout: 10_000,
    frameworkErrors: frameworkErrorReply,
  });
  let store;
  try {
    store = await openStore(config, app.log);
  } catch (err) {
    await app.close();
    throw err;
  }
  const db = store.db;
  app.addHook('onClose', async () => store.close());
  try {
    await registerAll(app, db, config);
    if (options.seed) await seedDemoTenant(app);
  } catch (err) {
    await app.close();
    throw err;
  }
  return app;
}

async function registerAll(app: FastifyInstance, db: Db, config: Config): Promise<void> {
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('users', createUsersService(db));
  app.decorate('sessions', createSessionsService(db, config));
  app.decorate('origins', createOriginsService(db));
  app.decorate('clients', createClientsService(db));
  app.decorate('audit', createAuditRepository(db));

  registerRoutingErrors(app);
  registerErrorHandler(app);
  acceptEmptyJsonBodies(app);
  registerNulGuard(app);
  registerNoStore(app);
  await app.register(cookie);
  registerCors(app);

  await app.register(authnRoutes);
  await app.register(sessionsRoutes);
  await app.register(async function oauthFormScope(scope) {
    // Encapsulated: the form parser exists only for the OIDC routes (and the redirect route, see sessions.routes.ts).
    await scope.register(formbody);
    await scope.register(oidcPlugin);
    // oidcPlugin decorates the scope it runs in; expose its signing keys on the app as before.
    if (scope.hasDecorator('oidcKeys') && !app.hasDecorator('oidcKeys'))
      app.decorate('oidcKeys', scope.oidcKeys);
  });
  await app.register(widgetAssetsRoutes);
}
