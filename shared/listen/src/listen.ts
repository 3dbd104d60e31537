import { createServer, type RequestListener, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The loopback addresses `localhost` may resolve to. */
export const LOOPBACKS = ['127.0.0.1', '::1'] as const;

function listenOn(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host, ipv6Only: true }, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Listens on `host:port`. For `localhost` it binds exactly the two loopbacks, 127.0.0.1 and ::1 (never `::`
 * or `0.0.0.0`, which would expose the server to the network), so clients that resolve localhost to either
 * address connect. Fastify itself listens on 127.0.0.1; a second HTTP server on [::1] hands its requests to
 * Fastify's handler. When ::1 is unavailable (IPv6 disabled) a warning is logged and 127.0.0.1 alone serves.
 * Any other host is bound as given. `port` 0 picks a free port (the same one for both loopbacks).
 * @returns the addresses bound
 * @throws the listen error of the main address (e.g. EADDRINUSE)
 */
export async function listenLoopbackAware(
  app: FastifyInstance,
  port: number,
  host: string,
): Promise<string[]> {
  if (host !== 'localhost') {
    await app.listen({ port, host });
    return [host];
  }
  const target: { handler?: RequestListener } = {};
  const extra = createServer((req, res) => target.handler?.(req, res));
  extra.keepAliveTimeout = 10_000;
  extra.headersTimeout = 15_000;
  // Hooks cannot be added once the app listens: register the extra server's shutdown first.
  app.addHook('onClose', async () => {
    if (!extra.listening) return;
    extra.closeAllConnections();
    await new Promise<void>((resolve) => extra.close(() => resolve()));
  });
  await app.listen({ port, host: LOOPBACKS[0] });
  target.handler = app.server.listeners('request')[0] as RequestListener;
  // Node's own client errors (431, 400, 408) get the app's protocol-shaped answer on ::1 too.
  for (const listener of app.server.listeners('clientError')) {
    extra.on('clientError', listener as (...args: unknown[]) => void);
  }
  const bound: string[] = [LOOPBACKS[0]];
  const actualPort = (app.server.address() as { port: number }).port;
  try {
    await listenOn(extra, actualPort, LOOPBACKS[1]);
    bound.push(LOOPBACKS[1]);
  } catch (error) {
    app.log.warn(
      { err: error },
      `IPv6 loopback unavailable: listening on ${LOOPBACKS[0]}:${actualPort} only`,
    );
  }
  return bound;
}
