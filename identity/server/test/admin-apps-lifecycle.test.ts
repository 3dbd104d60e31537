import { describe, expect, it } from 'vitest';
import { adminCaller, causes, oidcApp } from './admin-support.ts';
import { build } from './helper.ts';
import { authorizeUrl, CLIENT_ID, codeFlowTokens, postForm, setup, signIn } from './oidc-support.ts';

const basic = (id: string, secret: string) => ({
  authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`,
});

describe('application lifecycle and the OAuth endpoints', () => {
  it('an inactive client is refused everywhere and its tokens are revoked; delete needs deactivation', async (t) => {
    const { app, services } = await setup(t);
    const call = await adminCaller(app, services);
    const filter = encodeURIComponent(`credentials.oauthClient.client_id eq "${CLIENT_ID}"`);
    const [suite] = (await call('GET', `/api/v1/apps?filter=${filter}`)).json();
    expect(suite).toMatchObject({
      status: 'ACTIVE',
      settings: { oauthClient: { application_type: 'browser' } },
    });
    const sid = await signIn(app);
    const tokens = (await codeFlowTokens(app, sid)).json();
    expect(tokens.refresh_token).toBeTruthy();

    const del = await call('DELETE', `/api/v1/apps/${suite.id}`);
    expect(del.statusCode).toBe(403);
    expect(del.json()).toMatchObject({
      errorCode: 'E0000056',
      errorSummary: 'Delete application forbidden.',
    });
    expect(causes(del)).toEqual(['Deactivate the application before deleting it.']);

    const off = await call('POST', `/api/v1/apps/${suite.id}/lifecycle/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({});
    const authorize = await app.inject({
      url: authorizeUrl({
        response_type: 'code',
        scope: 'openid',
        state: 's',
        code_challenge: 'x'.repeat(43),
        code_challenge_method: 'S256',
      }),
      cookies: { sid },
      headers: { accept: 'application/json' },
    });
    expect(authorize.statusCode).toBe(400);
    expect(authorize.headers.location).toBeUndefined();
    const refresh = await postForm(app, '/oauth2/v1/token', {
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: tokens.refresh_token,
    });
    expect([refresh.statusCode, refresh.json().error]).toEqual([401, 'invalid_client']);
    const revoke = await postForm(app, '/oauth2/v1/revoke', {
      client_id: CLIENT_ID,
      token: tokens.refresh_token,
    });
    expect([revoke.statusCode, revoke.json().error]).toEqual([401, 'invalid_client']);
    const userinfo = await app.inject({
      url: '/oauth2/v1/userinfo',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.statusCode).toBe(401);

    await call('POST', `/api/v1/apps/${suite.id}/lifecycle/activate`);
    expect((await codeFlowTokens(app, sid)).statusCode).toBe(200);
    // Tokens revoked at deactivation stay revoked.
    const old = await postForm(app, '/oauth2/v1/token', {
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: tokens.refresh_token,
    });
    expect(old.json().error).toBe('invalid_grant');

    await call('POST', `/api/v1/apps/${suite.id}/lifecycle/deactivate`);
    expect((await call('DELETE', `/api/v1/apps/${suite.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/v1/apps/${suite.id}`)).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/apps/${suite.id}/lifecycle/activate`)).statusCode).toBe(404);
    const types = (await services.audit.list())
      .map((e) => e.type)
      .filter((x) => x.startsWith('application.'));
    expect(types.reverse()).toEqual([
      'application.lifecycle.deactivate',
      'application.lifecycle.activate',
      'application.lifecycle.deactivate',
      'application.lifecycle.delete',
    ]);
  });

  it('rotates a client secret (the old one stops working) and follows auth method changes', async (t) => {
    const { app, services } = await build(t);
    const call = await adminCaller(app, services);
    const created = (
      await call(
        'POST',
        '/api/v1/apps',
        oidcApp('Back office', { grant_types: ['authorization_code', 'refresh_token'] }),
      )
    ).json();
    const id = created.credentials.oauthClient.client_id;
    const first = created.credentials.oauthClient.client_secret;
    // Client authentication happens before the grant is looked at: invalid_grant means the secret was accepted.
    const tokenWith = async (secret: string) =>
      (
        await postForm(
          app,
          '/oauth2/v1/token',
          { grant_type: 'refresh_token', refresh_token: 'nope' },
          basic(id, secret),
        )
      ).json().error;
    expect(await tokenWith(first)).toBe('invalid_grant');

    const rotated = await call('POST', `/api/v1/apps/${created.id}/credentials/secrets`);
    expect(rotated.statusCode).toBe(201);
    expect(rotated.json()).toMatchObject({ status: 'ACTIVE', id: expect.stringMatching(/^ocs/) });
    const second = rotated.json().client_secret;
    expect(second).not.toBe(first);
    expect(await tokenWith(first)).toBe('invalid_client');
    expect(await tokenWith(second)).toBe('invalid_grant');
    expect(JSON.stringify((await call('GET', `/api/v1/apps/${created.id}`)).json())).not.toContain(second);

    const settings = { ...created.settings.oauthClient, application_type: 'native' };
    const toPublic = await call('PUT', `/api/v1/apps/${created.id}`, {
      ...created,
      credentials: { oauthClient: { token_endpoint_auth_method: 'none' } },
      settings: { oauthClient: settings },
    });
    expect(toPublic.json().credentials.oauthClient).toMatchObject({
      token_endpoint_auth_method: 'none',
      pkce_required: true,
    });
    expect(await tokenWith(second)).toBe('invalid_client');
    const noSecret = await call('POST', `/api/v1/apps/${created.id}/credentials/secrets`);
    expect(causes(noSecret)[0]).toContain('token_endpoint_auth_method: A public client');

    const toConfidential = await call('PUT', `/api/v1/apps/${created.id}`, {
      ...created,
      credentials: { oauthClient: { token_endpoint_auth_method: 'client_secret_post' } },
      settings: { oauthClient: { ...settings, application_type: 'web' } },
    });
    const third = toConfidential.json().credentials.oauthClient.client_secret;
    expect(third).toMatch(/^[\w-]{43}$/);
    expect(await tokenWith(third)).toBe('invalid_grant');
    const introspect = () =>
      postForm(app, '/oauth2/v1/introspect', { token: 'nope' }, basic(id, third)).then((r) => r.statusCode);
    expect(await introspect()).toBe(200);
    await call('POST', `/api/v1/apps/${created.id}/lifecycle/deactivate`);
    expect(await introspect()).toBe(401);
    expect(await tokenWith(third)).toBe('invalid_client');
    expect((await call('POST', '/api/v1/apps/0oanothere/credentials/secrets')).statusCode).toBe(404);
  });
});
