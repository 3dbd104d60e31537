// Under /oauth2/* and /.well-known/* every error is OAuth-shaped: routing (404, 405), bad URLs, and Node's own
// client errors (431, 400) answered before any route runs.
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { listenLoopbackAware } from '@shared/listen';
import { build } from './helper.ts';

const OAUTH_BODY = { error: 'invalid_request', error_description: expect.any(String) };

/** Sends raw bytes over TCP and reads the whole answer (the server closes the connection). */
function rawHttp(
  host: string,
  port: number,
  data: string,
): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port }, () => socket.end(data));
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), head, body });
    });
  });
}

describe('protocol errors under /oauth2 and /.well-known', { timeout: 60_000 }, () => {
  it('answers unknown paths, wrong methods and bad URLs in the OAuth shape', async (t) => {
    const { app } = await build(t);
    const cases: Array<[string, string, number, string | undefined]> = [
      ['GET', '/oauth2/v1/nope', 404, undefined],
      ['GET', '/oauth2/v2/token', 404, undefined],
      ['GET', '/oauth2', 404, undefined],
      ['GET', '/.well-known/host-meta?resource=x', 404, undefined],
      ['GET', '/oauth2/v1/token', 405, 'POST'],
      ['PUT', '/oauth2/v1/authorize', 405, 'GET, POST'],
      ['DELETE', '/oauth2/v1/introspect', 405, 'POST'],
      ['POST', '/.well-known/openid-configuration', 405, 'GET'],
      ['GET', '/oauth2/v1/%E0%A4%A', 400, undefined],
      ['GET', '/.well-known/%E0%A4%A', 400, undefined],
    ];
    for (const [method, url, status, allow] of cases) {
      const res = await app.inject({ method: method as 'GET', url });
      const label = `${method} ${url}`;
      expect(res.statusCode, label).toBe(status);
      expect(res.json(), label).toEqual(OAUTH_BODY);
      expect(res.headers['cache-control'], label).toBe('no-store');
      expect(res.headers.allow, label).toBe(allow);
    }
    // Elsewhere the registry shape stays.
    const api = await app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(api.json().errorCode).toBe('E0000007');
    const bad = await app.inject({ method: 'GET', url: '/api/v1/%E0%A4%A' });
    expect(bad.json().errorCode).toBe('E0000001');
  });

  it("gives Node's own 431 and 400 a protocol-shaped body, on both loopbacks", async (t) => {
    const { app } = await build(t);
    const bound = await listenLoopbackAware(app, 0, 'localhost');
    const { port } = app.server.address() as { port: number };
    const long = 'a'.repeat(20_000);
    for (const host of bound) {
      const oauthUrl = await rawHttp(
        host,
        port,
        `GET /oauth2/v1/authorize?x=${long} HTTP/1.1\r\nHost: idp\r\n\r\n`,
      );
      expect(oauthUrl.status, host).toBe(431);
      expect(oauthUrl.head).toMatch(/content-type: application\/json/i);
      expect(JSON.parse(oauthUrl.body)).toEqual({
        error: 'invalid_request',
        error_description: 'The request URL or headers are too large.',
      });
      const oauthHeader = await rawHttp(
        host,
        port,
        `GET /.well-known/openid-configuration HTTP/1.1\r\nHost: idp\r\nX-Big: ${long}\r\n\r\n`,
      );
      expect(oauthHeader.status, host).toBe(431);
      expect(JSON.parse(oauthHeader.body).error).toBe('invalid_request');
      const api = await rawHttp(
        host,
        port,
        `GET /api/v1/sessions/me?x=${long} HTTP/1.1\r\nHost: idp\r\n\r\n`,
      );
      expect(api.status, host).toBe(431);
      expect(JSON.parse(api.body)).toMatchObject({
        errorCode: 'E0000001',
        errorSummary: 'Api validation failed: the request URL or headers are too large',
        errorId: expect.stringMatching(/^oae/),
      });
      const garbage = await rawHttp(host, port, 'NOT HTTP AT ALL\r\n\r\n');
      expect(garbage.status, host).toBe(400);
      expect(JSON.parse(garbage.body).errorCode).toBe('E0000001');
    }
  });
});
