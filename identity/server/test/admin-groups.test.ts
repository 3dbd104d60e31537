import { describe, expect, it } from 'vitest';
import { TEST_ISSUER } from './helper.ts';
import { adminSetup, createUser, errorOf, type AdminApi } from './admin-support.ts';

const group = async (api: AdminApi, name: string, description?: string) => {
  const res = await api.post('/api/v1/groups', {
    profile: { name, ...(description ? { description } : {}) },
  });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json();
};
const names = (body: Array<{ profile: { name: string } }>) => body.map((g) => g.profile.name);

describe('/api/v1/groups', () => {
  it('creates, reads, replaces and deletes an OKTA_GROUP, auditing each change', async (t) => {
    const { api, services } = await adminSetup(t);
    const created = await group(api, '  auditors ', 'Read the register');
    expect(created.id).toMatch(/^00g[0-9A-Za-z]{17}$/);
    expect(created).toMatchObject({
      type: 'OKTA_GROUP',
      objectClass: ['okta:user_group'],
      profile: { name: 'auditors', description: 'Read the register' },
      _links: {
        self: { href: `${TEST_ISSUER}/api/v1/groups/${created.id}` },
        users: { href: `${TEST_ISSUER}/api/v1/groups/${created.id}/users` },
      },
    });
    expect(created.lastMembershipUpdated).toBe(created.created);
    expect((await api.get(`/api/v1/groups/${created.id}`)).json()).toEqual(created);

    const replaced = await api.put(`/api/v1/groups/${created.id}`, { profile: { name: 'Auditors' } });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().profile).toEqual({ name: 'Auditors', description: null });
    expect(Date.parse(replaced.json().lastUpdated)).toBeGreaterThan(Date.parse(created.lastUpdated));

    expect((await api.del(`/api/v1/groups/${created.id}`)).statusCode).toBe(204);
    expect(errorOf(await api.get(`/api/v1/groups/${created.id}`))).toMatchObject({
      status: 404,
      errorCode: 'E0000007',
      errorSummary: `Not found: Resource not found: ${created.id} (UserGroup)`,
    });
    expect((await api.del(`/api/v1/groups/${created.id}`)).statusCode).toBe(404);
    expect((await api.put(`/api/v1/groups/${created.id}`, { profile: { name: 'x' } })).statusCode).toBe(404);

    const events = (await services.audit.list()).filter((e) => e.type.startsWith('group.')).reverse();
    expect(events.map((e) => e.type)).toEqual([
      'group.lifecycle.create',
      'group.profile.update',
      'group.lifecycle.delete',
    ]);
    expect(events[0]).toMatchObject({
      actor: { type: 'ApiToken' },
      targets: [{ id: created.id, type: 'UserGroup', displayName: 'auditors' }],
    });
  });

  it('refuses a blank name and a name that exists in any case (400 E0000001)', async (t) => {
    const { api } = await adminSetup(t);
    const ops = await group(api, 'operators');
    await group(api, 'other');
    const dup = await api.post('/api/v1/groups', { profile: { name: 'OPERATORS' } });
    expect(errorOf(dup)).toEqual({
      status: 400,
      errorCode: 'E0000001',
      errorSummary: 'Api validation failed: name',
      causes: ['name: An object with this field already exists in the current organization'],
    });
    const renamed = await api.put(`/api/v1/groups/${ops.id}`, { profile: { name: 'Other' } });
    expect(errorOf(renamed).causes).toEqual([
      'name: An object with this field already exists in the current organization',
    ]);
    expect(errorOf(await api.post('/api/v1/groups', { profile: { name: '   ' } })).causes).toEqual([
      'name: The field cannot be left blank',
    ]);
    expect((await api.post('/api/v1/groups', { name: 'flat' })).statusCode).toBe(400);
  });

  it('lists by name with q, filter and limit/after pages', async (t) => {
    const { api } = await adminSetup(t);
    for (const n of ['delta', 'Alpha', 'charlie', 'bravo', 'alphabet']) await group(api, n);
    expect(names((await api.get('/api/v1/groups')).json())).toEqual([
      'Alpha',
      'alphabet',
      'bravo',
      'charlie',
      'delta',
    ]);
    expect(names((await api.get('/api/v1/groups?q=alp')).json())).toEqual(['Alpha', 'alphabet']);
    const byName = await api.get(`/api/v1/groups?filter=${encodeURIComponent('profile.name eq "BRAVO"')}`);
    expect(names(byName.json())).toEqual(['bravo']);
    const typed = await api.get(
      `/api/v1/groups?filter=${encodeURIComponent('type eq "OKTA_GROUP" and lastUpdated gt "2000-01-01T00:00:00Z"')}`,
    );
    expect(typed.json()).toHaveLength(5);
    expect(errorOf(await api.get('/api/v1/groups?filter=name%20eq%20%22x%22')).errorCode).toBe('E0000053');
    expect(errorOf(await api.get('/api/v1/groups?filter=id%20sw%20%22x%22')).errorCode).toBe('E0000031');

    const seen: string[] = [];
    let url: string | undefined = '/api/v1/groups?limit=2';
    while (url) {
      const res = await api.get(url);
      seen.push(...names(res.json()));
      const next = /<([^>]+)>; rel="next"/.exec(([] as string[]).concat(res.headers.link ?? []).join(', '));
      url = next?.[1]?.slice(TEST_ISSUER.length);
    }
    expect(seen).toEqual(['Alpha', 'alphabet', 'bravo', 'charlie', 'delta']);
  });
});

describe('/api/v1/groups/{id}/users', () => {
  it('adds and removes members idempotently, lists them, stamps lastMembershipUpdated, audits changes', async (t) => {
    const { api, services } = await adminSetup(t);
    const g = await group(api, 'aml-officers');
    const ann = await createUser(api, 'ann@example.com', { password: null });
    const bob = await createUser(api, 'bob@example.com', { password: null });
    for (const id of [ann.id, bob.id, ann.id]) {
      expect((await api.put(`/api/v1/groups/${g.id}/users/${id}`)).statusCode).toBe(204);
    }
    const members = await api.get(`/api/v1/groups/${g.id}/users`);
    expect(members.json().map((u: { id: string }) => u.id)).toEqual([ann.id, bob.id]);
    expect(members.json()[0]).toMatchObject({ status: 'PROVISIONED', profile: { login: 'ann@example.com' } });
    const paged = await api.get(`/api/v1/groups/${g.id}/users?limit=1`);
    expect(paged.json()).toHaveLength(1);
    expect(String(paged.headers.link)).toContain('rel="next"');
    const stamped = (await api.get(`/api/v1/groups/${g.id}`)).json();
    expect(Date.parse(stamped.lastMembershipUpdated)).toBeGreaterThan(Date.parse(g.lastMembershipUpdated));
    expect(stamped.lastUpdated).toBe(g.lastUpdated);

    expect((await api.del(`/api/v1/groups/${g.id}/users/${ann.id}`)).statusCode).toBe(204);
    expect((await api.del(`/api/v1/groups/${g.id}/users/${ann.id}`)).statusCode).toBe(204);
    expect((await api.get(`/api/v1/groups/${g.id}/users`)).json().map((u: { id: string }) => u.id)).toEqual([
      bob.id,
    ]);
    expect((await services.users.findById(bob.id))!.groups).toEqual(['aml-officers']);
    expect((await services.users.findById(ann.id))!.groups).toEqual([]);

    const types = (await services.audit.list({ userId: ann.id })).map((e) => e.type).reverse();
    expect(types.filter((x) => x.startsWith('group.'))).toEqual([
      'group.user_membership.add',
      'group.user_membership.remove',
    ]);
    const [removal] = await services.audit.list({ userId: ann.id, limit: 1 });
    expect(removal!.targets.map((p) => p.type)).toEqual(['User', 'UserGroup']);
  });

  it('answers 404 E0000007 for an unknown group or user; deleting a group drops its memberships', async (t) => {
    const { api, services } = await adminSetup(t);
    const g = await group(api, 'temp');
    const user = await createUser(api, 'u@example.com', { password: null });
    expect(errorOf(await api.put(`/api/v1/groups/00gnothere/users/${user.id}`)).errorSummary).toContain(
      '(UserGroup)',
    );
    expect(errorOf(await api.put(`/api/v1/groups/${g.id}/users/00unothere`)).errorSummary).toContain(
      '00unothere (User)',
    );
    expect((await api.get('/api/v1/groups/00gnothere/users')).statusCode).toBe(404);
    await api.put(`/api/v1/groups/${g.id}/users/${user.id}`);
    await api.del(`/api/v1/groups/${g.id}`);
    expect((await services.users.findById(user.id))!.groups).toEqual([]);
  });
});
