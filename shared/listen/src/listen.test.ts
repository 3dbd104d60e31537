import { request } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { listenLoopbackAware } from './listen.ts';

function get(host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    request({ host, port, path: '/ping' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

describe('listenLoopbackAware', () => {
  it('answers on 127.0.0.1 and ::1 when the host is localhost', async () => {
    const app = Fastify();
    app.get('/ping', async () => 'pong');
    const port = 20000 + Math.floor(Math.random() * 20000);
    const bound = await listenLoopbackAware(app, port, 'localhost');
    try {
      expect(bound[0]).toBe('127.0.0.1');
      expect(await get('127.0.0.1', port)).toBe(200);
      if (bound.includes('::1')) expect(await get('::1', port)).toBe(200);
    } finally {
      await app.close();
    }
    await expect(get('127.0.0.1', port)).rejects.toThrow();
  });
});
