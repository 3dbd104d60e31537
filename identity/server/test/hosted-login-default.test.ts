// Okta's hosted sign-in path, /login/default: the page, the session it opens, and where it goes afterwards.
import { describe, expect, it } from 'vitest';
import { build, seedUser, trustOrigin } from './helper.ts';
import { continueSignIn, cspDirectives, pageSettings } from './hosted-support.ts';
import { sessionToken, sidCookie } from './oidc-support.ts';

const LOGIN = 'giulia.rossi@example.com';
const TRUSTED = 'http://localhost:3000';

async function setup(t: Parameters<typeof build>[0]) {
  const { app, services } = await build(t);
  await seedUser(services, { login: LOGIN, password: 'Compliance!2026' });
  await trustOrigin(services, TRUSTED);
  return { app, services };
}

const show = (app: Awaited<ReturnType<typeof setup>>['app'], query = '', sid?: string) =>
  app.inject({ method: 'GET', url: `/login/default${query}`, ...(sid ? { cookies: { sid } } : {}) });

describe('/login/default', { timeout: 60_000 }, () => {
  it('shows the sign-in page and keeps a fromURI of the IdP or of a trusted origin only', async (t) => {
    const { app } = await setup(t);
    const cases: Array<[string, Array<[string, string]>]> = [
      ['', []],
      [
        `?fromURI=${encodeURIComponent(`${TRUSTED}/operazioni?x=1`)}`,
        [['fromURI', `${TRUSTED}/operazioni?x=1`]],
      ],
      [
        '?fromURI=%2Foauth2%2Fv1%2Fauthorize%3Fclient_id%3Dx',
        [['fromURI', 'http://idp.test/oauth2/v1/authorize?client_id=x']],
      ],
      ['?fromURI=https%3A%2F%2Fevil.example%2F', []],
      ['?fromURI=%2F%2Fevil.example%2Fpath', []],
      ['?fromURI=javascript%3Aalert(1)', []],
      ['?fromURI=http%3A%2F%2Fuser%3Apw%40localhost%3A3000%2F', []],
    ];
    for (const [query, fields] of cases) {
      const res = await show(app, query);
      expect(res.statusCode, query).toBe(200);
      expect(res.headers['cache-control'], query).toBe('no-store');
      expect(pageSettings(res).next, query).toEqual({ action: '/login/default', fields });
      const formAction = fields.length && !fields[0]![1].startsWith('http://idp.test') ? ` ${TRUSTED}` : '';
      expect(cspDirectives(res)['form-action'], query).toBe(`'self'${formAction}`);
    }
  });

  it('opens a session from the page and goes to fromURI, or to the signed-in page', async (t) => {
    const { app } = await setup(t);
    const fromUri = `${TRUSTED}/operazioni`;
    const page = await show(app, `?fromURI=${encodeURIComponent(fromUri)}`);
    const done = await continueSignIn(app, page, await sessionToken(app), {
      headers: { origin: 'http://idp.test' },
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(fromUri);
    const sid = sidCookie(done)!;
    expect(done.cookies.find((c) => c.name === 'sid')).toMatchObject({ httpOnly: true, path: '/' });
    const me = await app.inject({ method: 'GET', url: '/api/v1/sessions/me', cookies: { sid } });
    expect(me.json()).toMatchObject({ login: LOGIN, status: 'ACTIVE' });

    // Signed in: a good fromURI is followed at once; without one the signed-in page says who is signed in.
    const follow = await show(app, `?fromURI=${encodeURIComponent(fromUri)}`, sid);
    expect(follow.statusCode).toBe(302);
    expect(follow.headers.location).toBe(fromUri);
    const signedIn = await show(app, '?fromURI=https%3A%2F%2Fevil.example%2F', sid);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain(`Signed in as ${LOGIN}.`);
    expect(signedIn.body).not.toContain('<script');
    expect(cspDirectives(signedIn)['default-src']).toBe("'none'");

    // Without a fromURI the page goes back to /login/default, which is then the signed-in page.
    const plain = await continueSignIn(app, await show(app), await sessionToken(app));
    expect(plain.headers.location).toBe('/login/default');
  });

  it('refuses a post from another origin and sends a spent session token back to the page', async (t) => {
    const { app } = await setup(t);
    const page = await show(app, `?fromURI=${encodeURIComponent(`${TRUSTED}/x`)}`);
    const token = await sessionToken(app);
    const crossSite: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site', origin: 'http://idp.test' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of crossSite) {
      const csrf = await continueSignIn(app, page, token, { headers });
      expect(csrf.statusCode, JSON.stringify(headers)).toBe(403);
      expect(csrf.json().errorCode).toBe('E0000006');
      expect(sidCookie(csrf)).toBeUndefined();
    }

    // What a browser sends for the page's own post (Origin null under no-referrer is not accepted, see above).
    const first = await continueSignIn(app, page, token, {
      headers: { 'sec-fetch-site': 'same-origin', origin: 'null' },
    });
    expect(first.statusCode).toBe(303);
    expect(sidCookie(first)).toBeTruthy();
    const replay = await continueSignIn(app, page, token);
    expect(replay.statusCode).toBe(303);
    expect(replay.headers.location).toBe(`/login/default?fromURI=${encodeURIComponent(`${TRUSTED}/x`)}`);
    expect(sidCookie(replay)).toBeUndefined();

    const missing = await app.inject({
      method: 'POST',
      url: '/login/default',
      payload: 'fromURI=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorCode).toBe('E0000001');
  });

  it('serves the page script and style sheet, and answers 405 E0000022 to other methods', async (t) => {
    const { app } = await setup(t);
    const js = await app.inject({ method: 'GET', url: '/assets/hosted/sign-in-page.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.body).toContain("document.getElementById('sign-in-config')");
    const css = await app.inject({ method: 'GET', url: '/assets/hosted/sign-in-page.css' });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    const put = await app.inject({ method: 'PUT', url: '/login/default' });
    expect(put.statusCode).toBe(405);
    expect(put.json().errorCode).toBe('E0000022');
    expect(put.headers.allow).toBe('GET, POST');
  });

  it("serves the sign-in help page (the widget's default help link) in the browser's language, and no favicon", async (t) => {
    const { app } = await setup(t);
    const page = await app.inject({ url: '/help/login', headers: { 'accept-language': 'it-IT,it;q=0.9' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="it">');
    expect(page.body).toContain('Aiuto per l’accesso');
    expect(page.body).toContain('<a href="/login/default">Torna all’accesso</a>');
    expect(cspDirectives(page)).toMatchObject({ 'default-src': "'none'", 'style-src': "'self'" });
    expect(page.body).not.toContain('<script');
    const de = await app.inject({ url: '/help/login', headers: { 'accept-language': 'de-DE, en;q=0.5' } });
    expect(de.body).toContain('<html lang="de">');
    expect(de.body).toContain('Passwort vergessen');
    const en = await app.inject({ url: '/help/login', headers: { 'accept-language': 'ar-EG, en;q=0.5' } });
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('Forgotten password');
    const icon = await app.inject({ url: '/favicon.ico' });
    expect([icon.statusCode, icon.body]).toEqual([204, '']);
  });
});
