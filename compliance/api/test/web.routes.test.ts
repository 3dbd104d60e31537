import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, makeDists } from './helper.ts';

const IDP = 'http://localhost:8080';
let app: FastifyInstance;
let dists: ReturnType<typeof makeDists>;

beforeAll(async () => {
  dists = makeDists();
  app = await buildTestApp({
    SUITE_IDP_URL: IDP,
    SUITE_WEB_DIST: dists.webDist,
    SUITE_WIDGET_DIST: dists.widgetDist,
    SUITE_SUPPORT_PHONE: '+39 06 000 000',
  });
});
afterAll(async () => {
  await app.close();
  dists.cleanup();
});

describe('GET /config.json', () => {
  it('gives the SPA its runtime configuration', async () => {
    const res = await app.inject('/config.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      idpUrl: IDP,
      issuer: IDP,
      clientId: 'compliance-suite',
      redirectUri: 'http://localhost:3000/login/callback',
      postLogoutRedirectUri: 'http://localhost:3000/login',
      supportEmail: 'supporto@example.com',
      supportPhone: '+39 06 000 000',
    });
  });
});

describe('the SPA', () => {
  it.each(['/', '/login', '/operazioni/operazione/7/true/full/PF', '/registrosegnalazioni?x=1'])(
    'answers index.html for the client route %s',
    async (url) => {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<html lang="it">');
    },
  );

  it('serves hashed assets as immutable and 404s missing ones', async () => {
    const res = await app.inject('/assets/index-AbC123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject('/assets/nope-123.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('E0000007');
  });

  it('serves the widget dist under /widget/', async () => {
    const res = await app.inject('/widget/labels/json/login_it.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ 'primaryauth.title': 'Accedi' });
    expect((await app.inject('/widget/missing.js')).statusCode).toBe(404);
  });

  it('sends a strict CSP that allows the IdP only for XHR, frames, forms and images', async () => {
    const res = await app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'img-src': `'self' data: ${IDP}`,
      'connect-src': `'self' ${IDP}`,
      'frame-src': IDP,
      'object-src': "'none'",
    });
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    // the page's own nonce lets in the <style> elements of the component library, and nothing else inline
    const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(res.body)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(directives['style-src']).toBe(`'self' 'nonce-${nonce}'`);
    const again = await app.inject('/login');
    expect(again.body).not.toContain(nonce);
    const json = await app.inject('/config.json');
    expect(json.headers['content-security-policy']).toContain("style-src 'self';");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('unknown API paths and methods', () => {
  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/me'],
    ['DELETE', '/'],
    ['GET', '/api'],
  ] as const)('%s %s answers a JSON 404', async (method, url) => {
    const res = await app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      errorCode: 'E0000007',
      errorSummary: 'Not found: Resource not found',
      errorCauses: [{ errorSummary: `No resource at ${method} ${url}` }],
    });
  });

  it('refuses a malformed JSON body with a protocol error, not a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/nope',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().errorCode).toMatch(/^E0000/);
  });
});

describe('without a web build', () => {
  it('explains how to build instead of failing', async () => {
    const bare = await buildTestApp({
      SUITE_WEB_DIST: '/nonexistent-suite-dist',
      SUITE_WIDGET_DIST: '/nonexistent',
    });
    const res = await bare.inject('/login');
    await bare.close();
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
  });
});
