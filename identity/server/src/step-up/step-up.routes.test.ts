// Step-up from an application (issue 8 "Step-up"): an application's sign-on rule requires a second factor;
// /oauth2/v1/authorize opens UNAUTHENTICATED (no session) or FACTOR_REQUIRED (a password-only session), the
// Authn API finishes with SUCCESS type SESSION_STEP_UP, and its `next(original)` link opens the stepped-up
// session and returns to the authorization request. Also the management API of the rule.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminCaller, oidcApp } from '../../test/admin-support.ts';
import { totpCode } from '../../test/factor-support.ts';
import { TEST_ISSUER, type Cleanup } from '../../test/helper.ts';
import { pageSettings } from '../../test/hosted-support.ts';
import {
  LOGIN,
  PASSWORD,
  pkce,
  redirectParams,
  sessionToken,
  setup,
  sidCookie,
} from '../../test/oidc-support.ts';

const CB = 'https://vault.example.com/callback';
const post = { hints: { allow: ['POST'] } };

async function stepUpSetup(t: Cleanup, factorTypes?: string[]) {
  const { app, services, user } = await setup(t);
  const call = await adminCaller(app, services);
  const created = await call(
    'POST',
    '/api/v1/apps',
    oidcApp('Vault', { redirect_uris: [CB], application_type: 'browser' }),
  );
  expect(created.statusCode).toBe(200);
  const appId = created.json().id as string;
  const clientId = created.json().credentials.oauthClient.client_id as string;
  const rule = await call('PUT', `/api/v1/apps/${appId}/sign-on-rule`, factorTypes ? { factorTypes } : {});
  expect(rule.statusCode).toBe(200);
  return { app, services, user, call, appId, clientId, rule: rule.json() };
}

function authorizeUrl(clientId: string, extra: Record<string, string> = {}) {
  return `/oauth2/v1/authorize?${new URLSearchParams({
    client_id: clientId,
    redirect_uri: CB,
    response_type: 'code',
    scope: 'openid',
    state: 'st',
    code_challenge: pkce().challenge,
    code_challenge_method: 'S256',
    ...extra,
  })}`;
}

/** `POST /api/v1/authn{path}` on `app`. */
const authnOn = (app: FastifyInstance) => (path: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/v1/authn${path}`, payload });

/** The state token the hosted page hands the widget (its settings block). */
const stateTokenOf = (page: LightMyRequestResponse) =>
  (pageSettings(page) as unknown as { stateToken: string }).stateToken;

const errorOf = (res: LightMyRequestResponse) => [res.statusCode, res.json().errorCode];

/** Enrols and activates a TOTP factor through the management API; returns its shared secret. */
async function enrolTotp(call: Awaited<ReturnType<typeof adminCaller>>, userId: string) {
  const enrolled = await call('POST', `/api/v1/users/${userId}/factors`, {
    factorType: 'token:software:totp',
    provider: 'GOOGLE',
  });
  const secret = enrolled.json()._embedded.activation.sharedSecret as string;
  const activate = `/api/v1/users/${userId}/factors/${enrolled.json().id}/lifecycle/activate`;
  expect((await call('POST', activate, { passCode: await totpCode(secret) })).statusCode).toBe(200);
  return secret;
}

/** Follows `next(original)` like the widget's `stepUp.finish()`; returns the redirect and the new sid. */
async function finish(app: FastifyInstance, success: { _links: { next: { href: string } } }) {
  const url = new URL(success._links.next.href);
  const res = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  return { res, sid: sidCookie(res) };
}

describe('step-up from an application', { timeout: 60_000 }, () => {
  it('without a session: UNAUTHENTICATED, the password, FACTOR_ENROLL, TOTP, SUCCESS step-up, back signed in', async (t) => {
    const { app, clientId, rule } = await stepUpSetup(t, ['token:software:totp']);
    const authn = authnOn(app);
    expect(rule).toMatchObject({ clientId, factorRequired: true, factorTypes: ['token:software:totp'] });

    const page = await app.inject({ method: 'GET', url: authorizeUrl(clientId) });
    expect(page.statusCode).toBe(200);
    const stateToken = stateTokenOf(page);
    expect(stateToken).toMatch(/^00/);

    const first = await authn('', { stateToken });
    expect(first.statusCode).toBe(200);
    const target = {
      type: 'APP',
      name: 'oidc_client',
      label: 'Vault',
      clientId,
      _links: {},
    };
    expect(first.json()).toEqual({
      stateToken,
      type: 'SESSION_STEP_UP',
      expiresAt: expect.any(String),
      status: 'UNAUTHENTICATED',
      _embedded: { target },
      _links: {
        next: { name: 'authenticate', href: `${TEST_ISSUER}/api/v1/authn`, ...post },
        cancel: { href: `${TEST_ISSUER}/api/v1/authn/cancel`, ...post },
      },
    });

    expect(errorOf(await authn('', { stateToken, username: LOGIN, password: 'wrong' }))).toEqual([
      401,
      'E0000004',
    ]);
    const enroll = await authn('', { stateToken, username: LOGIN, password: PASSWORD });
    expect(enroll.statusCode).toBe(200);
    expect(enroll.json()).toMatchObject({
      stateToken,
      status: 'FACTOR_ENROLL',
      type: 'SESSION_STEP_UP',
      _embedded: { target, user: { profile: { login: LOGIN } } },
    });
    expect(enroll.json()._links.skip).toBeUndefined();
    const offered = enroll.json()._embedded.factors as Array<{ factorType: string }>;
    expect(new Set(offered.map((f) => f.factorType))).toEqual(new Set(['token:software:totp']));
    // The rule asks for a factor: the enrolment cannot be skipped, nor the password sent twice.
    expect(errorOf(await authn('/skip', { stateToken }))).toEqual([403, 'E0000079']);
    expect(errorOf(await authn('', { stateToken, username: LOGIN, password: PASSWORD }))).toEqual([
      403,
      'E0000079',
    ]);

    const activate = await authn('/factors', {
      stateToken,
      factorType: 'token:software:totp',
      provider: 'GOOGLE',
    });
    expect(activate.json()).toMatchObject({ status: 'FACTOR_ENROLL_ACTIVATE', type: 'SESSION_STEP_UP' });
    const factor = activate.json()._embedded.factor;
    const secret = factor._embedded.activation.sharedSecret as string;
    const done = await authn(`/factors/${factor.id}/lifecycle/activate`, {
      stateToken,
      passCode: await totpCode(secret),
    });
    expect(done.statusCode).toBe(200);
    const href = `${TEST_ISSUER}/login/step-up/redirect?${new URLSearchParams({ stateToken })}`;
    expect(done.json()).toEqual({
      stateToken,
      type: 'SESSION_STEP_UP',
      expiresAt: expect.any(String),
      status: 'SUCCESS',
      _embedded: { user: expect.objectContaining({ id: expect.any(String) }), target },
      _links: { next: { name: 'original', href, hints: { allow: ['GET'] } } },
    });
    // A reload resumes the same SUCCESS.
    expect((await authn('', { stateToken })).json()).toMatchObject({
      status: 'SUCCESS',
      _links: { next: { href } },
    });

    const { res, sid } = await finish(app, done.json());
    expect(res.statusCode).toBe(302);
    expect(sid).toBeTruthy();
    const back = res.headers.location as string;
    expect(back.startsWith('/oauth2/v1/authorize?')).toBe(true);
    expect(new URL(back, TEST_ISSUER).searchParams.get('client_id')).toBe(clientId);
    const answer = await app.inject({ method: 'GET', url: back, cookies: { sid: sid! } });
    expect(answer.statusCode).toBe(302);
    expect(redirectParams(answer, 'query')).toMatchObject({ code: expect.any(String), state: 'st' });

    // The link works once; the state token is spent.
    expect(errorOf((await finish(app, done.json())).res)).toEqual([401, 'E0000011']);
    expect(errorOf(await authn('', { stateToken }))).toEqual([401, 'E0000011']);
  });

  it('with a password-only session: FACTOR_REQUIRED, a wrong then a right code, the session replaced', async (t) => {
    const { app, user, call, clientId } = await stepUpSetup(t);
    const authn = authnOn(app);
    const secret = await enrolTotp(call, user.id);

    const signedIn = await app.inject({
      method: 'GET',
      url: authorizeUrl(clientId, { sessionToken: await sessionToken(app) }),
    });
    expect(signedIn.statusCode).toBe(200);
    const oldSid = sidCookie(signedIn)!;
    expect(oldSid).toBeTruthy();
    const stateToken = stateTokenOf(signedIn);

    // prompt=none cannot show the factor screen.
    const silent = await app.inject({
      method: 'GET',
      url: authorizeUrl(clientId, { prompt: 'none' }),
      cookies: { sid: oldSid },
    });
    expect(redirectParams(silent, 'query')).toMatchObject({ error: 'interaction_required', state: 'st' });

    const required = await authn('', { stateToken });
    expect(required.json()).toMatchObject({
      stateToken,
      status: 'FACTOR_REQUIRED',
      type: 'SESSION_STEP_UP',
      _embedded: { target: { label: 'Vault', clientId } },
    });
    const [factor] = required.json()._embedded.factors as Array<{ id: string; factorType: string }>;
    expect(factor).toMatchObject({ factorType: 'token:software:totp' });
    const verify = `/factors/${factor!.id}/verify`;
    expect(errorOf(await authn(verify, { stateToken, passCode: '000000' }))).toEqual([403, 'E0000068']);
    // The next time step's code: the activation spent the current one.
    const done = await authn(verify, { stateToken, passCode: await totpCode(secret, 30) });
    expect(done.json()).toMatchObject({ status: 'SUCCESS', type: 'SESSION_STEP_UP' });
    expect(done.json().sessionToken).toBeUndefined();

    const { res, sid } = await finish(app, done.json());
    expect(res.statusCode).toBe(302);
    expect(sid).not.toBe(oldSid);
    const me = (s: string) => app.inject({ method: 'GET', url: '/api/v1/sessions/me', cookies: { sid: s } });
    expect((await me(oldSid)).statusCode).toBe(404);
    expect((await me(sid!)).json().amr).toEqual(expect.arrayContaining(['pwd', 'otp', 'mfa']));
    const answer = await app.inject({
      method: 'GET',
      url: res.headers.location as string,
      cookies: { sid: sid! },
    });
    expect(redirectParams(answer, 'query')).toMatchObject({ code: expect.any(String) });
    // The stepped-up session satisfies the rule from now on, also with prompt=none.
    const again = await app.inject({
      method: 'GET',
      url: authorizeUrl(clientId, { prompt: 'none' }),
      cookies: { sid: sid! },
    });
    expect(redirectParams(again, 'query')).toMatchObject({ code: expect.any(String) });
  });

  it('cancel ends the step-up; an unknown state token is refused at the redirect', async (t) => {
    const { app, clientId } = await stepUpSetup(t);
    const authn = authnOn(app);
    const page = await app.inject({ method: 'GET', url: authorizeUrl(clientId) });
    const stateToken = stateTokenOf(page);
    expect((await authn('/cancel', { stateToken })).statusCode).toBe(200);
    expect(errorOf(await authn('', { stateToken, username: LOGIN, password: PASSWORD }))).toEqual([
      401,
      'E0000011',
    ]);
    const bad = await app.inject({ method: 'GET', url: '/login/step-up/redirect?stateToken=nope' });
    expect(errorOf(bad)).toEqual([401, 'E0000011']);
    const none = await app.inject({ method: 'GET', url: '/login/step-up/redirect' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errorCode).toBe('E0000001');
  });
});

describe('the sign-on rule of an application (management API)', { timeout: 60_000 }, () => {
  it('PUT, GET, refusals, DELETE: without a rule /authorize answers at once', async (t) => {
    const { app, call, appId, clientId } = await stepUpSetup(t, ['token:software:totp', 'webauthn']);
    const rule = `/api/v1/apps/${appId}/sign-on-rule`;
    expect((await call('GET', rule)).json()).toMatchObject({
      appId,
      clientId,
      factorRequired: true,
      factorTypes: ['token:software:totp', 'webauthn'],
    });
    const wrong = await call('PUT', rule, { factorTypes: ['password'] });
    expect(errorOf(wrong)).toEqual([400, 'E0000001']);
    expect(errorOf(await call('PUT', rule, { factorTypes: ['nope'] }))).toEqual([400, 'E0000001']);
    expect(errorOf(await call('PUT', '/api/v1/apps/0oanope/sign-on-rule', {}))).toEqual([404, 'E0000007']);
    expect(errorOf(await call('GET', '/api/v1/apps/0oanope/sign-on-rule'))).toEqual([404, 'E0000007']);
    expect((await call('DELETE', rule)).statusCode).toBe(204);
    expect(errorOf(await call('GET', rule))).toEqual([404, 'E0000007']);
    expect(errorOf(await call('DELETE', rule))).toEqual([404, 'E0000007']);

    const signedIn = await app.inject({
      method: 'GET',
      url: authorizeUrl(clientId, { sessionToken: await sessionToken(app) }),
    });
    expect(redirectParams(signedIn, 'query')).toMatchObject({ code: expect.any(String) });
  });
});
