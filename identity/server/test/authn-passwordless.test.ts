// Passwordless sign-in (issue 8; spec §2 passwordlessAuth: "Next", then a factor): a group's MFA policy lets its
// members start with the username alone and sign in with one enrolled possession factor (here email).
import { describe, expect, it } from 'vitest';
import { seedUser } from './helper.ts';
import {
  LOGIN,
  PASSWORD,
  authnCaller,
  errorOf,
  lastCode,
  setupMessageFactors,
  signIn,
} from './message-factor-support.ts';

const ctx = { actor: { id: 't', type: 'Test' } };

/** Giulia with an ACTIVE email factor (enrolled through a password sign-in), her group's policy as given. */
async function giuliaWithEmail(t: Parameters<typeof setupMessageFactors>[0], passwordless: boolean) {
  const setup = await setupMessageFactors(t, [{ factorType: 'email', enrollment: 'REQUIRED' }]);
  const { app, services, user, authn } = setup;
  const { stateToken } = (await signIn(app)).json();
  const factor = (await authn('/factors', { stateToken, factorType: 'email', provider: 'OKTA' })).json()
    ._embedded.factor;
  const activated = await authn(`/factors/${factor.id}/lifecycle/activate`, {
    stateToken,
    passCode: await lastCode(services, LOGIN),
  });
  expect(activated.json().status).toBe('SUCCESS');
  const [group] = await services.groups.ofUser(user.id);
  await services.policies.set(
    group!.id,
    { mfaRequired: true, factors: [{ factorType: 'email' }, { factorType: 'question' }], passwordless },
    ctx,
  );
  return { ...setup, factorId: factor.id as string, groupId: group!.id };
}

const usernameOnly = (login: string) => ({ username: login, options: { warnBeforePasswordExpired: true } });

describe('passwordless sign-in', () => {
  it('username alone -> MFA_REQUIRED with the possession factors only -> the emailed code signs in (amr without pwd)', async (t) => {
    const { services, user, authn, factorId } = await giuliaWithEmail(t, true);
    const started = await authn('', usernameOnly(LOGIN.toUpperCase()));
    expect(started.statusCode).toBe(200);
    const tx = started.json();
    expect(tx.status).toBe('MFA_REQUIRED');
    expect(tx._embedded.factors.map((f: { factorType: string }) => f.factorType)).toEqual(['email']);
    expect(tx._embedded.user.profile.login).toBe(LOGIN);

    const challenged = await authn(`/factors/${factorId}/verify`, { stateToken: tx.stateToken });
    expect(challenged.json().status).toBe('MFA_CHALLENGE');
    const wrong = await authn(`/factors/${factorId}/verify`, {
      stateToken: tx.stateToken,
      passCode: '000000',
    });
    expect(errorOf(wrong)).toEqual([403, 'E0000068']);
    const done = await authn(`/factors/${factorId}/verify`, {
      stateToken: tx.stateToken,
      passCode: await lastCode(services, LOGIN),
    });
    expect(done.json()).toMatchObject({ status: 'SUCCESS', sessionToken: expect.any(String) });
    const session = await services.sessions.redeemSessionToken(done.json().sessionToken, {});
    expect(session).toMatchObject({ userId: user.id });
    expect(session!.amr).not.toContain('pwd');
    expect(session!.amr.length).toBeGreaterThan(0);
  });

  it('the same 401 E0000004 for an unknown user, a user the policy does not allow, and one without such a factor', async (t) => {
    const { app, services, groupId } = await giuliaWithEmail(t, true);
    const authn = authnCaller(app);
    expect(errorOf(await authn('', usernameOnly('nobody@example.com')))).toEqual([401, 'E0000004']);
    // A user outside the passwordless group.
    await seedUser(services, { login: 'marco.bianchi@example.com', password: PASSWORD });
    expect(errorOf(await authn('', usernameOnly('marco.bianchi@example.com')))).toEqual([401, 'E0000004']);
    // A member of the group who has enrolled no possession factor.
    await seedUser(services, { login: 'chiara@example.com', password: PASSWORD, groups: ['aml-officers'] });
    expect(errorOf(await authn('', usernameOnly('chiara@example.com')))).toEqual([401, 'E0000004']);
    // No failure was counted: the right password still signs Giulia in (with her factor step).
    for (let i = 0; i < 5; i++) await authn('', usernameOnly('chiara@example.com'));
    const withPassword = await authn('', { username: 'chiara@example.com', password: PASSWORD });
    expect(withPassword.statusCode).toBe(200);
    // Turning passwordless off: the username alone is refused for Giulia too.
    await services.policies.set(groupId, { mfaRequired: true, factors: [{ factorType: 'email' }] }, ctx);
    expect((await authn('', usernameOnly(LOGIN))).statusCode).toBe(400);
  });

  it('until some policy allows it, a missing password stays a 400 E0000001 on the password field', async (t) => {
    const { app } = await giuliaWithEmail(t, false);
    const res = await authnCaller(app)('', usernameOnly(LOGIN));
    expect(errorOf(res)).toEqual([400, 'E0000001']);
    expect(res.json().errorCauses[0]).toMatchObject({ property: 'password' });
  });

  it('refuses a passwordless policy without a possession factor (an input error on passwordless)', async (t) => {
    const { services, groupId } = await giuliaWithEmail(t, false);
    await expect(
      services.policies.set(
        groupId,
        { mfaRequired: true, factors: [{ factorType: 'question' }], passwordless: true },
        ctx,
      ),
    ).rejects.toThrow(/passwordless: Passwordless sign-in needs at least one possession factor/);
  });
});
