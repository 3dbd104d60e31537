import { describe, expect, it } from 'vitest';
import { adminCaller } from './admin-support.ts';
import { build, seedUser, TEST_ISSUER } from './helper.ts';

describe('factors of a user (/api/v1/users/{userId}/factors)', () => {
  it('lists, reads and deletes factors in the Okta shape, auditing the deletion', async (t) => {
    const { app, services } = await build(t);
    const call = await adminCaller(app, services);
    const user = await seedUser(services, { login: 'marco@example.com', password: 'Compliance!2026' });
    const other = await seedUser(services, { login: 'luca@example.com', password: 'Compliance!2026' });
    const sms = await services.factors.add({
      userId: user.id,
      factorType: 'sms',
      provider: 'OKTA',
      status: 'ACTIVE',
      profile: { phoneNumber: '+39 02 1234 5678' },
    });
    const totp = await services.factors.add({
      userId: user.id,
      factorType: 'token:software:totp',
      provider: 'GOOGLE',
      status: 'PENDING_ACTIVATION',
    });
    const foreign = await services.factors.add({
      userId: other.id,
      factorType: 'email',
      provider: 'OKTA',
      status: 'ACTIVE',
    });
    expect(sms.id).toMatch(/^mbl[0-9A-Za-z]{17}$/);
    expect(totp.id).toMatch(/^ost/);

    const list = await call('GET', `/api/v1/users/${user.id}/factors`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(2);
    expect(
      list
        .json()
        .map((f: { id: string }) => f.id)
        .sort(),
    ).toEqual([sms.id, totp.id].sort());
    const one = list.json().find((f: { id: string }) => f.id === sms.id);
    expect(one).toEqual({
      id: sms.id,
      factorType: 'sms',
      provider: 'OKTA',
      vendorName: 'OKTA',
      status: 'ACTIVE',
      created: sms.createdAt.toISOString(),
      lastUpdated: sms.lastUpdated.toISOString(),
      profile: { phoneNumber: '+39 02 1234 5678' },
      _links: {
        self: {
          href: `${TEST_ISSUER}/api/v1/users/${user.id}/factors/${sms.id}`,
          hints: { allow: ['GET', 'DELETE'] },
        },
        user: { href: `${TEST_ISSUER}/api/v1/users/${user.id}`, hints: { allow: ['GET'] } },
      },
    });
    expect((await call('GET', `/api/v1/users/${user.id}/factors/${sms.id}`)).json()).toEqual(one);

    const del = await call('DELETE', `/api/v1/users/${user.id}/factors/${sms.id}`);
    expect(del.statusCode).toBe(204);
    expect(
      (await call('GET', `/api/v1/users/${user.id}/factors`)).json().map((f: { id: string }) => f.id),
    ).toEqual([totp.id]);
    const [event] = (await services.audit.list()).filter((e) => e.type === 'user.mfa.factor.deactivate');
    expect(event).toMatchObject({
      userId: user.id,
      actor: { type: 'ApiToken' },
      targets: [
        { id: user.id, type: 'User', alternateId: 'marco@example.com' },
        { id: sms.id, type: 'Factor', alternateId: 'sms' },
      ],
    });

    // Unknown users and factors, and another user's factor: 404 E0000007.
    for (const [method, url, summary] of [
      ['GET', '/api/v1/users/00unothere/factors', '00unothere (User)'],
      ['DELETE', `/api/v1/users/00unothere/factors/${totp.id}`, '00unothere (User)'],
      ['DELETE', `/api/v1/users/${user.id}/factors/${sms.id}`, `${sms.id} (UserFactor)`],
      ['DELETE', `/api/v1/users/${user.id}/factors/${foreign.id}`, `${foreign.id} (UserFactor)`],
      ['GET', `/api/v1/users/${user.id}/factors/${foreign.id}`, `${foreign.id} (UserFactor)`],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({
        errorCode: 'E0000007',
        errorSummary: `Not found: Resource not found: ${summary}`,
      });
    }
    expect(await services.factors.get(other.id, foreign.id)).not.toBeNull();
  });

  it('answers an empty list for a user without factors, and needs an API token', async (t) => {
    const { app, services } = await build(t);
    const call = await adminCaller(app, services);
    const user = await seedUser(services, { login: 'chiara@example.com', password: 'Compliance!2026' });
    expect((await call('GET', `/api/v1/users/${user.id}/factors`)).json()).toEqual([]);
    expect((await app.inject({ url: `/api/v1/users/${user.id}/factors` })).statusCode).toBe(401);
  });
});
