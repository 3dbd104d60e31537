import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { usernameKey } from '../src/lib/username-key.ts';
import { createLoginFailuresRepository } from '../src/users/login-failures.repository.ts';
import type { Services } from '../src/services.ts';
import { build, seedUser } from './helper.ts';

const LOGIN = 'ada@example.com';
const PASSWORD = 'correct horse 42';

const authn = (app: FastifyInstance, username: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/v1/authn', payload: { username, password } });

async function rows(services: Services) {
  const result = (await services.db.execute(
    sql`SELECT key, user_id, failures FROM login_failures ORDER BY failures`,
  )) as unknown as { rows: Array<{ key: string; user_id: string | null; failures: number }> };
  return result.rows;
}

// docs: a wrong password for a known user and any password for an unknown user do the same work: one counter
// upsert in login_failures (plus one lookup, one argon2id verify and one audit insert). Timing is measured by
// bench/idp/authn-timing.ts, never asserted.
describe('failed sign-ins are counted per username, known or not', () => {
  it('counts an unknown username like a known one, under a hashed key, never the username itself', async (t) => {
    const { app, services } = await build(t, { lockoutThreshold: 5 });
    const user = await seedUser(services, { login: LOGIN, password: PASSWORD });
    for (let i = 0; i < 2; i++) {
      expect((await authn(app, LOGIN, 'wrong password')).statusCode).toBe(401);
      expect((await authn(app, 'Nobody@Example.com', 'wrong password')).statusCode).toBe(401);
    }
    expect(await rows(services)).toEqual(
      expect.arrayContaining([
        { key: usernameKey('login', LOGIN), user_id: user.id, failures: 2 },
        { key: usernameKey('login', 'nobody@example.com'), user_id: null, failures: 2 },
      ]),
    );
    const dump = JSON.stringify(await services.db.execute(sql`SELECT * FROM login_failures`));
    expect(dump).not.toMatch(/nobody|ada@/i);
  });

  it('a count made while a login was unknown does not carry over to a user created later', async (t) => {
    const { app, services } = await build(t, { lockoutThreshold: 3, lockoutShowFailures: true });
    for (let i = 0; i < 5; i++) await authn(app, LOGIN, 'wrong password');
    const user = await seedUser(services, { login: LOGIN, password: PASSWORD });
    expect((await authn(app, LOGIN, 'wrong password')).statusCode).toBe(401);
    expect(await createLoginFailuresRepository(services.db).countForUser(user.id)).toBe(1);
    expect((await authn(app, LOGIN, PASSWORD)).json().status).toBe('SUCCESS');
  });

  it('counts failures of locked and inactive users too; an operator unlock resets the count', async (t) => {
    const { app, services } = await build(t, { lockoutThreshold: 2, lockoutShowFailures: true });
    const user = await seedUser(services, { login: LOGIN, password: PASSWORD });
    const failures = createLoginFailuresRepository(services.db);
    await authn(app, LOGIN, 'wrong password');
    expect((await authn(app, LOGIN, 'wrong password')).json().status).toBe('LOCKED_OUT');
    expect((await authn(app, LOGIN, PASSWORD)).json().status).toBe('LOCKED_OUT');
    expect(await failures.countForUser(user.id)).toBe(3);
    expect(await services.users.repo.unlock(user.id)).toEqual({
      previousStatus: 'LOCKED_OUT',
      failedAttempts: 3,
    });
    expect(await failures.countForUser(user.id)).toBe(0);
    // One failure after the unlock does not lock again: the count restarted.
    expect((await authn(app, LOGIN, 'wrong password')).statusCode).toBe(401);
    await services.db.execute(sql`UPDATE users SET status = 'SUSPENDED'`);
    expect((await authn(app, LOGIN, PASSWORD)).statusCode).toBe(401);
    expect(await failures.countForUser(user.id)).toBe(2);
  });

  it('housekeeping deletes old counts of unknown usernames and of deleted users only', async (t) => {
    const { app, services } = await build(t, { lockoutThreshold: 5 });
    const kept = await seedUser(services, { login: LOGIN, password: PASSWORD });
    const gone = await seedUser(services, { login: 'gone@example.com', password: PASSWORD });
    await authn(app, LOGIN, 'wrong password');
    await authn(app, 'gone@example.com', 'wrong password');
    await authn(app, 'nobody@example.com', 'wrong password');
    await services.db.execute(sql`UPDATE login_failures SET last_failure_at = now() - interval '2 hours'`);
    await services.db.execute(sql`DELETE FROM users WHERE id = ${gone.id}`);
    const pruned = await createLoginFailuresRepository(services.db).prune(new Date(Date.now() - 3_600_000));
    expect(pruned).toBe(2);
    expect((await rows(services)).map((r) => r.user_id)).toEqual([kept.id]);
  });
});
