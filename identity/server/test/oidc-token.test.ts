import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { authorizationCodes } from '../src/oidc/tables.ts';
import { TEST_ISSUER, seedClient } from './helper.ts';
import {
  authorizeUrl,
  codeFlowTokens,
  CLIENT_ID,
  pkce,
  postForm,
  redirectParams,
  REDIRECT_URI,
  setup,
  signIn,
} from './oidc-support.ts';

/** A code for the suite client with a fresh PKCE pair. */
async function codeFor(app: FastifyInstance, sid: string, scope = 'openid profile offline_access') {
  const { verifier, challenge } = pkce();
  const res = await app.inject({
    method: 'GET',
    url: authorizeUrl({
      response_type: 'code',
      scope,
      state: 's',
      nonce: 'nonce-42',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }),
    cookies: { sid },
  });
  return { code: redirectParams(res, 'query').code!, verifier };
}

const exchange = (app: FastifyInstance, form: Record<string, string>, headers?: Record<string, string>) =>
  postForm(
    app,
    '/oauth2/v1/token',
    { grant_type: 'authorization_code', client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, ...form },
    headers,
  );

const userinfo = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/oauth2/v1/userinfo', headers: { authorization: `Bearer ${token}` } });

describe('POST /oauth2/v1/token', { timeout: 60_000 }, () => {
  it('exchanges a code + PKCE verifier for tokens that verify against the JWKS', async (t) => {
    const { app, user } = await setup(t);
    const sid = await signIn(app);
    const res = await codeFlowTokens(app, sid);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'access_token',
      'expires_in',
      'id_token',
      'refresh_token',
      'scope',
      'token_type',
    ]);
    expect(body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'openid profile email groups offline_access',
    });

    const jwks = createLocalJWKSet((await app.inject({ method: 'GET', url: '/oauth2/v1/keys' })).json());
    const id = await jwtVerify(body.id_token, jwks, {
      issuer: TEST_ISSUER,
      audience: CLIENT_ID,
      algorithms: ['RS256'],
    });
    expect(id.protectedHeader.kid).toBeTruthy();
    expect(typeof id.payload.aud).toBe('string');
    expect(id.payload).toMatchObject({
      iss: TEST_ISSUER,
      sub: user.id,
      aud: CLIENT_ID,
      nonce: 'n-1',
      ver: 1,
      amr: ['pwd'],
      name: 'Giulia Rossi',
      preferred_username: 'giulia.rossi@example.com',
      email: 'giulia.rossi@example.com',
      groups: ['aml-officers'],
    });
    expect(id.payload.exp! - id.payload.iat!).toBe(3600);
    expect(id.payload.jti).toMatch(/^ID\./);
    expect(typeof id.payload.auth_time).toBe('number');
    expect(id.payload.idp).toMatch(/^00o/);

    const at = await jwtVerify(body.access_token, jwks, { issuer: TEST_ISSUER, audience: 'api://default' });
    expect(at.payload).toMatchObject({
      sub: 'giulia.rossi@example.com',
      uid: user.id,
      cid: CLIENT_ID,
      scp: ['openid', 'profile', 'email', 'groups', 'offline_access'],
      groups: ['aml-officers'],
      ver: 1,
    });
    expect(at.payload.exp! - at.payload.iat!).toBe(3600);
  });

  it('refuses a wrong or missing verifier, a wrong redirect_uri and an expired code', async (t) => {
    const { app, services } = await setup(t);
    const sid = await signIn(app);
    const a = await codeFor(app, sid);
    const wrong = await exchange(app, { code: a.code, code_verifier: pkce().verifier });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers['cache-control']).toBe('no-store');
    expect(wrong.json()).toEqual({ error: 'invalid_grant', error_description: 'PKCE verification failed.' });
    // A failed attempt spends the code.
    expect((await exchange(app, { code: a.code, code_verifier: a.verifier })).json().error).toBe(
      'invalid_grant',
    );

    const b = await codeFor(app, sid);
    const missing = await exchange(app, { code: b.code });
    expect(missing.json().error).toBe('invalid_request');

    const c = await codeFor(app, sid);
    const redirect = await exchange(app, {
      code: c.code,
      code_verifier: c.verifier,
      redirect_uri: 'http://localhost:3000/other',
    });
    expect(redirect.json().error).toBe('invalid_grant');

    const d = await codeFor(app, sid);
    await services.db.update(authorizationCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await exchange(app, { code: d.code, code_verifier: d.verifier });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe('invalid_grant');

    const unknown = await exchange(app, { code: 'not-a-code', code_verifier: d.verifier });
    expect(unknown.json().error).toBe('invalid_grant');
  });

  it('refuses a replayed code and revokes the tokens issued from it', async (t) => {
    const { app } = await setup(t);
    const sid = await signIn(app);
    const { code, verifier } = await codeFor(app, sid);
    const first = await exchange(app, { code, code_verifier: verifier });
    expect(first.statusCode).toBe(200);
    const { access_token, refresh_token } = first.json();
    expect((await userinfo(app, access_token)).statusCode).toBe(200);

    const replay = await exchange(app, { code, code_verifier: verifier });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_grant');
    const after = await userinfo(app, access_token);
    expect(after.statusCode).toBe(401);
    expect(after.headers['www-authenticate']).toMatch(/^Bearer error="invalid_token"/);
    const refreshed = await postForm(app, '/oauth2/v1/token', {
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token,
    });
    expect(refreshed.json().error).toBe('invalid_grant');
  });

  it('rotates refresh tokens and treats reuse of a rotated one as theft', async (t) => {
    const { app } = await setup(t);
    const sid = await signIn(app);
    const first = (await codeFlowTokens(app, sid)).json();
    const r1 = await postForm(app, '/oauth2/v1/token', {
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: first.refresh_token,
      scope: 'openid profile offline_access',
    });
    expect(r1.statusCode).toBe(200);
    const second = r1.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.scope).toBe('openid profile offline_access');
    expect(decodeJwt(second.id_token).nonce).toBeUndefined();
    expect((await userinfo(app, second.access_token)).json().email).toBeUndefined();

    const wider = await postForm(app, '/oauth2/v1/token', {
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: second.refresh_token,
      scope: 'openid phone',
    });
    expect(wider.json().error).toBe('invalid_scope');

    const reuse = await postForm(app, '/oauth2/v1/token', {
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: first.refresh_token,
    });
    expect(reuse.json().error).toBe('invalid_grant');
    // Reuse revoked the whole grant, including the rotated token and its access token.
    const after = await postForm(app, '/oauth2/v1/token', {
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: second.refresh_token,
    });
    expect(after.json().error).toBe('invalid_grant');
    expect((await userinfo(app, second.access_token)).statusCode).toBe(401);
  });

  it('issues no refresh token without offline_access', async (t) => {
    const { app } = await setup(t);
    const sid = await signIn(app);
    const body = (await codeFlowTokens(app, sid, 'openid email')).json();
    expect(body.refresh_token).toBeUndefined();
    expect(body.scope).toBe('openid email');
  });

  it('authenticates confidential clients with client_secret_basic or client_secret_post', async (t) => {
    const { app, services } = await setup(t);
    const { client, clientSecret } = await seedClient(services, {
      name: 'Back office',
      type: 'confidential',
      redirectUris: ['http://localhost:4000/cb'],
    });
    const sid = await signIn(app);
    const codeFor4000 = async () => {
      const res = await app.inject({
        method: 'GET',
        url: authorizeUrl({
          client_id: client.clientId,
          redirect_uri: 'http://localhost:4000/cb',
          response_type: 'code',
          scope: 'openid',
          state: 's',
        }),
        cookies: { sid },
      });
      return redirectParams(res, 'query').code!;
    };
    const form = (code: string) => ({
      grant_type: 'authorization_code',
      redirect_uri: 'http://localhost:4000/cb',
      code,
    });
    const basic = `Basic ${Buffer.from(`${client.clientId}:${clientSecret}`).toString('base64')}`;
    expect(
      (await postForm(app, '/oauth2/v1/token', form(await codeFor4000()), { authorization: basic }))
        .statusCode,
    ).toBe(200);
    const post = await postForm(app, '/oauth2/v1/token', {
      ...form(await codeFor4000()),
      client_id: client.clientId,
      client_secret: clientSecret!,
    });
    expect(post.statusCode).toBe(200);

    const badBasic = `Basic ${Buffer.from(`${client.clientId}:wrong`).toString('base64')}`;
    const bad = await postForm(app, '/oauth2/v1/token', form(await codeFor4000()), {
      authorization: badBasic,
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error).toBe('invalid_client');
    expect(bad.headers['www-authenticate']).toMatch(/^Basic/);
    const none = await postForm(app, '/oauth2/v1/token', {
      ...form(await codeFor4000()),
      client_id: client.clientId,
    });
    expect(none.statusCode).toBe(401);
    // Another client cannot redeem the suite's code.
    const { code, verifier } = await codeFor(app, sid);
    const stolen = await postForm(
      app,
      '/oauth2/v1/token',
      { grant_type: 'authorization_code', redirect_uri: REDIRECT_URI, code, code_verifier: verifier },
      { authorization: basic },
    );
    expect(stolen.json().error).toBe('invalid_grant');
    expect((await exchange(app, { code, code_verifier: verifier })).statusCode).toBe(200);
  });

  it('answers RFC 6749 errors for bad requests, never a 500', async (t) => {
    const { app } = await setup(t);
    expect((await postForm(app, '/oauth2/v1/token', { client_id: CLIENT_ID })).json().error).toBe(
      'invalid_request',
    );
    expect(
      (await postForm(app, '/oauth2/v1/token', { client_id: CLIENT_ID, grant_type: 'password' })).json()
        .error,
    ).toBe('unsupported_grant_type');
    expect(
      (await postForm(app, '/oauth2/v1/token', { grant_type: 'authorization_code', code: 'x' })).statusCode,
    ).toBe(401);
    expect(
      (
        await postForm(app, '/oauth2/v1/token', {
          grant_type: 'authorization_code',
          client_id: 'nope',
          code: 'x',
        })
      ).json().error,
    ).toBe('invalid_client');
    const json = await app.inject({
      method: 'POST',
      url: '/oauth2/v1/token',
      payload: { grant_type: 'authorization_code' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toBe('invalid_request');
    const dup = await app.inject({
      method: 'POST',
      url: '/oauth2/v1/token',
      payload: 'grant_type=authorization_code&client_id=compliance-suite&code=a&code=b&redirect_uri=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error).toBe('invalid_request');
  });
});
