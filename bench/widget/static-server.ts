/**
 * A tiny static file server for the widget benchmark: serves a few named files gzip-compressed (as a CDN would)
 * and counts the bytes it puts on the wire, so two widgets are measured the same way.
 */
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { extname } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
};

export interface StaticServer {
  url: string;
  /** Bytes sent (compressed bodies plus headers' rough size excluded) since the last reset. */
  bytesSent(): number;
  reset(): void;
  close(): Promise<void>;
}

/** Serves `routes` (URL path -> file path or inline HTML) on 127.0.0.1 with gzip; unknown paths get 404. */
export async function startStaticServer(
  routes: Record<string, { file?: string; html?: string }>,
): Promise<StaticServer> {
  const bodies = new Map<string, { type: string; gz: Buffer }>();
  for (const [path, source] of Object.entries(routes)) {
    const raw = source.html !== undefined ? Buffer.from(source.html) : readFileSync(source.file!);
    const type =
      source.html !== undefined
        ? TYPES['.html']!
        : (TYPES[extname(source.file!)] ?? 'application/octet-stream');
    bodies.set(path, { type, gz: gzipSync(raw, { level: 9 }) });
  }
  let sent = 0;
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const body = bodies.get(path);
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    sent += body.gz.length;
    res.writeHead(200, {
      'content-type': body.type,
      'content-encoding': 'gzip',
      'cache-control': 'no-store',
    });
    res.end(body.gz);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    bytesSent: () => sent,
    reset: () => {
      sent = 0;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
