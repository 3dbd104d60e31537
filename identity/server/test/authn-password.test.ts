import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PasswordPolicyInput } from '../src/policies/password-policies.service.ts';
import { enrolTotpInAuthn, totpCode } from './factor-support.ts';
import { build, seedUser, TEST_ISSUER, type Cleanup } from './helper.ts';

const LOGIN = 'giulia.rossi@example.com';
const PASSWORD = 'Scirocco!2026';
const NEW_PASSWORD = 'Tramonto#2027';
const ctx = { actor: { id: 't', type: 'Test' } };
const post = { hints: { allow: ['POST'] } };
const DAY_MS = 24 * 60 * 60_000;

const STRICT: PasswordPolicyInput = {
  minLength: 10,
  minLowerCase: 1,
  minUpperCase: 1,
  minNumber: 1,
  excludeUsername: true,
  excludeAttributes: ['firstName', 'lastName'],
  historyCount: 3,
  minAgeMinutes: 2880,
  maxAgeDays: 30,
  warnDays: 29,
};

/** An IdP with Giulia in `aml-officers`, whose password policy is `policy` (if given). */
async function setup(t: Cleanup, policy?: PasswordPolicyInput) {
  const { app, services } = await build(t);
  const user = await seedUser(services, {
    login: LOGIN,
    password: PASSWORD,
    groups: ['aml-officers'],
    firstName: 'Giulia',
    lastName: 'Rossi',
  });
  const [group] = await services.groups.ofUser(user.id);
  if (policy) await services.passwordPolicies.set(group!.id, policy, ctx);
  const authn = (url: string, payload: object): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'POST', url: `/api/v1/authn${url}`, payload });
  const signIn = (password = PASSWORD, warn?: boolean) =>
    authn('', {
      username: LOGIN,
      password,
      ...(warn === undefined ? {} : { options: { warnBeforePasswordExpired: warn } }),
    });
  /** Moves the date of Giulia's last password change `days` into the past. */
  const ageBy = (days: number) =>
    services.db.execute(
      sql`UPDATE users SET password_changed_at = ${new Date(Date.now() - days * DAY_MS).toISOString()}::timestamptz WHERE id = ${user.id}`,
    );
  const change = (stateToken: string, oldPassword: string, newPassword: string, extra = {}) =>
    authn('/credentials/change_password', { stateToken, oldPassword, newPassword, ...extra });
  return { app, services, user, group: group!, authn, signIn, ageBy, change };
}

const errorOf = (res: LightMyRequestResponse) => [res.statusCode, res.json().errorCode];
const causesOf = (res: LightMyRequestResponse) =>
  (res.json().errorCauses as Array<{ errorSummary: string }>).map((c) => c.errorSummary);

describe('password expiry and change (Authn API)', () => {
  it('answers PASSWORD_EXPIRED after the operator expired the password, in the reference shape', async (t) => {
    const { services, user, signIn, authn } = await setup(t, STRICT);
    await services.users.lifecycle.run(user.id, 'expire_password', {}, ctx);
    const res = await signIn();
    expect(res.statusCode).toBe(200);
    const tx = res.json();
    expect(tx).toMatchObject({
      status: 'PASSWORD_EXPIRED',
      stateToken: expect.stringMatching(/^00/),
      _embedded: {
        user: { id: user.id, profile: { login: LOGIN, firstName: 'Giulia', lastName: 'Rossi' } },
        policy: {
          complexity: {
            minLength: 10,
            minLowerCase: 1,
            minUpperCase: 1,
            minNumber: 1,
            minSymbol: 0,
            excludeUsername: true,
            excludeAttributes: ['firstName', 'lastName'],
          },
          age: { minAgeMinutes: 2880, historyCount: 3 },
          expiration: { passwordExpireDays: 30 },
        },
      },
    });
    expect(tx._links).toEqual({
      next: {
        name: 'changePassword',
        href: `${TEST_ISSUER}/api/v1/authn/credentials/change_password`,
        ...post,
      },
      cancel: { href: `${TEST_ISSUER}/api/v1/authn/cancel`, ...post },
    });
    expect(tx.sessionToken).toBeUndefined();
    // Resume answers the same state; skipping an expired password is refused.
    expect((await authn('', { stateToken: tx.stateToken })).json().status).toBe('PASSWORD_EXPIRED');
    expect(errorOf(await authn('/skip', { stateToken: tx.stateToken }))).toEqual([401, 'E0000064']);
    // A wrong password still fails as before.
    expect(errorOf(await signIn('wrong password'))).toEqual([401, 'E0000004']);
  });

  it('changes the password: old password, complexity, history, then SUCCESS and the user is ACTIVE', async (t) => {
    const { services, user, signIn, authn, change } = await setup(t, STRICT);
    await services.users.lifecycle.run(user.id, 'expire_password', {}, ctx);
    const { stateToken } = (await signIn()).json();

    const wrongOld = await change(stateToken, 'not my password', NEW_PASSWORD);
    expect(errorOf(wrongOld)).toEqual([403, 'E0000014']);
    expect(wrongOld.json()).toMatchObject({
      errorSummary: 'Update of credentials failed',
      errorCauses: [{ errorSummary: 'Old password is not correct', property: 'oldPassword' }],
    });
    const weak = await change(stateToken, PASSWORD, 'giulia2027');
    expect(errorOf(weak)).toEqual([403, 'E0000014']);
    expect(causesOf(weak)).toEqual([
      'Password requirements were not met. Password requirements: at least 10 characters, a lowercase letter, ' +
        'an uppercase letter, a number, no parts of your username, does not include your first name, ' +
        'does not include your last name.',
    ]);
    // The current password is part of the history; an expired password may change at once (no minimum age).
    expect(causesOf(await change(stateToken, PASSWORD, PASSWORD))).toEqual([
      'Password has been used too recently. Your password cannot be any of your last 3 passwords.',
    ]);

    const done = await change(stateToken, PASSWORD, NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'SUCCESS', sessionToken: expect.any(String) });
    expect(done.json().stateToken).toBeUndefined();
    expect((await services.users.findById(user.id))?.status).toBe('ACTIVE');
    expect(errorOf(await change(stateToken, NEW_PASSWORD, 'Another#2028x'))).toEqual([401, 'E0000011']);
    expect(errorOf(await signIn(PASSWORD))).toEqual([401, 'E0000004']);
    expect((await signIn(NEW_PASSWORD)).json().status).toBe('SUCCESS');
    const events = (await services.audit.list()).map((e) => e.type);
    expect(events).toContain('user.account.update_password');
    expect(errorOf(await authn('/credentials/change_password', { stateToken }))).toEqual([400, 'E0000001']);
  });

  it('expires by the maximum age and warns within the warning days only when asked', async (t) => {
    const { signIn, ageBy, authn, change } = await setup(t, { ...STRICT, minAgeMinutes: 0, warnDays: 5 });
    await ageBy(31);
    expect((await signIn()).json().status).toBe('PASSWORD_EXPIRED');

    await ageBy(27.5);
    expect((await signIn()).json().status).toBe('SUCCESS');
    expect((await signIn(PASSWORD, false)).json().status).toBe('SUCCESS');
    const warned = (await signIn(PASSWORD, true)).json();
    expect(warned).toMatchObject({
      status: 'PASSWORD_WARN',
      _embedded: { policy: { expiration: { passwordExpireDays: 2 }, complexity: { minLength: 10 } } },
    });
    expect(Object.keys(warned._links)).toEqual(['next', 'skip', 'cancel']);
    expect(warned._links.skip).toEqual({ name: 'skip', href: `${TEST_ISSUER}/api/v1/authn/skip`, ...post });
    // Remind me later: SUCCESS with the current password.
    const skipped = await authn('/skip', { stateToken: warned.stateToken });
    expect(skipped.json()).toMatchObject({ status: 'SUCCESS', sessionToken: expect.any(String) });

    // Changing from the warning works too.
    const again = (await signIn(PASSWORD, true)).json();
    expect((await change(again.stateToken, PASSWORD, NEW_PASSWORD)).json().status).toBe('SUCCESS');
    expect((await signIn(NEW_PASSWORD, true)).json().status).toBe('SUCCESS');
  });

  it('refuses a voluntary change before the minimum age, stated in the largest unit', async (t) => {
    const { signIn, ageBy, change } = await setup(t, STRICT);
    await ageBy(1);
    const warned = (await signIn(PASSWORD, true)).json();
    expect(warned.status).toBe('PASSWORD_WARN');
    const early = await change(warned.stateToken, PASSWORD, NEW_PASSWORD);
    expect(errorOf(early)).toEqual([403, 'E0000014']);
    expect(causesOf(early)).toEqual([
      'Password cannot be changed yet. At least 2 days must pass after your last password change.',
    ]);
  });

  it('asks for the factor first, then PASSWORD_EXPIRED, then SUCCESS', async (t) => {
    const { services, user, group, signIn, authn, change } = await setup(t, STRICT);
    const factors = [{ factorType: 'token:software:totp', enrollment: 'REQUIRED' as const }];
    await services.policies.set(group.id, { mfaRequired: true, factors }, ctx);
    const first = (await signIn()).json();
    const { activated, secret, id: factorId } = await enrolTotpInAuthn(authn, first.stateToken);
    expect(activated.json().status).toBe('SUCCESS');

    await services.users.lifecycle.run(user.id, 'expire_password', {}, ctx);
    const mfa = (await signIn()).json();
    expect(mfa.status).toBe('MFA_REQUIRED');
    // Not the password step's state: change_password is refused.
    expect(errorOf(await change(mfa.stateToken, PASSWORD, NEW_PASSWORD))).toEqual([403, 'E0000079']);
    const verified = await authn(`/factors/${factorId}/verify`, {
      stateToken: mfa.stateToken,
      passCode: await totpCode(secret, 30),
    });
    expect(verified.json().status).toBe('PASSWORD_EXPIRED');
    const done = await change(verified.json().stateToken, PASSWORD, NEW_PASSWORD);
    expect(done.json()).toMatchObject({ status: 'SUCCESS', sessionToken: expect.any(String) });
  });

  it('lets only one of two concurrent changes from the same password through', async (t) => {
    const { services, user, signIn, change } = await setup(t, STRICT);
    await services.users.lifecycle.run(user.id, 'expire_password', {}, ctx);
    const a = (await signIn()).json().stateToken;
    const b = (await signIn()).json().stateToken;
    const results = await Promise.all([change(a, PASSWORD, NEW_PASSWORD), change(b, PASSWORD, NEW_PASSWORD)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    const loser = results.find((r) => r.statusCode === 403)!;
    expect(loser.json().errorCode).toBe('E0000014');
    // The winner's password is now the current one and in the history: it cannot be set again.
    const next = (await signIn(NEW_PASSWORD, true)).json();
    expect(next.status).toBe('SUCCESS');
    const rows = await services.db.execute(
      sql`SELECT count(*)::int AS n FROM password_history WHERE user_id = ${user.id}`,
    );
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(2);
  });

  it('closes the other sessions with revokeSessions and rejects bad state tokens', async (t) => {
    const { services, user, signIn, change, authn } = await setup(t, STRICT);
    const first = (await signIn()).json();
    const session = await services.sessions.redeemSessionToken(first.sessionToken, {});
    expect(session).not.toBeNull();
    await services.users.lifecycle.run(user.id, 'expire_password', {}, ctx);
    const { stateToken } = (await signIn()).json();
    const done = await change(stateToken, PASSWORD, NEW_PASSWORD, { revokeSessions: true });
    expect(done.json().status).toBe('SUCCESS');
    expect(await services.sessions.findBySid(session!.sid!)).toBeNull();
    expect(errorOf(await change('00nope', PASSWORD, NEW_PASSWORD))).toEqual([401, 'E0000011']);
    expect(errorOf(await authn('/skip', { stateToken: '00nope' }))).toEqual([401, 'E0000011']);
  });
});
