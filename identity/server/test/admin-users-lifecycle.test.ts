import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../src/lib/crypto.ts';
import { TEST_ISSUER } from './helper.ts';
import { adminSetup, createUser, errorOf, signInStatus, type AdminApi } from './admin-support.ts';

const lifecycle = (api: AdminApi, id: string, op: string, query = '') =>
  api.post(`/api/v1/users/${id}/lifecycle/${op}${query}`);

describe('POST /api/v1/users/{id}/lifecycle/*: Okta’s status rules', () => {
  it('suspend / unsuspend: only ACTIVE can be suspended, only SUSPENDED unsuspended (400 E0000001)', async (t) => {
    const { api, app, services } = await adminSetup(t);
    const user = await createUser(api, 'sus@example.com');
    const suspended = await lifecycle(api, user.id, 'suspend');
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toEqual({});
    const read = (await api.get(`/api/v1/users/${user.id}`)).json();
    expect(read.status).toBe('SUSPENDED');
    expect(Date.parse(read.statusChanged)).toBeGreaterThan(Date.parse(user.statusChanged));
    expect(Object.keys(read._links)).toEqual(['self', 'unsuspend', 'deactivate']);
    expect((await signInStatus(app, 'sus@example.com')).statusCode).toBe(401);

    expect(errorOf(await lifecycle(api, user.id, 'suspend'))).toMatchObject({
      status: 400,
      errorCode: 'E0000001',
      causes: ['status: Cannot suspend a user that is not active'],
    });
    expect((await lifecycle(api, user.id, 'unsuspend')).statusCode).toBe(200);
    expect((await signInStatus(app, 'sus@example.com')).status).toBe('SUCCESS');
    expect(errorOf(await lifecycle(api, user.id, 'unsuspend')).causes).toEqual([
      'status: Cannot unsuspend a user that is not suspended',
    ]);
    const types = (await services.audit.list({ userId: user.id })).map((e) => e.type);
    expect(types).toContain('user.lifecycle.suspend');
    expect(types).toContain('user.lifecycle.unsuspend');
  });

  it('activate: 403 E0000016 for an active user; STAGED with a password becomes ACTIVE', async (t) => {
    const { api, app } = await adminSetup(t);
    const active = await createUser(api, 'act@example.com');
    expect(errorOf(await lifecycle(api, active.id, 'activate'))).toMatchObject({
      status: 403,
      errorCode: 'E0000016',
      errorSummary: 'Activation failed because the user is already active',
    });
    const staged = await createUser(api, 'stg@example.com', { activate: false });
    const res = await lifecycle(api, staged.id, 'activate', '?sendEmail=false');
    expect(res.json()).toEqual({}); // a user with a password gets no activation link
    const read = (await api.get(`/api/v1/users/${staged.id}`)).json();
    expect(read.status).toBe('ACTIVE');
    expect(read.activated).not.toBeNull();
    expect((await signInStatus(app, 'stg@example.com')).status).toBe('SUCCESS');
  });

  it('activate without a password: PROVISIONED and a one-time activation link (returned or emailed)', async (t) => {
    const { api, services } = await adminSetup(t);
    const user = await createUser(api, 'nopw@example.com', { activate: false, password: null });
    const res = await lifecycle(api, user.id, 'activate', '?sendEmail=false');
    expect(res.statusCode).toBe(200);
    const { activationUrl, activationToken } = res.json();
    expect(activationUrl).toBe(`${TEST_ISSUER}/welcome/${activationToken}`);
    expect(activationToken).toMatch(/^[0-9A-Za-z]{32}$/);
    expect((await api.get(`/api/v1/users/${user.id}`)).json().status).toBe('PROVISIONED');

    // Activating again issues a new link by email and spends the previous one.
    expect((await lifecycle(api, user.id, 'activate')).json()).toEqual({});
    const [mail] = await services.outbox.list({ to: 'nopw@example.com' });
    const emailed = /\/welcome\/(\w+)/.exec(mail!.text)![1]!;
    expect(await services.users.tokens.redeem('activation', activationToken)).toBeNull();
    expect(await services.users.tokens.redeem('password_reset', emailed)).toBeNull();
    expect(await services.users.tokens.redeem('activation', emailed)).toBe(user.id);
    expect(await services.users.tokens.redeem('activation', emailed)).toBeNull();
  });

  it('deactivate closes the user’s sessions at once; a second deactivate is 403 E0000038', async (t) => {
    const { api, app, services } = await adminSetup(t);
    const user = await createUser(api, 'gone@example.com');
    const token = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/authn',
        payload: { username: 'gone@example.com', password: 'correct horse 1' },
      })
    ).json().sessionToken;
    const session = await services.sessions.redeemSessionToken(token, {});
    expect(await services.sessions.findBySid(session!.sid!)).not.toBeNull();

    expect((await lifecycle(api, user.id, 'deactivate')).json()).toEqual({});
    expect(await services.sessions.findBySid(session!.sid!)).toBeNull();
    expect(await services.sessions.closeAllForUser(user.id)).toEqual([]); // already closed, not just hidden
    expect(errorOf(await lifecycle(api, user.id, 'deactivate'))).toMatchObject({
      status: 403,
      errorCode: 'E0000038',
    });
    // Reactivation of a user with a password makes it ACTIVE again.
    expect((await lifecycle(api, user.id, 'activate')).statusCode).toBe(200);
    expect((await signInStatus(app, 'gone@example.com')).status).toBe('SUCCESS');
  });

  it('unlock: a LOCKED_OUT user becomes ACTIVE; 403 E0000032 when there is nothing to unlock', async (t) => {
    const { api, app } = await adminSetup(t, { lockoutThreshold: 2 });
    const user = await createUser(api, 'lock@example.com');
    await signInStatus(app, 'lock@example.com', 'wrong wrong');
    await signInStatus(app, 'lock@example.com', 'wrong wrong');
    const locked = (await api.get(`/api/v1/users/${user.id}`)).json();
    expect(locked.status).toBe('LOCKED_OUT');
    expect(Object.keys(locked._links)).toEqual(['self', 'unlock', 'resetPassword', 'deactivate']);
    expect((await lifecycle(api, user.id, 'unlock')).json()).toEqual({});
    expect((await signInStatus(app, 'lock@example.com')).status).toBe('SUCCESS');

    const staged = await createUser(api, 'stg2@example.com', { activate: false });
    expect(errorOf(await lifecycle(api, staged.id, 'unlock'))).toMatchObject({
      status: 403,
      errorCode: 'E0000032',
      errorSummary: 'Unlock is not allowed for this user.',
    });
  });

  it('reset_password: RECOVERY, a one-hour one-time recovery link stored hashed, returned or emailed', async (t) => {
    const { api, app, services } = await adminSetup(t);
    const user = await createUser(api, 'rec@example.com');
    const res = await lifecycle(api, user.id, 'reset_password', '?sendEmail=false');
    expect(res.statusCode).toBe(200);
    const url: string = res.json().resetPasswordUrl;
    const token = url.slice(`${TEST_ISSUER}/signin/reset-password/`.length);
    expect(token).toMatch(/^[0-9A-Za-z]{32}$/);
    expect((await api.get(`/api/v1/users/${user.id}`)).json().status).toBe('RECOVERY');
    expect((await signInStatus(app, 'rec@example.com')).statusCode).toBe(401);

    type TokenRow = { token_hash: string; expires_at: string; created_at: string };
    const stored = (await services.db.execute(
      sql`SELECT token_hash, expires_at::text, created_at::text FROM recovery_tokens WHERE user_id = ${user.id}`,
    )) as unknown as { rows: TokenRow[] };
    const row = stored.rows[0]!;
    expect(row.token_hash).toBe(sha256(token));
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBeCloseTo(3_600_000, -4);

    // Again, by email: the link goes to the outbox and the first link is spent.
    expect((await lifecycle(api, user.id, 'reset_password', '?sendEmail=true')).json()).toEqual({});
    const [mail] = await services.outbox.list({ to: 'rec@example.com' });
    expect(mail).toMatchObject({ channel: 'email', subject: 'Reset your password' });
    expect(mail!.text).toMatch(new RegExp(`${TEST_ISSUER}/signin/reset-password/[0-9A-Za-z]{32}`));
    const spent = await app.inject({
      method: 'POST',
      url: '/api/v1/authn/recovery/token',
      payload: { recoveryToken: token },
    });
    expect([spent.statusCode, spent.json().errorCode]).toEqual([403, 'E0000105']);
    const types = (await services.audit.list({ userId: user.id })).map((e) => e.type);
    expect(types.filter((x) => x === 'user.account.reset_password')).toHaveLength(2);

    const staged = await createUser(api, 'stg3@example.com', { activate: false });
    expect(errorOf(await lifecycle(api, staged.id, 'reset_password'))).toMatchObject({
      status: 403,
      errorCode: 'E0000038',
    });
  });

  it('expire_password: PASSWORD_EXPIRED (answers the user); sign-in asks for a new password until one is set', async (t) => {
    const { api, app } = await adminSetup(t);
    const user = await createUser(api, 'exp@example.com');
    const res = await lifecycle(api, user.id, 'expire_password');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, status: 'PASSWORD_EXPIRED' });
    // The Authn API answers PASSWORD_EXPIRED (change_password: test/authn-password.test.ts).
    expect(await signInStatus(app, 'exp@example.com')).toEqual({
      statusCode: 200,
      status: 'PASSWORD_EXPIRED',
    });
    const updated = await api.post(`/api/v1/users/${user.id}`, {
      credentials: { password: { value: 'a new password' } },
    });
    expect(updated.json().status).toBe('ACTIVE');
    expect((await signInStatus(app, 'exp@example.com', 'a new password')).status).toBe('SUCCESS');

    const suspended = await createUser(api, 'exp2@example.com');
    await lifecycle(api, suspended.id, 'suspend');
    expect(errorOf(await lifecycle(api, suspended.id, 'expire_password'))).toMatchObject({
      status: 403,
      errorCode: 'E0000038',
    });
  });

  it('404 E0000007 for an unknown user, and an unknown operation is not a route', async (t) => {
    const { api } = await adminSetup(t);
    expect(errorOf(await lifecycle(api, '00u00000000000000000', 'suspend'))).toMatchObject({
      status: 404,
      errorCode: 'E0000007',
    });
    const user = await createUser(api, 'op@example.com');
    expect((await lifecycle(api, user.id, 'explode')).statusCode).toBe(404);
  });
});
