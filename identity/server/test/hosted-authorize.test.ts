// The hosted sign-in page at /oauth2/v1/authorize: when it appears, how it is built, and how it continues.
import { describe, expect, it } from 'vitest';
import {
  authorizeUrl,
  pkce,
  redirectParams,
  sessionToken,
  setup,
  sidCookie,
  signIn,
} from './oidc-support.ts';
import { continueSignIn, cspDirectives, fakeWidgetBuild, pageSettings } from './hosted-support.ts';

const { challenge } = pkce();
const CODE = {
  response_type: 'code',
  scope: 'openid profile',
  code_challenge: challenge,
  code_challenge_method: 'S256',
};

describe('GET /oauth2/v1/authorize: the hosted sign-in page', { timeout: 60_000 }, () => {
  it('shows the page without a session, under a strict CSP, and continues to a code', async (t) => {
    const { app } = await setup(t);
    const url = authorizeUrl({ ...CODE, state: 'st', nonce: 'n', login_hint: 'giulia.rossi@example.com' });
    const page = await app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|nonce-|strict-dynamic/);
    expect(cspDirectives(page)).toEqual({
      'default-src': "'none'",
      'script-src': "'self'",
      'style-src': "'self'",
      'img-src': "'self'",
      'connect-src': "'self' http://idp.test",
      'form-action': "'self' http://localhost:3000",
      'frame-ancestors': "'none'",
      'base-uri': "'none'",
      'object-src': "'none'",
    });
    // Only external scripts and the JSON data block; no inline script, style or event handler.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.map((m) => m[1])).toEqual([
      ' type="application/json" id="sign-in-config"',
      ' src="/widget/2.21.0/iife/sign-in-widget.min.js"',
      ' src="/assets/hosted/sign-in-page.js"',
    ]);
    expect(page.body).not.toMatch(/\sstyle=|<style|\son\w+=/i);
    expect(page.body).toContain('<link rel="stylesheet" href="/widget/2.21.0/css/sign-in-widget.css">');
    const settings = pageSettings(page);
    expect(settings).toMatchObject({
      baseUrl: 'http://idp.test',
      language: 'en',
      brandName: 'Identity Provider',
      username: 'giulia.rossi@example.com',
      next: { action: '/oauth2/v1/authorize' },
    });
    expect(Object.fromEntries(settings.next.fields)).toEqual(
      Object.fromEntries(new URL(url, 'http://idp.test').searchParams),
    );

    const done = await continueSignIn(app, page, await sessionToken(app));
    expect(done.statusCode).toBe(302);
    expect(redirectParams(done, 'query')).toEqual({
      code: expect.stringMatching(/^[\w-]{43}$/),
      state: 'st',
      iss: 'http://idp.test',
    });
    expect(sidCookie(done)).toBeTruthy();
  });

  it('gives the widget the recovery policy’s features, as /login/default does, and follows a change', async (t) => {
    const { app, services } = await setup(t);
    const url = authorizeUrl({ ...CODE, state: 'st' });
    const features = async (path: string) =>
      pageSettings(await app.inject({ method: 'GET', url: path })).features;
    expect(await features(url)).toEqual({
      selfServiceUnlock: false,
      emailRecovery: true,
      smsRecovery: false,
      callRecovery: false,
    });
    const actor = { actor: { id: 't', type: 'Test' } };
    await services.recoveryPolicy.set(
      { sms: true, call: true, email: false, selfServiceUnlock: true },
      actor,
    );
    const after = await features(url);
    expect(after).toEqual({
      selfServiceUnlock: true,
      emailRecovery: false,
      smsRecovery: true,
      callRecovery: true,
    });
    expect(await features('/login/default')).toEqual(after);
  });

  it('asks again for prompt=login and an exceeded max_age, and the continuation does not loop', async (t) => {
    const { app } = await setup(t);
    let sid = await signIn(app);
    const extras: Array<Record<string, string>> = [
      { prompt: 'login' },
      { max_age: '0' },
      { prompt: 'login consent', max_age: '0' },
    ];
    for (const extra of extras) {
      const url = authorizeUrl({ ...CODE, state: 'again', ...extra });
      const page = await app.inject({ method: 'GET', url, cookies: { sid } });
      expect(page.statusCode, JSON.stringify(extra)).toBe(200);
      expect(pageSettings(page).next.fields).toContainEqual(Object.entries(extra)[0]);
      // The page posts the same parameters (prompt=login, max_age=0 included) with a fresh session token.
      const done = await continueSignIn(app, page, await sessionToken(app), { cookies: { sid } });
      expect(redirectParams(done, 'query'), JSON.stringify(extra)).toMatchObject({
        code: expect.any(String),
      });
      // The new session replaces the one of the old cookie.
      const next = sidCookie(done)!;
      expect(next).not.toBe(sid);
      const old = await app.inject({ method: 'GET', url: '/api/v1/sessions/me', cookies: { sid } });
      expect(old.statusCode).toBe(404);
      sid = next;
    }
    // With an ordinary session and no prompt the code comes straight away.
    const plain = await app.inject({
      method: 'GET',
      url: authorizeUrl({ ...CODE, state: 'x' }),
      cookies: { sid },
    });
    expect(redirectParams(plain, 'query').code).toBeTruthy();
  });

  it('keeps every response mode: the continuation of an implicit form_post request posts the tokens', async (t) => {
    const { app } = await setup(t);
    const page = await app.inject({
      method: 'GET',
      url: authorizeUrl({
        response_type: 'id_token',
        response_mode: 'form_post',
        scope: 'openid',
        state: 'f',
        nonce: 'n',
      }),
    });
    const done = await continueSignIn(app, page, await sessionToken(app));
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('name="id_token"');
    expect(done.body).toContain('<input type="hidden" name="iss" value="http://idp.test">');
  });

  it('speaks the browser language among the bundles the widget build has', async (t) => {
    const { app } = await setup(t, { widgetDist: fakeWidgetBuild() });
    const cases: Array<[string | undefined, string]> = [
      [undefined, 'en'],
      ['it-IT,it;q=0.9,en;q=0.8', 'it'],
      ['de-CH, it;q=0.5, en;q=0.4', 'it'],
      ['en-GB,it;q=0.9', 'en'],
      ['it;q=0, fr', 'en'],
      ['*', 'en'],
      ['garbage;;;q=x,,', 'en'],
    ];
    for (const [acceptLanguage, expected] of cases) {
      const page = await app.inject({
        method: 'GET',
        url: authorizeUrl({ ...CODE, state: 'l' }),
        headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      });
      expect(pageSettings(page).language, acceptLanguage).toBe(expected);
      expect(page.body, acceptLanguage).toContain(`<html lang="${expected}">`);
    }
    const italian = await app.inject({
      method: 'GET',
      url: authorizeUrl({ ...CODE, state: 'l' }),
      headers: { 'accept-language': 'it' },
    });
    expect(italian.body).toContain('<title>Accedi · Identity Provider</title>');
  });

  it('carries the tenant brand: name (escaped), logo (allowed by img-src) and colour', async (t) => {
    const brand = {
      name: 'Banca <Rossi> & Figli',
      logoUrl: 'https://cdn.example/logo.svg',
      primaryColor: '#0b5394',
    };
    const { app } = await setup(t, { brand });
    const page = await app.inject({ method: 'GET', url: authorizeUrl({ ...CODE, state: 'b' }) });
    expect(page.body).toContain('<h1 class="hosted-brand">Banca &lt;Rossi&gt; &amp; Figli</h1>');
    expect(page.body).not.toContain('<Rossi>');
    expect(pageSettings(page)).toMatchObject({
      brandName: brand.name,
      logo: brand.logoUrl,
      brandColor: '#0b5394',
    });
    expect(cspDirectives(page)['img-src']).toBe("'self' https://cdn.example");
  });

  it('never writes the session token to the log', async (t) => {
    const lines: string[] = [];
    const { app } = await setup(
      t,
      { logLevel: 'trace' },
      { logStream: { write: (l) => void lines.push(l) } },
    );
    const page = await app.inject({ method: 'GET', url: authorizeUrl({ ...CODE, state: 'log' }) });
    const token = await sessionToken(app);
    const done = await continueSignIn(app, page, token);
    expect(redirectParams(done, 'query').code).toBeTruthy();
    // A relying party may also send it in the query (Okta extension): the log keeps the path only.
    const again = await sessionToken(app);
    await app.inject({ method: 'GET', url: authorizeUrl({ ...CODE, state: 'q', sessionToken: again }) });
    const log = lines.join('');
    expect(log).toContain('/oauth2/v1/authorize');
    expect(log).not.toContain(token);
    expect(log).not.toContain(again);
  });
});
