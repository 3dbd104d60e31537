import { describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { build, seedUser, trustOrigin } from './helper.ts';
import { loadConfig } from '../src/config.ts';
import { createLoginFailuresRepository } from '../src/users/login-failures.repository.ts';

const LOGIN = 'ada@example.com';
const PASSWORD = 'correct horse 42';
const SUITE = 'http://localhost:3000';

const authn = (app: FastifyInstance, password: string) =>
  app.inject({ method: 'POST', url: '/api/v1/authn', payload: { username: LOGIN, password } });

async function setup(t: Parameters<typeof build>[0], config = {}) {
  const { app, services } = await build(t, { lockoutThreshold: 2, lockoutShowFailures: true, ...config });
  const user = await seedUser(services, { login: LOGIN, password: PASSWORD });
  await trustOrigin(services, SUITE);
  const closed: string[][] = [];
  services.sessions.onClosed(async (ids) => {
    closed.push(ids);
  });
  return { app, services, user, closed };
}

async function lock(app: FastifyInstance): Promise<void> {
  await authn(app, 'wrong wrong 1');
  expect((await authn(app, 'wrong wrong 2')).json().status).toBe('LOCKED_OUT');
}

function redirect(app: FastifyInstance, token: string, sid?: string) {
  const q = new URLSearchParams({ token, redirectUrl: `${SUITE}/` });
  return app.inject({ url: `/login/sessionCookieRedirect?${q}`, cookies: sid ? { sid } : {} });
}

const sidOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'sid')?.value;

async function openSession(app: FastifyInstance, previousSid?: string): Promise<string> {
  const token = (await authn(app, PASSWORD)).json().sessionToken as string;
  const sid = sidOf(await redirect(app, token, previousSid));
  expect(sid).toBeTruthy();
  return sid!;
}

const me = (app: FastifyInstance, sid: string) =>
  app.inject({ url: '/api/v1/sessions/me', cookies: { sid } });

describe('lockout duration (LOCKOUT_DURATION_MINUTES)', () => {
  it('defaults to 15 minutes, 0 meaning until an operator unlocks', () => {
    expect(loadConfig({}).lockoutDurationMs).toBe(15 * 60_000);
    expect(loadConfig({ LOCKOUT_DURATION_MINUTES: '0' }).lockoutDurationMs).toBe(0);
  });

  it('unlocks the account by itself once the duration has passed', async (t) => {
    const { app, user, services } = await setup(t, { lockoutDurationMs: 60_000 });
    await lock(app);
    expect((await authn(app, PASSWORD)).json().status).toBe('LOCKED_OUT');
    await services.db.execute(sql`UPDATE users SET locked_at = now() - interval '61 seconds'`);
    const res = await authn(app, PASSWORD);
    expect(res.json().status).toBe('SUCCESS');
    expect(await services.users.repo.findById(user.id)).toMatchObject({ status: 'ACTIVE', lockedAt: null });
    expect(await createLoginFailuresRepository(services.db).countForUser(user.id)).toBe(0);
    const types = (await services.audit.list()).map((e) => e.type);
    expect(types).toContain('user.account.unlock_by_timeout');
  });

  it('a fresh lock after the expiry counts again from zero; concurrent requests unlock once', async (t) => {
    const { app, services } = await setup(t, { lockoutDurationMs: 60_000, lockoutThreshold: 3 });
    await authn(app, 'wrong wrong 1');
    await authn(app, 'wrong wrong 2');
    expect((await authn(app, 'wrong wrong 3')).json().status).toBe('LOCKED_OUT');
    await services.db.execute(sql`UPDATE users SET locked_at = now() - interval '2 minutes'`);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => authn(app, `wrong again ${i}`)));
    const statuses = results.map((r) => (r.statusCode === 200 ? r.json().status : r.statusCode));
    expect(statuses.filter((s) => s === 401)).toHaveLength(2);
    expect(statuses.filter((s) => s === 'LOCKED_OUT')).toHaveLength(4);
    const types = (await services.audit.list()).map((e) => e.type);
    expect(types.filter((x) => x === 'user.account.unlock_by_timeout')).toHaveLength(1);
    expect(types.filter((x) => x === 'user.account.lock')).toHaveLength(2);
  });

  it('with duration 0 the lock holds until an operator unlocks', async (t) => {
    const { app, services } = await setup(t, { lockoutDurationMs: 0 });
    await lock(app);
    await services.db.execute(sql`UPDATE users SET locked_at = now() - interval '3650 days'`);
    expect((await authn(app, PASSWORD)).json().status).toBe('LOCKED_OUT');
  });

  it('answers the next(unlock) link target with 403 E0000032 while self-service unlock is off', async (t) => {
    const { app } = await build(t);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/authn/recovery/unlock',
      payload: { username: LOGIN },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: 'E0000032', errorCauses: [] });
  });
});

describe('sessions of locked or deactivated users', () => {
  it('locking an account closes its sessions and tells the onClosed listeners', async (t) => {
    const { app, closed } = await setup(t);
    const sid = await openSession(app);
    const session = (await me(app, sid)).json();
    await lock(app);
    expect(closed).toEqual([[session.id]]);
    expect((await me(app, sid)).statusCode).toBe(404);
  });

  it('findBySid requires an ACTIVE user (even if the session row was left open)', async (t) => {
    const { app, services } = await setup(t);
    const sid = await openSession(app);
    await services.db.execute(sql`UPDATE users SET status = 'DEPROVISIONED'`);
    expect((await me(app, sid)).statusCode).toBe(404);
    await services.db.execute(sql`UPDATE users SET status = 'ACTIVE'`);
    expect((await me(app, sid)).statusCode).toBe(200);
  });

  it('a session token issued before the lock cannot be redeemed after it', async (t) => {
    const { app } = await setup(t);
    const token = (await authn(app, PASSWORD)).json().sessionToken as string;
    await lock(app);
    const res = await redirect(app, token);
    expect(res.statusCode).toBe(302);
    expect(sidOf(res)).toBeUndefined();
  });

  it('onClosed hears DELETE /api/v1/sessions/me and the session replaced by a new redirect', async (t) => {
    const { app, closed, services } = await setup(t);
    const first = await openSession(app);
    const firstId = (await me(app, first)).json().id as string;
    const second = await openSession(app, first);
    expect(closed).toEqual([[firstId]]);
    const secondId = (await me(app, second)).json().id as string;
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/v1/sessions/me', cookies: { sid: second } }))
        .statusCode,
    ).toBe(204);
    expect(closed).toEqual([[firstId], [secondId]]);
    await services.sessions.close(secondId); // already closed: no second notification
    expect(closed).toHaveLength(2);
  });
});
