import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { listenLoopbackAware } from '@shared/listen';

/**
 * Entry point: validates the environment, builds the app and listens. With SUITE_HOST=localhost it binds both
 * 127.0.0.1 and ::1, so `localhost` works whichever address it resolves to.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config, { logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  const bound = await listenLoopbackAware(app, config.port, config.host);
  app.log.info(`Compliance suite on ${config.publicUrl} (bound ${bound.join(', ')}; IdP ${config.idpUrl})`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
