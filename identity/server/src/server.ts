import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from './app.ts';
import { resolveConfig } from './config.ts';
import { listenLoopbackAware } from './lib/listen.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/seed.ts';

/**
 * Starts the identity provider: builds the app (migrations + the idempotent demo seed when `SEED_DEMO`,
 * by default only for a localhost issuer) and listens on `config.host:config.port`. For `localhost` it binds
 * the loopbacks 127.0.0.1 and ::1 only (src/lib/listen.ts), never every interface.
 * Keep-alive is 10 s: clients poll every 6 s (design/authn-protocol.md §1.5).
 */
export async function startServer(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = resolveConfig(options.config);
  const app = await buildApp({ ...options, config, seed: options.seed ?? config.seedDemo });
  const { host, port, issuer } = app.config;
  try {
    await listenLoopbackAware(app, port, host);
  } catch (err) {
    await app.close();
    throw err;
  }
  app.server.keepAliveTimeout = 10_000;
  app.server.headersTimeout = 15_000;
  app.log.info(`Identity provider ready at ${issuer}`);
  return app;
}

async function main(): Promise<void> {
  const app = await startServer();
  process.stdout.write(`Identity provider: ${app.config.issuer}\n`);
  if (app.config.seedDemo) {
    process.stdout.write(
      `Demo users (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => u.login).join(', ')}\n`,
    );
  }
  const stop = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    process.stderr.write(`Identity provider failed to start: ${(err as Error).message}\n`);
    process.exit(1);
  });
}
