// The two management API additions the operator CLI needs (ours, not Okta's): `namesOptional` on user creation
// and `POST /api/v1/keys/rotate`.
import { describe, expect, it } from 'vitest';
import { adminCaller, causes } from './admin-support.ts';
import { build } from './helper.ts';

describe('management API additions for the operator CLI', () => {
  it('POST /api/v1/users?namesOptional=true creates a user without first and last names; Okta’s rule holds otherwise', async (t) => {
    const { app, services } = await build(t);
    const call = await adminCaller(app, services);
    const body = {
      profile: { login: 'solo@example.com', email: 'solo@example.com' },
      credentials: { password: { value: 'abcdefgh1' } },
    };
    const refused = await call('POST', '/api/v1/users', body);
    expect(refused.statusCode).toBe(400);
    expect(causes(refused)).toEqual([
      'firstName: The field cannot be left blank',
      'lastName: The field cannot be left blank',
    ]);
    const created = await call('POST', '/api/v1/users?activate=true&namesOptional=true', body);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ status: 'ACTIVE', profile: { login: 'solo@example.com' } });
    expect(created.json().profile).not.toHaveProperty('firstName');
  });

  it('POST /api/v1/keys/rotate: a new key signs at once, the old one stays published; token and audit as every route', async (t) => {
    const { app, services } = await build(t);
    const call = await adminCaller(app, services);
    await app.ready(); // the first signing key is made when the app becomes ready
    const before = (await services.keys.signingKey()).kid;
    expect((await app.inject({ method: 'POST', url: '/api/v1/keys/rotate' })).statusCode).toBe(401);
    const res = await call('POST', '/api/v1/keys/rotate');
    expect(res.statusCode).toBe(200);
    const rotation = res.json() as { kid: string; retiring: Array<{ kid: string; publishedUntil: string }> };
    expect(rotation.kid).not.toBe(before);
    expect(rotation.retiring.map((k) => k.kid)).toContain(before);
    expect(Date.parse(rotation.retiring[0]!.publishedUntil)).toBeGreaterThan(Date.now());
    expect((await services.keys.signingKey()).kid).toBe(rotation.kid);
    const jwks = (await app.inject({ url: '/oauth2/v1/keys' })).json() as { keys: Array<{ kid: string }> };
    expect(jwks.keys.map((k) => k.kid)).toEqual(expect.arrayContaining([rotation.kid, before]));
    const [event] = (await services.audit.list()).filter((e) => e.type === 'system.signing_key.rotate');
    expect(event).toMatchObject({ actor: { type: 'ApiToken' }, targets: [{ id: rotation.kid }] });
  });
});
