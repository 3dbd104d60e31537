import { describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Config } from '../src/config.ts';
import { createLoginFailuresRepository } from '../src/users/login-failures.repository.ts';
import { build, seedUser, trustOrigin, type Cleanup } from './helper.ts';

const LOGIN = 'ada@example.com';
const PASSWORD = 'correct horse 42';

// A refill of one request per 100 s: nothing refills while a test runs, so the counts below are exact.
const SLOW = 0.01;

function limits(username: number, ip: number): Pick<Config, 'rateLimit'> {
  return {
    rateLimit: { username: { perSecond: SLOW, burst: username }, ip: { perSecond: SLOW, burst: ip } },
  };
}

async function setup(t: Cleanup, config: Partial<Config>) {
  const idp = await build(t, { lockoutThreshold: 100, ...config });
  const user = await seedUser(idp.services, { login: LOGIN, password: PASSWORD });
  return { ...idp, user };
}

const authn = (app: FastifyInstance, payload: Record<string, unknown>, remoteAddress = '203.0.113.1') =>
  app.inject({ method: 'POST', url: '/api/v1/authn', payload, remoteAddress });

const header = (res: LightMyRequestResponse, name: string) => Number(res.headers[name]);

describe('rate limits of POST /api/v1/authn (per username and per client IP, in the database)', () => {
  it('lets at most the burst of 50 parallel requests for one username through; the rest get 429 E0000047', async (t) => {
    const { app, services, user } = await setup(t, limits(5, 1000));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => authn(app, { username: LOGIN, password: `wrong password ${i}` })),
    );
    const limited = results.filter((r) => r.statusCode === 429);
    expect(results.filter((r) => r.statusCode === 401)).toHaveLength(5);
    expect(limited).toHaveLength(45);
    for (const res of limited) {
      expect(res.json()).toMatchObject({
        errorCode: 'E0000047',
        errorSummary: 'API call exceeded rate limit due to too many requests.',
        errorLink: 'E0000047',
        errorCauses: [],
      });
      expect(header(res, 'x-rate-limit-limit')).toBe(5);
      expect(header(res, 'x-rate-limit-remaining')).toBe(0);
      expect(header(res, 'retry-after')).toBeGreaterThanOrEqual(1);
    }
    // Refused requests never reach the password check: five failures counted, five audit events.
    expect(await createLoginFailuresRepository(services.db).countForUser(user.id)).toBe(5);
    const signIns = (await services.audit.list()).filter((e) => e.type.startsWith('user.authentication.'));
    expect(signIns).toHaveLength(5);
    // Other usernames have their own bucket.
    expect((await authn(app, { username: 'bob@example.com', password: 'x' })).statusCode).toBe(401);
  });

  it('counts the username case-insensitively', async (t) => {
    const { app } = await setup(t, limits(2, 1000));
    for (const username of [LOGIN, 'ADA@example.com']) {
      expect((await authn(app, { username, password: 'wrong one' })).statusCode).toBe(401);
    }
    expect((await authn(app, { username: 'Ada@Example.COM', password: PASSWORD })).statusCode).toBe(429);
  });

  it('limits each client IP across usernames, state-token requests included', async (t) => {
    const { app } = await setup(t, limits(1000, 3));
    const users = ['a@example.com', 'b@example.com', 'c@example.com'];
    for (const username of users) {
      expect((await authn(app, { username, password: 'nope nope' })).statusCode).toBe(401);
    }
    const refused = await authn(app, { stateToken: 'whatever' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorCode).toBe('E0000047');
    expect(header(refused, 'x-rate-limit-limit')).toBe(3);
    // Another client IP is not affected, and a successful sign-in goes through there.
    const other = await authn(app, { username: LOGIN, password: PASSWORD }, '198.51.100.7');
    expect(other.statusCode).toBe(200);
    expect(other.json().status).toBe('SUCCESS');
  });

  it('sends X-Rate-Limit-* on normal answers too, with the reset in epoch seconds', async (t) => {
    const { app } = await build(t, {
      rateLimit: { username: { perSecond: SLOW, burst: 10 }, ip: { perSecond: SLOW, burst: 50 } },
    });
    const before = Math.floor(Date.now() / 1000);
    const first = await authn(app, { username: LOGIN, password: 'nope nope' });
    const second = await authn(app, { username: LOGIN, password: 'nope nope' });
    expect(first.statusCode).toBe(401);
    // The username bucket (10) has fewer requests left than the IP bucket (50): it is the one reported.
    expect(header(first, 'x-rate-limit-limit')).toBe(10);
    expect(header(first, 'x-rate-limit-remaining')).toBe(9);
    expect(header(second, 'x-rate-limit-remaining')).toBe(8);
    const reset = header(second, 'x-rate-limit-reset');
    // Full again after 2 requests at one per 100 s: 200 s from the second request, rounded up.
    expect(reset).toBeGreaterThanOrEqual(before + 199);
    expect(reset).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 201);
    expect(first.headers['retry-after']).toBeUndefined();
    // The defaults are Okta's per-username 4 requests/s.
    expect((await build(t)).services.config.rateLimit.username.perSecond).toBe(4);
  });

  it('refills over time: a refused username gets through once tokens have accrued', async (t) => {
    const { app, services } = await setup(t, {
      rateLimit: { username: { perSecond: 1, burst: 1 }, ip: { perSecond: 100, burst: 100 } },
    });
    expect((await authn(app, { username: LOGIN, password: PASSWORD })).statusCode).toBe(200);
    const refused = await authn(app, { username: LOGIN, password: PASSWORD });
    expect(refused.statusCode).toBe(429);
    // Move every bucket's last refill two seconds into the past (the same as waiting two seconds).
    await services.db.execute(
      sql`UPDATE rate_limit_buckets SET refilled_at = refilled_at - interval '2 seconds'`,
    );
    expect((await authn(app, { username: LOGIN, password: PASSWORD })).statusCode).toBe(200);
  });

  it('a refused request leaves the failure counter and the lockout alone', async (t) => {
    const { app, services, user } = await setup(t, {
      ...limits(2, 1000),
      lockoutThreshold: 3,
      lockoutShowFailures: true,
    });
    await authn(app, { username: LOGIN, password: 'wrong 1 wrong' });
    await authn(app, { username: LOGIN, password: 'wrong 2 wrong' });
    const failures = createLoginFailuresRepository(services.db);
    expect(await failures.countForUser(user.id)).toBe(2);
    for (let i = 0; i < 5; i++) {
      expect((await authn(app, { username: LOGIN, password: `wrong ${i}` })).statusCode).toBe(429);
    }
    expect(await failures.countForUser(user.id)).toBe(2);
    expect(await services.users.findById(user.id)).toMatchObject({ status: 'ACTIVE' });
    const types = (await services.audit.list())
      .map((e) => e.type)
      .filter((type) => type.startsWith('user.authentication.'));
    expect(types).toEqual(Array(2).fill('user.authentication.auth_via_password.failure'));
  });

  it('limits the recovery endpoints with their own buckets', async (t) => {
    const { app } = await setup(t, limits(2, 1000));
    const unlock = (username: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/authn/recovery/unlock',
        payload: { username },
        remoteAddress: '203.0.113.1',
      });
    await authn(app, { username: LOGIN, password: 'wrong one' });
    await authn(app, { username: LOGIN, password: 'wrong two' });
    expect((await authn(app, { username: LOGIN, password: 'wrong three' })).statusCode).toBe(429);
    // The sign-in bucket is empty; the recovery bucket of the same username is not.
    const first = await unlock(LOGIN);
    expect(first.statusCode).toBe(403);
    expect(header(first, 'x-rate-limit-remaining')).toBe(1);
    expect((await unlock('ADA@example.com')).statusCode).toBe(403);
    const refused = await unlock(LOGIN);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorCode).toBe('E0000047');
  });

  it('takes the client IP from X-Forwarded-For only behind a trusted proxy (TRUST_PROXY)', async (t) => {
    const forwarded = (app: FastifyInstance, client: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/authn',
        payload: { stateToken: 'x' },
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': client },
      });
    const direct = await build(t, limits(1000, 1));
    expect((await forwarded(direct.app, '192.0.2.1')).statusCode).toBe(401);
    // Without TRUST_PROXY the proxy's address is the client: every forwarded client shares its bucket.
    expect((await forwarded(direct.app, '192.0.2.2')).statusCode).toBe(429);
    const proxied = await build(t, { ...limits(1000, 1), trustProxy: ['10.0.0.0/8'] });
    expect((await forwarded(proxied.app, '192.0.2.1')).statusCode).toBe(401);
    expect((await forwarded(proxied.app, '192.0.2.2')).statusCode).toBe(401);
    expect((await forwarded(proxied.app, '192.0.2.1')).statusCode).toBe(429);
  });

  it('lets a trusted origin read the rate-limit headers (Access-Control-Expose-Headers)', async (t) => {
    const { app, services } = await build(t);
    await trustOrigin(services, 'http://localhost:3000');
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/authn',
      payload: { username: LOGIN, password: 'nope nope' },
      headers: { origin: 'http://localhost:3000' },
    });
    expect(res.headers['access-control-expose-headers']).toContain('X-Rate-Limit-Remaining');
  });

  it('prunes the buckets that are full again', async (t) => {
    // A slow refill, so the buckets cannot be full again by the first prune however slow the machine is.
    const { app, services } = await build(t, limits(10, 50));
    await authn(app, { username: LOGIN, password: 'nope nope' });
    const count = async () =>
      (
        (await services.db.execute(sql`SELECT count(*)::int AS n FROM rate_limit_buckets`)) as unknown as {
          rows: Array<{ n: number }>;
        }
      ).rows[0]!.n;
    expect(await count()).toBe(2);
    expect(await services.rateLimits.prune()).toBe(0);
    await services.db.execute(sql`UPDATE rate_limit_buckets SET full_at = now() - interval '1 second'`);
    expect(await services.rateLimits.prune()).toBe(2);
    expect(await count()).toBe(0);
  });

  it('keeps the buckets in an UNLOGGED table (no WAL per request; a crash leaves every bucket full)', async (t) => {
    const { services } = await build(t, {});
    const result = (await services.db.execute(
      sql`SELECT relpersistence FROM pg_class WHERE relname = 'rate_limit_buckets'`,
    )) as unknown as { rows: Array<{ relpersistence: string }> };
    expect(result.rows).toEqual([{ relpersistence: 'u' }]);
  });
});
