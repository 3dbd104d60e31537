// Who may present what: the claims every access token needs, and public clients identifying themselves with Basic.
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { seedClient } from './helper.ts';
import { CLIENT_ID, codeFlowTokens, postForm, resign, setup, signIn } from './oidc-support.ts';

const userinfo = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/oauth2/v1/userinfo', headers: { authorization: `Bearer ${token}` } });

const basic = (credentials: string) => ({
  authorization: `Basic ${Buffer.from(credentials).toString('base64')}`,
});

describe('access tokens and client authentication', { timeout: 60_000 }, () => {
  it('accepts at /userinfo only tokens with exp, iat, sub, iss and aud', async (t) => {
    const { app, services } = await setup(t);
    const tokens = (await codeFlowTokens(app, await signIn(app))).json();
    const claims = decodeJwt(tokens.access_token);
    // Control: the same claims re-signed with our key are accepted.
    expect((await userinfo(app, await resign(services, claims))).statusCode).toBe(200);
    for (const name of ['exp', 'iat', 'sub', 'iss', 'aud']) {
      const { [name]: _dropped, ...rest } = claims;
      const res = await userinfo(app, await resign(services, rest));
      expect(res.statusCode, name).toBe(401);
      expect(res.json(), name).toEqual({
        error: 'invalid_token',
        error_description: 'The access token is invalid.',
      });
      expect(res.headers['www-authenticate'], name).toMatch(/^Bearer error="invalid_token"/);
    }
    const wrongAudience = await userinfo(app, await resign(services, { ...claims, aud: 'api://other' }));
    expect(wrongAudience.statusCode).toBe(401);
  });

  it('lets a public client revoke with Basic base64(client_id), as okta-auth-js sends it', async (t) => {
    const { app } = await setup(t);
    const sid = await signIn(app);
    for (const credentials of [CLIENT_ID, `${CLIENT_ID}:`]) {
      const { access_token } = (await codeFlowTokens(app, sid)).json();
      expect((await userinfo(app, access_token)).statusCode).toBe(200);
      const res = await postForm(
        app,
        '/oauth2/v1/revoke',
        { token: access_token, token_type_hint: 'access_token' },
        basic(credentials),
      );
      expect(res.statusCode, credentials).toBe(200);
      expect((await userinfo(app, access_token)).statusCode, credentials).toBe(401);
    }
  });

  it('still refuses bad Basic credentials', async (t) => {
    const { app, services } = await setup(t);
    const { client } = await seedClient(services, {
      name: 'Back office',
      type: 'confidential',
      redirectUris: ['http://localhost:4000/cb'],
    });
    const cases: Array<[Record<string, string>, Record<string, string>, number, string]> = [
      // A confidential client must send its secret.
      [{ token: 'x' }, basic(client.clientId), 401, 'Client authentication failed.'],
      [{ token: 'x' }, basic(`${client.clientId}:`), 401, 'Client authentication failed.'],
      // A public client must not.
      [{ token: 'x' }, basic(`${CLIENT_ID}:secret`), 401, 'A public client must not send a client secret.'],
      [{ token: 'x' }, basic(':secret'), 401, 'Malformed Basic authorization header.'],
      [{ token: 'x' }, basic(''), 401, 'Malformed Basic authorization header.'],
      [{ token: 'x' }, { authorization: 'Basic !!!' }, 401, 'Malformed Basic authorization header.'],
      [{ token: 'x' }, basic('%E0%A4%A'), 401, 'Malformed Basic authorization header.'],
      [
        { token: 'x', client_id: 'other' },
        basic(CLIENT_ID),
        400,
        "The 'client_id' does not match the authenticated client.",
      ],
    ];
    for (const [form, headers, status, description] of cases) {
      const res = await postForm(app, '/oauth2/v1/revoke', form, headers);
      const label = `${headers.authorization} ${JSON.stringify(form)}`;
      expect(res.statusCode, label).toBe(status);
      expect(res.json().error_description, label).toBe(description);
      if (status === 401) expect(res.headers['www-authenticate'], label).toBe('Basic realm="oauth2"');
    }
  });
});
