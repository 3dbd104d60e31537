import { describe, expect, it } from 'vitest';
import { CORS_ALLOWED_HEADERS } from '../src/plugins/cors.ts';
import { build, trustOrigin } from './helper.ts';

const TRUSTED = 'http://localhost:3000';
const EVIL = 'http://evil.example';

describe('CORS from the trusted-origins table', () => {
  it('echoes a trusted origin with credentials and Vary: Origin', async (t) => {
    const { app, services } = await build(t);
    await trustOrigin(services, TRUSTED);
    const res = await app.inject({ method: 'GET', url: '/api/v1/sessions/me', headers: { origin: TRUSTED } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['access-control-allow-origin']).toBe(TRUSTED);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers.vary).toContain('Origin');
  });

  it('sends no CORS headers to an untrusted origin (nor to a trusted origin with a path)', async (t) => {
    const { app, services } = await build(t);
    await trustOrigin(services, TRUSTED);
    for (const origin of [EVIL, `${TRUSTED}/x`, 'null']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/authn',
        headers: { origin },
        payload: {},
      });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.headers.vary).toContain('Origin');
    }
  });

  it('answers preflights from trusted origins with the methods and Okta client headers', async (t) => {
    const { app, services } = await build(t);
    await trustOrigin(services, TRUSTED);
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/authn',
      headers: {
        origin: TRUSTED,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-okta-user-agent-extended',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(TRUSTED);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['access-control-allow-methods']).toBe('GET, POST, PUT, DELETE, OPTIONS');
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase();
    for (const h of [
      'x-okta-user-agent-extended',
      'x-okta-xsrftoken',
      'x-device-fingerprint',
      'x-typing-pattern',
      'accept-language',
      'authorization',
      'content-type',
    ]) {
      expect(allowed).toContain(h);
    }
    expect(res.headers['access-control-allow-headers']).toBe(CORS_ALLOWED_HEADERS);
  });

  it('gives untrusted preflights no CORS headers', async (t) => {
    const { app } = await build(t);
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/sessions/me',
      headers: { origin: EVIL, 'access-control-request-method': 'DELETE' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
  });
});
