import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createRememberedDevicesRepository } from '../src/factors/remembered-devices.repository.ts';
import { sha256 } from '../src/lib/crypto.ts';
import { enrolTotpInAuthn, totpCode } from './factor-support.ts';
import { build, seedUser, TEST_ISSUER, type Cleanup } from './helper.ts';

const LOGIN = 'giulia.rossi@example.com';
const PASSWORD = 'Compliance!2026';
const post = { hints: { allow: ['POST'] } };

type Factors = Array<{ factorType: string; enrollment?: 'REQUIRED' | 'OPTIONAL' }>;

/**
 * An IdP with Giulia in `aml-officers`, whose policy (if `factors`) requires MFA with these factor types and may
 * remember a browser for `rememberMinutes` (0: never).
 */
async function setup(t: Cleanup, factors?: Factors, rememberMinutes = 0) {
  const { app, services } = await build(t);
  const user = await seedUser(services, { login: LOGIN, password: PASSWORD, groups: ['aml-officers'] });
  if (factors) {
    const [group] = await services.groups.ofUser(user.id);
    const policy = { mfaRequired: true, factors, rememberDevice: { lifetimeMinutes: rememberMinutes } };
    await services.policies.set(group!.id, policy, { actor: { id: 't', type: 'Test' } });
  }
  const authn = (url: string, payload: object, query = ''): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'POST', url: `/api/v1/authn${url}${query}`, payload });
  return { app, services, user, authn };
}

const signIn = (app: FastifyInstance) =>
  app.inject({ method: 'POST', url: '/api/v1/authn', payload: { username: LOGIN, password: PASSWORD } });

/** Enrols and activates Giulia's TOTP through the Authn API; returns the shared secret and the factor id. */
async function enrolTotp(app: FastifyInstance, authn: Awaited<ReturnType<typeof setup>>['authn']) {
  const { stateToken } = (await signIn(app)).json();
  const { activated, secret, id, used } = await enrolTotpInAuthn(authn, stateToken);
  expect(activated.json().status).toBe('SUCCESS');
  return { secret, id, used };
}

const errorOf = (res: LightMyRequestResponse) => [res.statusCode, res.json().errorCode];

describe('primary authentication with an MFA policy (Authn API)', () => {
  it('answers SUCCESS exactly as before for a user whose groups require no MFA', async (t) => {
    const { app } = await setup(t);
    const res = await signIn(app);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['_embedded', 'expiresAt', 'sessionToken', 'status']);
    expect(res.json().status).toBe('SUCCESS');
  });

  it('enrols TOTP: MFA_ENROLL -> MFA_ENROLL_ACTIVATE -> SUCCESS, in the reference shapes', async (t) => {
    const { app, services, user, authn } = await setup(t, [
      { factorType: 'token:software:totp', enrollment: 'REQUIRED' },
    ]);
    const first = await signIn(app);
    expect(first.statusCode).toBe(200);
    const enroll = first.json();
    expect(enroll).toEqual({
      stateToken: expect.stringMatching(/^00[\w-]{32}$/),
      expiresAt: expect.any(String),
      status: 'MFA_ENROLL',
      _embedded: {
        user: expect.objectContaining({ id: user.id, profile: expect.objectContaining({ login: LOGIN }) }),
        factors: ['GOOGLE', 'OKTA'].map((provider) => ({
          enrollment: 'REQUIRED',
          status: 'NOT_SETUP',
          factorType: 'token:software:totp',
          provider,
          vendorName: provider,
          _links: { enroll: { href: `${TEST_ISSUER}/api/v1/authn/factors`, ...post } },
        })),
      },
      // A REQUIRED factor is missing, so there is no `skip`.
      _links: { cancel: { href: `${TEST_ISSUER}/api/v1/authn/cancel`, ...post } },
    });
    const { stateToken } = enroll;
    // No session before the factor: the state token is not a session token, and verify is not allowed yet.
    expect(errorOf(await authn('/factors/ostX/verify', { stateToken, passCode: '123456' }))).toEqual([
      403,
      'E0000079',
    ]);

    const activateRes = await authn('/factors', {
      stateToken,
      factorType: 'token:software:totp',
      provider: 'GOOGLE',
    });
    expect(activateRes.statusCode).toBe(200);
    const activate = activateRes.json();
    const factor = activate._embedded.factor;
    expect(activate).toMatchObject({
      stateToken,
      status: 'MFA_ENROLL_ACTIVATE',
      _embedded: {
        factor: {
          id: expect.stringMatching(/^ost/),
          factorType: 'token:software:totp',
          provider: 'GOOGLE',
          vendorName: 'GOOGLE',
          profile: { credentialId: LOGIN },
          _embedded: {
            activation: {
              timeStep: 30,
              sharedSecret: expect.stringMatching(/^[A-Z2-7]{32}$/),
              encoding: 'base32',
              keyLength: 6,
              _links: { qrcode: { href: expect.stringMatching(/\/qr\//), type: 'image/png' } },
            },
          },
        },
      },
      _links: {
        next: {
          name: 'activate',
          href: `${TEST_ISSUER}/api/v1/authn/factors/${factor.id}/lifecycle/activate`,
          ...post,
        },
        cancel: { href: `${TEST_ISSUER}/api/v1/authn/cancel`, ...post },
        prev: { href: `${TEST_ISSUER}/api/v1/authn/previous`, ...post },
      },
    });
    const qr = await app.inject({
      method: 'GET',
      url: new URL(factor._embedded.activation._links.qrcode.href).pathname,
    });
    expect([qr.statusCode, qr.headers['content-type']]).toEqual([200, 'image/png']);

    // Resuming (a reload of the widget, or another node) answers the same state with a fresh QR link.
    const resumed = (await authn('', { stateToken })).json();
    expect(resumed).toMatchObject({
      status: 'MFA_ENROLL_ACTIVATE',
      _embedded: { factor: { id: factor.id } },
    });
    expect(resumed._embedded.factor._embedded.activation.sharedSecret).toBe(
      factor._embedded.activation.sharedSecret,
    );

    const secret: string = factor._embedded.activation.sharedSecret;
    const wrong = await authn(`/factors/${factor.id}/lifecycle/activate`, { stateToken, passCode: '000000' });
    expect(errorOf(wrong)).toEqual([403, 'E0000068']);
    const success = await authn(`/factors/${factor.id}/lifecycle/activate`, {
      stateToken,
      passCode: await totpCode(secret),
    });
    expect(success.statusCode).toBe(200);
    expect(success.json()).toMatchObject({ status: 'SUCCESS', sessionToken: expect.any(String) });
    expect(success.json()).not.toHaveProperty('stateToken');
    const session = await services.sessions.redeemSessionToken(success.json().sessionToken, {});
    expect(session).toMatchObject({ userId: user.id, amr: ['pwd', 'otp', 'mfa'] });
    // The transaction is over: its state token no longer works.
    expect(errorOf(await authn('', { stateToken }))).toEqual([401, 'E0000011']);
    expect((await services.factors.listForUser(user.id)).map((f) => f.status)).toEqual(['ACTIVE']);
    const types = (await services.audit.list({ userId: user.id })).map((e) => e.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'user.authentication.auth_via_mfa',
        'user.authentication.auth_via_mfa.failure',
      ]),
    );
  });

  it('verifies TOTP at the next sign-in: MFA_REQUIRED, replay E0000082, window E0000083, then SUCCESS', async (t) => {
    const { app, authn } = await setup(t, [{ factorType: 'token:software:totp', enrollment: 'REQUIRED' }]);
    const { secret, id, used } = await enrolTotp(app, authn);

    const required = (await signIn(app)).json();
    expect(required).toEqual({
      stateToken: expect.any(String),
      expiresAt: expect.any(String),
      status: 'MFA_REQUIRED',
      _embedded: {
        user: expect.objectContaining({ profile: expect.objectContaining({ login: LOGIN }) }),
        factors: [
          {
            id,
            factorType: 'token:software:totp',
            provider: 'GOOGLE',
            vendorName: 'GOOGLE',
            profile: { credentialId: LOGIN },
            _links: { verify: { href: `${TEST_ISSUER}/api/v1/authn/factors/${id}/verify`, ...post } },
          },
        ],
        policy: {
          allowRememberDevice: false,
          rememberDeviceLifetimeInMinutes: 0,
          rememberDeviceByDefault: false,
        },
      },
      _links: { cancel: { href: `${TEST_ISSUER}/api/v1/authn/cancel`, ...post } },
    });
    const { stateToken } = required;
    const verify = (passCode: string) =>
      authn(`/factors/${id}/verify`, { stateToken, passCode }, '?rememberDevice=false');

    // The code that activated the factor was used: refused, and the transaction stays where it was.
    expect(errorOf(await verify(used))).toEqual([403, 'E0000082']);
    expect(errorOf(await verify(await totpCode(secret, -150)))).toEqual([403, 'E0000083']);
    expect(errorOf(await verify('12x456'))).toEqual([403, 'E0000068']);
    expect(
      errorOf(await authn('/factors', { stateToken, factorType: 'token:software:totp', provider: 'OKTA' })),
    ).toEqual([403, 'E0000079']);
    expect(errorOf(await authn('/factors/ostNotMine/verify', { stateToken, passCode: '123456' }))).toEqual([
      403,
      'E0000079',
    ]);
    const ok = await verify(await totpCode(secret, 30));
    expect(ok.json()).toMatchObject({ status: 'SUCCESS', sessionToken: expect.any(String) });
    expect(errorOf(await verify(await totpCode(secret, 60)))).toEqual([401, 'E0000011']);
  });

  it('goes back with previous (dropping the pending factor), and skips when every factor is optional', async (t) => {
    const { app, services, user, authn } = await setup(t, [{ factorType: 'token:software:totp' }]);
    const enroll = (await signIn(app)).json();
    expect(enroll._links.skip).toEqual({ href: `${TEST_ISSUER}/api/v1/authn/skip`, ...post });
    expect(enroll._embedded.factors[0].enrollment).toBe('OPTIONAL');
    const { stateToken } = enroll;
    await authn('/factors', { stateToken, factorType: 'token:software:totp', provider: 'OKTA' });
    expect(errorOf(await authn('/skip', { stateToken }))).toEqual([403, 'E0000079']);
    const back = await authn('/previous', { stateToken });
    expect(back.json()).toMatchObject({ status: 'MFA_ENROLL', stateToken });
    expect(await services.factors.listForUser(user.id)).toEqual([]);
    const skipped = await authn('/skip', { stateToken });
    expect(skipped.json()).toMatchObject({ status: 'SUCCESS', sessionToken: expect.any(String) });
    expect(errorOf(await authn('/previous', { stateToken }))).toEqual([401, 'E0000011']);
  });

  it('offers no skip when a required factor type cannot be enrolled here yet, and cancels', async (t) => {
    // A YubiKey (part 2 of the MFA work) has no server implementation yet.
    const { app, authn } = await setup(t, [{ factorType: 'token:hardware', enrollment: 'REQUIRED' }]);
    const enroll = (await signIn(app)).json();
    expect(enroll).toMatchObject({ status: 'MFA_ENROLL', _embedded: { factors: [] } });
    expect(Object.keys(enroll._links)).toEqual(['cancel']);
    const { stateToken } = enroll;
    expect(errorOf(await authn('/skip', { stateToken }))).toEqual([403, 'E0000079']);
    const yubikey = { stateToken, factorType: 'token:hardware', provider: 'YUBICO' };
    expect(errorOf(await authn('/factors', yubikey))).toEqual([400, 'E0000001']);
    expect((await authn('/cancel', { stateToken })).statusCode).toBe(200);
    expect(errorOf(await authn('', { stateToken }))).toEqual([401, 'E0000011']);
  });
  it('locks the account at the tenth wrong answer in a row (E0000069); a password does not reset the count', async (t) => {
    const { app, services, user, authn } = await setup(t, [
      { factorType: 'token:software:totp', enrollment: 'REQUIRED' },
    ]);
    const { secret, id } = await enrolTotp(app, authn);
    const wrongTimes = async (stateToken: string, n: number) => {
      for (let i = 0; i < n; i++) {
        const res = await authn(`/factors/${id}/verify`, { stateToken, passCode: '000000' });
        expect(errorOf(res)).toEqual([403, 'E0000068']);
      }
    };
    // Nine wrong answers, then the right one: the count starts again.
    let { stateToken } = (await signIn(app)).json();
    await wrongTimes(stateToken, 9);
    const ok = await authn(`/factors/${id}/verify`, { stateToken, passCode: await totpCode(secret, 30) });
    expect(ok.json().status).toBe('SUCCESS');

    // Five wrong, a new sign-in with the right password, four wrong: the tenth locks.
    ({ stateToken } = (await signIn(app)).json());
    await wrongTimes(stateToken, 5);
    ({ stateToken } = (await signIn(app)).json());
    await wrongTimes(stateToken, 4);
    const locked = await authn(`/factors/${id}/verify`, { stateToken, passCode: '000000' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({
      errorCode: 'E0000069',
      errorSummary: 'User Locked',
      errorCauses: [],
    });
    expect((await services.users.findById(user.id))?.status).toBe('LOCKED_OUT');
    expect(errorOf(await authn('', { stateToken }))).toEqual([401, 'E0000011']);
    // The lockout is hidden at the password step, as for password failures.
    expect(errorOf(await signIn(app))).toEqual([401, 'E0000004']);
    const types = (await services.audit.list({ userId: user.id })).map((e) => e.type);
    expect(types).toContain('user.account.lock');
  });
  it('remembers a browser for the policy lifetime after a verify with rememberDevice, until factors are reset', async (t) => {
    const { app, services, user, authn } = await setup(
      t,
      [{ factorType: 'token:software:totp', enrollment: 'REQUIRED' }],
      60,
    );
    const { secret, id } = await enrolTotp(app, authn);
    const required = (await signIn(app)).json();
    expect(required._embedded.policy).toEqual({
      allowRememberDevice: true,
      rememberDeviceLifetimeInMinutes: 60,
      rememberDeviceByDefault: false,
    });
    const before = Date.now();
    const verified = await authn(
      `/factors/${id}/verify`,
      { stateToken: required.stateToken, passCode: await totpCode(secret, 30) },
      '?rememberDevice=true',
    );
    expect(verified.json().status).toBe('SUCCESS');
    const cookie = verified.cookies.find((c) => c.name === 'idp_device');
    expect(cookie).toMatchObject({ path: '/api/v1/authn', httpOnly: true });
    const lifetime = (cookie!.expires as Date).getTime() - before;
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000 + 1000);

    const withCookie = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/authn',
        payload: { username: LOGIN, password: PASSWORD },
        cookies: { idp_device: cookie!.value },
      });
    expect((await withCookie()).json()).toMatchObject({
      status: 'SUCCESS',
      sessionToken: expect.any(String),
    });
    // Another browser (no cookie) or a forged token still gets the factor.
    expect((await signIn(app)).json().status).toBe('MFA_REQUIRED');
    const forged = await app.inject({
      method: 'POST',
      url: '/api/v1/authn',
      payload: { username: LOGIN, password: PASSWORD },
      cookies: { idp_device: 'x'.repeat(43) },
    });
    expect(forged.json().status).toBe('MFA_REQUIRED');
    // Resetting the factors forgets the remembered browsers.
    await services.factors.remove(user.id, id);
    expect((await withCookie()).json().status).toBe('MFA_ENROLL');
  });

  it('sets no remember-device cookie when the policy does not allow remembering', async (t) => {
    const { app, authn } = await setup(t, [{ factorType: 'token:software:totp', enrollment: 'REQUIRED' }]);
    const { secret, id } = await enrolTotp(app, authn);
    const { stateToken, _embedded } = (await signIn(app)).json();
    expect(_embedded.policy.allowRememberDevice).toBe(false);
    const verified = await authn(
      `/factors/${id}/verify`,
      { stateToken, passCode: await totpCode(secret, 30) },
      '?rememberDevice=true',
    );
    expect(verified.json().status).toBe('SUCCESS');
    expect(verified.cookies.find((c) => c.name === 'idp_device')).toBeUndefined();
  });
  it('housekeeping deletes transactions expired for a day and expired remembered browsers, nothing live', async (t) => {
    const { app, services, user } = await setup(t, [{ factorType: 'token:software:totp' }]);
    const old = (await signIn(app)).json().stateToken as string;
    const live = (await signIn(app)).json().stateToken as string;
    await services.db.execute(
      sql`UPDATE authn_transactions SET expires_at = now() - interval '2 days' WHERE state_token_hash = ${sha256(old)}`,
    );
    const devices = createRememberedDevicesRepository(services.db);
    await devices.insert({
      tokenHash: sha256('expired'),
      userId: user.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    await devices.insert({
      tokenHash: sha256('live'),
      userId: user.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const task = (name: string) => services.housekeeping.find((h) => h.name === name)!;
    expect(await task('authn transactions').run()).toBe(1);
    expect(await task('remembered devices').run()).toBe(1);
    expect((await signIn(app)).json().status).toBe('MFA_ENROLL');
    expect(
      (await app.inject({ method: 'POST', url: '/api/v1/authn', payload: { stateToken: live } })).json()
        .status,
    ).toBe('MFA_ENROLL');
    expect(await devices.isLive(sha256('live'), user.id, new Date())).toBe(true);
  });
});
