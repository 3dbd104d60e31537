import { createServer, type RequestListener, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

const LOOPBACKS = ['127.0.0.1', '::1'] as const;

function listenExtra(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host, ipv6Only: true }, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Listens on `host:port`. For `localhost` it binds both loopbacks, 127.0.0.1 and ::1, whatever the resolver
 * says, so clients that resolve localhost to either address connect (Fastify alone binds only the addresses
 * the OS resolver returns). A loopback that the machine lacks is skipped with a warning.
 * Returns the addresses bound.
 */
export async function listenDualStack(app: FastifyInstance, port: number, host: string): Promise<string[]> {
  if (host !== 'localhost') {
    await app.listen({ port, host });
    return [host];
  }
  // the extra server hands its requests to Fastify's own handler, known once Fastify listens
  const target: { handler?: RequestListener } = {};
  const extra = createServer((req, res) => target.handler?.(req, res));
  // hooks cannot be added once listening: register the extra server's shutdown first
  app.addHook('onClose', async () => {
    if (extra.listening) await new Promise<void>((resolve) => extra.close(() => resolve()));
  });
  await app.listen({ port, host: LOOPBACKS[0] });
  target.handler = app.server.listeners('request')[0] as RequestListener;
  const bound: string[] = [LOOPBACKS[0]];
  try {
    await listenExtra(extra, port, LOOPBACKS[1]);
    bound.push(LOOPBACKS[1]);
  } catch (error) {
    app.log.warn({ err: error }, `could not listen on [${LOOPBACKS[1]}]:${port}`);
  }
  return bound;
}
