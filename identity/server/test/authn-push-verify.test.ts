import { eq, sql } from 'drizzle-orm';
import { auditLog } from '../src/db/schema.ts';
import { describe, expect, it } from 'vitest';
import { createPushChallengesRepository } from '../src/authenticator/push-challenges.repository.ts';
import { totpCode } from './factor-support.ts';
import { loadConfig } from '../src/config.ts';
import { build, TEST_ISSUER } from './helper.ts';
import { enrolDevice, errorOf, LOGIN, post, pushSetup } from './push-setup.ts';

// Push verification through the Authn API with the companion device answering: MFA_CHALLENGE with factorResult
// WAITING while the push waits (`next(poll)`), then SUCCESS, REJECTED or TIMEOUT (`next(verify)` sends anew).

const UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Test';

describe('push verification (Authn API + companion device)', () => {
  it('sends a push (MFA_CHALLENGE, WAITING, poll), the device approves, the poll answers SUCCESS', async (t) => {
    const { app, authn, signIn } = await pushSetup(t);
    const { device, factorId } = await enrolDevice(app);

    const required = await signIn();
    expect(required.status).toBe('MFA_REQUIRED');
    expect(required._embedded.policy.factorsPolicyInfo).toEqual({ [factorId]: { autoPushEnabled: false } });
    const { stateToken } = required;
    expect(await device.pushes(app)).toEqual([]);

    const verifyPath = `/api/v1/authn/factors/${factorId}/verify`;
    const sent = await app.inject({
      method: 'POST',
      url: verifyPath,
      payload: { stateToken },
      headers: { 'user-agent': UA },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      stateToken,
      status: 'MFA_CHALLENGE',
      factorResult: 'WAITING',
      _embedded: {
        factor: { id: factorId, factorType: 'push', provider: 'OKTA', profile: { credentialId: LOGIN } },
        policy: { allowRememberDevice: false },
      },
      _links: {
        next: { name: 'poll', href: `${TEST_ISSUER}${verifyPath}`, ...post },
        prev: { href: `${TEST_ISSUER}/api/v1/authn/previous`, ...post },
        cancel: { href: `${TEST_ISSUER}/api/v1/authn/cancel`, ...post },
        resend: [{ name: 'push', href: `${TEST_ISSUER}${verifyPath}/resend`, ...post }],
      },
    });

    // The device sees the sign-in's details.
    const [push] = await device.pushes(app);
    expect(push).toMatchObject({ login: LOGIN, ip: '127.0.0.1', userAgent: UA });
    // Polling while nobody answered: still WAITING, the same push (no second one).
    const waiting = (await authn(`/factors/${factorId}/verify`, { stateToken })).json();
    expect(waiting).toMatchObject({ status: 'MFA_CHALLENGE', factorResult: 'WAITING' });
    expect(await device.pushes(app)).toHaveLength(1);
    // A reload resumes the wait.
    expect((await authn('', { stateToken })).json()).toMatchObject({ factorResult: 'WAITING' });

    const approved = await device.answer(app, push!.id, 'APPROVED');
    expect(approved.json()).toEqual({ id: push!.id, result: 'APPROVED' });
    expect(await device.pushes(app)).toEqual([]);
    const done = (await authn(`/factors/${factorId}/verify`, { stateToken })).json();
    expect(done).toMatchObject({ status: 'SUCCESS', sessionToken: expect.any(String) });
    // The approval answered this sign-in once: the state token is finished.
    expect(errorOf(await authn(`/factors/${factorId}/verify`, { stateToken }))).toEqual([401, 'E0000011']);
  });

  it('REJECTED when the device rejects; verify again sends a new push', async (t) => {
    const { app, services, user, authn, signIn } = await pushSetup(t);
    const { device, factorId } = await enrolDevice(app);
    const { stateToken } = await signIn();
    const verify = () => authn(`/factors/${factorId}/verify`, { stateToken });
    await verify();
    const [push] = await device.pushes(app);
    expect((await device.answer(app, push!.id, 'REJECTED')).statusCode).toBe(200);
    const rejected = (await verify()).json();
    expect(rejected).toMatchObject({
      status: 'MFA_CHALLENGE',
      factorResult: 'REJECTED',
      _links: { next: { name: 'verify', href: `${TEST_ISSUER}/api/v1/authn/factors/${factorId}/verify` } },
    });
    const logged = await services.db
      .select({ userId: auditLog.userId })
      .from(auditLog)
      .where(eq(auditLog.type, 'user.mfa.okta_verify.deny_push'));
    expect(logged).toEqual([{ userId: user.id }]);
    // An answer counts once: a second answer to the same push is refused.
    expect(errorOf(await device.answer(app, push!.id, 'APPROVED'))).toEqual([403, 'E0000079']);
    // An answer must be signed for this push and say what it answers.
    await verify();
    const [pending] = await device.pushes(app);
    expect(errorOf(await device.answer(app, pending!.id, 'APPROVED', { challenge: push!.id }))).toEqual([
      401,
      'E0000011',
    ]);
    expect(errorOf(await device.answer(app, pending!.id, 'APPROVED', { result: 'MAYBE' }))).toEqual([
      401,
      'E0000011',
    ]);

    const [second] = await device.pushes(app);
    expect(second!.id).not.toBe(push!.id);
    await device.answer(app, second!.id, 'APPROVED');
    expect((await verify()).json().status).toBe('SUCCESS');
  });

  it('TIMEOUT when nobody answers in time; a late answer is refused', async (t) => {
    const { app, services, authn, signIn } = await pushSetup(t);
    const { device, factorId } = await enrolDevice(app);
    const { stateToken } = await signIn();
    await authn(`/factors/${factorId}/verify`, { stateToken });
    const [push] = await device.pushes(app);
    const [row] = await createPushChallengesRepository(services.db).pending(factorId, new Date());
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(5 * 60_000);
    // Five minutes later.
    await services.db.execute(sql`UPDATE push_challenges SET expires_at = now() - interval '1 second'`);
    expect(await device.pushes(app)).toEqual([]);
    expect(errorOf(await device.answer(app, push!.id, 'APPROVED'))).toEqual([403, 'E0000079']);
    const timedOut = (await authn(`/factors/${factorId}/verify`, { stateToken })).json();
    expect(timedOut).toMatchObject({ status: 'MFA_CHALLENGE', factorResult: 'TIMEOUT' });
    expect(timedOut._links.next.name).toBe('verify');
  });

  it('PUSH_CHALLENGE_SECONDS sets how long a push waits (default 300 s); an unanswered short one times out', async (t) => {
    expect(loadConfig({}).pushChallengeMs).toBe(300_000);
    expect(loadConfig({ PUSH_CHALLENGE_SECONDS: '45' }).pushChallengeMs).toBe(45_000);
    expect(() => loadConfig({ PUSH_CHALLENGE_SECONDS: '0' })).toThrow(/PUSH_CHALLENGE_SECONDS/);
    expect(() => loadConfig({ PUSH_CHALLENGE_SECONDS: 'soon' })).toThrow(/PUSH_CHALLENGE_SECONDS/);

    const { app, services, authn, signIn } = await pushSetup(
      t,
      false,
      await build(t, { pushChallengeMs: 5_000 }),
    );
    const { device, factorId } = await enrolDevice(app);
    const { stateToken } = await signIn();
    await authn(`/factors/${factorId}/verify`, { stateToken });
    const [row] = await createPushChallengesRepository(services.db).pending(factorId, new Date());
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(5_000);
    const [push] = await device.pushes(app);
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    expect(await device.pushes(app)).toEqual([]);
    expect(errorOf(await device.answer(app, push!.id, 'APPROVED'))).toEqual([403, 'E0000079']);
    const timedOut = (await authn(`/factors/${factorId}/verify`, { stateToken })).json();
    expect(timedOut).toMatchObject({ status: 'MFA_CHALLENGE', factorResult: 'TIMEOUT' });
  });

  it("accepts the companion's passcode (Okta Verify TOTP) while a push waits: the backup factor inline", async (t) => {
    const { app, authn, signIn } = await pushSetup(t);
    const { factorId, totpSecret } = await enrolDevice(app);
    const { stateToken, _embedded } = await signIn();
    const totp = _embedded.factors.find(
      (f: { factorType: string }) => f.factorType === 'token:software:totp',
    );
    expect(totp).toMatchObject({ provider: 'OKTA' });
    const waiting = (await authn(`/factors/${factorId}/verify`, { stateToken })).json();
    expect(waiting.factorResult).toBe('WAITING');
    const done = await authn(`/factors/${totp.id}/verify`, {
      stateToken,
      passCode: await totpCode(totpSecret),
    });
    expect(done.json()).toMatchObject({ status: 'SUCCESS', sessionToken: expect.any(String) });
  });

  it('resend withdraws the waiting push and sends a new one', async (t) => {
    const { app, authn, signIn } = await pushSetup(t);
    const { device, factorId } = await enrolDevice(app);
    const { stateToken } = await signIn();
    await authn(`/factors/${factorId}/verify`, { stateToken });
    const [first] = await device.pushes(app);
    const resent = await authn(`/factors/${factorId}/verify/resend`, { stateToken });
    expect(resent.json()).toMatchObject({ status: 'MFA_CHALLENGE', factorResult: 'WAITING' });
    const pushes = await device.pushes(app);
    expect(pushes.map((p) => p.id)).not.toContain(first!.id);
    expect(pushes).toHaveLength(1);
  });

  it('keeps the auto-push choice (autoPush query) when the policy allows auto-push', async (t) => {
    const { app, authn, signIn } = await pushSetup(t, true);
    const { device, factorId } = await enrolDevice(app);
    const first = await signIn();
    expect(first._embedded.policy.factorsPolicyInfo[factorId]).toEqual({ autoPushEnabled: false });
    await authn(`/factors/${factorId}/verify`, { stateToken: first.stateToken }, '?autoPush=true');
    const [push] = await device.pushes(app);
    await device.answer(app, push!.id, 'APPROVED');
    await authn(`/factors/${factorId}/verify`, { stateToken: first.stateToken }, '?autoPush=true');
    const second = await signIn();
    expect(second._embedded.policy.factorsPolicyInfo[factorId]).toEqual({ autoPushEnabled: true });
    await authn(`/factors/${factorId}/verify`, { stateToken: second.stateToken }, '?autoPush=false');
    expect((await signIn())._embedded.policy.factorsPolicyInfo[factorId]).toEqual({ autoPushEnabled: false });
  });

  it('never enables auto-push when the policy does not allow it', async (t) => {
    const { app, authn, signIn } = await pushSetup(t, false);
    const { factorId } = await enrolDevice(app);
    const first = await signIn();
    await authn(`/factors/${factorId}/verify`, { stateToken: first.stateToken }, '?autoPush=true');
    expect((await signIn())._embedded.policy.factorsPolicyInfo[factorId]).toEqual({ autoPushEnabled: false });
  });

  it('binds a push to its sign-in: approving one sign-in does not let another one in', async (t) => {
    const { app, authn, signIn } = await pushSetup(t);
    const { device, factorId } = await enrolDevice(app);
    const a = (await signIn()).stateToken;
    const b = (await signIn()).stateToken;
    await authn(`/factors/${factorId}/verify`, { stateToken: a });
    await authn(`/factors/${factorId}/verify`, { stateToken: b });
    const pushes = await device.pushes(app);
    expect(pushes).toHaveLength(2);
    await device.answer(app, pushes[0]!.id, 'APPROVED');
    expect((await authn(`/factors/${factorId}/verify`, { stateToken: b })).json().factorResult).toBe(
      'WAITING',
    );
    expect((await authn(`/factors/${factorId}/verify`, { stateToken: a })).json().status).toBe('SUCCESS');
  });

  it('refuses device calls that are not signed by the device key for this API', async (t) => {
    const { app } = await pushSetup(t);
    const { device } = await enrolDevice(app);
    const { generateKeyPairSync } = await import('node:crypto');
    const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const now = Math.floor(Date.now() / 1000);
    const bad = [
      device.jwt({}, other),
      device.jwt({ aud: 'https://elsewhere.example/api/v1/authenticator' }),
      device.jwt({ iat: now - 600 }),
      device.jwt({ sub: 'opfSomeoneElse' }),
      'not.a.jwt',
    ];
    for (const jwt of bad) expect(errorOf(await device.list(app, jwt))).toEqual([401, 'E0000011']);
    const none = await app.inject({ method: 'GET', url: '/api/v1/authenticator/challenges' });
    expect(errorOf(none)).toEqual([401, 'E0000011']);
  });
});
