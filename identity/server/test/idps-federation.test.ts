// Federated sign-in at an external OpenID Connect provider (issue 8 "Social and custom buttons"; spec §7 "Social
// login"): /sso/idps/{id}, the callback, account linking by verified email, JIT provisioning, and the refusals
// (state, nonce, PKCE) answered with an error page, never a 500. The provider is a second IdP of ours over HTTP.
import { describe, expect, it } from 'vitest';
import {
  callback,
  continueTo,
  cookieOf,
  idpBody,
  signInAtProvider,
  startConsumer,
  startProvider,
  startSignIn,
} from './idp-support.ts';
import type { Cleanup } from './helper.ts';

const ANNA = 'anna.bianchi@partner.example';

async function federation(t: Cleanup, extra: Parameters<typeof idpBody>[1] = {}) {
  const provider = await startProvider(t, [{ login: ANNA, firstName: 'Anna' }]);
  const consumer = await startConsumer(t);
  const created = await consumer.call('POST', '/api/v1/idps', idpBody(provider, extra));
  expect(created.statusCode, created.body).toBe(200);
  return { provider, ...consumer, idpId: created.json().id as string };
}

describe('federated sign-in', () => {
  it('creates the user just in time, opens a session and continues to fromURI', async (t) => {
    const { app, services, provider, idpId } = await federation(t);
    const { location, state } = await startSignIn(app, idpId, '?fromURI=%2Flogin%2Fdefault%3Fx%3D1');
    const at = new URL(location);
    expect(at.origin).toBe(provider.issuer);
    expect(at.searchParams.get('code_challenge_method')).toBe('S256');
    expect(at.searchParams.get('redirect_uri')).toBe('http://localhost:3999/oauth2/v1/authorize/callback');
    const back = await signInAtProvider(location, provider.issuer, ANNA);
    const res = await callback(app, back, state);
    expect(res.statusCode, res.body).toBe(200);
    expect(continueTo(res)).toBe('http://localhost:3999/login/default?x=1');
    const sid = cookieOf(res, 'sid');
    expect(sid).toBeDefined();
    const me = await app.inject({ method: 'GET', url: '/api/v1/sessions/me', cookies: { sid: sid! } });
    expect(me.statusCode).toBe(200);
    expect(me.json().login).toBe(ANNA);
    const user = await services.users.findByLogin(ANNA);
    expect(user?.status).toBe('ACTIVE');
    expect(user?.profile.firstName).toBe('Anna');
    // A second sign-in reuses the link: no second user.
    const again = await startSignIn(app, idpId);
    const res2 = await callback(
      app,
      await signInAtProvider(again.location, provider.issuer, ANNA),
      again.state,
    );
    expect(res2.statusCode).toBe(200);
    expect(continueTo(res2)).toBe('/login/default');
    expect((await services.users.list()).filter((u) => u.login === ANNA)).toHaveLength(1);
  });

  it('links an existing user by verified email and assigns no groups to them', async (t) => {
    const { app, services, provider, idpId } = await federation(t, { provisioning: 'DISABLED' });
    const existing = await services.users.createUser({
      login: 'anna.local@example.com',
      password: 'Local!Password1',
      email: ANNA,
    });
    const { location, state } = await startSignIn(app, idpId);
    const res = await callback(app, await signInAtProvider(location, provider.issuer, ANNA), state);
    expect(res.statusCode, res.body).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/sessions/me',
      cookies: { sid: cookieOf(res, 'sid')! },
    });
    expect(me.json().userId).toBe(existing.id);
  });

  it('refuses an unknown person when JIT provisioning is off', async (t) => {
    const { app, services, provider, idpId } = await federation(t, { provisioning: 'DISABLED' });
    const { location, state } = await startSignIn(app, idpId);
    const res = await callback(app, await signInAtProvider(location, provider.issuer, ANNA), state);
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('You have no account here');
    expect(cookieOf(res, 'sid')).toBeUndefined();
    expect(await services.users.findByLogin(ANNA)).toBeNull();
  });

  it('assigns the configured groups to a JIT user', async (t) => {
    const provider = await startProvider(t, [{ login: ANNA }]);
    const { app, services, call } = await startConsumer(t);
    const group = await call('POST', '/api/v1/groups', { profile: { name: 'partners' } });
    const created = await call('POST', '/api/v1/idps', idpBody(provider, { groups: [group.json().id] }));
    const { location, state } = await startSignIn(app, created.json().id);
    await callback(app, await signInAtProvider(location, provider.issuer, ANNA), state);
    expect((await services.users.findByLogin(ANNA))?.groups).toEqual(['partners']);
  });

  it('refuses a callback without the state cookie, with another state, or replayed', async (t) => {
    const { app, provider, idpId } = await federation(t);
    const { location, state } = await startSignIn(app, idpId);
    const back = await signInAtProvider(location, provider.issuer, ANNA);
    const missing = await callback(app, back, undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('invalid_state');
    const foreign = await callback(app, back, 'another-browser-state');
    expect(foreign.statusCode).toBe(400);
    const ok = await callback(app, back, state);
    expect(ok.statusCode).toBe(200);
    expect(cookieOf(ok, 'sid')).toBeDefined();
    const replay = await callback(app, back, state);
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain('already used');
  });

  it("refuses an ID token without this sign-in's nonce", async (t) => {
    const { app, provider, idpId } = await federation(t);
    const { location, state } = await startSignIn(app, idpId);
    const tampered = new URL(location);
    tampered.searchParams.set('nonce', 'not-the-stored-nonce');
    const res = await callback(app, await signInAtProvider(tampered.href, provider.issuer, ANNA), state);
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('nonce');
  });

  it('refuses a code issued for another PKCE challenge (the provider rejects the verifier)', async (t) => {
    const { app, provider, idpId } = await federation(t);
    const { location, state } = await startSignIn(app, idpId);
    const tampered = new URL(location);
    tampered.searchParams.set('code_challenge', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    const res = await callback(app, await signInAtProvider(tampered.href, provider.issuer, ANNA), state);
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('provider_error');
  });

  it("shows the provider's error, and answers an unknown provider with 404", async (t) => {
    const { app, idpId } = await federation(t);
    const { state } = await startSignIn(app, idpId);
    const denied = await app.inject({
      method: 'GET',
      url: `/oauth2/v1/authorize/callback?state=${state}&error=access_denied&error_description=No%20thanks`,
      cookies: { idp_state: state },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.body).toContain('No thanks');
    const unknown = await app.inject({ method: 'GET', url: '/sso/idps/0oaunknown' });
    expect(unknown.statusCode).toBe(403);
    const json = await app.inject({
      method: 'GET',
      url: '/sso/idps/0oaunknown',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    expect(json.json().errorCode).toBe('E0000007');
  });

  it('sends /oauth2/v1/authorize?idp= straight to the provider and completes the request afterwards', async (t) => {
    const { app, services, provider, idpId } = await federation(t);
    await services.clients.create({
      name: 'Suite',
      type: 'public',
      clientId: 'suite',
      redirectUris: ['http://localhost:3000/login/callback'],
    });
    const q = new URLSearchParams({
      client_id: 'suite',
      redirect_uri: 'http://localhost:3000/login/callback',
      response_type: 'code',
      scope: 'openid',
      state: 's1',
      nonce: 'n1',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      idp: idpId,
    });
    const first = await app.inject({ method: 'GET', url: `/oauth2/v1/authorize?${q}` });
    expect(first.statusCode).toBe(302);
    const sso = new URL(String(first.headers.location), 'http://localhost:3999');
    expect(sso.pathname).toBe(`/sso/idps/${idpId}`);
    expect(sso.searchParams.get('fromURI')).not.toContain('idp=');
    const { location, state } = await startSignIn(app, idpId, sso.search);
    const res = await callback(app, await signInAtProvider(location, provider.issuer, ANNA), state);
    const resume = new URL(continueTo(res)!);
    expect(resume.pathname).toBe('/oauth2/v1/authorize');
    const done = await app.inject({
      method: 'GET',
      url: `${resume.pathname}${resume.search}`,
      cookies: { sid: cookieOf(res, 'sid')! },
    });
    expect(done.statusCode).toBe(302);
    const back = new URL(String(done.headers.location));
    expect(back.origin).toBe('http://localhost:3000');
    expect(back.searchParams.get('code')).toBeTruthy();
    expect(back.searchParams.get('state')).toBe('s1');
    const unknown = await app.inject({
      method: 'GET',
      url: `/oauth2/v1/authorize?${q.toString().replace(idpId, 'nope')}`,
    });
    expect(new URL(String(unknown.headers.location)).searchParams.get('error')).toBe('invalid_request');
  });
});
