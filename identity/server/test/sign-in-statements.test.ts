/**
 * The sign-in's two statements (authn/sign-in.repository.ts): the lookup brings the user with their groups' MFA and
 * password policies as Drizzle rows and the progressive-profiling schema, and a successful sign-in with nothing else
 * to ask writes its four rows in one statement, or none of them when a lockout won the race. With the rate-limit
 * take, a successful `POST /api/v1/authn` sends the database three statements (docs/benchmarks.md, issue 5).
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { build, seedUser } from './helper.ts';
import { auditLog, sessionTokens, users } from '../src/db/schema.ts';
import { createSignInRepository } from '../src/authn/sign-in.repository.ts';
import { loginFailures } from '../src/users/tables.ts';
import { sha256 } from '../src/lib/crypto.ts';

const ctx = { actor: { id: 't', type: 'Test' } };
const LOGIN = 'Giulia.Rossi@example.com';
const PASSWORD = 'Compliance!2026';

async function setup(t: Parameters<typeof build>[0]) {
  const { app, services } = await build(t);
  const user = await seedUser(services, {
    login: LOGIN,
    password: PASSWORD,
    groups: ['aml-officers', 'auditors'],
  });
  const groups = await services.groups.ofUser(user.id);
  return { app, services, user, groups, repo: createSignInRepository(services.db) };
}

describe('sign-in statements', () => {
  it('finds the user case-insensitively with the policies of all their groups, as typed rows', async (t) => {
    const { services, user, groups, repo } = await setup(t);
    expect(await repo.find('nobody@example.com')).toBeNull();
    const bare = await repo.find(LOGIN.toUpperCase());
    expect(bare?.user.id).toBe(user.id);
    expect(bare?.mfaPolicies).toEqual([]);
    expect(bare?.passwordPolicies).toEqual([]);

    const [first, second] = groups;
    const factors = [{ factorType: 'token:software:totp', enrollment: 'REQUIRED' as const }];
    await services.policies.set(
      first!.id,
      { mfaRequired: true, factors, rememberDevice: { lifetimeMinutes: 60 } },
      ctx,
    );
    await services.passwordPolicies.set(second!.id, { minLength: 12, excludeAttributes: ['firstName'] }, ctx);
    const found = await repo.find(LOGIN);
    const [mfa] = found!.mfaPolicies;
    expect(mfa).toMatchObject({
      groupId: first!.id,
      mfaRequired: true,
      factors,
      rememberDeviceAllowed: true,
      rememberDeviceMinutes: 60,
    });
    expect(mfa!.createdAt).toBeInstanceOf(Date);
    // The same rows the policy repositories read one by one.
    expect(services.policies.ofRows(found!.mfaPolicies)).toEqual(await services.policies.forUser(user.id));
    expect(services.passwordPolicies.ofRows(found!.passwordPolicies)).toEqual(
      await services.passwordPolicies.forUser(user.id),
    );
    expect(found!.passwordPolicies[0]).toMatchObject({ minLength: 12, excludeAttributes: ['firstName'] });
  });

  it('writes last login, forgets failures, audits and issues the session token in one statement', async (t) => {
    const { services, user, repo } = await setup(t);
    await services.db.insert(loginFailures).values({
      key: 'login:giulia.rossi@example.com',
      userId: user.id,
      failures: 2,
      lastFailureAt: new Date(),
    });
    const now = new Date('2026-11-23T10:00:00.000Z');
    const expiresAt = new Date(now.getTime() + 300_000);
    const success = {
      userId: user.id,
      now,
      audit: {
        type: 'user.authentication.test',
        ip: '203.0.113.9',
        details: { userAgent: 'UA' },
        outcome: 'SUCCESS',
      },
      sessionToken: { tokenHash: sha256('token-1'), amr: ['pwd'], expiresAt },
    };
    expect(await repo.succeed(success)).toBe(true);

    const [row] = await services.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.lastLoginAt).toEqual(now);
    expect(await services.db.select().from(loginFailures)).toEqual([]);
    const [token] = await services.db.select().from(sessionTokens);
    expect(token).toMatchObject({
      tokenHash: sha256('token-1'),
      userId: user.id,
      amr: ['pwd'],
      expiresAt,
      authTime: now,
    });
    const [event] = await services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.type, 'user.authentication.test'));
    expect(event).toMatchObject({
      userId: user.id,
      ip: '203.0.113.9',
      details: { userAgent: 'UA' },
      outcome: 'SUCCESS',
    });
  });

  it('writes nothing for a user locked between the password check and the write', async (t) => {
    const { services, user, repo } = await setup(t);
    await services.db.update(users).set({ status: 'LOCKED_OUT' }).where(eq(users.id, user.id));
    const written = await repo.succeed({
      userId: user.id,
      now: new Date(),
      audit: { type: 'user.authentication.test', ip: null, details: {}, outcome: 'SUCCESS' },
      sessionToken: { tokenHash: sha256('token-2'), amr: ['pwd'], expiresAt: new Date() },
    });
    expect(written).toBe(false);
    expect(await services.db.select().from(sessionTokens)).toEqual([]);
    const events = services.db.select().from(auditLog).where(eq(auditLog.type, 'user.authentication.test'));
    expect(await events).toEqual([]);
    const [row] = await services.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.lastLoginAt).toBeNull();
  });

  it('brings the profile schema with the user only while progressive profiling is on', async (t) => {
    const { services, repo } = await setup(t);
    expect((await repo.find(LOGIN))!.profilingSchema).toBeNull();
    await services.registrationPolicy.set({ progressiveProfiling: true }, ctx);
    const { profileSchema } = await services.registrationPolicy.get();
    expect((await repo.find(LOGIN))!.profilingSchema).toEqual(profileSchema);
    await services.registrationPolicy.set({ progressiveProfiling: false }, ctx);
    expect((await repo.find(LOGIN))!.profilingSchema).toBeNull();
  });

  it('answers a successful POST /api/v1/authn with three statements: rate limit, lookup, success', async (t) => {
    const { app } = await setup(t);
    const signIn = () =>
      app.inject({ method: 'POST', url: '/api/v1/authn', payload: { username: LOGIN, password: PASSWORD } });
    expect((await signIn()).statusCode).toBe(200); // warms up whatever is read once per process
    // Both backends go through node-postgres (db/db.ts): count what its clients send during one sign-in.
    const sent: string[] = [];
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const config = args[0] as string | { name?: string; text?: string };
      sent.push(typeof config === 'string' ? config : (config.name ?? config.text ?? '?'));
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    try {
      const res = await signIn();
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('SUCCESS');
    } finally {
      pg.Client.prototype.query = query;
    }
    expect(sent).toEqual(['idp_rate_limit_take', 'idp_sign_in_lookup', 'idp_sign_in_success']);
  });
});
