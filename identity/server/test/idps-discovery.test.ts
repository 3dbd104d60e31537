// IdP discovery (issue 8 "IdP discovery"; spec §4 and §7 "Discovery"): the IDP_DISCOVERY policy's rules kept by the
// management API, and /.well-known/webfinger routing a username by them (Okta WebFinger shape), bad input 400.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminCaller } from './admin-support.ts';
import { build, type Cleanup } from './helper.ts';

const RULES = '/api/v1/policies/00pidpdiscoverypolcy/rules';

function oidcIdp(name: string) {
  const base = 'https://partner.example.com';
  return {
    type: 'OIDC',
    name,
    protocol: {
      endpoints: {
        authorization: { url: `${base}/authorize` },
        token: { url: `${base}/token` },
        jwks: { url: `${base}/keys` },
      },
      scopes: ['openid', 'email'],
      issuer: { url: base },
      credentials: { client: { client_id: 'our-client', client_secret: 'shh-very-secret' } },
    },
  };
}

function rule(
  name: string,
  patterns: Array<[string, string]>,
  provider: { type: string; id?: string },
  priority?: number,
) {
  return {
    type: 'IDP_DISCOVERY',
    name,
    ...(priority !== undefined ? { priority } : {}),
    conditions: {
      userIdentifier: {
        type: 'IDENTIFIER',
        patterns: patterns.map(([matchType, value]) => ({ matchType, value })),
      },
    },
    actions: { idp: { providers: [provider] } },
  };
}

async function setup(t: Cleanup) {
  const { app, services } = await build(t);
  const call = await adminCaller(app, services);
  const idp = (await call('POST', '/api/v1/idps', oidcIdp('Partner'))).json();
  return { app, services, call, idp };
}

function webfinger(app: FastifyInstance, query: string) {
  return app.inject({
    method: 'GET',
    url: `/.well-known/webfinger?${query}`,
    headers: { accept: 'application/jrd+json' },
  });
}

describe('GET /.well-known/webfinger', () => {
  it('answers our own directory by the default rule', async (t) => {
    const { app } = await setup(t);
    const res = await webfinger(app, 'resource=okta:acct:joe%40example.com&requestContext=%2Fapp%2Fhome');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/jrd\+json/);
    expect(res.json()).toEqual({
      subject: 'okta:acct:joe@example.com',
      links: [
        {
          rel: 'http://openid.net/specs/connect/1.0/issuer',
          href: 'http://idp.test/sso/idps/OKTA?login_hint=joe%40example.com&fromURI=%2Fapp%2Fhome',
          titles: { und: 'idp.test' },
          properties: { 'okta:idp:type': 'OKTA' },
        },
      ],
    });
  });

  it('routes a domain to its provider with login_hint and fromURI; the first matching rule by priority wins', async (t) => {
    const { app, call, idp } = await setup(t);
    const second = (await call('POST', '/api/v1/idps', oidcIdp('Contractors'))).json();
    expect(
      (await call('POST', RULES, rule('Partner', [['SUFFIX', 'partner.it']], { type: 'OIDC', id: idp.id })))
        .statusCode,
    ).toBe(200);
    const first = await call(
      'POST',
      RULES,
      rule('Contractors', [['STARTS_WITH', 'ext.']], { type: 'OIDC', id: second.id }, 1),
    );
    expect(first.json().priority).toBe(1);
    const res = await webfinger(
      app,
      'resource=acct:anna%40partner.it&requestContext=http%3A%2F%2Fidp.test%2Fx',
    );
    expect(res.json().links[0]).toEqual({
      rel: 'okta:idp',
      href: `http://idp.test/sso/idps/${idp.id}?login_hint=anna%40partner.it&fromURI=http%3A%2F%2Fidp.test%2Fx`,
      titles: { und: 'Partner' },
      properties: { 'okta:idp:type': 'OIDC', 'okta:idp:id': idp.id },
    });
    const both = await webfinger(app, 'resource=okta:acct:ext.bob%40partner.it');
    expect(both.json().links[0].properties['okta:idp:id']).toBe(second.id);
    // Rules listed in priority order, the default rule last.
    const listed = (await call('GET', RULES)).json() as Array<{
      name: string;
      priority: number;
      system: boolean;
    }>;
    expect(listed.map((r) => [r.name, r.priority, r.system])).toEqual([
      ['Contractors', 1, false],
      ['Partner', 2, false],
      ['Default Rule', 3, true],
    ]);
    // A deactivated rule, or a rule whose provider is inactive, no longer routes.
    await call('POST', `${RULES}/${first.json().id}/lifecycle/deactivate`);
    expect(
      (await webfinger(app, 'resource=okta:acct:ext.bob%40partner.it')).json().links[0].properties[
        'okta:idp:id'
      ],
    ).toBe(idp.id);
    await call('POST', `/api/v1/idps/${idp.id}/lifecycle/deactivate`);
    expect(
      (await webfinger(app, 'resource=okta:acct:ext.bob%40partner.it')).json().links[0].properties[
        'okta:idp:type'
      ],
    ).toBe('OKTA');
  });

  it('filters links by rel', async (t) => {
    const { app } = await setup(t);
    const res = await webfinger(app, 'resource=okta:acct:joe%40example.com&rel=okta:idp');
    expect(res.json().links).toEqual([]);
  });

  it('answers a missing or malformed resource with 400 E0000001', async (t) => {
    const { app } = await setup(t);
    for (const query of [
      '',
      'resource=joe%40example.com',
      'resource=okta:acct:',
      `resource=acct:${'a'.repeat(290)}`,
    ]) {
      const res = await webfinger(app, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errorCode).toBe('E0000001');
      expect(res.json().errorCauses.length).toBeGreaterThan(0);
    }
  });
});

describe('IdP discovery policy and identity providers (management API)', () => {
  it('lists the one IDP_DISCOVERY policy and refuses an unknown type', async (t) => {
    const { call } = await setup(t);
    const list = await call('GET', '/api/v1/policies?type=IDP_DISCOVERY');
    expect(list.json()).toMatchObject([{ id: '00pidpdiscoverypolcy', type: 'IDP_DISCOVERY', system: true }]);
    expect((await call('GET', '/api/v1/policies?type=PASSWORD')).json()).toEqual([]);
    expect((await call('GET', '/api/v1/policies?type=NOPE')).statusCode).toBe(400);
    expect((await call('GET', '/api/v1/policies/00pother/rules')).statusCode).toBe(404);
  });

  it('refuses invalid rules and protects the default rule', async (t) => {
    const { call, idp } = await setup(t);
    const bad = await call('POST', RULES, rule('', [['REGEX', 'x']], { type: 'OIDC', id: '0oanope' }));
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errorCauses.map((c: { property: string }) => c.property)
        .sort(),
    ).toEqual(['actions.idp.providers', 'conditions.userIdentifier.patterns[0]', 'name']);
    const wrongType = await call('POST', RULES, rule('x', [], { type: 'GOOGLE', id: idp.id }));
    expect(wrongType.statusCode).toBe(400);
    const rules = (await call('GET', RULES)).json();
    const def = rules.find((r: { system: boolean }) => r.system);
    expect((await call('DELETE', `${RULES}/${def.id}`)).statusCode).toBe(400);
    expect((await call('POST', `${RULES}/${def.id}/lifecycle/deactivate`)).statusCode).toBe(400);
    const routed = await call(
      'PUT',
      `${RULES}/${def.id}`,
      rule('Default Rule', [], { type: 'OIDC', id: idp.id }),
    );
    expect(routed.statusCode).toBe(400);
    expect((await call('DELETE', `${RULES}/0prnope`)).statusCode).toBe(404);
  });

  it('creates, reads, replaces and deletes a provider without ever returning its secret', async (t) => {
    const { call, idp, services } = await setup(t);
    expect(idp).toMatchObject({ type: 'OIDC', name: 'Partner', status: 'ACTIVE' });
    expect(idp.id).toMatch(/^0oa\w{17}$/);
    expect(JSON.stringify(idp)).not.toContain('shh-very-secret');
    expect(idp.protocol.credentials.client).toEqual({
      client_id: 'our-client',
      token_endpoint_auth_method: 'client_secret_post',
      client_secret_set: true,
    });
    expect(idp._links.clientRedirectUri.href).toBe('http://idp.test/oauth2/v1/authorize/callback');
    const row = await services.idps.get(idp.id);
    expect(row!.clientSecretSealed).not.toContain('shh-very-secret');
    expect(services.idps.clientSecretOf(row!)).toBe('shh-very-secret');
    const body = oidcIdp('Partner renamed');
    delete (body.protocol.credentials.client as { client_secret?: string }).client_secret;
    const put = await call('PUT', `/api/v1/idps/${idp.id}`, body);
    expect(put.statusCode).toBe(200);
    expect(services.idps.clientSecretOf((await services.idps.get(idp.id))!)).toBe('shh-very-secret');
    expect((await call('GET', '/api/v1/idps')).json().map((i: { name: string }) => i.name)).toEqual([
      'Partner renamed',
    ]);
    const used = await call('POST', RULES, rule('r', [['SUFFIX', 'x.it']], { type: 'OIDC', id: idp.id }));
    expect((await call('DELETE', `/api/v1/idps/${idp.id}`)).statusCode).toBe(400);
    await call('DELETE', `${RULES}/${used.json().id}`);
    expect((await call('DELETE', `/api/v1/idps/${idp.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/v1/idps/${idp.id}`)).statusCode).toBe(404);
  });

  it('refuses an invalid provider naming each property, a taken name, and plain http', async (t) => {
    const { call } = await setup(t);
    const bad = await call('POST', '/api/v1/idps', {
      type: 'SAML2',
      name: '',
      protocol: { endpoints: { token: { url: 'http://evil.example/token' } } },
    });
    expect(bad.statusCode).toBe(400);
    const props = bad.json().errorCauses.map((c: { property: string }) => c.property);
    expect(props).toEqual(
      expect.arrayContaining([
        'type',
        'name',
        'protocol.endpoints.token',
        'protocol.credentials.client.client_id',
      ]),
    );
    expect((await call('POST', '/api/v1/idps', oidcIdp('partner'))).statusCode).toBe(400);
    const google = await call('POST', '/api/v1/idps', {
      type: 'GOOGLE',
      name: 'Google',
      protocol: { credentials: { client: { client_id: 'g', client_secret: 's' } } },
    });
    expect(google.statusCode).toBe(200);
    expect(google.json().protocol.endpoints.jwks.url).toBe('https://www.googleapis.com/oauth2/v3/certs');
  });
});
