import type { Server } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { resolveConfig, type Config } from './config.ts';
import { openStore } from './db/open-store.ts';
import { createServices, type Services } from './services.ts';
import { sharedSchemaCompilers } from './plugins/schema-compilers.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerNulGuard } from './plugins/nul-guard.ts';
import { handleClientError } from './plugins/client-error.ts';
import { AccessLogController } from './plugins/access-log.ts';
import { registerNoStore } from './plugins/no-store.ts';
import { registerRoutingErrors } from './plugins/routing-errors.ts';
import { registerCors } from './plugins/cors.ts';
import { acceptEmptyJsonBodies } from './plugins/json-body.ts';
import { consentRoutes } from './consent/consent.routes.ts';
import { stepUpRoutes } from './step-up/step-up.routes.ts';
import { authnRoutes } from './authn/authn.routes.ts';
import { recoveryRoutes } from './recovery/recovery.routes.ts';
import { registrationRoutes } from './registration/registration.routes.ts';
import { sessionsRoutes } from './sessions/sessions.routes.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { seedDemoTenant } from './seed/seed.ts';
import { oidcPlugin } from './oidc/index.ts';
import { widgetAssetsRoutes } from './widget-assets/widget-assets.routes.ts';
import { hostedRoutes } from './hosted/hosted.routes.ts';
import { linkAwareFrameworkErrors } from './hosted/link-token.ts';
import { beaconRoutes } from './beacon/beacon.routes.ts';
import { webfingerRoutes } from './idps/webfinger.routes.ts';
import { federationRoutes } from './idps/federation.routes.ts';
import { factorQuestionsRoutes } from './factors/factor-questions.routes.ts';
import { outboxRoutes } from './outbox/outbox.routes.ts';
import { factorQrRoutes } from './factors/factor-qr.routes.ts';
import { authenticatorRoutes } from './authenticator/authenticator.routes.ts';
import { loggerOptions } from './plugins/logging.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import { registerResponseHeaders, requestId } from './plugins/response-headers.ts';
import { registerRequestMetrics } from './plugins/request-metrics.ts';
import { registerHousekeeping } from './plugins/housekeeping.ts';
import { healthRoutes } from './health/health.routes.ts';
import { metricsRoutes } from './metrics/metrics.routes.ts';
import { createMetricsServer } from './metrics/metrics-server.ts';

export interface BuildAppOptions {
  /** Overrides over the validated environment (tests pass `dataDir: 'memory://'`, `logLevel: 'silent'`). */
  config?: Partial<Config>;
  /** Seed the demo tenant (idempotent). Default false; `server.ts` seeds. */
  seed?: boolean;
  /** Migrated PGlite data directory dump for an in-memory database (tests; see db/db.ts). */
  pgliteTemplate?: Blob;
  /** Where the log lines go instead of stdout (tests that read the log). */
  logStream?: { write(line: string): void };
}

/** The identity provider: its Fastify instance and the services its routes were given (src/services.ts). */
export interface Idp {
  app: FastifyInstance;
  services: Services;
  /** The METRICS_PORT server (not yet listening; `startServer` listens, `app.close()` closes it), when configured. */
  metricsServer?: Server;
}

/**
 * Builds the identity provider: opens and migrates the database, builds the services (src/services.ts) and
 * registers, passing each the services it needs, cookies, CORS,
 * the error registry handler, the NUL guard, `no-store` headers, the Authn + Sessions routes and the OIDC
 * plugin. Form bodies (`application/x-www-form-urlencoded`) are parsed only under `/oauth2/*` and on
 * `POST /login/sessionCookieRedirect`: `/api/v1/*` answers 415 to them, so no cross-site form (which needs
 * no CORS preflight) can drive the JSON API. The database closes with the app (`app.close()`).
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<Idp> {
  const config = resolveConfig(options.config);
  const app = Fastify({
    // JSON lines with a reqId on each request's lines; paths only, secrets redacted (plugins/logging.ts).
    logger: loggerOptions(config.logLevel, options.logStream),
    genReqId: requestId,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // One access-log line per request instead of two (plugins/access-log.ts).
    logController: new AccessLogController(),
    ajv: { customOptions: { allErrors: true } },
    // validators and serializers compiled once per schema in this process (plugins/schema-compilers.ts)
    schemaController: sharedSchemaCompilers,
    keepAliveTimeout: 10_000,
    // Errors before routing: the registry's body, or the link notice page for an over-long emailed-link token.
    frameworkErrors: linkAwareFrameworkErrors(config),
    // Node's own 400/408/431 answers (before routing) get a protocol-shaped body (plugins/client-error.ts).
    clientErrorHandler(err, socket) {
      handleClientError(err, socket, app.log);
    },
  });
  let store;
  try {
    store = await openStore({ ...config, pgliteTemplate: options.pgliteTemplate }, app.log);
  } catch (err) {
    await app.close();
    throw err;
  }
  app.addHook('onClose', async () => store.close());
  const services = createServices(store.db, config, store.authChanges);
  app.addHook('onClose', async () => services.delivery.close());
  let metricsServer: Server | undefined;
  try {
    await registerAll(app, services);
    if (config.metricsPort !== undefined) {
      const server = createMetricsServer(services.metrics, config.metricsToken);
      metricsServer = server;
      app.addHook('onClose', async () => {
        if (server.listening) await new Promise((resolve) => server.close(resolve));
      });
    }
    if (options.seed) await seedDemoTenant(services);
  } catch (err) {
    await app.close();
    throw err;
  }
  return { app, services, ...(metricsServer ? { metricsServer } : {}) };
}

async function registerAll(app: FastifyInstance, services: Services): Promise<void> {
  registerResponseHeaders(app);
  registerRequestMetrics(app, services.metrics);
  registerHousekeeping(app, services.housekeeping);
  registerRoutingErrors(app);
  registerErrorHandler(app);
  acceptEmptyJsonBodies(app);
  registerNulGuard(app);
  registerNoStore(app);
  await app.register(cookie);
  registerCors(app, services.origins);

  await app.register(authnRoutes, { services });
  await app.register(recoveryRoutes, { services });
  await app.register(registrationRoutes, { services });
  await app.register(consentRoutes, { services });
  await app.register(stepUpRoutes, { services });
  await app.register(sessionsRoutes, { services });
  await app.register(adminRoutes, { services });
  await app.register(async function oauthFormScope(scope) {
    // Encapsulated: the form parser exists only for the OIDC routes (and the redirect route, see sessions.routes.ts).
    await scope.register(formbody);
    await scope.register(oidcPlugin, { services });
  });
  await app.register(widgetAssetsRoutes, { widgetDist: services.config.widgetDist });
  await app.register(hostedRoutes, { services });
  await app.register(beaconRoutes, { services });
  await app.register(webfingerRoutes, { services });
  await app.register(federationRoutes, { services });
  await app.register(factorQrRoutes, { factors: services.factors, users: services.users });
  await app.register(factorQuestionsRoutes, { users: services.users });
  await app.register(authenticatorRoutes, { services, authenticator: services.authenticator });
  // Developer tool: the stored outbox messages, only on a localhost issuer or with DEV_OUTBOX=true.
  if (services.config.devOutbox) await app.register(outboxRoutes, { outbox: services.outbox });
  await app.register(healthRoutes, { health: services.health });
  const { metricsPort, metricsToken } = services.config;
  // Metrics: on METRICS_PORT alone when set (metricsServer), else on this port behind METRICS_TOKEN, else nowhere.
  if (metricsPort === undefined && metricsToken !== undefined) {
    await app.register(metricsRoutes, { metrics: services.metrics, token: metricsToken });
  }
}
