import { describe, expect, it } from 'vitest';
import { adminCaller, causes, links, oidcApp } from './admin-support.ts';
import { build, TEST_ISSUER } from './helper.ts';

const CB = 'https://app.example.com/callback';

describe('applications (/api/v1/apps)', () => {
  it('creates a confidential web app (secret shown once), reads, replaces, lists and audits it', async (t) => {
    const { app, services } = await build(t);
    const call = await adminCaller(app, services);
    const res = await call('POST', '/api/v1/apps', oidcApp('Portal', { post_logout_redirect_uris: [CB] }));
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a).toMatchObject({
      name: 'oidc_client',
      label: 'Portal',
      status: 'ACTIVE',
      signOnMode: 'OPENID_CONNECT',
      credentials: {
        oauthClient: {
          autoKeyRotation: true,
          token_endpoint_auth_method: 'client_secret_basic',
          pkce_required: false,
        },
      },
      settings: {
        oauthClient: {
          redirect_uris: [CB],
          post_logout_redirect_uris: [CB],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          application_type: 'web',
          consent_method: 'TRUSTED',
        },
      },
    });
    expect(a.id).toMatch(/^0oa[0-9A-Za-z]{17}$/);
    expect(a.credentials.oauthClient.client_id).toBe(a.id);
    expect(a.credentials.oauthClient.client_secret).toMatch(/^[\w-]{43}$/);
    expect(a._links.self.href).toBe(`${TEST_ISSUER}/api/v1/apps/${a.id}`);
    expect(a._links.deactivate.href).toBe(`${TEST_ISSUER}/api/v1/apps/${a.id}/lifecycle/deactivate`);

    const got = (await call('GET', `/api/v1/apps/${a.id}`)).json();
    expect(got.credentials.oauthClient.client_secret).toBeUndefined();
    expect({ ...got, credentials: undefined }).toEqual({ ...a, credentials: undefined });

    // A client sending back the object it was given (secret included) may change what it may change.
    const body = {
      ...a,
      label: 'Portal 2',
      settings: { oauthClient: { ...a.settings.oauthClient, consent_method: 'REQUIRED' } },
    };
    const put = await call('PUT', `/api/v1/apps/${a.id}`, body);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      label: 'Portal 2',
      settings: { oauthClient: { consent_method: 'REQUIRED' } },
    });
    expect(put.json().credentials.oauthClient.client_secret).toBeUndefined();
    expect(put.json().created).toBe(a.created);
    for (const [change, cause] of [
      [
        { credentials: { oauthClient: { client_id: 'other' } } },
        'client_id: The client_id cannot be changed',
      ],
      [
        { credentials: { oauthClient: { client_secret: 'guess' } } },
        'client_secret: Client secrets are generated',
      ],
    ] as const) {
      const bad = await call('PUT', `/api/v1/apps/${a.id}`, { ...body, ...change });
      expect(bad.statusCode).toBe(400);
      expect(causes(bad)[0]).toContain(cause);
    }
    expect((await call('PUT', '/api/v1/apps/0oanothere', body)).json()).toMatchObject({
      errorCode: 'E0000007',
      errorSummary: 'Not found: Resource not found: 0oanothere (AppInstance)',
    });
    const types = (await services.audit.list())
      .map((e) => e.type)
      .filter((x) => x.startsWith('application.'));
    expect(types.reverse()).toEqual(['application.lifecycle.create', 'application.lifecycle.update']);
  });

  it('creates a browser app as a public PKCE client without a secret, inactive with activate=false', async (t) => {
    const { app, services } = await build(t);
    const call = await adminCaller(app, services);
    const res = await call(
      'POST',
      '/api/v1/apps?activate=false',
      oidcApp(
        'SPA',
        { application_type: 'browser', grant_types: ['authorization_code', 'refresh_token'] },
        {
          token_endpoint_auth_method: 'none',
          client_id: 'my-spa',
        },
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'INACTIVE',
      credentials: {
        oauthClient: { client_id: 'my-spa', token_endpoint_auth_method: 'none', pkce_required: true },
      },
      settings: { oauthClient: { response_types: ['code'] } },
      _links: { activate: { href: expect.stringContaining('/lifecycle/activate') } },
    });
    expect(res.json().credentials.oauthClient.client_secret).toBeUndefined();
    expect(await services.clients.exists('my-spa')).toBe(true);
    const again = await call('POST', '/api/v1/apps', oidcApp('SPA 2', {}, { client_id: 'my-spa' }));
    expect(causes(again)).toEqual([
      'client_id: An object with this field already exists in the current organization',
    ]);
  });

  it('refuses invalid applications with 400 E0000001 naming the field', async (t) => {
    const { app, services } = await build(t);
    const call = await adminCaller(app, services);
    const cases: Array<[object, string]> = [
      [{ ...oidcApp('X'), signOnMode: 'SAML_2_0' }, 'signOnMode: Only OPENID_CONNECT'],
      [{ ...oidcApp('X'), name: 'bookmark' }, "name: Only 'oidc_client'"],
      [oidcApp(' '), 'label: The field cannot be left blank'],
      [oidcApp('X', { redirect_uris: ['/relative'] }), "redirect_uris: '/relative' is not an absolute URI"],
      [
        oidcApp('X', { redirect_uris: [`${CB}#x`] }),
        'redirect_uris: ' + `'${CB}#x' must not have a fragment`,
      ],
      [oidcApp('X', { redirect_uris: [] }), 'redirect_uris: At least one redirect URI is required'],
      [
        oidcApp('X', { grant_types: ['implicit'] }),
        'grant_types: A web application must have the authorization_code',
      ],
      [oidcApp('X', { application_type: 'service' }), "grant_types: 'client_credentials' is not supported"],
      [
        oidcApp('X', { response_types: ['code', 'token'] }),
        "response_types: The response types 'token' and 'id_token' go with",
      ],
      [
        oidcApp('X', { application_type: 'browser' }, { token_endpoint_auth_method: 'client_secret_post' }),
        'token_endpoint_auth_method: A browser application must use none',
      ],
      [oidcApp('X', {}, { client_secret: 'mine' }), 'client_secret: Client secrets are generated'],
      [oidcApp('X', {}, { client_id: 'has space' }), 'client_id: Use 1 to 100 letters'],
      [{ label: 'X' }, 'settings: The field cannot be left blank'],
      [oidcApp('X', { redirect_uris: { a: 1 } }), 'settings.oauthClient.redirect_uris: The value must be'],
    ];
    for (const [body, cause] of cases) {
      const res = await call('POST', '/api/v1/apps', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorCode).toBe('E0000001');
      expect(causes(res)[0]).toContain(cause);
    }
  });

  it('lists with q, filter, limit and after', async (t) => {
    const { app, services } = await build(t);
    const call = await adminCaller(app, services);
    for (const label of ['Alpha', 'Beta', 'Gamma']) await call('POST', '/api/v1/apps', oidcApp(label));
    await call('POST', '/api/v1/apps?activate=false', oidcApp('Delta', { application_type: 'native' }));
    const labels = (url: string) =>
      call('GET', url).then((r) =>
        r
          .json()
          .map((a: { label: string }) => a.label)
          .sort(),
      );
    expect(await labels('/api/v1/apps?q=gam')).toEqual(['Gamma']);
    expect(await labels('/api/v1/apps?q=oidc')).toEqual(['Alpha', 'Beta', 'Delta', 'Gamma']);
    expect(await labels(`/api/v1/apps?filter=${encodeURIComponent('status eq "INACTIVE"')}`)).toEqual([
      'Delta',
    ]);
    const delta = (await call('GET', '/api/v1/apps?filter=status%20eq%20%22INACTIVE%22')).json()[0];
    const byClient = `credentials.oauthClient.client_id eq "${delta.credentials.oauthClient.client_id}" or label sw "Al"`;
    expect(await labels(`/api/v1/apps?filter=${encodeURIComponent(byClient)}`)).toEqual(['Alpha', 'Delta']);
    const first = await call('GET', '/api/v1/apps?limit=3');
    expect(first.json()).toHaveLength(3);
    const next = links(first).next!;
    const rest = (await call('GET', next.slice(TEST_ISSUER.length))).json();
    expect(rest).toHaveLength(1);
    expect(links(await call('GET', next.slice(TEST_ISSUER.length))).next).toBeUndefined();
    expect((await call('GET', '/api/v1/apps?filter=label%20gt%20%22a%22')).json().errorCode).toBe('E0000031');
  });
});
