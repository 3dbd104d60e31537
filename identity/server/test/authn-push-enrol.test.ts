import { describe, expect, it } from 'vitest';
import { createFactorSecretsRepository } from '../src/factors/factor-secrets.repository.ts';
import { totpCode } from './factor-support.ts';
import { TEST_ISSUER } from './helper.ts';
import { errorOf, LOGIN, post, pushSetup, scan } from './push-setup.ts';
import { SoftwareDevice } from './push-support.ts';

// Push enrolment with the companion authenticator through the Authn API: MFA_ENROLL_ACTIVATE waits (factorResult
// WAITING, `next(poll)`) until a device registers with the QR code's activation link or one sent by email / SMS.

describe('push enrolment (Authn API + companion device)', () => {
  it('waits in MFA_ENROLL_ACTIVATE (WAITING, poll) until the device scanned the QR code, then SUCCESS', async (t) => {
    const { app, services, user, authn, signIn } = await pushSetup(t);
    const { stateToken, _embedded } = await signIn();
    expect(_embedded.factors).toContainEqual(
      expect.objectContaining({ factorType: 'push', provider: 'OKTA', enrollment: 'REQUIRED' }),
    );
    const res = await authn('/factors', { stateToken, factorType: 'push', provider: 'OKTA' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const id = body._embedded.factor.id;
    const base = `${TEST_ISSUER}/api/v1/authn/factors/${id}/lifecycle/activate`;
    expect(body).toMatchObject({
      stateToken,
      status: 'MFA_ENROLL_ACTIVATE',
      factorResult: 'WAITING',
      _embedded: {
        factor: {
          id: expect.stringMatching(/^opf/),
          factorType: 'push',
          provider: 'OKTA',
          _embedded: {
            activation: {
              expiresAt: expect.any(String),
              factorResult: 'WAITING',
              _links: {
                qrcode: { href: expect.stringMatching(/\/qr\//), type: 'image/png' },
                send: [
                  { name: 'email', href: `${base}/email`, ...post },
                  { name: 'sms', href: `${base}/sms`, ...post },
                ],
              },
            },
          },
        },
      },
      _links: { next: { name: 'poll', href: `${base}/poll`, ...post } },
    });
    const expiresIn = Date.parse(body._embedded.factor._embedded.activation.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(4 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(5 * 60_000);

    const poll = `/factors/${id}/lifecycle/activate/poll`;
    const waiting = (await authn(poll, { stateToken })).json();
    expect(waiting).toMatchObject({ status: 'MFA_ENROLL_ACTIVATE', factorResult: 'WAITING' });

    const link = await scan(app, body._embedded.factor._embedded.activation);
    expect(link).toMatch(new RegExp(`^${TEST_ISSUER}/authenticator#activate=${id}\\.[\\w-]{43}$`));
    const device = new SoftwareDevice();
    const registered = await device.register(app, link);
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toEqual({
      factorId: id,
      login: LOGIN,
      issuer: TEST_ISSUER,
      totp: {
        factorId: expect.stringMatching(/^ost/),
        sharedSecret: expect.any(String),
        timeStep: 30,
        digits: 6,
      },
    });
    // The link is used up.
    expect((await new SoftwareDevice().register(app, link)).statusCode).toBe(401);

    const done = (await authn(poll, { stateToken })).json();
    expect(done).toMatchObject({ status: 'SUCCESS', sessionToken: expect.any(String) });
    const factors = await services.factors.listForUser(user.id);
    expect(factors).toEqual([
      expect.objectContaining({
        id,
        status: 'ACTIVE',
        profile: {
          credentialId: LOGIN,
          deviceType: 'SmartPhone_Android',
          name: 'Test phone',
          platform: 'ANDROID',
          version: '1.0',
          keys: [{ ...device.publicJwk, use: 'sig', kid: 'default' }],
        },
      }),
      expect.objectContaining({ factorType: 'token:software:totp', provider: 'OKTA', status: 'ACTIVE' }),
    ]);

    // The seed the device received is Okta Verify's TOTP: the backup factor at the next sign-in.
    const next = await signIn();
    expect(next.status).toBe('MFA_REQUIRED');
    const totp = next._embedded.factors.find(
      (f: { factorType: string }) => f.factorType === 'token:software:totp',
    );
    const code = await totpCode(registered.json().totp.sharedSecret);
    const verified = await authn(`/factors/${totp.id}/verify`, {
      stateToken: next.stateToken,
      passCode: code,
    });
    expect(verified.json().status).toBe('SUCCESS');
  });

  it('sends the activation link by email and by SMS through the outbox (manual setup)', async (t) => {
    const { app, services, user, authn, signIn } = await pushSetup(t);
    const { stateToken } = await signIn();
    const id = (await authn('/factors', { stateToken, factorType: 'push', provider: 'OKTA' })).json()
      ._embedded.factor.id;
    const send = (channel: string, extra: object = {}) =>
      authn(`/factors/${id}/lifecycle/activate/${channel}`, { stateToken, ...extra });

    const emailed = await send('email');
    expect(emailed.json()).toMatchObject({ status: 'MFA_ENROLL_ACTIVATE', factorResult: 'WAITING' });
    expect(errorOf(await send('sms', { profile: { phoneNumber: '347 123' } }))).toEqual([400, 'E0000001']);
    expect((await send('sms', { profile: { phoneNumber: '+393471234567' } })).statusCode).toBe(200);
    expect((await send('fax')).statusCode).toBe(400);

    const messages = await services.outbox.list();
    const mail = messages.find((m) => m.channel === 'email');
    const sms = messages.find((m) => m.channel === 'sms');
    expect(mail).toMatchObject({ to: user.profile.email, subject: 'Set up your authenticator' });
    expect(sms).toMatchObject({ to: '+393471234567' });
    const linkIn = (text: string) => /(http\S+#activate=\S+)/.exec(text)![1]!;
    // Both links work until one of them is used.
    const device = new SoftwareDevice();
    expect((await device.register(app, linkIn(mail!.text))).statusCode).toBe(200);
    expect((await new SoftwareDevice().register(app, linkIn(sms!.text))).statusCode).toBe(401);
    const done = await authn(`/factors/${id}/lifecycle/activate/poll`, { stateToken });
    expect(done.json().status).toBe('SUCCESS');
  });

  it('times out: TIMEOUT with next(activate); activating again waits anew with new links', async (t) => {
    const { app, services, authn, signIn } = await pushSetup(t);
    const { stateToken } = await signIn();
    const enrolled = (await authn('/factors', { stateToken, factorType: 'push', provider: 'OKTA' })).json();
    const id = enrolled._embedded.factor.id;
    const oldLink = await scan(app, enrolled._embedded.factor._embedded.activation);
    // Five minutes later.
    await createFactorSecretsRepository(services.db).patchState(id, { activationExpiresAt: Date.now() - 1 });
    const base = `${TEST_ISSUER}/api/v1/authn/factors/${id}/lifecycle/activate`;
    const timedOut = (await authn(`/factors/${id}/lifecycle/activate/poll`, { stateToken })).json();
    expect(timedOut).toMatchObject({
      status: 'MFA_ENROLL_ACTIVATE',
      factorResult: 'TIMEOUT',
      _embedded: {
        factor: {
          _embedded: { activation: { factorResult: 'TIMEOUT', _links: { activate: { href: base } } } },
        },
      },
      _links: { next: { name: 'activate', href: base, ...post } },
    });
    expect(timedOut._embedded.factor._embedded.activation._links.qrcode).toBeUndefined();
    expect((await new SoftwareDevice().register(app, oldLink)).statusCode).toBe(401);

    const again = (await authn(`/factors/${id}/lifecycle/activate`, { stateToken })).json();
    expect(again).toMatchObject({ status: 'MFA_ENROLL_ACTIVATE', factorResult: 'WAITING' });
    expect(again._links.next.name).toBe('poll');
    expect((await new SoftwareDevice().register(app, oldLink)).statusCode).toBe(401);
    const device = new SoftwareDevice();
    expect(
      (await device.register(app, await scan(app, again._embedded.factor._embedded.activation))).statusCode,
    ).toBe(200);
    expect((await authn(`/factors/${id}/lifecycle/activate/poll`, { stateToken })).json().status).toBe(
      'SUCCESS',
    );
  });

  it('refuses bad device keys and polls outside the enrolment', async (t) => {
    const { app, authn, signIn } = await pushSetup(t);
    const { stateToken } = await signIn();
    const enrolled = (await authn('/factors', { stateToken, factorType: 'push', provider: 'OKTA' })).json();
    const link = await scan(app, enrolled._embedded.factor._embedded.activation);
    const code = link.slice(link.indexOf('#activate=') + 10);
    const device = new SoftwareDevice();
    const register = (publicKey: object) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/authenticator/devices',
        payload: { activationCode: code, publicKey },
      });
    expect(errorOf(await register({ ...device.publicJwk, crv: 'P-384' }))).toEqual([400, 'E0000001']);
    expect(errorOf(await register({ ...device.publicJwk, d: device.publicJwk.x }))).toEqual([
      400,
      'E0000001',
    ]);
    expect(errorOf(await register({ ...device.publicJwk, y: device.publicJwk.x }))).toEqual([
      400,
      'E0000001',
    ]);
    expect((await register(device.publicJwk)).statusCode).toBe(200);
    expect(errorOf(await authn('/factors/opfNope/lifecycle/activate/poll', { stateToken }))).toEqual([
      403,
      'E0000079',
    ]);
  });
});
