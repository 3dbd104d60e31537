import { describe, expect, it } from 'vitest';
import { all, sdkClient } from './okta-sdk-support.ts';

// The official Okta Management SDK (@okta/okta-sdk-nodejs 8.x) against a real listening IdP, for users and
// groups: its request shapes, response parsing, Link-header pagination and error objects are the client side of
// our contract.

/** The error an SDK call rejects with, as the SDK parsed it. */
async function failure(
  call: Promise<unknown>,
): Promise<{ status?: number; errorCode?: string; causes: string[] }> {
  try {
    await call;
  } catch (e) {
    const err = e as {
      status?: number;
      code?: number;
      errorCode?: string;
      errorCauses?: Array<{ errorSummary: string }>;
      body?: { errorCode?: string; errorCauses?: Array<{ errorSummary: string }> };
    };
    const causes = err.errorCauses ?? err.body?.errorCauses ?? [];
    return {
      status: err.status ?? err.code,
      errorCode: err.errorCode ?? err.body?.errorCode,
      causes: causes.map((c) => c.errorSummary),
    };
  }
  throw new Error('the call succeeded');
}

const newUser = (login: string, firstName: string) => ({
  profile: { login, email: login, firstName, lastName: 'Sdk', mobilePhone: '+39 06 1234' },
  credentials: { password: { value: 'a sdk password 1' } },
});

describe('@okta/okta-sdk-nodejs against the IdP', () => {
  it('creates, lists (across pages), reads, updates, deactivates and deletes users', async (t) => {
    const { client } = await sdkClient(t);
    const users = client.userApi;
    const ada = await users.createUser({ body: newUser('ada@example.com', 'Ada'), activate: true });
    expect(ada.id).toMatch(/^00u/);
    expect(ada.status).toBe('ACTIVE');
    expect(ada.created).toBeInstanceOf(Date);
    expect(ada.profile?.mobilePhone).toBe('+39 06 1234');
    await users.createUser({ body: newUser('bob@example.com', 'Bob'), activate: true });
    await users.createUser({ body: newUser('cy@example.com', 'Cy'), activate: false });

    const listed = await all(await users.listUsers({ limit: 2 }));
    expect(listed.map((u) => u.profile?.login)).toEqual([
      'ada@example.com',
      'bob@example.com',
      'cy@example.com',
    ]);
    const searched = await all(await users.listUsers({ search: 'status eq "STAGED"' }));
    expect(searched.map((u) => u.profile?.login)).toEqual(['cy@example.com']);
    const byQ = await all(await users.listUsers({ q: 'bo' }));
    expect(byQ.map((u) => u.id)).toHaveLength(1);

    const read = await users.getUser({ userId: 'ada@example.com' });
    expect(read.id).toBe(ada.id);
    const updated = await users.updateUser({ userId: ada.id!, user: { profile: { title: 'Countess' } } });
    expect(updated.profile).toMatchObject({ title: 'Countess', firstName: 'Ada' });
    const replaced = await users.replaceUser({
      userId: ada.id!,
      user: {
        profile: {
          login: 'ada@example.com',
          email: 'ada@example.org',
          firstName: 'Ada',
          lastName: 'Lovelace',
        },
      },
    });
    expect(replaced.profile).toMatchObject({ email: 'ada@example.org', lastName: 'Lovelace' });
    expect(replaced.profile?.title).toBeUndefined();

    expect(await failure(users.createUser({ body: newUser('ADA@example.com', 'Again') }))).toEqual({
      status: 400,
      errorCode: 'E0000001',
      causes: ['login: An object with this field already exists in the current organization'],
    });

    await users.deactivateUser({ userId: ada.id! });
    expect((await users.getUser({ userId: ada.id! })).status).toBe('DEPROVISIONED');
    expect(await failure(users.deactivateUser({ userId: ada.id! }))).toMatchObject({
      status: 403,
      errorCode: 'E0000038',
    });
    await users.deleteUser({ userId: ada.id! });
    expect(await failure(users.getUser({ userId: ada.id! }))).toMatchObject({
      status: 404,
      errorCode: 'E0000007',
    });

    // DELETE of an active user deactivates it first, as in Okta.
    const bob = await users.getUser({ userId: 'bob@example.com' });
    await users.deleteUser({ userId: bob.id! });
    expect((await users.getUser({ userId: bob.id! })).status).toBe('DEPROVISIONED');
  });

  it('creates, lists, updates and deletes groups, and adds and removes members', async (t) => {
    const { client, services } = await sdkClient(t);
    const groups = client.groupApi;
    const user = await client.userApi.createUser({ body: newUser('member@example.com', 'Mem') });
    const auditors = await groups.createGroup({
      group: { profile: { name: 'auditors', description: 'Audit' } },
    });
    expect(auditors.id).toMatch(/^00g/);
    expect(auditors.type).toBe('OKTA_GROUP');
    await groups.createGroup({ group: { profile: { name: 'operators' } } });
    await groups.createGroup({ group: { profile: { name: 'admins' } } });

    const listed = await all(await groups.listGroups({ limit: 2 }));
    expect(listed.map((g) => g.profile?.name)).toEqual(['admins', 'auditors', 'operators']);
    expect((await all(await groups.listGroups({ q: 'op' }))).map((g) => g.profile?.name)).toEqual([
      'operators',
    ]);

    const replaced = await groups.replaceGroup({
      groupId: auditors.id!,
      group: { profile: { name: 'auditors', description: 'Reads the register' } },
    });
    expect(replaced.profile?.description).toBe('Reads the register');
    expect((await groups.getGroup({ groupId: auditors.id! })).profile?.description).toBe(
      'Reads the register',
    );

    await groups.assignUserToGroup({ groupId: auditors.id!, userId: user.id! });
    const members = await all(await groups.listGroupUsers({ groupId: auditors.id! }));
    expect(members.map((m) => m.id)).toEqual([user.id]);
    const ofUser = await all(await client.userApi.listUserGroups({ userId: user.id! }));
    expect(ofUser.map((g) => g.profile?.name)).toEqual(['auditors']);
    expect((await services.users.findById(user.id!))!.groups).toEqual(['auditors']);

    await groups.unassignUserFromGroup({ groupId: auditors.id!, userId: user.id! });
    expect(await all(await groups.listGroupUsers({ groupId: auditors.id! }))).toEqual([]);
    await groups.deleteGroup({ groupId: auditors.id! });
    expect(await failure(groups.getGroup({ groupId: auditors.id! }))).toMatchObject({
      status: 404,
      errorCode: 'E0000007',
    });
    expect((await all(await groups.listGroups())).map((g) => g.profile?.name)).toEqual([
      'admins',
      'operators',
    ]);
  });
});
