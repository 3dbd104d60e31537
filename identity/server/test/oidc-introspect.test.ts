// POST /oauth2/v1/introspect (RFC 7662) and the discovery fields that announce it.
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import type { Services } from '../src/services.ts';
import { TEST_ISSUER, seedClient } from './helper.ts';
import {
  authorizeUrl,
  codeFlowTokens,
  postForm,
  redirectParams,
  resign,
  setup,
  signIn,
} from './oidc-support.ts';

const RP_REDIRECT = 'http://localhost:4000/cb';

/** A confidential client with the refresh grant, and tokens issued to it through the code flow. */
async function confidential(app: FastifyInstance, services: Services) {
  const { client, clientSecret } = await seedClient(services, {
    name: 'Back office',
    type: 'confidential',
    redirectUris: [RP_REDIRECT],
    grantTypes: ['authorization_code', 'refresh_token'],
  });
  const basic = `Basic ${Buffer.from(`${client.clientId}:${clientSecret}`).toString('base64')}`;
  const sid = await signIn(app);
  const auth = await app.inject({
    method: 'GET',
    url: authorizeUrl({
      client_id: client.clientId,
      redirect_uri: RP_REDIRECT,
      response_type: 'code',
      scope: 'openid email offline_access',
      state: 's',
    }),
    cookies: { sid },
  });
  const { code } = redirectParams(auth, 'query');
  const tokens = await postForm(
    app,
    '/oauth2/v1/token',
    { grant_type: 'authorization_code', redirect_uri: RP_REDIRECT, code: code! },
    { authorization: basic },
  );
  return { client, clientSecret: clientSecret!, basic, sid, tokens: tokens.json() };
}

const introspect = (
  app: FastifyInstance,
  form: Record<string, string>,
  headers: Record<string, string> = {},
) => postForm(app, '/oauth2/v1/introspect', form, headers);

describe('POST /oauth2/v1/introspect', { timeout: 60_000 }, () => {
  it('describes an active access token and refresh token of the calling client', async (t) => {
    const { app, services, user } = await setup(t);
    const rp = await confidential(app, services);
    const at = await introspect(app, { token: rp.tokens.access_token }, { authorization: rp.basic });
    expect(at.statusCode).toBe(200);
    expect(at.headers['cache-control']).toBe('no-store');
    const now = Math.floor(Date.now() / 1000);
    expect(at.json()).toEqual({
      active: true,
      token_type: 'Bearer',
      scope: 'openid email offline_access',
      client_id: rp.client.clientId,
      username: user.login,
      sub: user.login,
      uid: user.id,
      exp: expect.any(Number),
      iat: expect.any(Number),
      iss: TEST_ISSUER,
      aud: 'api://default',
      jti: expect.stringMatching(/^AT\./),
    });
    expect(at.json().exp - now).toBeGreaterThan(3500);
    // client_secret_post, with a hint naming the other kind: the hint only orders the lookups.
    const rt = await introspect(app, {
      token: rp.tokens.refresh_token,
      token_type_hint: 'access_token',
      client_id: rp.client.clientId,
      client_secret: rp.clientSecret,
    });
    expect(rt.json()).toMatchObject({
      active: true,
      client_id: rp.client.clientId,
      username: user.login,
      scope: 'openid email offline_access',
    });
    expect(rt.json().token_type).toBeUndefined();
    expect(rt.json().exp - now).toBeGreaterThan(89 * 24 * 3600);
  });

  it("answers {active:false} for unknown, revoked, expired and other clients' tokens", async (t) => {
    const { app, services } = await setup(t);
    const rp = await confidential(app, services);
    const inactive = async (token: string, hint?: string) => {
      const res = await introspect(
        app,
        { token, ...(hint ? { token_type_hint: hint } : {}) },
        { authorization: rp.basic },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ active: false });
    };
    await inactive('not-a-token');
    await inactive('not-a-token', 'refresh_token');
    // Tokens of the public suite client.
    const sid = await signIn(app);
    const suite = (await codeFlowTokens(app, sid)).json();
    await inactive(suite.access_token);
    await inactive(suite.refresh_token, 'refresh_token');
    // The client's own token, re-signed with our key: active as is, inactive once expired or without `iat`.
    const claims = decodeJwt(rp.tokens.access_token);
    const resigned = (c: Record<string, unknown>) => resign(services, c);
    const same = await introspect(app, { token: await resigned(claims) }, { authorization: rp.basic });
    expect(same.json().active).toBe(true);
    await inactive(await resigned({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }));
    const { iat: _iat, ...noIat } = claims;
    await inactive(await resigned(noIat));
    // Revoking the refresh token closes the grant: both tokens become inactive.
    const revoke = await postForm(
      app,
      '/oauth2/v1/revoke',
      { token: rp.tokens.refresh_token },
      { authorization: rp.basic },
    );
    expect(revoke.statusCode).toBe(200);
    await inactive(rp.tokens.refresh_token);
    await inactive(rp.tokens.access_token);
  });

  it('authenticates confidential clients only, and needs a token', async (t) => {
    const { app, services } = await setup(t);
    const rp = await confidential(app, services);
    const cases: Array<[Record<string, string>, Record<string, string>, number, string]> = [
      [{ token: 'x', client_id: 'compliance-suite' }, {}, 401, 'invalid_client'],
      [
        { token: 'x' },
        { authorization: `Basic ${Buffer.from('compliance-suite').toString('base64')}` },
        401,
        'invalid_client',
      ],
      [
        { token: 'x' },
        { authorization: `Basic ${Buffer.from(`${rp.client.clientId}:nope`).toString('base64')}` },
        401,
        'invalid_client',
      ],
      [
        { token: 'x' },
        { authorization: `Basic ${Buffer.from(`${rp.client.clientId}:`).toString('base64')}` },
        401,
        'invalid_client',
      ],
      [{ token: 'x' }, {}, 401, 'invalid_client'],
      [{}, { authorization: rp.basic }, 400, 'invalid_request'],
    ];
    for (const [form, headers, status, error] of cases) {
      const res = await introspect(app, form, headers);
      expect(res.statusCode, JSON.stringify([form, headers])).toBe(status);
      expect(res.json(), JSON.stringify([form, headers])).toEqual({
        error,
        error_description: expect.any(String),
      });
      if (headers.authorization && status === 401) expect(res.headers['www-authenticate']).toMatch(/^Basic/);
    }
    const json = await app.inject({
      method: 'POST',
      url: '/oauth2/v1/introspect',
      payload: { token: 'x' },
      headers: { authorization: rp.basic },
    });
    expect(json.json().error).toBe('invalid_request');
    const repeated = await app.inject({
      method: 'POST',
      url: '/oauth2/v1/introspect',
      payload: 'token=a&token=b',
      headers: { authorization: rp.basic, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(repeated.json().error).toBe('invalid_request');
  });

  it('is announced in discovery with its auth methods, next to RFC 9207 iss support', async (t) => {
    const { app } = await setup(t);
    const meta = (await app.inject({ method: 'GET', url: '/.well-known/openid-configuration' })).json();
    expect(meta).toMatchObject({
      introspection_endpoint: `${TEST_ISSUER}/oauth2/v1/introspect`,
      introspection_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      authorization_response_iss_parameter_supported: true,
    });
  });
});
