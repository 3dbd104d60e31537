import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { adminRoutes } from './admin/admin.routes.ts';
import { createOperatorToken } from './admin/operator-token.ts';
import { autovalutazioniRoutes } from './autovalutazioni/autovalutazioni.routes.ts';
import { createAccessTokenVerifier } from './auth/access-token.service.ts';
import { createAuthenticator } from './auth/authenticator.ts';
import { requireAuth } from './auth/require-auth.ts';
import { createTokenLiveness } from './auth/token-liveness.service.ts';
import type { SuiteConfig } from './config.ts';
import { openDatabase, type DbHandle } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { documentiRoutes } from './documenti/documenti.routes.ts';
import { dipendenzeRoutes } from './dipendenze/dipendenze.routes.ts';
import { homeRoutes } from './home/home.routes.ts';
import { istitutiRoutes } from './istituti/istituti.routes.ts';
import { frameworkErrors, registerErrorHandler } from './lib/error-handler.ts';
import { meRoutes } from './me/me.routes.ts';
import { monitoraggioRoutes } from './monitoraggio/monitoraggio.routes.ts';
import { questionariRoutes } from './questionari/questionari.routes.ts';
import { operazioniRoutes } from './operazioni/operazioni.routes.ts';
import { ordersurveysRoutes } from './ordersurveys/ordersurveys.routes.ts';
import { outboxRoutes } from './outbox/outbox.routes.ts';
import { segnalazioniRoutes } from './segnalazioni/segnalazioni.routes.ts';
import { soggettiRoutes } from './soggetti/soggetti.routes.ts';
import { createMeService } from './me/me.service.ts';
import { seedDemo } from './seed/seed.service.ts';
import { couponsRoutes } from './coupons/coupons.routes.ts';
import { dashboardsRoutes } from './dashboards/dashboards.routes.ts';
import { createServices, type Services } from './services.ts';
import { viewsRoutes } from './views/views.routes.ts';
import { registerSecurityHeaders } from './web/security-headers.ts';
import { startPeriodicJobs } from './kit/periodic.ts';
import { webRoutes } from './web/web.routes.ts';

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** In-memory PGlite starts from this migrated dump (tests). */
  pgliteTemplate?: Blob;
  /** Runs once the database is closed, when the app closes (tests drop their database here). */
  afterClose?: () => Promise<void>;
}

/** A built suite: the Fastify app (not listening), its services and its database. */
export interface Suite {
  app: FastifyInstance;
  services: Services;
  handle: DbHandle;
  /** This run's operator token (admin.routes.ts), also in `config.operatorTokenFile` when set. */
  operatorToken: string;
}

/**
 * Builds the suite's server (API under /api, the SPA and its runtime config elsewhere) without listening: opens
 * and migrates the suite's own database (PGlite in `config.dataDir`, or PostgreSQL at `config.databaseUrl`),
 * seeds the demo bank into an empty one when `config.seedDemo`, writes this run's operator token to
 * `config.operatorTokenFile` (0600; removed on close), and closes the database with the app.
 * `logger` defaults to false (tests); server.ts turns it on.
 */
export async function buildSuite(config: SuiteConfig, options: BuildOptions = {}): Promise<Suite> {
  const handle = await openDatabase({
    dataDir: config.dataDir,
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
    ...(options.pgliteTemplate ? { pgliteTemplate: options.pgliteTemplate } : {}),
  });
  const services = createServices(handle.db, config);
  try {
    await migrate(handle);
    await services.questionari.ensureBaseModels();
    if (config.seedDemo)
      await seedDemo(
        { db: handle.db, ...services, demoDocuments: config.documents.demo },
        undefined,
        config.demoSize,
      );
  } catch (error) {
    await handle.close();
    throw error;
  }

  const app = Fastify({ logger: options.logger ?? false, trustProxy: false, frameworkErrors });
  const operatorToken = createOperatorToken(config.operatorTokenFile);
  const jobs = startPeriodicJobs(
    [
      {
        // scheduled sends, campaigns that have ended, reminders (ordersurveys-scheduler.ts)
        name: 'campagne',
        intervalMin: config.reminderIntervalMin,
        atStart: true,
        run: () => services.ordersurveys.tick(),
      },
      {
        name: 'documenti scaduti',
        intervalMin: config.reviewSweepIntervalMin,
        atStart: true,
        run: () => services.revisioni.sweepDocumentiScaduti(),
      },
    ],
    () => app.log,
  );
  // Messages a previous run stored but did not hand over (it stopped between the commit and the delivery) go out
  // at start, without holding up readiness; later ones go with their change or the next reminder round.
  app.addHook('onReady', async () => {
    jobs.ready();
    services.outbox
      .deliverQueued()
      .catch((error: unknown) => app.log.error({ err: error }, 'outbox: consegna dei messaggi in coda'));
  });
  app.addHook('onClose', async () => {
    jobs.stop();
    services.outbox.close();
    operatorToken.release();
    await handle.close();
    await options.afterClose?.();
  });
  registerErrorHandler(app);
  registerSecurityHeaders(app, config.idpUrl);
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });

  const verify = createAccessTokenVerifier({ issuer: config.issuer, audience: config.audience });
  const liveness = createTokenLiveness({ idpUrl: config.idpUrl, ttlS: config.tokenCheckTtlS });
  const authenticate = requireAuth(createAuthenticator(verify, liveness));
  const db = handle.db;
  await app.register(meRoutes, { authenticate, meService: createMeService() });
  await app.register(istitutiRoutes, { db, service: services.istituti, authenticate });
  await app.register(dipendenzeRoutes, { db, service: services.dipendenze, authenticate });
  await app.register(soggettiRoutes, { db, service: services.soggetti, authenticate });
  await app.register(operazioniRoutes, { db, service: services.operazioni, authenticate });
  await app.register(documentiRoutes, {
    db,
    service: services.documenti,
    authenticate,
    maxBytes: config.documents.maxBytes,
  });
  await app.register(monitoraggioRoutes, { db, service: services.monitoraggio, authenticate });
  await app.register(segnalazioniRoutes, { db, service: services.segnalazioni, authenticate });
  await app.register(autovalutazioniRoutes, {
    db,
    service: services.autovalutazioni,
    matrice: services.matrice,
    authenticate,
  });
  await app.register(questionariRoutes, {
    db,
    service: services.questionari,
    revisioni: services.revisioni,
    authenticate,
  });
  await app.register(ordersurveysRoutes, { db, service: services.ordersurveys, authenticate });
  await app.register(outboxRoutes, { service: services.outbox, authenticate });
  await app.register(homeRoutes, { service: services.home, authenticate });
  await app.register(dashboardsRoutes, { service: services.dashboards, authenticate });
  await app.register(viewsRoutes, { service: services.views, authenticate });
  await app.register(couponsRoutes, { service: services.coupons });
  await app.register(adminRoutes, { audit: services.audit, operatorToken });
  await app.register(webRoutes, { config });
  return { app, services, handle, operatorToken: operatorToken.token };
}

/** Builds the suite and returns its Fastify app (see buildSuite). */
export async function buildApp(config: SuiteConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  return (await buildSuite(config, options)).app;
}
