import { createServer, type Server } from 'node:http';
import { metricsAuthorized } from './metrics-auth.ts';
import type { Metrics } from './metrics.service.ts';

/**
 * The HTTP server of METRICS_PORT: `GET /metrics` (Prometheus text format) and nothing else (404). It is meant for
 * a port the reverse proxy does not route, so a scraper inside the network needs no token; when METRICS_TOKEN is
 * also set it is required here too. Not listening yet: `server.ts` listens, the app's `onClose` closes it.
 */
export function createMetricsServer(metrics: Metrics, token: string | undefined): Server {
  const server = createServer((req, res) => {
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('cache-control', 'no-store');
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    if (!metricsAuthorized(req.headers.authorization, token)) {
      res.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer realm="metrics"' });
      res.end('Unauthorized\n');
      return;
    }
    metrics.render().then(
      (text) => res.writeHead(200, { 'content-type': metrics.contentType }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n'),
    );
  });
  server.keepAliveTimeout = 10_000;
  return server;
}
