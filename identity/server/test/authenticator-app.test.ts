import { describe, expect, it } from 'vitest';
import { build } from './helper.ts';

// The companion authenticator's files as the IdP serves them (the journey in tests/e2e/specs/push-companion.spec.ts
// runs the app itself in Chromium).

describe('companion authenticator web app (/authenticator)', () => {
  it('serves the page with a strict CSP and no inline script or style', async (t) => {
    const { app } = await build(t);
    const res = await app.inject({ method: 'GET', url: '/authenticator' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(res.body).not.toMatch(/\sstyle=|<style/);
    expect(res.body).toContain('<link rel="manifest" href="/authenticator/manifest.webmanifest" />');
  });

  it('serves its scripts, style, icon and manifest; the service worker may control /authenticator', async (t) => {
    const { app } = await build(t);
    const get = (file: string) => app.inject({ method: 'GET', url: `/authenticator/${file}` });
    for (const file of ['app.js', 'device-store.js', 'device-key.js', 'totp.js']) {
      const res = await get(file);
      expect([file, res.statusCode, res.headers['content-type']]).toEqual([
        file,
        200,
        'text/javascript; charset=utf-8',
      ]);
    }
    const worker = await get('sw.js');
    expect(worker.headers['service-worker-allowed']).toBe('/authenticator');
    const manifest = await get('manifest.webmanifest');
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.json()).toMatchObject({
      start_url: '/authenticator',
      scope: '/authenticator',
      display: 'standalone',
      icons: [expect.objectContaining({ src: '/authenticator/icon.svg' })],
    });
    expect((await get('icon.svg')).headers['content-type']).toBe('image/svg+xml');
    expect((await get('nope.js')).statusCode).toBe(404);
  });
});
