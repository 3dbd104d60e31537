// The security beacon and device fingerprint frame (issue 8; spec §4 "Security beacon", §7): GET /login/getimage,
// the images, the known-device rule, and GET /auth/services/devicefingerprint with its frame-ancestors.
import { describe, expect, it } from 'vitest';
import { build, seedUser, TEST_ISSUER, trustOrigin } from './helper.ts';

const LOGIN = 'beacon.user@example.com';
const PASSWORD = 'Correct-Horse-9';
const FINGERPRINT = '0123456789abcdef0123456789abcdef';
const SUITE = 'http://localhost:3000';

const getImage = (username: string, fingerprint?: string) => ({
  method: 'GET' as const,
  url: `/login/getimage?username=${encodeURIComponent(username)}`,
  headers: fingerprint === undefined ? {} : { 'x-device-fingerprint': fingerprint },
});

const signIn = (password: string, fingerprint?: string) => ({
  method: 'POST' as const,
  url: '/api/v1/authn',
  payload: { username: LOGIN, password },
  headers: fingerprint === undefined ? {} : { 'x-device-fingerprint': fingerprint },
});

describe('GET /login/getimage', () => {
  it('shows the unknown look for no such user and the unknown-device look to a browser that never signed in', async (t) => {
    const { app, services } = await build(t);
    await seedUser(services, { login: LOGIN, password: PASSWORD });

    const nobody = await app.inject(getImage('nobody@example.com', FINGERPRINT));
    expect(nobody.statusCode).toBe(200);
    expect(nobody.json()).toEqual({
      pwdImg: `${TEST_ISSUER}/img/security/unknown.svg`,
      imageDescription: '',
    });
    expect(nobody.headers['cache-control']).toBe('no-store');

    const newBrowser = await app.inject(getImage(LOGIN, FINGERPRINT));
    expect(newBrowser.json()).toEqual({
      pwdImg: `${TEST_ISSUER}/img/security/unknown-device.svg`,
      imageDescription: '',
    });
    const noFingerprint = await app.inject(getImage(LOGIN.toUpperCase()));
    expect(noFingerprint.json().pwdImg).toBe(`${TEST_ISSUER}/img/security/unknown-device.svg`);
  });

  it('shows the user’s own picture, always the same, only to a browser that got their password right', async (t) => {
    const { app, services } = await build(t);
    await seedUser(services, { login: LOGIN, password: PASSWORD });

    // A wrong password does not make the browser known.
    expect((await app.inject(signIn('wrong-password', FINGERPRINT))).statusCode).toBe(401);
    expect((await app.inject(getImage(LOGIN, FINGERPRINT))).json().pwdImg).toMatch(/unknown-device\.svg$/);

    expect((await app.inject(signIn(PASSWORD, FINGERPRINT))).json().status).toBe('SUCCESS');
    const first = (await app.inject(getImage(LOGIN, FINGERPRINT))).json();
    expect(first.pwdImg).toMatch(new RegExp(`^${TEST_ISSUER}/img/security/[a-z]+\\.svg$`));
    expect(first.pwdImg).not.toMatch(/unknown|default/);
    expect(first.imageDescription).not.toBe('');
    expect((await app.inject(getImage(LOGIN, FINGERPRINT))).json()).toEqual(first);

    // Another browser still sees the unknown-device look; the picture itself is served to anyone who has the URL.
    expect((await app.inject(getImage(LOGIN, 'another-browser'))).json().pwdImg).toMatch(/unknown-device/);
    const image = await app.inject({ method: 'GET', url: new URL(first.pwdImg).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['content-security-policy']).toContain("default-src 'none'");
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(image.body).toContain(`<title>${first.imageDescription}</title>`);
  });

  it('refuses a missing or over-long username with E0000001, and answers 404 for an unknown image', async (t) => {
    const { app } = await build(t);
    for (const url of [
      '/login/getimage',
      '/login/getimage?username=',
      `/login/getimage?username=${'a'.repeat(257)}`,
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errorCode).toBe('E0000001');
    }
    for (const url of ['/img/security/nothing.svg', '/img/security/sun.png', '/img/security/..%2Fx.svg']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errorCode).toBe('E0000007');
    }
  });

  it('is rate-limited per username (429 E0000047 with the rate-limit headers)', async (t) => {
    const { app } = await build(t, {
      rateLimit: { username: { burst: 2, perSecond: 0.01 }, ip: { burst: 100, perSecond: 10 } },
    });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await app.inject(getImage('someone@example.com')));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 429]);
    expect(answers[2]!.json().errorCode).toBe('E0000047');
    expect(answers[2]!.headers['x-rate-limit-remaining']).toBe('0');
  });

  it('answers a trusted origin with CORS headers, so an embedded widget can read it', async (t) => {
    const { app, services } = await build(t);
    await trustOrigin(services, SUITE);
    const res = await app.inject({ ...getImage('x@example.com'), headers: { origin: SUITE } });
    expect(res.headers['access-control-allow-origin']).toBe(SUITE);
  });
});

describe('GET /auth/services/devicefingerprint', () => {
  it('may be framed only by the IdP and the origins trusted for CORS, and runs only its own script', async (t) => {
    const { app, services } = await build(t);
    await trustOrigin(services, SUITE);
    await services.origins.add('http://redirect-only.test', { cors: false, redirect: true });
    const page = await app.inject({ method: 'GET', url: '/auth/services/devicefingerprint' });
    expect(page.statusCode).toBe(200);
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain(`frame-ancestors 'self' ${SUITE};`);
    expect(csp).not.toContain('redirect-only.test');
    expect(csp).toContain("script-src 'self'");
    expect(page.headers).not.toHaveProperty('x-frame-options');
    expect(page.body).toContain('<script src="/assets/hosted/devicefingerprint.js"></script>');

    const script = await app.inject({ method: 'GET', url: '/assets/hosted/devicefingerprint.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain('FingerprintAvailable');
  });
});
