import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Services } from '../src/services.ts';
import { build, seedUser, TEST_ISSUER } from './helper.ts';
import { loadConfig } from '../src/config.ts';
import { createAuthnRepository } from '../src/authn/authn.repository.ts';
import { newId, randomToken, sha256 } from '../src/lib/crypto.ts';
import { createLoginFailuresRepository } from '../src/users/login-failures.repository.ts';

const LOGIN = 'ada@example.com';
const PASSWORD = 'correct horse 42';

const authn = (app: FastifyInstance, payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/v1/authn', payload: payload as Record<string, unknown> });

/** Events of sign-in, oldest first (those without an actor: seeding the user is audited too, by the system). */
async function auditTypes(services: Services): Promise<string[]> {
  return (await services.audit.list())
    .filter((e) => e.actor === null)
    .map((e) => e.type)
    .reverse();
}

describe('POST /api/v1/authn primary authentication', () => {
  it('answers SUCCESS with a one-time session token and the embedded user', async (t) => {
    const { app, services } = await build(t);
    const user = await seedUser(services, {
      login: LOGIN,
      password: PASSWORD,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const res = await authn(app, { username: 'ADA@example.com', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['_embedded', 'expiresAt', 'sessionToken', 'status']);
    expect(body.status).toBe('SUCCESS');
    expect(body.sessionToken).toMatch(/^[\w-]{43}$/);
    const ttl = Date.parse(body.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(4 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000);
    expect(body._embedded.user).toEqual({
      id: user.id,
      passwordChanged: user.passwordChangedAt!.toISOString(),
      profile: { login: LOGIN, firstName: 'Ada', lastName: 'Lovelace', locale: 'en_US', timeZone: 'UTC' },
    });
    expect(user.id).toMatch(/^00u[0-9A-Za-z]{17}$/);
    expect(await auditTypes(services)).toEqual(['user.authentication.auth_via_password.success']);
  });

  it('answers 401 E0000004 for a wrong password and for an unknown user alike', async (t) => {
    const { app, services } = await build(t);
    await seedUser(services, { login: LOGIN, password: PASSWORD });
    const wrong = await authn(app, { username: LOGIN, password: 'nope nope' });
    const unknown = await authn(app, { username: 'who@example.com', password: 'nope nope' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      const body = res.json();
      expect(body).toMatchObject({
        errorCode: 'E0000004',
        errorSummary: 'Authentication failed',
        errorLink: 'E0000004',
        errorCauses: [],
      });
      expect(body.errorId).toMatch(/^oae[0-9A-Za-z]{22}$/);
    }
    expect(wrong.json().errorId).not.toBe(unknown.json().errorId);
    expect(await auditTypes(services)).toEqual([
      'user.authentication.auth_via_password.failure',
      'user.authentication.auth_via_password.failure',
    ]);
  });

  it('spends comparable time on unknown users and wrong passwords (dummy argon2id verify)', async (t) => {
    const { app, services } = await build(t);
    await seedUser(services, { login: LOGIN, password: PASSWORD });
    await authn(app, { username: 'warm@example.com', password: 'x' }); // builds the dummy hash once
    const time = async (username: string) => {
      const start = performance.now();
      for (let i = 0; i < 3; i++) await authn(app, { username, password: 'wrong password' });
      return performance.now() - start;
    };
    const unknown = await time('nobody@example.com');
    const wrong = await time(LOGIN);
    // Without the dummy verify an unknown user costs one SELECT (~1 ms) against ~15 ms of argon2id.
    expect(unknown).toBeGreaterThan(wrong * 0.4);
  });

  it('rejects missing fields with 400 E0000001 and one cause per field', async (t) => {
    const { app } = await build(t);
    const res = await authn(app, { username: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'E0000001',
      errorSummary: 'Api validation failed: username, password',
      errorCauses: [
        { errorSummary: 'username: The field cannot be left blank', property: 'username' },
        { errorSummary: 'password: The field cannot be left blank', property: 'password' },
      ],
    });
  });

  it('rejects wrongly typed fields with schema causes in words', async (t) => {
    const { app } = await build(t);
    const res = await authn(app, { username: { first: 'a' }, password: 'x'.repeat(10) });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errorCode).toBe('E0000001');
    expect(body.errorCauses).toEqual([
      expect.objectContaining({ errorSummary: 'username: The value must be of type string' }),
    ]);
  });

  it('answers an over-long password with 401 E0000004 (not 400) and does not count it', async (t) => {
    const { app, services } = await build(t, { lockoutThreshold: 1 });
    const user = await seedUser(services, { login: LOGIN, password: PASSWORD });
    for (const username of [LOGIN, 'who@example.com']) {
      const res = await authn(app, { username, password: 'x'.repeat(300) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ errorCode: 'E0000004', errorCauses: [] });
    }
    expect(await services.users.repo.findById(user.id)).toMatchObject({ status: 'ACTIVE' });
    expect(await createLoginFailuresRepository(services.db).countForUser(user.id)).toBe(0);
  });

  it('rejects malformed JSON with 400 E0000003 and other content types with 415', async (t) => {
    const { app } = await build(t);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/authn',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      errorCode: 'E0000003',
      errorSummary: 'The request body was not well-formed.',
    });
    const xml = await app.inject({
      method: 'POST',
      url: '/api/v1/authn',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().errorCode).toBe('E0000003');
    const notObject = await app.inject({
      method: 'POST',
      url: '/api/v1/authn',
      headers: { 'content-type': 'application/json' },
      payload: '[1]',
    });
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().errorCauses[0].errorSummary).toBe('The request body must be a JSON object');
  });
});

describe('lockout', () => {
  it('locks after LOCKOUT_THRESHOLD consecutive failures and answers LOCKED_OUT, even to the right password', async (t) => {
    const { app, services } = await build(t, { lockoutThreshold: 3, lockoutShowFailures: true });
    await seedUser(services, { login: LOGIN, password: PASSWORD });
    expect((await authn(app, { username: LOGIN, password: 'bad1 bad1' })).statusCode).toBe(401);
    expect((await authn(app, { username: LOGIN, password: 'bad2 bad2' })).statusCode).toBe(401);
    const third = await authn(app, { username: LOGIN, password: 'bad3 bad3' });
    expect(third.statusCode).toBe(200);
    const body = third.json();
    // Okta's shape (ACCOUNT_LOCKED_OUT): no stateToken, no expiresAt.
    expect(Object.keys(body).sort()).toEqual(['_embedded', '_links', 'status']);
    expect(body.status).toBe('LOCKED_OUT');
    expect(body._embedded).toEqual({});
    expect(body._links).toEqual({
      next: {
        name: 'unlock',
        href: `${TEST_ISSUER}/api/v1/authn/recovery/unlock`,
        hints: { allow: ['POST'] },
      },
      cancel: { href: `${TEST_ISSUER}/api/v1/authn/cancel`, hints: { allow: ['POST'] } },
    });
    const right = await authn(app, { username: LOGIN, password: PASSWORD });
    expect(right.json().status).toBe('LOCKED_OUT');
    expect(await auditTypes(services)).toEqual([
      'user.authentication.auth_via_password.failure',
      'user.authentication.auth_via_password.failure',
      'user.account.lock',
      'user.authentication.auth_via_password.locked',
    ]);
  });

  it('hides the lockout as 401 E0000004 by default (LOCKOUT_SHOW_FAILURES false, as Okta)', async (t) => {
    expect(loadConfig({}).lockoutShowFailures).toBe(false);
    const { app, services } = await build(t, { lockoutThreshold: 2, lockoutShowFailures: false });
    await seedUser(services, { login: LOGIN, password: PASSWORD });
    await authn(app, { username: LOGIN, password: 'bad bad bad' });
    const locking = await authn(app, { username: LOGIN, password: 'bad bad bad' });
    const right = await authn(app, { username: LOGIN, password: PASSWORD });
    for (const res of [locking, right]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().errorCode).toBe('E0000004');
    }
  });

  it('resets the counter on success (failures must be consecutive)', async (t) => {
    const { app, services } = await build(t, { lockoutThreshold: 2 });
    await seedUser(services, { login: LOGIN, password: PASSWORD });
    await authn(app, { username: LOGIN, password: 'bad bad bad' });
    expect((await authn(app, { username: LOGIN, password: PASSWORD })).json().status).toBe('SUCCESS');
    expect((await authn(app, { username: LOGIN, password: 'bad bad bad' })).statusCode).toBe(401);
    expect((await authn(app, { username: LOGIN, password: PASSWORD })).json().status).toBe('SUCCESS');
  });

  it('counts concurrent failures atomically: 12 parallel wrong passwords lock exactly once, at the threshold', async (t) => {
    // A burst above 12, so the rate limit (tested in rate-limit.test.ts) lets all of them through.
    const { app, services } = await build(t, {
      lockoutThreshold: 4,
      lockoutShowFailures: true,
      rateLimit: { username: { perSecond: 4, burst: 20 }, ip: { perSecond: 10, burst: 50 } },
    });
    const user = await seedUser(services, { login: LOGIN, password: PASSWORD });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => authn(app, { username: LOGIN, password: `wrong-${i}-pass` })),
    );
    const statuses = results.map((r) => (r.statusCode === 200 ? r.json().status : r.statusCode));
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 'LOCKED_OUT')).toHaveLength(9);
    expect(await services.users.repo.findById(user.id)).toMatchObject({ status: 'LOCKED_OUT' });
    // Every failure was counted once (no lost update), the locked attempts included.
    expect(await createLoginFailuresRepository(services.db).countForUser(user.id)).toBe(12);
    const locks = (await services.audit.list()).filter((e) => e.type === 'user.account.lock');
    expect(locks).toHaveLength(1);
  });
});

describe('transactions: resume and cancel', () => {
  /** A live server-side transaction (LOCKED_OUT itself carries no state token any more). */
  async function lockedTransaction(services: Services): Promise<string> {
    const user = await seedUser(services, { login: LOGIN, password: PASSWORD });
    const stateToken = randomToken(32);
    await createAuthnRepository(services.db).insert({
      id: newId('00t'),
      stateTokenHash: sha256(stateToken),
      userId: user.id,
      status: 'LOCKED_OUT',
      expiresAt: new Date(Date.now() + 60_000),
    });
    return stateToken;
  }

  it('resumes with {stateToken}: current state, sliding the stored expiry', async (t) => {
    const { app, services } = await build(t);
    const stateToken = await lockedTransaction(services);
    const res = await authn(app, { stateToken });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('LOCKED_OUT');
    const stored = (await services.db.execute(sql`SELECT expires_at FROM authn_transactions`)) as {
      rows: Array<{ expires_at: string | Date }>;
    };
    expect(new Date(stored.rows[0]!.expires_at).getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);
  });

  it('answers 401 E0000011 for an unknown or expired state token', async (t) => {
    const { app, services } = await build(t);
    const stateToken = await lockedTransaction(services);
    const unknown = await authn(app, { stateToken: 'not-a-real-token' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({
      errorCode: 'E0000011',
      errorSummary: 'Invalid token provided',
      errorCauses: [],
    });
    await services.db.execute(sql`UPDATE authn_transactions SET expires_at = now() - interval '1 second'`);
    const expired = await authn(app, { stateToken });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().errorCode).toBe('E0000011');
  });

  it('cancel revokes the transaction and answers 200 without a stateToken', async (t) => {
    const { app, services } = await build(t);
    const stateToken = await lockedTransaction(services);
    const cancel = await app.inject({ method: 'POST', url: '/api/v1/authn/cancel', payload: { stateToken } });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({});
    expect((await authn(app, { stateToken })).json().errorCode).toBe('E0000011');
    const again = await app.inject({ method: 'POST', url: '/api/v1/authn/cancel', payload: { stateToken } });
    expect(again.statusCode).toBe(401);
    expect(again.json().errorCode).toBe('E0000011');
    const missing = await app.inject({ method: 'POST', url: '/api/v1/authn/cancel', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorCauses[0].errorSummary).toBe('stateToken: The field cannot be left blank');
    expect((await auditTypes(services)).at(-1)).toBe('user.authentication.transaction.cancel');
  });
});
