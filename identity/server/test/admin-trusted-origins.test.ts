import { describe, expect, it } from 'vitest';
import { adminCaller, causes, links } from './admin-support.ts';
import { build, TEST_ISSUER } from './helper.ts';

const BASE = '/api/v1/trustedOrigins';
const ORIGIN = 'https://app.example.com';
const BOTH = [{ type: 'CORS' }, { type: 'REDIRECT' }];

describe('trusted origins (/api/v1/trustedOrigins)', () => {
  it('creates, reads, lists, replaces, deactivates, activates and deletes, auditing each change', async (t) => {
    const { app, services } = await build(t);
    const call = await adminCaller(app, services);
    const created = await call('POST', BASE, {
      name: 'Suite',
      origin: `${ORIGIN}/`,
      scopes: BOTH,
      status: 'X',
    });
    expect(created.statusCode).toBe(200);
    const o = created.json();
    expect(o).toMatchObject({ name: 'Suite', origin: ORIGIN, scopes: BOTH, status: 'ACTIVE' });
    expect(o.id).toMatch(/^tos[0-9A-Za-z]{17}$/);
    expect(o.createdBy).toMatch(/^00T/);
    expect(o.lastUpdatedBy).toBe(o.createdBy);
    expect(o._links.self).toEqual({
      href: `${TEST_ISSUER}${BASE}/${o.id}`,
      hints: { allow: ['GET', 'PUT', 'DELETE'] },
    });
    expect(o._links.deactivate.href).toBe(`${TEST_ISSUER}${BASE}/${o.id}/lifecycle/deactivate`);
    expect((await call('GET', `${BASE}/${o.id}`)).json()).toEqual(o);

    const put = await call('PUT', `${BASE}/${o.id}`, { ...o, name: 'Suite 2', scopes: [{ type: 'CORS' }] });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      id: o.id,
      name: 'Suite 2',
      scopes: [{ type: 'CORS' }],
      created: o.created,
    });

    const off = await call('POST', `${BASE}/${o.id}/lifecycle/deactivate`);
    expect(off.json()).toMatchObject({ status: 'INACTIVE' });
    expect(off.json()._links.activate.href).toContain('/lifecycle/activate');
    expect(off.json()._links.deactivate).toBeUndefined();
    expect((await call('POST', `${BASE}/${o.id}/lifecycle/activate`)).json().status).toBe('ACTIVE');

    expect((await call('DELETE', `${BASE}/${o.id}`)).statusCode).toBe(204);
    for (const [method, url] of [
      ['GET', `${BASE}/${o.id}`],
      ['DELETE', `${BASE}/${o.id}`],
      ['POST', `${BASE}/${o.id}/lifecycle/activate`],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        errorCode: 'E0000007',
        errorSummary: `Not found: Resource not found: ${o.id} (TrustedOrigin)`,
      });
    }
    const put404 = await call('PUT', `${BASE}/${o.id}`, { name: 'x', origin: ORIGIN, scopes: BOTH });
    expect(put404.statusCode).toBe(404);

    const types = (await services.audit.list())
      .filter((e) => e.type.startsWith('trustedorigins.'))
      .map((e) => e.type)
      .reverse();
    expect(types).toEqual([
      'trustedorigins.lifecycle.create',
      'trustedorigins.lifecycle.update',
      'trustedorigins.lifecycle.deactivate',
      'trustedorigins.lifecycle.activate',
      'trustedorigins.lifecycle.delete',
    ]);
    const deleted = (await services.audit.list()).find((e) => e.type === 'trustedorigins.lifecycle.delete');
    expect(deleted).toMatchObject({
      actor: { type: 'ApiToken', alternateId: 'test operator' },
      targets: [{ id: o.id, type: 'TrustedOrigin', alternateId: ORIGIN, displayName: 'Suite 2' }],
    });
    expect(deleted?.transactionId).toMatch(/^[0-9A-Za-z]{24}$/);
  });

  it('refuses invalid origins, scopes and names with 400 E0000001 and a cause', async (t) => {
    const { app, services } = await build(t);
    const call = await adminCaller(app, services);
    const cases: Array<[object, string]> = [
      [
        { name: 'a', origin: 'https://a.example/path', scopes: BOTH },
        'origin: The origin must not have a path',
      ],
      [
        { name: 'a', origin: 'https://a.example?q=1', scopes: BOTH },
        'origin: The origin must not have a query',
      ],
      [
        { name: 'a', origin: 'https://u:p@a.example', scopes: BOTH },
        'origin: The origin must not contain credentials',
      ],
      [{ name: 'a', origin: 'ftp://a.example', scopes: BOTH }, 'origin: The origin must use http or https'],
      [{ name: 'a', origin: 'a.example', scopes: BOTH }, 'origin: The origin must be an absolute URL'],
      [{ name: ' ', origin: ORIGIN, scopes: BOTH }, 'name: The field cannot be left blank'],
      [{ name: 'a', origin: ORIGIN, scopes: [] }, 'scopes: At least one scope'],
      [
        { name: 'a', origin: ORIGIN, scopes: [{ type: 'IFRAME_EMBED' }] },
        "scopes: The scope type 'IFRAME_EMBED'",
      ],
      [{ name: 'a', scopes: BOTH }, 'origin: The field cannot be left blank'],
    ];
    for (const [body, cause] of cases) {
      const res = await call('POST', BASE, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorCode).toBe('E0000001');
      expect(causes(res)[0]).toContain(cause);
    }
  });

  it('answers a taken origin or name as Okta does, on create and on replace', async (t) => {
    const { app, services } = await build(t);
    const call = await adminCaller(app, services);
    await call('POST', BASE, { name: 'One', origin: ORIGIN, scopes: BOTH });
    const two = (
      await call('POST', BASE, { name: 'Two', origin: 'https://two.example', scopes: BOTH })
    ).json();
    for (const [res, field] of [
      [
        await call('POST', BASE, { name: 'Other', origin: 'HTTPS://APP.example.com:443', scopes: BOTH }),
        'origin',
      ],
      [await call('POST', BASE, { name: 'One', origin: 'https://other.example', scopes: BOTH }), 'name'],
      [await call('PUT', `${BASE}/${two.id}`, { name: 'Two', origin: ORIGIN, scopes: BOTH }), 'origin'],
    ] as const) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'E0000001',
        errorSummary: `Api validation failed: ${field}`,
      });
      expect(causes(res)).toEqual([
        `${field}: An object with this field already exists in the current organization`,
      ]);
    }
  });

  it('lists with q, filter, limit and after, with Link headers', async (t) => {
    const { app, services } = await build(t);
    const call = await adminCaller(app, services);
    for (const n of [1, 2, 3, 4, 5]) {
      await call('POST', BASE, { name: `Site ${n}`, origin: `https://s${n}.example`, scopes: BOTH });
    }
    const third = (await call('GET', `${BASE}?q=https://s3`)).json();
    expect(third.map((o: { name: string }) => o.name)).toEqual(['Site 3']);
    await call('POST', `${BASE}/${third[0].id}/lifecycle/deactivate`);
    const filtered = await call(
      'GET',
      `${BASE}?filter=${encodeURIComponent('status eq "INACTIVE" or name eq "Site 1"')}`,
    );
    expect(
      filtered
        .json()
        .map((o: { name: string }) => o.name)
        .sort(),
    ).toEqual(['Site 1', 'Site 3']);

    const seen: string[] = [];
    let url: string | undefined = `${BASE}?limit=2`;
    while (url) {
      const res = await call('GET', url);
      expect(res.json().length).toBeLessThanOrEqual(2);
      seen.push(...res.json().map((o: { id: string }) => o.id));
      expect(links(res).self).toBe(`${TEST_ISSUER}${url}`);
      url = links(res).next?.slice(TEST_ISSUER.length);
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    expect(seen).toEqual([...seen].sort());

    const bad = await call('GET', `${BASE}?filter=${encodeURIComponent('name eqq "x"')}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('E0000053');
    const field = await call('GET', `${BASE}?filter=${encodeURIComponent('color eq "red"')}`);
    expect(field.json()).toMatchObject({
      errorCode: 'E0000053',
      errorSummary: 'Invalid filter field is not valid: color',
    });
    const op = await call('GET', `${BASE}?filter=${encodeURIComponent('status co "ACT"')}`);
    expect(op.json().errorCode).toBe('E0000031');
    expect((await call('GET', `${BASE}?limit=abc`)).json().errorCode).toBe('E0000001');
  });
});
