import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, trustOrigin } from './helper.ts';
import { authorizeUrl, LOGIN, PASSWORD, setup } from './oidc-support.ts';

const TRUSTED = 'http://localhost:3000';

describe('CORS echoes the canonical trusted origin', () => {
  it('answers `Origin: http://localhost:3000/` with http://localhost:3000, never the raw header', async (t) => {
    const { app, services } = await build(t);
    await trustOrigin(services, TRUSTED);
    for (const origin of [TRUSTED, `${TRUSTED}/`]) {
      const res = await app.inject({ url: '/api/v1/sessions/me', headers: { origin } });
      expect(res.headers['access-control-allow-origin'], origin).toBe(TRUSTED);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
    }
    // Variants that are not the trusted origin itself get nothing.
    for (const origin of [
      'HTTP://LOCALHOST:3000',
      `${TRUSTED}//`,
      `${TRUSTED}/x`,
      'http://localhost:3000:80',
    ]) {
      const res = await app.inject({ url: '/api/v1/sessions/me', headers: { origin } });
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});

describe('X-Content-Type-Options: nosniff on every response', () => {
  it('JSON answers, errors, 404s, 405s, malformed URLs, redirects and preflights', async (t) => {
    const { app } = await setup(t);
    const responses = {
      json: await app.inject({
        method: 'POST',
        url: '/api/v1/authn',
        payload: { username: LOGIN, password: PASSWORD },
      }),
      error: await app.inject({
        method: 'POST',
        url: '/api/v1/authn',
        payload: { username: LOGIN, password: 'bad' },
      }),
      notFound: await app.inject({ url: '/nope' }),
      methodNotAllowed: await app.inject({ method: 'PUT', url: '/api/v1/authn' }),
      badUrl: await app.inject({ url: '/api/v1/%E0%A4%A' }),
      redirect: await app.inject({
        url: authorizeUrl({ response_type: 'code', scope: 'openid', state: 's' }),
      }),
      oauthError: await app.inject({ method: 'POST', url: '/oauth2/v1/token', payload: {} }),
      preflight: await app.inject({ method: 'OPTIONS', url: '/api/v1/authn' }),
      health: await app.inject({ url: '/health/live' }),
    };
    expect(responses.json.statusCode).toBe(200);
    expect(responses.redirect.statusCode).toBe(302);
    expect(responses.badUrl.statusCode).toBe(400);
    for (const [name, res] of Object.entries(responses)) {
      expect(res.headers['x-content-type-options'], name).toBe('nosniff');
      expect(res.headers['x-request-id'], name).toBeTruthy();
    }
  });

  it('the widget assets served by @fastify/static', async (t) => {
    const root = mkdtempSync(join(tmpdir(), 'widget-dist-'));
    writeFileSync(join(root, 'okta-sign-in.min.js'), 'console.log(1)');
    const { app } = await build(t, { widgetDist: root });
    const res = await app.inject({ url: '/widget/2.21.0/okta-sign-in.min.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('X-Request-Id', () => {
  it('is honoured when sane, generated otherwise, and echoed', async (t) => {
    const { app } = await build(t);
    const given = await app.inject({ url: '/health/live', headers: { 'x-request-id': 'abc-123.DEF:9' } });
    expect(given.headers['x-request-id']).toBe('abc-123.DEF:9');
    for (const insane of ['has space', 'x'.repeat(129), 'new\nline', '"quoted"', '']) {
      const res = await app.inject({ url: '/health/live', headers: { 'x-request-id': insane } });
      expect(res.headers['x-request-id'], insane).toMatch(/^[0-9a-f-]{36}$/);
    }
    const a = await app.inject({ url: '/health/live' });
    const b = await app.inject({ url: '/health/live' });
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});
