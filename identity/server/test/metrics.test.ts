import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startServer } from '../src/server.ts';
import { build, seedUser } from './helper.ts';

const TOKEN = 'metrics-token-0123456789abcdefghijklmnop';
const LOGIN = 'ada@example.com';
const PASSWORD = 'correct horse 42';

const scrape = (app: FastifyInstance, token?: string) =>
  app.inject({ url: '/metrics', headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The value of one sample line (`name{labels} value`), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics (Prometheus text format)', () => {
  it('is not served at all without METRICS_TOKEN or METRICS_PORT', async (t) => {
    const { app } = await build(t);
    expect((await scrape(app)).statusCode).toBe(404);
  });

  it('needs the bearer METRICS_TOKEN on the public port', async (t) => {
    const { app } = await build(t, { metricsToken: TOKEN });
    for (const token of [undefined, 'wrong', `${TOKEN}x`]) {
      const res = await scrape(app, token);
      expect(res.statusCode).toBe(401);
      expect(res.json().errorCode).toBe('E0000011');
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
    const ok = await scrape(app, TOKEN);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.headers['cache-control']).toBe('no-store');
  });

  it('counts requests by route pattern and status, sign-ins by outcome, lockouts and rate-limit refusals', async (t) => {
    const { app, services } = await build(t, {
      metricsToken: TOKEN,
      lockoutThreshold: 2,
      rateLimit: { username: { perSecond: 0.01, burst: 3 }, ip: { perSecond: 10, burst: 100 } },
    });
    await seedUser(services, { login: LOGIN, password: PASSWORD });
    const authn = (username: string, password: string) =>
      app.inject({ method: 'POST', url: '/api/v1/authn', payload: { username, password } });
    await authn(LOGIN, PASSWORD);
    await authn(LOGIN, 'wrong password');
    await authn(LOGIN, 'wrong password');
    await authn(LOGIN, 'wrong password');
    await authn('nobody@example.com', 'wrong password');
    await app.inject({ url: '/widget/2.21.0/secret-token-in-a-path.js' });
    const text = (await scrape(app, TOKEN)).body;

    expect(sample(text, 'idp_http_requests_total{method="POST",route="/api/v1/authn",status="200"}')).toBe(1);
    // A wrong password, the one that locks (hidden lockout: 401 as well) and the unknown user.
    expect(sample(text, 'idp_http_requests_total{method="POST",route="/api/v1/authn",status="401"}')).toBe(3);
    expect(sample(text, 'idp_http_requests_total{method="POST",route="/api/v1/authn",status="429"}')).toBe(1);
    expect(
      sample(
        text,
        'idp_http_request_duration_seconds_count{method="POST",route="/api/v1/authn",status="401"}',
      ),
    ).toBe(3);
    expect(text).toMatch(
      /idp_http_request_duration_seconds_bucket\{le="0\.1",method="POST",route="\/api\/v1\/authn"/,
    );
    // Unrouted paths are one series, and no raw URL ever becomes a label.
    expect(sample(text, 'idp_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(text).not.toContain('secret-token-in-a-path');

    expect(sample(text, 'idp_sign_ins_total{outcome="success"}')).toBe(1);
    expect(sample(text, 'idp_sign_ins_total{outcome="invalid_credentials"}')).toBe(1);
    expect(sample(text, 'idp_sign_ins_total{outcome="locked_out"}')).toBe(1);
    expect(sample(text, 'idp_sign_ins_total{outcome="unknown_user"}')).toBe(1);
    expect(sample(text, 'idp_lockouts_total')).toBe(1);
    expect(sample(text, 'idp_rate_limited_total{endpoint="authn",bucket="username"}')).toBe(1);
    // Process metrics (prom-client defaults).
    expect(text).toContain('idp_process_resident_memory_bytes');
    expect(text).toContain('idp_nodejs_eventloop_lag_seconds');
  });

  it('with METRICS_PORT is served on that port only (bearer too when METRICS_TOKEN is also set)', async () => {
    const config = {
      dataDir: 'memory://',
      issuer: 'http://localhost:8401',
      host: '127.0.0.1',
      port: 0,
      metricsPort: 0,
      logLevel: 'silent',
    };
    const { app, metricsServer } = await startServer({ config, seed: false });
    try {
      const { port } = app.server.address() as { port: number };
      const metricsPort = (metricsServer!.address() as { port: number }).port;
      expect(metricsPort).not.toBe(port);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
      await fetch(`http://127.0.0.1:${port}/health/live`);
      const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const text = await res.text();
      expect(sample(text, 'idp_http_requests_total{method="GET",route="/health/live",status="200"}')).toBe(1);
      expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);
    } finally {
      await app.close();
    }
    expect(metricsServer!.listening).toBe(false);

    const guarded = await startServer({ config: { ...config, metricsToken: TOKEN }, seed: false });
    try {
      const metricsPort = (guarded.metricsServer!.address() as { port: number }).port;
      expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(401);
      const ok = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(ok.status).toBe(200);
    } finally {
      await guarded.app.close();
    }
  });

  it('validates METRICS_PORT and METRICS_TOKEN', async () => {
    const { loadConfig } = await import('../src/config.ts');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(loadConfig({ METRICS_PORT: '9401', METRICS_TOKEN: TOKEN })).toMatchObject({
      metricsPort: 9401,
      metricsToken: TOKEN,
    });
  });
});
