import type { Services } from '../src/services.ts';
import { describe, expect, it } from 'vitest';
import { grants } from '../src/oidc/tables.ts';
import {
  authorizeUrl,
  CLIENT_ID,
  pkce,
  postForm,
  redirectParams,
  REDIRECT_URI,
  sessionToken,
  setup,
} from './oidc-support.ts';

/** Asserts an RFC 6749 §5.2 error body: exactly `{error, error_description}`, no-store. */
function expectOAuthError(
  res: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  status: number,
  error: string,
) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['cache-control']).toBe('no-store');
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['error', 'error_description']);
  expect(body.error).toBe(error);
  expect(JSON.stringify(body)).not.toMatch(/FST_|E0000|stack|serializ/i);
}

const countGrants = async (services: Services) => (await services.db.select().from(grants)).length;

describe('OAuth errors under /oauth2', { timeout: 60_000 }, () => {
  it('answers bad bodies at /token and /revoke with RFC 6749 errors, never a 500', async (t) => {
    const { app } = await setup(t);
    for (const url of ['/oauth2/v1/token', '/oauth2/v1/revoke']) {
      const post = (payload: string, type: string) =>
        app.inject({ method: 'POST', url, payload, headers: { 'content-type': type } });
      expectOAuthError(await post('{', 'application/json'), 400, 'invalid_request');
      expectOAuthError(await post('{"client_id":"x"}', 'application/json'), 400, 'invalid_request');
      expectOAuthError(await post('<a/>', 'application/xml'), 415, 'invalid_request');
      const huge = `client_id=${CLIENT_ID}&token=${'x'.repeat(1_100_000)}`;
      expectOAuthError(await post(huge, 'application/x-www-form-urlencoded'), 413, 'invalid_request');
      const nul = await postForm(app, url, { client_id: `${CLIENT_ID}\u0000`, token: 't', grant_type: 'x' });
      expectOAuthError(nul, 400, 'invalid_request');
      expect(nul.json().error_description).toContain('client_id');
      const basic = Buffer.from(`${CLIENT_ID}%00:secret`).toString('base64');
      const nulBasic = await postForm(app, url, { token: 't' }, { authorization: `Basic ${basic}` });
      expectOAuthError(nulBasic, 401, 'invalid_client');
    }
    const userinfo = await postForm(app, '/oauth2/v1/userinfo', { access_token: 'a\u0000b' });
    expectOAuthError(userinfo, 400, 'invalid_request');
  });

  it('answers unexpected failures with a bare server_error', async (t) => {
    const { app, services } = await setup(t);
    // Fault injection: the client registry fails as a lost database connection would.
    services.clients.findByClientId = async () => {
      throw new Error('connection to 10.0.0.7 lost: password=hunter2');
    };
    const res = await postForm(app, '/oauth2/v1/token', {
      client_id: CLIENT_ID,
      grant_type: 'refresh_token',
    });
    expectOAuthError(res, 500, 'server_error');
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('10.0.0.7');
  });

  it('keeps /authorize failures before a valid redirect_uri on an error page', async (t) => {
    const { app } = await setup(t);
    const page = await app.inject({
      method: 'GET',
      url: authorizeUrl({
        client_id: `${CLIENT_ID}\u0000`,
        response_type: 'code',
        scope: 'openid',
        state: 's',
      }),
    });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers.location).toBeUndefined();
    const badJson = await app.inject({
      method: 'POST',
      url: '/oauth2/v1/authorize',
      payload: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.headers['content-type']).toMatch(/^text\/html/);
    expect(badJson.body).toContain('invalid_request');
    const xml = await app.inject({
      method: 'POST',
      url: '/oauth2/v1/authorize',
      payload: '<a/>',
      headers: { 'content-type': 'application/xml', accept: 'application/json' },
    });
    expectOAuthError(xml, 415, 'invalid_request');
  });

  it('refuses a NUL nonce before spending the session token or recording a grant', async (t) => {
    const { app, services } = await setup(t);
    const token = await sessionToken(app);
    const { challenge } = pkce();
    const params = {
      response_type: 'code',
      scope: 'openid',
      state: 's',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      sessionToken: token,
    };
    const res = await app.inject({ method: 'GET', url: authorizeUrl({ ...params, nonce: 'n\u0000' }) });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(new RegExp(`^${REDIRECT_URI}\\?`));
    expect(redirectParams(res, 'query')).toMatchObject({ error: 'invalid_request', state: 's' });
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    expect(await countGrants(services)).toBe(0);
    // The session token was not spent: it still signs in.
    const ok = await app.inject({ method: 'GET', url: authorizeUrl({ ...params, nonce: 'n' }) });
    expect(redirectParams(ok, 'query').code).toBeTruthy();
    expect(await countGrants(services)).toBe(1);
  });
});
