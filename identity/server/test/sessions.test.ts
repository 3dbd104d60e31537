import { describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { build, seedUser, TEST_ISSUER, trustOrigin } from './helper.ts';

const LOGIN = 'grace@example.com';
const PASSWORD = 'hopper hopper 1906';
const SUITE = 'http://localhost:3000';

async function signIn(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/authn',
    payload: { username: LOGIN, password: PASSWORD },
  });
  return res.json().sessionToken as string;
}

function redirect(app: FastifyInstance, token: string, redirectUrl = `${SUITE}/login/callback?x=1`) {
  const q = new URLSearchParams({ token, redirectUrl, checkAccountSetupComplete: 'true' });
  return app.inject({ method: 'GET', url: `/login/sessionCookieRedirect?${q}` });
}

function sidOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error('no sid cookie');
  return cookie.value;
}

async function setup(t: Parameters<typeof build>[0], config = {}) {
  const { app, services } = await build(t, config);
  const user = await seedUser(services, {
    login: LOGIN,
    password: PASSWORD,
    firstName: 'Grace',
    lastName: 'Hopper',
  });
  await trustOrigin(services, SUITE);
  return { app, services, user };
}

describe('/login/sessionCookieRedirect', () => {
  it('redeems the session token once, sets the sid cookie and redirects to a trusted origin', async (t) => {
    const { app, user } = await setup(t);
    const token = await signIn(app);
    const res = await redirect(app, token);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${SUITE}/login/callback?x=1`);
    const cookie = res.cookies.find((c) => c.name === 'sid')!;
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/sessions/me',
      cookies: { sid: cookie.value },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().userId).toBe(user.id);

    const reused = await redirect(app, token);
    expect(reused.statusCode).toBe(302);
    expect(reused.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('also accepts POST with a form body', async (t) => {
    const { app } = await setup(t);
    const token = await signIn(app);
    const res = await app.inject({
      method: 'POST',
      url: '/login/sessionCookieRedirect',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, redirectUrl: `${SUITE}/home` }).toString(),
    });
    expect(res.statusCode).toBe(302);
    expect(sidOf(res)).toBeTruthy();
  });

  it('redirects without a cookie for an invalid token', async (t) => {
    const { app } = await setup(t);
    const res = await redirect(app, 'forged-token');
    expect(res.statusCode).toBe(302);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses untrusted or invalid redirect URLs with 400 E0000001 and does not redeem the token', async (t) => {
    const { app } = await setup(t);
    const token = await signIn(app);
    for (const url of ['http://evil.example/steal', 'javascript:alert(1)', 'not a url']) {
      const res = await redirect(app, token, url);
      expect(res.statusCode).toBe(400);
      expect(res.headers.location).toBeUndefined();
      expect(res.json()).toMatchObject({ errorCode: 'E0000001', errorCauses: [{ property: 'redirectUrl' }] });
    }
    expect((await redirect(app, token)).cookies.some((c) => c.name === 'sid')).toBe(true);
    const missing = await app.inject({ method: 'GET', url: '/login/sessionCookieRedirect?token=x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorCauses[0].errorSummary).toBe('redirectUrl: The field cannot be left blank');
  });

  it('marks the cookie Secure with SameSite=None for an https issuer', async (t) => {
    const { app } = await setup(t, { issuer: 'https://idp.example' });
    const res = await redirect(app, await signIn(app));
    expect(res.cookies.find((c) => c.name === 'sid')).toMatchObject({ secure: true, sameSite: 'None' });
  });
});

describe('/api/v1/sessions/me', () => {
  it('returns the Okta session object', async (t) => {
    const { app, user } = await setup(t);
    const sid = sidOf(await redirect(app, await signIn(app)));
    const res = await app.inject({ method: 'GET', url: '/api/v1/sessions/me', cookies: { sid } });
    const s = res.json();
    expect(Object.keys(s).sort()).toEqual([
      '_links',
      'amr',
      'createdAt',
      'expiresAt',
      'id',
      'idp',
      'lastFactorVerification',
      'lastPasswordVerification',
      'login',
      'mfaActive',
      'status',
      'userId',
    ]);
    expect(s).toMatchObject({
      login: LOGIN,
      userId: user.id,
      status: 'ACTIVE',
      amr: ['pwd'],
      mfaActive: false,
      lastFactorVerification: null,
    });
    expect(s.id).toMatch(/^102[0-9A-Za-z]{22}$/);
    expect(s.id).not.toBe(sid);
    expect(s.idp).toMatchObject({ type: 'OKTA' });
    expect(s._links).toEqual({
      refresh: { href: `${TEST_ISSUER}/api/v1/sessions/me/lifecycle/refresh`, hints: { allow: ['POST'] } },
      self: { href: `${TEST_ISSUER}/api/v1/sessions/me`, hints: { allow: ['GET', 'DELETE'] } },
      user: {
        name: 'Grace Hopper',
        href: `${TEST_ISSUER}/api/v1/users/${user.id}`,
        hints: { allow: ['GET'] },
      },
    });
    const idle = Date.parse(s.expiresAt) - Date.now();
    expect(idle).toBeGreaterThan(119 * 60_000);
    expect(idle).toBeLessThanOrEqual(120 * 60_000);
  });

  it('answers 404 E0000007 without a session or with an unknown sid', async (t) => {
    const { app } = await setup(t);
    for (const cookies of [{}, { sid: 'unknown' }] as Array<Record<string, string>>) {
      const res = await app.inject({ method: 'GET', url: '/api/v1/sessions/me', cookies });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        errorCode: 'E0000007',
        errorSummary: 'Not found: Resource not found: me (Session)',
      });
    }
  });

  it('DELETE closes the session (204, cookie cleared), then 404', async (t) => {
    const { app, services } = await setup(t);
    const sid = sidOf(await redirect(app, await signIn(app)));
    const del = await app.inject({
      method: 'DELETE',
      url: '/api/v1/sessions/me',
      cookies: { sid },
      headers: { 'content-type': 'application/json' },
    });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    const cleared = del.cookies.find((c) => c.name === 'sid')!;
    expect(cleared.value).toBe('');
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/sessions/me', cookies: { sid } })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/v1/sessions/me', cookies: { sid } })).statusCode,
    ).toBe(404);
    expect((await services.audit.list()).map((e) => e.type)).toContain('user.session.end');
  });

  it('refresh extends the idle expiry and returns the session; 404 without one', async (t) => {
    const { app } = await setup(t, { sessionIdleMs: 60_000 });
    const sid = sidOf(await redirect(app, await signIn(app)));
    const before = (await app.inject({ method: 'GET', url: '/api/v1/sessions/me', cookies: { sid } })).json();
    await new Promise((r) => setTimeout(r, 50));
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/sessions/me/lifecycle/refresh',
      cookies: { sid },
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().expiresAt)).toBeGreaterThan(Date.parse(before.expiresAt));
    const none = await app.inject({ method: 'POST', url: '/api/v1/sessions/me/lifecycle/refresh' });
    expect(none.statusCode).toBe(404);
  });

  it('expires after the idle lifetime without use', async (t) => {
    const { app } = await setup(t, { sessionIdleMs: 400 });
    const sid = sidOf(await redirect(app, await signIn(app)));
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/sessions/me', cookies: { sid } })).statusCode,
    ).toBe(200);
    await new Promise((r) => setTimeout(r, 600));
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/sessions/me', cookies: { sid } })).statusCode,
    ).toBe(404);
  });

  it('never outlives the absolute lifetime, even when used', async (t) => {
    const { app } = await setup(t, { sessionIdleMs: 60_000, sessionMaxMs: 700 });
    const sid = sidOf(await redirect(app, await signIn(app)));
    const first = (await app.inject({ method: 'GET', url: '/api/v1/sessions/me', cookies: { sid } })).json();
    expect(Date.parse(first.expiresAt) - Date.parse(first.createdAt)).toBeLessThanOrEqual(700);
    await new Promise((r) => setTimeout(r, 900));
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/sessions/me', cookies: { sid } })).statusCode,
    ).toBe(404);
  });
});
