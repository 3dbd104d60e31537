import type { Server } from 'node:http';
import { buildApp, type BuildAppOptions, type Idp } from './app.ts';
import { ensureOperatorTokenFile, OPERATOR_TOKEN_NAME } from './api-tokens/operator-token-file.ts';
import { resolveConfig } from './config.ts';
import { listenLoopbackAware } from '@shared/listen';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/seed.ts';

/**
 * Starts the identity provider: builds the app (migrations + the idempotent demo seed when `SEED_DEMO`,
 * by default only for a localhost issuer), writes the operator token file when one is configured (before it
 * listens, so a CLI that finds the server answering finds the file ready) and listens on
 * `config.host:config.port`. For `localhost` it binds the loopbacks 127.0.0.1 and ::1 only
 * (@shared/listen), never every interface.
 * Keep-alive is 10 s: clients poll every 6 s (design/authn-protocol.md §1.5).
 */
export async function startServer(options: BuildAppOptions = {}): Promise<Idp> {
  const config = resolveConfig(options.config);
  const idp = await buildApp({ ...options, config, seed: options.seed ?? config.seedDemo });
  const { app, services, metricsServer } = idp;
  const { host, port, issuer } = config;
  try {
    if (config.operatorTokenFile) {
      try {
        await ensureOperatorTokenFile(services.apiTokens, config.operatorTokenFile);
      } catch (err) {
        app.log.error({ err }, `could not write the operator token file ${config.operatorTokenFile}`);
      }
    }
    await listenLoopbackAware(app, port, host);
    if (metricsServer) await listenMetrics(metricsServer, config.metricsPort!, host);
  } catch (err) {
    await app.close();
    throw err;
  }
  app.server.keepAliveTimeout = 10_000;
  app.server.headersTimeout = 15_000;
  app.log.info(`Identity provider ready at ${issuer}`);
  if (metricsServer) app.log.info({ address: metricsServer.address() }, 'metrics served on METRICS_PORT');
  return idp;
}

/** Listens the METRICS_PORT server on `host` (`localhost`: 127.0.0.1). @throws the listen error (EADDRINUSE). */
function listenMetrics(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host: host === 'localhost' ? '127.0.0.1' : host }, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * What the operator reads at start about managing this server: where the CLI's token file is, and, while no
 * API token of the operator's own exists (first start), how to create one.
 */
async function operatorHint(services: Idp['services']): Promise<string> {
  const file = services.config.operatorTokenFile;
  const own = (await services.apiTokens.list()).filter((t) => t.name !== OPERATOR_TOKEN_NAME);
  const lines = [
    file
      ? `Operator CLI: npm run idp -- --help (while this server runs it uses the API token in ${file})`
      : 'Operator CLI: npm run idp -- --help (with IDP_URL and IDP_API_TOKEN it manages this server over HTTP)',
  ];
  if (own.length === 0 && file) {
    lines.push(
      'First API token of your own (scripts, other machines): npm run idp -- tokens create --name NAME',
    );
  } else if (own.length === 0) {
    lines.push(
      'No management API token yet: create the first with npm run idp -- tokens create --name NAME' +
        (services.config.databaseUrl ? '' : ' (with the server stopped: PGlite allows one process)'),
    );
  }
  return lines.map((l) => `${l}\n`).join('');
}

async function main(): Promise<void> {
  const { app, services } = await startServer();
  const { config } = services;
  process.stdout.write(`Identity provider: ${config.issuer}\n`);
  if (config.seedDemo) {
    process.stdout.write(
      `Demo users (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => u.login).join(', ')}\n`,
    );
  }
  process.stdout.write(await operatorHint(services));
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
