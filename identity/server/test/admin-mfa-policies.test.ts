import { describe, expect, it } from 'vitest';
import { adminCaller, causes } from './admin-support.ts';
import { build, seedUser, TEST_ISSUER } from './helper.ts';

describe('multi-factor policies per group (/api/v1/mfa-policies)', () => {
  it('writes, reads, lists and removes a group policy, auditing the changes', async (t) => {
    const { app, services } = await build(t);
    const call = await adminCaller(app, services);
    const group = (await call('POST', '/api/v1/groups', { profile: { name: 'aml-officers' } })).json();

    const put = await call('PUT', `/api/v1/mfa-policies/${group.id}`, {
      mfaRequired: true,
      factors: [
        { factorType: 'token:software:totp', enrollment: 'REQUIRED' },
        { factorType: 'sms', maxEnrollments: 2 },
      ],
      rememberDevice: { lifetimeMinutes: 720 },
    });
    expect(put.statusCode).toBe(200);
    const policy = put.json();
    expect(policy).toMatchObject({
      groupId: group.id,
      mfaRequired: true,
      factors: [
        { factorType: 'token:software:totp', enrollment: 'REQUIRED', maxEnrollments: 1 },
        { factorType: 'sms', enrollment: 'OPTIONAL', maxEnrollments: 2 },
      ],
      rememberDevice: { allowed: true, lifetimeMinutes: 720, byDefault: false },
      autoPush: false,
      _links: {
        self: { href: `${TEST_ISSUER}/api/v1/mfa-policies/${group.id}` },
        group: { href: `${TEST_ISSUER}/api/v1/groups/${group.id}` },
      },
    });
    expect((await call('GET', `/api/v1/mfa-policies/${group.id}`)).json()).toEqual(policy);
    expect((await call('GET', '/api/v1/mfa-policies')).json()).toEqual([policy]);

    // Replacing keeps one policy per group; without a lifetime no device is remembered.
    const replaced = await call('PUT', `/api/v1/mfa-policies/${group.id}`, {
      mfaRequired: true,
      factors: [{ factorType: 'email', enrollment: 'REQUIRED' }],
    });
    expect(replaced.json()).toMatchObject({
      factors: [{ factorType: 'email', enrollment: 'REQUIRED', maxEnrollments: 1 }],
      rememberDevice: { allowed: false, lifetimeMinutes: 0 },
      created: policy.created,
    });
    expect((await call('GET', '/api/v1/mfa-policies')).json()).toHaveLength(1);

    expect((await call('DELETE', `/api/v1/mfa-policies/${group.id}`)).statusCode).toBe(204);
    const gone = await call('GET', `/api/v1/mfa-policies/${group.id}`);
    expect([gone.statusCode, gone.json().errorCode]).toEqual([404, 'E0000007']);
    expect((await call('DELETE', `/api/v1/mfa-policies/${group.id}`)).statusCode).toBe(404);

    const events = (await services.audit.list()).filter((e) => e.type.startsWith('policy.')).reverse();
    expect(events.map((e) => e.type)).toEqual([
      'policy.lifecycle.update',
      'policy.lifecycle.update',
      'policy.lifecycle.delete',
    ]);
    expect(events[0]).toMatchObject({
      actor: { type: 'ApiToken' },
      targets: [{ id: group.id, type: 'UserGroup', displayName: 'aml-officers' }],
    });
  });

  it('refuses unknown or repeated factor types, MFA without factors, bad lifetimes, unknown groups', async (t) => {
    const { app, services } = await build(t);
    const call = await adminCaller(app, services);
    const group = (await call('POST', '/api/v1/groups', { profile: { name: 'staff' } })).json();
    const bad = await call('PUT', `/api/v1/mfa-policies/${group.id}`, {
      mfaRequired: true,
      factors: [{ factorType: 'carrier-pigeon' }, { factorType: 'sms' }, { factorType: 'sms' }],
      rememberDevice: { lifetimeMinutes: -5 },
    });
    expect([bad.statusCode, bad.json().errorCode]).toEqual([400, 'E0000001']);
    expect(causes(bad)).toEqual([
      expect.stringContaining('Unknown factor type "carrier-pigeon"'),
      expect.stringContaining('"sms" is listed twice'),
      expect.stringContaining('whole number of minutes'),
    ]);
    const empty = await call('PUT', `/api/v1/mfa-policies/${group.id}`, { mfaRequired: true, factors: [] });
    expect(causes(empty)).toEqual([expect.stringContaining('at least one factor')]);
    const schemaBad = await call('PUT', `/api/v1/mfa-policies/${group.id}`, { factors: 'sms' });
    expect([schemaBad.statusCode, schemaBad.json().errorCode]).toEqual([400, 'E0000001']);
    const unknown = await call('PUT', '/api/v1/mfa-policies/00gUnknown', { mfaRequired: false, factors: [] });
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, 'E0000007']);
    expect((await call('GET', '/api/v1/mfa-policies')).json()).toEqual([]);
  });

  it("gives each user the combination of their groups' policies", async (t) => {
    const { app, services } = await build(t);
    const call = await adminCaller(app, services);
    const giulia = await seedUser(services, {
      login: 'giulia.rossi@example.com',
      password: 'Compliance!2026',
      groups: ['aml-officers', 'staff'],
    });
    const marco = await seedUser(services, {
      login: 'marco@example.com',
      password: 'Compliance!2026',
      groups: ['staff'],
    });
    const groups = (await call('GET', '/api/v1/groups')).json() as Array<{
      id: string;
      profile: { name: string };
    }>;
    const id = (name: string) => groups.find((g) => g.profile.name === name)!.id;
    await call('PUT', `/api/v1/mfa-policies/${id('aml-officers')}`, {
      mfaRequired: true,
      factors: [{ factorType: 'token:software:totp', enrollment: 'REQUIRED' }],
      rememberDevice: { lifetimeMinutes: 60 },
    });
    await call('PUT', `/api/v1/mfa-policies/${id('staff')}`, {
      mfaRequired: false,
      factors: [{ factorType: 'sms' }],
      rememberDevice: { lifetimeMinutes: 1440 },
    });
    const effective = await services.policies.forUser(giulia.id);
    expect(effective).toMatchObject({
      mfaRequired: true,
      rememberDevice: { allowed: true, lifetimeMinutes: 60, byDefault: false },
      autoPush: false,
    });
    // The order of the factors follows the groups' ids; what counts is that both are there, each once.
    expect(effective.factors).toHaveLength(2);
    expect(effective.factors).toEqual(
      expect.arrayContaining([
        { factorType: 'token:software:totp', enrollment: 'REQUIRED', maxEnrollments: 1 },
        { factorType: 'sms', enrollment: 'OPTIONAL', maxEnrollments: 1 },
      ]),
    );
    expect((await services.policies.forUser(marco.id)).mfaRequired).toBe(false);
    const nobody = await seedUser(services, { login: 'nobody@example.com', password: 'Compliance!2026' });
    expect((await services.policies.forUser(nobody.id)).mfaRequired).toBe(false);
  });
});
