import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  authorizeUrl,
  codeFlowTokens,
  CLIENT_ID,
  pkce,
  postForm,
  POST_LOGOUT_URI,
  redirectParams,
  setup,
  signIn,
} from './oidc-support.ts';

const userinfo = (app: FastifyInstance, token: string, method: 'GET' | 'POST' = 'GET') =>
  app.inject({ method, url: '/oauth2/v1/userinfo', headers: { authorization: `Bearer ${token}` } });

describe('userinfo, revoke and logout', { timeout: 60_000 }, () => {
  it('round trip: tokens, userinfo, revoke, logout closes the session', async (t) => {
    const { app, user } = await setup(t);
    const sid = await signIn(app);
    const tokens = (await codeFlowTokens(app, sid)).json();

    for (const method of ['GET', 'POST'] as const) {
      const info = await userinfo(app, tokens.access_token, method);
      expect(info.statusCode).toBe(200);
      expect(info.json()).toEqual({
        sub: user.id,
        name: 'Giulia Rossi',
        preferred_username: 'giulia.rossi@example.com',
        given_name: 'Giulia',
        family_name: 'Rossi',
        locale: 'en-US',
        zoneinfo: 'UTC',
        email: 'giulia.rossi@example.com',
        email_verified: true,
        groups: ['aml-officers'],
      });
    }
    const viaBody = await postForm(app, '/oauth2/v1/userinfo', { access_token: tokens.access_token });
    expect(viaBody.statusCode).toBe(200);

    const revoked = await postForm(app, '/oauth2/v1/revoke', {
      client_id: CLIENT_ID,
      token: tokens.access_token,
      token_type_hint: 'access_token',
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.body).toBe('');
    const denied = await userinfo(app, tokens.access_token);
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['www-authenticate']).toBe(
      'Bearer error="invalid_token", error_description="The access token has been revoked."',
    );
    expect(denied.json().error).toBe('invalid_token');

    // Revoking the refresh token ends the grant (RFC 7009 §2.1).
    expect(
      (await postForm(app, '/oauth2/v1/revoke', { client_id: CLIENT_ID, token: tokens.refresh_token }))
        .statusCode,
    ).toBe(200);
    const refresh = await postForm(app, '/oauth2/v1/token', {
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: tokens.refresh_token,
    });
    expect(refresh.json().error).toBe('invalid_grant');

    const logout = await app.inject({
      method: 'GET',
      url: `/oauth2/v1/logout?${new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: POST_LOGOUT_URI, state: 'bye' })}`,
      cookies: { sid },
    });
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toBe(`${POST_LOGOUT_URI}?state=bye`);
    const cleared = logout.cookies.find((c) => c.name === 'sid');
    expect(cleared?.value).toBe('');
    // The IdP session is closed: the old cookie no longer authenticates.
    const { challenge } = pkce();
    const after = await app.inject({
      method: 'GET',
      url: authorizeUrl({
        response_type: 'code',
        scope: 'openid',
        state: 'z',
        prompt: 'none',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
      cookies: { sid },
    });
    expect(redirectParams(after, 'query').error).toBe('login_required');
    const me = await app.inject({ method: 'GET', url: '/api/v1/sessions/me', cookies: { sid } });
    expect(me.statusCode).toBe(404);
  });

  it('shows a signed-out page when the post-logout URI is not registered or the hint is invalid', async (t) => {
    const { app } = await setup(t);
    const sid = await signIn(app);
    const tokens = (await codeFlowTokens(app, sid)).json();
    // The first request signs out (valid hint) without redirecting; the others find no session.
    const queries: Array<Record<string, string>> = [
      { id_token_hint: tokens.id_token, post_logout_redirect_uri: 'http://evil.example/' },
      { id_token_hint: 'garbage', post_logout_redirect_uri: POST_LOGOUT_URI },
      { post_logout_redirect_uri: POST_LOGOUT_URI },
      {},
    ];
    for (const query of queries) {
      const res = await app.inject({
        method: 'GET',
        url: `/oauth2/v1/logout?${new URLSearchParams(query)}`,
        cookies: { sid },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain('signed out');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    }
  });

  it('answers 401 without or with a forged token and 403 without the openid scope', async (t) => {
    const { app } = await setup(t);
    const none = await app.inject({ method: 'GET', url: '/oauth2/v1/userinfo' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    const forged = await userinfo(app, 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.');
    expect(forged.statusCode).toBe(401);
    expect(forged.headers['www-authenticate']).toMatch(/^Bearer error="invalid_token"/);

    const sid = await signIn(app);
    // /authorize requires openid; a refresh can narrow the scope to drop it.
    const granted = (await codeFlowTokens(app, sid, 'openid profile offline_access')).json();
    const res = await postForm(app, '/oauth2/v1/token', {
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: granted.refresh_token,
      scope: 'profile',
    });
    const { access_token, id_token } = res.json();
    expect(id_token).toBeUndefined();
    const noOpenid = await userinfo(app, access_token);
    expect(noOpenid.statusCode).toBe(403);
    expect(noOpenid.headers['www-authenticate']).toMatch(/^Bearer error="insufficient_scope"/);
  });

  it('revoke answers 200 for unknown tokens and 401 for unknown clients', async (t) => {
    const { app } = await setup(t);
    expect(
      (await postForm(app, '/oauth2/v1/revoke', { client_id: CLIENT_ID, token: 'whatever' })).statusCode,
    ).toBe(200);
    expect(
      (await postForm(app, '/oauth2/v1/revoke', { client_id: 'nope', token: 'whatever' })).statusCode,
    ).toBe(401);
    expect((await postForm(app, '/oauth2/v1/revoke', { client_id: CLIENT_ID })).json().error).toBe(
      'invalid_request',
    );
  });
});
