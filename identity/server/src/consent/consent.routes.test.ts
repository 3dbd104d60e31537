// Consent for applications whose consent method is REQUIRED (issue 8): /oauth2/v1/authorize asks, the Authn API
// answers CONSENT_REQUIRED and POST /api/v1/authn/consent, the management API lists and revokes the consents.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminCaller, oidcApp } from '../../test/admin-support.ts';
import { cspDirectives, pageSettings } from '../../test/hosted-support.ts';
import { pkce, redirectParams, sessionToken, setup, sidCookie } from '../../test/oidc-support.ts';
import type { Cleanup } from '../../test/helper.ts';

const CB = 'https://consent-app.example.com/callback';
const LOGO = 'https://cdn.example.com/consent-app.png';
const HOME = 'https://consent-app.example.com/';

/** The hosted page's settings as the consent page sends them (stateToken, consentRefusal). */
interface ConsentPage {
  stateToken?: string;
  features?: Record<string, boolean>;
  next: { action: string; fields: Array<[string, string]> };
  consentRefusal?: { field: string; fields: Array<[string, string]> };
}

async function consentSetup(t: Cleanup, consentMethod = 'REQUIRED') {
  const { app, services, user } = await setup(t);
  const call = await adminCaller(app, services);
  const created = await call(
    'POST',
    '/api/v1/apps',
    oidcApp('Consent App', {
      redirect_uris: [CB],
      application_type: 'browser',
      consent_method: consentMethod,
      logo_uri: LOGO,
      client_uri: HOME,
    }),
  );
  expect(created.statusCode).toBe(200);
  const clientId = created.json().credentials.oauthClient.client_id as string;
  return { app, services, user, call, clientId, appId: created.json().id as string };
}

function authorizeUrl(clientId: string, extra: Record<string, string> = {}) {
  const { challenge } = pkce();
  return `/oauth2/v1/authorize?${new URLSearchParams({
    client_id: clientId,
    redirect_uri: CB,
    response_type: 'code',
    scope: 'openid profile',
    state: 'st',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  })}`;
}

function post(app: FastifyInstance, action: string, fields: Array<[string, string]>, sid?: string) {
  return app.inject({
    method: 'POST',
    url: action,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    ...(sid ? { cookies: { sid } } : {}),
  });
}

const settingsOf = (page: LightMyRequestResponse) => pageSettings(page) as unknown as ConsentPage;

/** Signs in through /authorize with a session token; returns the answer (consent page or redirect) and the sid. */
async function signInAt(app: FastifyInstance, clientId: string, extra: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'GET',
    url: authorizeUrl(clientId, { ...extra, sessionToken: await sessionToken(app) }),
  });
  return { res, sid: sidCookie(res) };
}

/** Allows on the consent page as the widget and the page's script do; returns /authorize's answer. */
async function allow(app: FastifyInstance, page: LightMyRequestResponse, sid: string) {
  const settings = settingsOf(page);
  const tx = await app.inject({
    method: 'POST',
    url: '/api/v1/authn',
    payload: { stateToken: settings.stateToken },
  });
  const { scopes } = tx.json()._embedded as { scopes: Array<{ name: string }> };
  const done = await app.inject({
    method: 'POST',
    url: '/api/v1/authn/consent',
    payload: {
      stateToken: settings.stateToken,
      consent: { expiresAt: tx.json().expiresAt, scopes: scopes.map((s) => s.name) },
    },
  });
  expect(done.json().status).toBe('SUCCESS');
  return post(
    app,
    settings.next.action,
    [...settings.next.fields, ['sessionToken', done.json().sessionToken]],
    sid,
  );
}

describe('consent at /oauth2/v1/authorize', { timeout: 60_000 }, () => {
  it('asks once: CONSENT_REQUIRED with scopes and target, Allow gives the code, the next time no question', async (t) => {
    const { app, user, call, clientId, appId } = await consentSetup(t);
    const shown = await call('GET', `/api/v1/apps/${appId}`);
    expect(shown.json().settings.oauthClient).toMatchObject({
      consent_method: 'REQUIRED',
      logo_uri: LOGO,
      client_uri: HOME,
    });

    const { res: page, sid } = await signInAt(app, clientId);
    expect(page.statusCode).toBe(200);
    expect(sid).toBeTruthy();
    const settings = settingsOf(page);
    expect(settings.stateToken).toMatch(/^00/);
    expect(settings.features).toMatchObject({ consent: true });
    expect(cspDirectives(page)['img-src']).toBe("'self' https://cdn.example.com");

    const tx = await app.inject({
      method: 'POST',
      url: '/api/v1/authn',
      payload: { stateToken: settings.stateToken },
    });
    expect(tx.statusCode).toBe(200);
    expect(tx.json()).toMatchObject({
      status: 'CONSENT_REQUIRED',
      stateToken: settings.stateToken,
      _embedded: {
        user: { id: user.id },
        target: {
          type: 'APP',
          label: 'Consent App',
          clientId,
          _links: { logo: { href: LOGO }, 'client-uri': { href: HOME } },
        },
        scopes: [
          { name: 'openid', displayName: 'Sign you in', description: expect.any(String) },
          { name: 'profile', displayName: 'Your profile', description: expect.any(String) },
        ],
      },
      _links: {
        next: { name: 'consent', href: 'http://idp.test/api/v1/authn/consent', hints: { allow: ['POST'] } },
        cancel: { href: 'http://idp.test/api/v1/authn/cancel' },
      },
    });

    const done = await allow(app, page, sid!);
    expect(done.statusCode).toBe(302);
    expect(redirectParams(done, 'query')).toMatchObject({ code: expect.any(String), state: 'st' });
    const newSid = sidCookie(done)!;

    // Remembered: the same request with the session answers at once.
    const again = await app.inject({ method: 'GET', url: authorizeUrl(clientId), cookies: { sid: newSid } });
    expect(again.statusCode).toBe(302);
    expect(redirectParams(again, 'query').code).toBeTruthy();
    // A scope not allowed yet is asked for.
    const more = await app.inject({
      method: 'GET',
      url: authorizeUrl(clientId, { scope: 'openid profile email' }),
      cookies: { sid: newSid },
    });
    expect(more.statusCode).toBe(200);
    expect(settingsOf(more).stateToken).toBeTruthy();
  });

  it('prompt=consent asks again, and the continuation does not loop; prompt=none answers consent_required', async (t) => {
    const { app, clientId } = await consentSetup(t);
    const first = await signInAt(app, clientId);
    const sid = sidCookie(await allow(app, first.res, first.sid!))!;

    const page = await app.inject({
      method: 'GET',
      url: authorizeUrl(clientId, { prompt: 'consent' }),
      cookies: { sid },
    });
    expect(page.statusCode).toBe(200);
    expect(settingsOf(page).next.fields.find(([n]) => n === 'prompt')).toBeUndefined();
    const done = await allow(app, page, sid);
    expect(done.statusCode).toBe(302);
    expect(redirectParams(done, 'query').code).toBeTruthy();

    const unknownScope = await app.inject({
      method: 'GET',
      url: authorizeUrl(clientId, { prompt: 'none', scope: 'openid email' }),
      // Allowing opened a new session (its session token), which replaced the previous one.
      cookies: { sid: sidCookie(done)! },
    });
    expect(unknownScope.statusCode).toBe(302);
    expect(redirectParams(unknownScope, 'query')).toMatchObject({ error: 'consent_required', state: 'st' });
  });

  it("Don't allow: the transaction is cancelled and the application gets access_denied", async (t) => {
    const { app, clientId } = await consentSetup(t);
    const { res: page, sid } = await signInAt(app, clientId);
    const settings = settingsOf(page);
    const cancel = await app.inject({
      method: 'POST',
      url: '/api/v1/authn/cancel',
      payload: { stateToken: settings.stateToken },
    });
    expect(cancel.statusCode).toBe(200);
    const refusal = settings.consentRefusal!;
    const denied = await post(
      app,
      settings.next.action,
      [...refusal.fields, [refusal.field, settings.stateToken!]],
      sid,
    );
    expect(denied.statusCode).toBe(302);
    expect(denied.headers.location).toMatch(/^https:\/\/consent-app\.example\.com\/callback\?/);
    expect(redirectParams(denied, 'query')).toMatchObject({ error: 'access_denied', state: 'st' });

    // A refusal marker that names no cancelled consent is ignored: the user is asked.
    const forged = await post(app, settings.next.action, [...refusal.fields, [refusal.field, 'forged']], sid);
    expect(forged.statusCode).toBe(200);
    expect(settingsOf(forged).stateToken).toBeTruthy();
  });

  it('refuses bad consent bodies in the error shape, and a trusted application never asks', async (t) => {
    const { app, clientId } = await consentSetup(t);
    const { res: page } = await signInAt(app, clientId);
    const { stateToken } = settingsOf(page);
    const consent = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/v1/authn/consent', payload });
    const expiresAt = new Date(Date.now() + 60_000).toISOString();

    const partial = await consent({ stateToken, consent: { expiresAt, scopes: ['openid'] } });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toMatchObject({
      errorCode: 'E0000001',
      errorCauses: [{ errorSummary: expect.stringContaining('profile') }],
    });
    expect(partial.json().errorId).toBeTruthy();
    const noExpiry = await consent({ stateToken, consent: { scopes: ['openid', 'profile'] } });
    expect(noExpiry.statusCode).toBe(400);
    expect(noExpiry.json().errorCauses[0].errorSummary).toContain('consent.expiresAt');
    const noConsent = await consent({ stateToken });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().errorCode).toBe('E0000001');
    const badToken = await consent({ stateToken: 'nope', consent: { expiresAt, scopes: ['openid'] } });
    expect(badToken.statusCode).toBe(401);
    expect(badToken.json().errorCode).toBe('E0000011');

    const trusted = await consentSetup(t, 'TRUSTED');
    const direct = await signInAt(trusted.app, trusted.clientId);
    expect(direct.res.statusCode).toBe(302);
    expect(redirectParams(direct.res, 'query').code).toBeTruthy();

    const { call } = trusted;
    const badLogo = await call(
      'POST',
      '/api/v1/apps',
      oidcApp('Bad logo', {
        redirect_uris: [CB],
        application_type: 'browser',
        logo_uri: 'javascript:alert(1)',
      }),
    );
    expect(badLogo.statusCode).toBe(400);
    expect(badLogo.json().errorCauses[0].errorSummary).toMatch(/^logo_uri: /);
  });
});

describe('user grants (management API)', { timeout: 60_000 }, () => {
  it('lists, reads and revokes consents; after a revocation the user is asked again', async (t) => {
    const { app, user, call, clientId, appId } = await consentSetup(t);
    const first = await signInAt(app, clientId);
    const sid = sidCookie(await allow(app, first.res, first.sid!))!;

    const list = await call('GET', `/api/v1/users/${user.id}/grants`);
    expect(list.statusCode).toBe(200);
    const grants = list.json() as Array<Record<string, unknown> & { id: string; scopeId: string }>;
    expect(grants.map((g) => g.scopeId).sort()).toEqual(['openid', 'profile']);
    expect(grants[0]).toMatchObject({
      id: expect.stringMatching(/^oag/),
      status: 'ACTIVE',
      clientId,
      userId: user.id,
      issuer: 'http://idp.test',
      source: 'END_USER',
      createdBy: { id: user.id, type: 'User' },
      _links: {
        self: { href: `http://idp.test/api/v1/users/${user.id}/grants/${grants[0]!.id}` },
        app: { href: `http://idp.test/api/v1/apps/${appId}` },
      },
    });
    const byLogin = await call('GET', `/api/v1/users/giulia.rossi@example.com/grants?scopeId=profile`);
    expect(byLogin.json().map((g: { scopeId: string }) => g.scopeId)).toEqual(['profile']);
    const profile = grants.find((g) => g.scopeId === 'profile')!;
    expect((await call('GET', `/api/v1/users/${user.id}/grants/${profile.id}`)).json().scopeId).toBe(
      'profile',
    );

    expect((await call('DELETE', `/api/v1/users/${user.id}/grants/${profile.id}`)).statusCode).toBe(204);
    const gone = await call('GET', `/api/v1/users/${user.id}/grants/${profile.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().errorCode).toBe('E0000007');
    expect((await call('DELETE', `/api/v1/users/${user.id}/grants/${profile.id}`)).statusCode).toBe(404);

    const asked = await app.inject({ method: 'GET', url: authorizeUrl(clientId), cookies: { sid } });
    expect(asked.statusCode).toBe(200);
    expect(settingsOf(asked).stateToken).toBeTruthy();

    expect((await call('DELETE', `/api/v1/users/${user.id}/clients/${clientId}/grants`)).statusCode).toBe(
      204,
    );
    expect((await call('GET', `/api/v1/users/${user.id}/grants`)).json()).toEqual([]);
    expect((await call('DELETE', `/api/v1/users/${user.id}/grants`)).statusCode).toBe(204);
    const unknown = await call('GET', '/api/v1/users/00unobody/grants');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('E0000007');
    const tooLong = await call('GET', `/api/v1/users/${user.id}/grants/${'x'.repeat(65)}`);
    expect(tooLong.statusCode).toBe(400);
  });
});
