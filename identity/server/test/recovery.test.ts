import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/users/password.ts';
import { build, seedUser, TEST_ISSUER, type Cleanup } from './helper.ts';

const LOGIN = 'giulia.rossi@example.com';
const PASSWORD = 'Scirocco!2026';
const NEW_PASSWORD = 'Tramonto#2027x';
const PHONE = '+393331234567';
const ctx = { actor: { id: 't', type: 'Test' } };

/** An IdP with Giulia (ACTIVE); helpers for the Authn API and the outbox. */
async function setup(t: Cleanup) {
  const { app, services } = await build(t);
  const user = await seedUser(services, {
    login: LOGIN,
    password: PASSWORD,
    groups: ['aml-officers'],
    firstName: 'Giulia',
    lastName: 'Rossi',
  });
  const authn = (url: string, payload: object): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'POST', url: `/api/v1/authn${url}`, payload });
  /** The newest message sent to `to` (after the recovery service's background sends finished). */
  const lastMessage = async (to: string) => {
    await services.recovery.settle();
    return (await services.outbox.list({ to }))[0];
  };
  const linkToken = (text: string, path: string) =>
    new RegExp(`${TEST_ISSUER}${path}/([0-9A-Za-z]{32})`).exec(text)?.[1];
  const setPolicy = (patch: Parameters<typeof services.recoveryPolicy.set>[0]) =>
    services.recoveryPolicy.set(patch, ctx);
  const sqlRun = (q: ReturnType<typeof sql>) => services.db.execute(q);
  return { app, services, user, authn, lastMessage, linkToken, setPolicy, sqlRun };
}

const errorOf = (res: LightMyRequestResponse) => [res.statusCode, res.json().errorCode];

describe('forgot password by email', () => {
  it('emails a one-time link whose token leads to PASSWORD_RESET; the new password signs in', async (t) => {
    const { authn, lastMessage, linkToken } = await setup(t);
    const res = await authn('/recovery/password', {
      username: LOGIN,
      factorType: 'EMAIL',
      relayState: '/home',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'RECOVERY_CHALLENGE',
      factorResult: 'WAITING',
      factorType: 'EMAIL',
      recoveryType: 'PASSWORD',
      relayState: '/home',
    });
    const mail = await lastMessage(LOGIN);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Reset your password' });
    expect(mail!.text).toContain('within 1 hour');
    const token = linkToken(mail!.text, '/signin/reset-password')!;
    expect(token).toBeDefined();

    const reset = await authn('/recovery/token', { recoveryToken: token });
    expect(reset.statusCode).toBe(200);
    const tx = reset.json();
    expect(tx).toMatchObject({ status: 'PASSWORD_RESET', recoveryType: 'PASSWORD', relayState: '/home' });
    expect(tx._links.next).toMatchObject({
      name: 'resetPassword',
      href: `${TEST_ISSUER}/api/v1/authn/credentials/reset_password`,
    });
    expect(tx._embedded.policy.complexity.minLength).toBe(8);
    expect(tx._embedded.user.profile.login).toBe(LOGIN);

    // Resume answers the same step.
    expect((await authn('', { stateToken: tx.stateToken })).json().status).toBe('PASSWORD_RESET');

    const weak = await authn('/credentials/reset_password', {
      stateToken: tx.stateToken,
      newPassword: 'short',
    });
    expect(errorOf(weak)).toEqual([403, 'E0000014']);
    expect(weak.json().errorCauses[0]).toMatchObject({ property: 'newPassword' });
    const reused = await authn('/credentials/reset_password', {
      stateToken: tx.stateToken,
      newPassword: PASSWORD,
    });
    expect(reused.statusCode).toBe(200); // history 0 by default: the same password is allowed

    // The transaction ended; the link was spent; the new password works.
    expect(
      errorOf(
        await authn('/credentials/reset_password', { stateToken: tx.stateToken, newPassword: NEW_PASSWORD }),
      ),
    ).toEqual([401, 'E0000011']);
    expect(errorOf(await authn('/recovery/token', { recoveryToken: token }))).toEqual([403, 'E0000105']);
  });

  it('reset: SUCCESS with a session token, unlocks a locked user, keeps the history rule', async (t) => {
    const { authn, lastMessage, linkToken, services, user, sqlRun } = await setup(t);
    const [group] = await services.groups.ofUser(user.id);
    await services.passwordPolicies.set(group!.id, { historyCount: 2 }, ctx);
    await sqlRun(sql`UPDATE users SET status = 'LOCKED_OUT', locked_at = now() WHERE id = ${user.id}`);
    await authn('/recovery/password', { username: LOGIN });
    const token = linkToken((await lastMessage(LOGIN))!.text, '/signin/reset-password')!;
    const { stateToken } = (await authn('/recovery/token', { recoveryToken: token })).json();
    const again = await authn('/credentials/reset_password', { stateToken, newPassword: PASSWORD });
    expect(errorOf(again)).toEqual([403, 'E0000014']);
    expect(again.json().errorCauses[0].errorSummary).toMatch(/last 2 passwords/);
    const ok = await authn('/credentials/reset_password', { stateToken, newPassword: NEW_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'SUCCESS', sessionToken: expect.any(String) });
    expect((await services.users.findById(user.id))?.status).toBe('ACTIVE');
    const signIn = await authn('', { username: LOGIN, password: NEW_PASSWORD });
    expect(signIn.json().status).toBe('SUCCESS');
    expect(errorOf(await authn('', { username: LOGIN, password: PASSWORD }))).toEqual([401, 'E0000004']);
  });

  it('answers an unknown user exactly as a known one and sends nothing', async (t) => {
    const { authn, services } = await setup(t);
    const known = await authn('/recovery/password', { username: LOGIN, factorType: 'EMAIL' });
    const unknown = await authn('/recovery/password', {
      username: 'nobody@example.com',
      factorType: 'EMAIL',
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await services.recovery.settle();
    expect(await services.outbox.list({ to: 'nobody@example.com' })).toEqual([]);
  });

  it('refuses bad input (400 E0000001), channels the policy does not allow (403 E0000034), bad tokens', async (t) => {
    const { authn, sqlRun, lastMessage, linkToken } = await setup(t);
    expect(errorOf(await authn('/recovery/password', {}))).toEqual([400, 'E0000001']);
    expect(errorOf(await authn('/recovery/password', { username: LOGIN, factorType: 'FAX' }))).toEqual([
      400,
      'E0000001',
    ]);
    expect(errorOf(await authn('/recovery/password', { username: LOGIN, factorType: 'SMS' }))).toEqual([
      403,
      'E0000034',
    ]);
    expect(errorOf(await authn('/recovery/token', {}))).toEqual([400, 'E0000001']);
    expect(errorOf(await authn('/recovery/token', { recoveryToken: 'nope' }))).toEqual([401, 'E0000011']);
    expect(errorOf(await authn('/recovery/answer', { stateToken: 'nope', answer: 'x' }))).toEqual([
      401,
      'E0000011',
    ]);
    expect(
      errorOf(await authn('/credentials/reset_password', { stateToken: 'nope', newPassword: 'x' })),
    ).toEqual([401, 'E0000011']);

    // An expired link: E0000105, and it stays spent.
    await authn('/recovery/password', { username: LOGIN });
    const token = linkToken((await lastMessage(LOGIN))!.text, '/signin/reset-password')!;
    await sqlRun(sql`UPDATE recovery_tokens SET expires_at = now() - interval '1 minute'`);
    expect(errorOf(await authn('/recovery/token', { recoveryToken: token }))).toEqual([403, 'E0000105']);
  });
});

describe('recovery by SMS, and the recovery question', () => {
  it('SMS code: wrong code 403 E0000068, resend locked 30 s, the right code then the question', async (t) => {
    const { authn, lastMessage, setPolicy, sqlRun, user } = await setup(t);
    await setPolicy({ sms: true, recoveryQuestion: true });
    const answerHash = await hashPassword('lasagne');
    await sqlRun(
      sql`UPDATE users SET profile_extra = ${JSON.stringify({ mobilePhone: PHONE })}::jsonb, recovery_question = 'Favourite dish?', recovery_answer_hash = ${answerHash} WHERE id = ${user.id}`,
    );
    const res = await authn('/recovery/password', { username: LOGIN, factorType: 'SMS' });
    expect(res.statusCode).toBe(200);
    const tx = res.json();
    expect(tx).toMatchObject({ status: 'RECOVERY_CHALLENGE', factorType: 'SMS', recoveryType: 'PASSWORD' });
    expect(tx._links.next.href).toBe(`${TEST_ISSUER}/api/v1/authn/recovery/factors/SMS/verify`);
    expect(tx._links.resend).toMatchObject({
      name: 'sms',
      href: `${TEST_ISSUER}/api/v1/authn/recovery/factors/SMS/resend`,
    });
    const sms = await lastMessage(PHONE);
    const code = /(\d{6})/.exec(sms!.text)![1]!;

    const verify = (passCode: string) =>
      authn('/recovery/factors/SMS/verify', { stateToken: tx.stateToken, passCode });
    expect(errorOf(await verify(code === '000000' ? '111111' : '000000'))).toEqual([403, 'E0000068']);
    expect(errorOf(await authn('/recovery/factors/SMS/resend', { stateToken: tx.stateToken }))).toEqual([
      429,
      'E0000109',
    ]);
    expect(
      errorOf(await authn('/recovery/factors/CALL/verify', { stateToken: tx.stateToken, passCode: code })),
    ).toEqual([403, 'E0000079']);

    const question = await verify(code);
    expect(question.statusCode).toBe(200);
    expect(question.json()).toMatchObject({ status: 'RECOVERY', recoveryType: 'PASSWORD' });
    expect(question.json()._embedded.user.recovery_question.question).toBe('Favourite dish?');
    expect(question.json()._links.next.name).toBe('answer');

    const wrong = await authn('/recovery/answer', { stateToken: tx.stateToken, answer: 'pizza' });
    expect(errorOf(wrong)).toEqual([403, 'E0000087']);
    const right = await authn('/recovery/answer', { stateToken: tx.stateToken, answer: '  Lasagne ' });
    expect(right.json().status).toBe('PASSWORD_RESET');
  });

  it('an unknown user gets a challenge of the same shape whose code never matches', async (t) => {
    const { authn, setPolicy } = await setup(t);
    await setPolicy({ sms: true });
    const res = await authn('/recovery/password', { username: 'nobody@example.com', factorType: 'SMS' });
    expect(res.statusCode).toBe(200);
    const tx = res.json();
    expect(Object.keys(tx).sort()).toEqual([
      '_links',
      'expiresAt',
      'factorType',
      'recoveryType',
      'stateToken',
      'status',
    ]);
    const bad = await authn('/recovery/factors/SMS/verify', {
      stateToken: tx.stateToken,
      passCode: '123456',
    });
    expect(errorOf(bad)).toEqual([403, 'E0000068']);
  });

  it('five wrong codes end the transaction', async (t) => {
    const { authn, setPolicy } = await setup(t);
    await setPolicy({ call: true });
    const { stateToken } = (
      await authn('/recovery/password', { username: 'nobody@example.com', factorType: 'CALL' })
    ).json();
    for (let i = 0; i < 5; i++) {
      expect(
        errorOf(await authn('/recovery/factors/CALL/verify', { stateToken, passCode: '123456' })),
      ).toEqual([403, 'E0000068']);
    }
    expect(errorOf(await authn('/recovery/factors/CALL/verify', { stateToken, passCode: '123456' }))).toEqual(
      [401, 'E0000011'],
    );
  });
});

describe('unlock account', () => {
  it('403 E0000032 unless self-service unlock is on; then the emailed link unlocks (SUCCESS UNLOCK, once)', async (t) => {
    const { authn, lastMessage, linkToken, setPolicy, sqlRun, services, user } = await setup(t);
    expect(errorOf(await authn('/recovery/unlock', { username: LOGIN, factorType: 'EMAIL' }))).toEqual([
      403,
      'E0000032',
    ]);
    await setPolicy({ selfServiceUnlock: true });
    await sqlRun(sql`UPDATE users SET status = 'LOCKED_OUT', locked_at = now() WHERE id = ${user.id}`);
    const res = await authn('/recovery/unlock', { username: LOGIN, factorType: 'EMAIL' });
    expect(res.json()).toEqual({
      status: 'RECOVERY_CHALLENGE',
      factorResult: 'WAITING',
      factorType: 'EMAIL',
      recoveryType: 'UNLOCK',
    });
    const mail = await lastMessage(LOGIN);
    expect(mail!.subject).toBe('Unlock your account');
    const token = linkToken(mail!.text, '/signin/user-unlock')!;
    const done = await authn('/recovery/token', { recoveryToken: token });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'SUCCESS', recoveryType: 'UNLOCK' });
    expect(done.json().sessionToken).toBeUndefined();
    expect((await services.users.findById(user.id))?.status).toBe('ACTIVE');
    expect(errorOf(await authn('/recovery/token', { recoveryToken: token }))).toEqual([403, 'E0000110']);
    expect((await authn('', { username: LOGIN, password: PASSWORD })).json().status).toBe('SUCCESS');

    // An active user asking for an unlock gets the same answer and no email.
    await authn('/recovery/unlock', { username: LOGIN, factorType: 'EMAIL' });
    expect((await lastMessage(LOGIN))!.id).toBe(mail!.id);
  });
});

describe('recovery policy', () => {
  it('GET and PUT /api/v1/recovery-policy under an API token; 400 for a bad lifetime', async (t) => {
    const { app, services } = await setup(t);
    const { token } = await services.apiTokens.create('t');
    const headers = { authorization: `SSWS ${token}` };
    expect((await app.inject({ method: 'GET', url: '/api/v1/recovery-policy' })).statusCode).toBe(401);
    const got = await app.inject({ method: 'GET', url: '/api/v1/recovery-policy', headers });
    expect(got.json()).toMatchObject({
      factors: {
        okta_email: { status: 'ACTIVE', properties: { recoveryToken: { tokenLifetimeMinutes: 60 } } },
        okta_sms: { status: 'INACTIVE' },
        okta_call: { status: 'INACTIVE' },
        recovery_question: { status: 'INACTIVE' },
      },
      selfServiceUnlock: false,
    });
    const put = await app.inject({
      method: 'PUT',
      url: '/api/v1/recovery-policy',
      headers,
      payload: {
        factors: {
          okta_sms: { status: 'ACTIVE' },
          okta_email: { properties: { recoveryToken: { tokenLifetimeMinutes: 30 } } },
        },
        selfServiceUnlock: true,
      },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      factors: {
        okta_email: { status: 'ACTIVE', properties: { recoveryToken: { tokenLifetimeMinutes: 30 } } },
        okta_sms: { status: 'ACTIVE' },
      },
      selfServiceUnlock: true,
    });
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/v1/recovery-policy',
      headers,
      payload: { factors: { okta_email: { properties: { recoveryToken: { tokenLifetimeMinutes: 1 } } } } },
    });
    expect(errorOf(bad)).toEqual([400, 'E0000001']);
  });
});
