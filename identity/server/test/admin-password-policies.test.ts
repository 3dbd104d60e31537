import { describe, expect, it } from 'vitest';
import { adminSetup, causes, createUser, errorOf, profile, signInStatus } from './admin-support.ts';
import { TEST_ISSUER } from './helper.ts';

const STRICT = {
  complexity: {
    minLength: 10,
    minLowerCase: 1,
    minUpperCase: 1,
    minNumber: 1,
    excludeUsername: true,
    excludeAttributes: ['firstName', 'lastName'],
  },
  age: { historyCount: 3, minAgeMinutes: 60, maxAgeDays: 90, expireWarnDays: 7 },
};
const STRICT_CAUSE =
  'password: Password requirements were not met. Password requirements: at least 10 characters, ' +
  'a lowercase letter, an uppercase letter, a number, no parts of your username, ' +
  'does not include your first name, does not include your last name.';

describe('password policies per group (/api/v1/password-policies)', () => {
  it('writes, reads, lists and removes a group policy, auditing the changes', async (t) => {
    const { api, services } = await adminSetup(t);
    const group = (await api.post('/api/v1/groups', { profile: { name: 'aml-officers' } })).json();
    const put = await api.put(`/api/v1/password-policies/${group.id}`, STRICT);
    expect(put.statusCode).toBe(200);
    const policy = put.json();
    expect(policy).toMatchObject({
      groupId: group.id,
      complexity: { ...STRICT.complexity, minSymbol: 0 },
      age: STRICT.age,
      _links: {
        self: { href: `${TEST_ISSUER}/api/v1/password-policies/${group.id}` },
        group: { href: `${TEST_ISSUER}/api/v1/groups/${group.id}` },
      },
    });
    expect((await api.get(`/api/v1/password-policies/${group.id}`)).json()).toEqual(policy);
    expect((await api.get('/api/v1/password-policies')).json()).toEqual([policy]);

    // Replacing keeps one policy per group; omitted settings fall back to the default policy's.
    const replaced = await api.put(`/api/v1/password-policies/${group.id}`, { age: { historyCount: 5 } });
    expect(replaced.json()).toMatchObject({
      complexity: { minLength: 8, minUpperCase: 0, excludeUsername: false, excludeAttributes: [] },
      age: { historyCount: 5, minAgeMinutes: 0, maxAgeDays: 0, expireWarnDays: 0 },
      created: policy.created,
    });
    expect((await api.del(`/api/v1/password-policies/${group.id}`)).statusCode).toBe(204);
    const gone = await api.get(`/api/v1/password-policies/${group.id}`);
    expect([gone.statusCode, gone.json().errorCode]).toEqual([404, 'E0000007']);
    expect((await api.del(`/api/v1/password-policies/${group.id}`)).statusCode).toBe(404);

    const events = (await services.audit.list()).filter((e) => e.type.startsWith('policy.')).reverse();
    expect(events.map((e) => [e.type, e.details?.['policyType']])).toEqual([
      ['policy.lifecycle.update', 'PASSWORD'],
      ['policy.lifecycle.update', 'PASSWORD'],
      ['policy.lifecycle.delete', 'PASSWORD'],
    ]);
    expect(events[0]).toMatchObject({ targets: [{ id: group.id, type: 'UserGroup' }] });
  });

  it('refuses settings out of range, unknown attributes, a warning without expiry, unknown groups', async (t) => {
    const { api } = await adminSetup(t);
    const group = (await api.post('/api/v1/groups', { profile: { name: 'staff' } })).json();
    const bad = await api.put(`/api/v1/password-policies/${group.id}`, {
      complexity: { minLength: 0, minSymbol: -1, excludeAttributes: ['email'] },
      age: { historyCount: 25, expireWarnDays: 3 },
    });
    expect([bad.statusCode, bad.json().errorCode]).toEqual([400, 'E0000001']);
    expect(causes(bad)).toEqual([
      'minLength: minLength must be a whole number from 1 to 256',
      'minSymbol: minSymbol must be a whole number from 0 to 256',
      'historyCount: historyCount must be a whole number from 0 to 24',
      expect.stringContaining('Only firstName and lastName can be excluded, not email'),
      expect.stringContaining('The warning needs a maximum age (maxAgeDays) at least as long'),
    ]);
    const schemaBad = await api.put(`/api/v1/password-policies/${group.id}`, {
      complexity: { minLength: 'x' },
    });
    expect([schemaBad.statusCode, schemaBad.json().errorCode]).toEqual([400, 'E0000001']);
    const unknown = await api.put('/api/v1/password-policies/00gUnknown', {});
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, 'E0000007']);
    expect((await api.get('/api/v1/password-policies')).json()).toEqual([]);
  });

  it('applies the policy of the groups to created and updated users, with the causes on password', async (t) => {
    const { api, app } = await adminSetup(t);
    const group = (await api.post('/api/v1/groups', { profile: { name: 'aml-officers' } })).json();
    await api.put(`/api/v1/password-policies/${group.id}`, STRICT);
    const login = 'giulia.rossi@example.com';
    const names = { firstName: 'Giulia', lastName: 'Rossi' };

    // Outside the group the default policy (8 characters) applies; inside, the group's.
    expect((await createUser(api, 'other@example.com', { password: 'giulia rossi' })).status).toBe('ACTIVE');
    const refused = await api.post('/api/v1/users', {
      profile: profile(login, names),
      credentials: { password: { value: 'Giulia2026xx' } },
      groupIds: [group.id],
    });
    expect(errorOf(refused)).toEqual({
      status: 400,
      errorCode: 'E0000001',
      errorSummary: 'Api validation failed: password',
      causes: [STRICT_CAUSE],
    });
    const created = await api.post('/api/v1/users', {
      profile: profile(login, names),
      credentials: { password: { value: 'Tramonto2026x' } },
      groupIds: [group.id],
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id;

    // An update must follow the rules and may not repeat one of the last 3 passwords (the current included).
    const weak = await api.post(`/api/v1/users/${id}`, { credentials: { password: { value: 'tramonto' } } });
    expect(errorOf(weak).causes).toEqual([STRICT_CAUSE]);
    const same = await api.post(`/api/v1/users/${id}`, {
      credentials: { password: { value: 'Tramonto2026x' } },
    });
    expect(errorOf(same).causes).toEqual([
      'password: Password has been used too recently. Your password cannot be any of your last 3 passwords.',
    ]);
    for (const value of ['Scirocco2027y', 'Libeccio2028z', 'Maestrale2029w']) {
      expect(
        (await api.post(`/api/v1/users/${id}`, { credentials: { password: { value } } })).statusCode,
      ).toBe(200);
    }
    // Three newer passwords later the first one may come back.
    const back = await api.post(`/api/v1/users/${id}`, {
      credentials: { password: { value: 'Tramonto2026x' } },
    });
    expect(back.statusCode).toBe(200);
    expect(await signInStatus(app, login, 'Tramonto2026x')).toEqual({ statusCode: 200, status: 'SUCCESS' });
  });
});
