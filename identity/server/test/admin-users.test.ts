import { describe, expect, it } from 'vitest';
import { TEST_ISSUER } from './helper.ts';
import { adminSetup, createUser, errorOf, PASSWORD, profile, signInStatus } from './admin-support.ts';

const OKTA = { type: 'OKTA', name: 'OKTA' };

describe('POST /api/v1/users', () => {
  it('creates an ACTIVE user with a password: Okta User object, no hash, lifecycle links', async (t) => {
    const { api, app } = await adminSetup(t);
    const res = await api.post('/api/v1/users?activate=true', {
      profile: profile('ada@example.com', { mobilePhone: '+39 333 1234567', displayName: 'Ada L.' }),
      credentials: { password: { value: PASSWORD } },
    });
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user.id).toMatch(/^00u[0-9A-Za-z]{17}$/);
    expect(user).toMatchObject({
      status: 'ACTIVE',
      lastLogin: null,
      type: { id: expect.stringMatching(/^oty\w{17}$/) },
      profile: {
        login: 'ada@example.com',
        email: 'ada@example.com',
        firstName: 'Test',
        lastName: 'User',
        mobilePhone: '+39 333 1234567',
        displayName: 'Ada L.',
        locale: 'en_US',
        timezone: 'UTC',
      },
      credentials: { password: {}, provider: OKTA },
    });
    for (const field of ['created', 'activated', 'statusChanged', 'lastUpdated', 'passwordChanged']) {
      expect(Date.parse(user[field]), field).toBeGreaterThan(Date.now() - 60_000);
    }
    const self = `${TEST_ISSUER}/api/v1/users/${user.id}`;
    expect(user._links).toEqual({
      self: { href: self },
      suspend: { href: `${self}/lifecycle/suspend`, method: 'POST' },
      resetPassword: { href: `${self}/lifecycle/reset_password`, method: 'POST' },
      expirePassword: { href: `${self}/lifecycle/expire_password`, method: 'POST' },
      deactivate: { href: `${self}/lifecycle/deactivate`, method: 'POST' },
    });
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toContain(PASSWORD);

    // Primary authentication records lastLogin; it is not an update of the user.
    expect((await signInStatus(app, 'ada@example.com')).status).toBe('SUCCESS');
    const after = (await api.get(`/api/v1/users/${user.id}`)).json();
    expect(Date.parse(after.lastLogin)).toBeGreaterThanOrEqual(Date.parse(user.created));
    expect(after.lastUpdated).toBe(user.lastUpdated);
  });

  it('creates STAGED with activate=false, and PROVISIONED with an emailed activation link without a password', async (t) => {
    const { api, app, services } = await adminSetup(t);
    const staged = await createUser(api, 'staged@example.com', { activate: false });
    expect(staged).toMatchObject({ status: 'STAGED', activated: null, credentials: { password: {} } });
    expect(Object.keys(staged._links)).toEqual(['self', 'activate', 'deactivate']);

    const provisioned = await createUser(api, 'prov@example.com', { password: null });
    expect(provisioned).toMatchObject({ status: 'PROVISIONED', activated: null, passwordChanged: null });
    expect(provisioned.credentials).toEqual({ provider: OKTA });
    const [mail] = await services.outbox.list({ to: 'prov@example.com' });
    expect(mail!.subject).toBe('Activate your account');
    expect(mail!.text).toMatch(new RegExp(`${TEST_ISSUER}/welcome/[0-9A-Za-z]{32}`));

    // Neither can sign in.
    expect((await signInStatus(app, 'staged@example.com')).statusCode).toBe(401);
    expect((await signInStatus(app, 'prov@example.com')).statusCode).toBe(401);
  });

  it('answers 400 E0000001 with Okta’s cause for a login that exists, in any case', async (t) => {
    const { api } = await adminSetup(t);
    await createUser(api, 'dup@example.com');
    const res = await api.post('/api/v1/users', { profile: profile('DUP@example.com') });
    expect(errorOf(res)).toEqual({
      status: 400,
      errorCode: 'E0000001',
      errorSummary: 'Api validation failed: login',
      causes: ['login: An object with this field already exists in the current organization'],
    });
  });

  it('lists every invalid attribute and a short password as causes; never a 500', async (t) => {
    const { api } = await adminSetup(t);
    const res = await api.post('/api/v1/users', {
      profile: { login: 'nope', email: 'x@example.com', lastName: 'L', favouriteColour: 'red' },
      credentials: { password: { value: 'short' } },
    });
    expect(errorOf(res)).toMatchObject({
      status: 400,
      errorCode: 'E0000001',
      causes: [
        'login: Username must be an email address',
        'favouriteColour: The attribute is not defined in the user profile',
        'firstName: The field cannot be left blank',
        'password: Password requirements were not met. Password requirements: at least 8 characters.',
      ],
    });
    for (const body of [{}, { profile: 'x' }, { profile: {}, credentials: { password: { value: 1 } } }]) {
      const bad = await api.post('/api/v1/users', body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().errorCode).toBe('E0000001');
    }
    const hash = await api.post('/api/v1/users', {
      profile: profile('h@example.com'),
      credentials: { password: { hash: { algorithm: 'BCRYPT', value: 'x' } } },
    });
    expect(errorOf(hash).causes[0]).toMatch(/^password: Importing a password hash is not supported/);
    const group = await api.post('/api/v1/users', {
      profile: profile('g@example.com'),
      groupIds: ['00gnothere'],
    });
    expect(errorOf(group).causes).toEqual(['groupIds: No group has the id 00gnothere']);
  });
});

describe('GET|POST|PUT|DELETE /api/v1/users/{id or login}', () => {
  it('reads a user by id and by login (case-insensitively); 404 E0000007 otherwise', async (t) => {
    const { api } = await adminSetup(t);
    const user = await createUser(api, 'Grace@Example.com');
    expect((await api.get(`/api/v1/users/${user.id}`)).json()).toEqual(user);
    expect((await api.get('/api/v1/users/grace%40example.com')).json().id).toBe(user.id);
    const missing = await api.get('/api/v1/users/00u00000000000000000');
    expect(errorOf(missing)).toMatchObject({
      status: 404,
      errorCode: 'E0000007',
      errorSummary: 'Not found: Resource not found: 00u00000000000000000 (User)',
    });
  });

  it('POST updates only the attributes sent; PUT replaces the profile; both audited', async (t) => {
    const { api, services } = await adminSetup(t);
    const user = await createUser(api, 'ed@example.com', { profile: { title: 'Dr', city: 'Pisa' } });
    const partial = await api.post(`/api/v1/users/${user.id}`, { profile: { city: 'Roma', title: null } });
    expect(partial.statusCode).toBe(200);
    expect(partial.json().profile).toEqual({
      ...profile('ed@example.com'),
      city: 'Roma',
      locale: 'en_US',
      timezone: 'UTC',
    });
    expect(Date.parse(partial.json().lastUpdated)).toBeGreaterThan(Date.parse(user.lastUpdated));

    // A client may send back the whole object it read (credentials.password {} changes nothing).
    const whole = { ...partial.json(), profile: profile('ed2@example.com', { locale: 'it_IT' }) };
    const replaced = await api.put(`/api/v1/users/${user.id}`, whole);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().profile).toEqual({
      ...profile('ed2@example.com'),
      locale: 'it_IT',
      timezone: 'UTC',
    });
    expect(replaced.json().passwordChanged).toBe(user.passwordChanged);

    const stripped = await api.put(`/api/v1/users/${user.id}`, { profile: { login: 'ed2@example.com' } });
    expect(errorOf(stripped).causes).toContain('firstName: The field cannot be left blank');

    const events = (await services.audit.list({ userId: user.id })).map((e) => e.type).reverse();
    expect(events).toEqual([
      'user.lifecycle.create',
      'user.lifecycle.activate',
      'user.account.update_profile',
      'user.account.update_profile',
    ]);
    const [last] = await services.audit.list({ userId: user.id, limit: 1 });
    expect(last).toMatchObject({
      actor: { type: 'ApiToken', alternateId: 'test operator' },
      targets: [{ id: user.id, type: 'User', alternateId: 'ed2@example.com', displayName: 'Test User' }],
    });
  });

  it('sets a password by update (the user signs in with it); refuses a taken login', async (t) => {
    const { api, app } = await adminSetup(t);
    const user = await createUser(api, 'pw@example.com');
    await createUser(api, 'taken@example.com');
    const res = await api.post(`/api/v1/users/${user.id}`, {
      credentials: { password: { value: 'a brand new one' } },
    });
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().passwordChanged)).toBeGreaterThan(Date.parse(user.passwordChanged));
    expect((await signInStatus(app, 'pw@example.com', 'a brand new one')).status).toBe('SUCCESS');
    expect((await signInStatus(app, 'pw@example.com')).statusCode).toBe(401);
    const taken = await api.post(`/api/v1/users/${user.id}`, { profile: { login: 'TAKEN@example.com' } });
    expect(errorOf(taken).causes).toEqual([
      'login: An object with this field already exists in the current organization',
    ]);
  });

  it('DELETE deactivates first, deletes the second time; a DEPROVISIONED profile cannot change', async (t) => {
    const { api, services } = await adminSetup(t);
    const user = await createUser(api, 'del@example.com');
    expect((await api.del(`/api/v1/users/${user.id}`)).statusCode).toBe(204);
    const deactivated = (await api.get(`/api/v1/users/${user.id}`)).json();
    expect(deactivated.status).toBe('DEPROVISIONED');
    expect(Object.keys(deactivated._links)).toEqual(['self', 'activate']);
    const update = await api.post(`/api/v1/users/${user.id}`, { profile: { city: 'Roma' } });
    expect(errorOf(update)).toMatchObject({ status: 403, errorCode: 'E0000038' });

    expect((await api.del(`/api/v1/users/${user.id}`)).statusCode).toBe(204);
    expect((await api.get(`/api/v1/users/${user.id}`)).statusCode).toBe(404);
    expect((await api.del(`/api/v1/users/${user.id}`)).statusCode).toBe(404);
    const events = (await services.audit.list({ userId: user.id })).map((e) => e.type);
    expect(events.slice(0, 2)).toEqual(['user.lifecycle.delete.completed', 'user.lifecycle.deactivate']);
  });

  it('GET /api/v1/users/{id}/groups lists the user’s groups', async (t) => {
    const { api } = await adminSetup(t);
    const user = await createUser(api, 'member@example.com');
    const a = (await api.post('/api/v1/groups', { profile: { name: 'b-team' } })).json();
    const b = (
      await api.post('/api/v1/groups', { profile: { name: 'A-team', description: 'first' } })
    ).json();
    await api.put(`/api/v1/groups/${a.id}/users/${user.id}`);
    await api.put(`/api/v1/groups/${b.id}/users/${user.id}`);
    const res = await api.get(`/api/v1/users/${user.id}/groups`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((g: { profile: { name: string } }) => g.profile.name)).toEqual([
      'A-team',
      'b-team',
    ]);
    expect((await api.get('/api/v1/users/00u00000000000000000/groups')).statusCode).toBe(404);
  });
});
