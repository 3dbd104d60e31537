import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_ISSUER } from './helper.ts';
import {
  PHONE,
  PHONE_E164,
  errorOf,
  lastCode,
  messagesTo,
  otherCode,
  post,
  setupMessageFactors,
  signIn,
} from './message-factor-support.ts';

const API = `${TEST_ISSUER}/api/v1/authn`;
const SMS_ONLY = [{ factorType: 'sms', enrollment: 'REQUIRED' as const }];

afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock `ms` ahead (Date only: timers and the database keep running). */
function later(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.now() + ms));
}

describe('SMS factor through the Authn API', () => {
  it('enrols by a code sent to the phone: MFA_ENROLL_ACTIVATE with resend[sms], then SUCCESS', async (t) => {
    const { app, services, authn } = await setupMessageFactors(t, SMS_ONLY);
    const { stateToken, _embedded } = (await signIn(app)).json();
    expect(_embedded.factors).toEqual([
      expect.objectContaining({ factorType: 'sms', provider: 'OKTA', status: 'NOT_SETUP' }),
    ]);
    const res = await authn('/factors', {
      stateToken,
      factorType: 'sms',
      provider: 'OKTA',
      profile: { phoneNumber: PHONE },
    });
    expect(res.statusCode).toBe(200);
    const factorId: string = res.json()._embedded.factor.id;
    expect(res.json()).toMatchObject({
      stateToken,
      status: 'MFA_ENROLL_ACTIVATE',
      _embedded: {
        factor: {
          id: expect.stringMatching(/^mbl/),
          factorType: 'sms',
          provider: 'OKTA',
          vendorName: 'OKTA',
          profile: { phoneNumber: '+1 XXX-XXX-0123' },
        },
      },
      _links: {
        next: { name: 'activate', href: `${API}/factors/${factorId}/lifecycle/activate`, ...post },
        prev: { href: `${API}/previous`, ...post },
        cancel: { href: `${API}/cancel`, ...post },
        resend: [{ name: 'sms', href: `${API}/factors/${factorId}/lifecycle/resend`, ...post }],
      },
    });
    const sent = await messagesTo(services, PHONE_E164);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'sms', to: PHONE_E164, subject: null });
    const code = await lastCode(services, PHONE_E164);

    // Resending within 30 s is refused; a wrong code is refused; the right one activates.
    expect(errorOf(await authn(`/factors/${factorId}/lifecycle/resend`, { stateToken }))).toEqual([
      429,
      'E0000109',
    ]);
    const wrong = await authn(`/factors/${factorId}/lifecycle/activate`, {
      stateToken,
      passCode: otherCode(code),
    });
    expect(errorOf(wrong)).toEqual([403, 'E0000068']);
    const done = await authn(`/factors/${factorId}/lifecycle/activate`, { stateToken, passCode: code });
    expect(done.json()).toMatchObject({ status: 'SUCCESS', sessionToken: expect.any(String) });
    expect((await services.factors.get(done.json()._embedded.user.id, factorId))?.status).toBe('ACTIVE');
  });

  it('resends the activation code after 30 s; only the newest code works', async (t) => {
    const { app, services, authn } = await setupMessageFactors(t, SMS_ONLY);
    const { stateToken } = (await signIn(app)).json();
    const enrol = { stateToken, factorType: 'sms', provider: 'OKTA', profile: { phoneNumber: PHONE } };
    const factorId: string = (await authn('/factors', enrol)).json()._embedded.factor.id;
    const first = await lastCode(services, PHONE_E164);
    later(31_000);
    const again = await authn(`/factors/${factorId}/lifecycle/resend`, { stateToken });
    expect(again.json()).toMatchObject({
      status: 'MFA_ENROLL_ACTIVATE',
      _embedded: { factor: { id: factorId } },
    });
    expect(await messagesTo(services, PHONE_E164)).toHaveLength(2);
    const second = await lastCode(services, PHONE_E164);
    if (second !== first) {
      const stale = await authn(`/factors/${factorId}/lifecycle/activate`, { stateToken, passCode: first });
      expect(errorOf(stale)).toEqual([403, 'E0000068']);
    }
    const done = await authn(`/factors/${factorId}/lifecycle/activate`, { stateToken, passCode: second });
    expect(done.json().status).toBe('SUCCESS');
  });

  it('refuses invalid numbers (E0000098), retried with validatePhone=false; other regions (E0000099)', async (t) => {
    const { app, authn } = await setupMessageFactors(t, SMS_ONLY);
    const { stateToken } = (await signIn(app)).json();
    const enrol = (profile: object) =>
      authn('/factors', { stateToken, factorType: 'sms', provider: 'OKTA', profile });
    // 555-555-xxxx is not a valid US number, though it has the right length.
    const invalid = await enrol({ phoneNumber: '+1 555 555 0123' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      errorCode: 'E0000098',
      errorSummary: 'This phone number is invalid.',
      errorLink: 'E0000098',
      errorCauses: [],
    });
    expect(errorOf(await enrol({ phoneNumber: '+39 06 1234 5678' }))).toEqual([400, 'E0000099']);
    expect(errorOf(await enrol({ phoneNumber: 'call me' }))).toEqual([400, 'E0000001']);
    // The widget's retry after E0000098: same number, validation skipped.
    const skipped = await enrol({ phoneNumber: '+1 555 555 0123', validatePhone: false });
    expect(skipped.json()).toMatchObject({
      status: 'MFA_ENROLL_ACTIVATE',
      _embedded: { factor: { profile: { phoneNumber: '+1 XXX-XXX-0123' } } },
    });
    // Skipping validation does not open other regions.
    await authn('/previous', { stateToken });
    expect(errorOf(await enrol({ phoneNumber: '+39 06 1234 5678', validatePhone: false }))).toEqual([
      400,
      'E0000099',
    ]);
  });

  it('accepts the regions of PHONE_ALLOWED_COUNTRIES', async (t) => {
    const { app, services, authn } = await setupMessageFactors(t, SMS_ONLY, { phoneCountries: ['IT'] });
    const { stateToken } = (await signIn(app)).json();
    const enrol = (phoneNumber: string) =>
      authn('/factors', { stateToken, factorType: 'sms', provider: 'OKTA', profile: { phoneNumber } });
    expect(errorOf(await enrol(PHONE))).toEqual([400, 'E0000099']);
    const italian = await enrol('+39 347 123 4567');
    expect(italian.json()._embedded.factor.profile).toEqual({ phoneNumber: '+39 XXX-XXX-4567' });
    expect(await messagesTo(services, '+393471234567')).toHaveLength(1);
  });

  it('signs in: verify sends the code -> MFA_CHALLENGE in the reference shape; resend locked 30 s (E0000109)', async (t) => {
    const { app, services, user, authn } = await setupMessageFactors(t, SMS_ONLY);
    const enrolled = await services.factors.enroll(
      { id: user.id, login: user.login },
      { factorType: 'sms', provider: 'OKTA', profile: { phoneNumber: PHONE } },
    );
    const factorId = enrolled.factor.id;
    await services.factors.activate({ id: user.id, login: user.login }, factorId, {
      passCode: await lastCode(services, PHONE_E164),
    });
    later(31_000);

    const required = (await signIn(app)).json();
    expect(required).toMatchObject({
      status: 'MFA_REQUIRED',
      _embedded: {
        factors: [
          {
            id: factorId,
            factorType: 'sms',
            profile: { phoneNumber: '+1 XXX-XXX-0123' },
            _links: { verify: { href: `${API}/factors/${factorId}/verify`, ...post } },
          },
        ],
      },
    });
    const { stateToken } = required;
    const challenge = await authn(`/factors/${factorId}/verify`, { stateToken });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.json()).toEqual({
      stateToken,
      expiresAt: expect.any(String),
      status: 'MFA_CHALLENGE',
      _embedded: {
        user: expect.objectContaining({ id: user.id }),
        factor: {
          id: factorId,
          factorType: 'sms',
          provider: 'OKTA',
          vendorName: 'OKTA',
          profile: { phoneNumber: '+1 XXX-XXX-0123' },
        },
        policy: {
          allowRememberDevice: true,
          rememberDeviceLifetimeInMinutes: 60,
          rememberDeviceByDefault: false,
        },
      },
      _links: {
        next: { name: 'verify', href: `${API}/factors/${factorId}/verify`, ...post },
        cancel: { href: `${API}/cancel`, ...post },
        prev: { href: `${API}/previous`, ...post },
        resend: [{ name: 'sms', href: `${API}/factors/${factorId}/verify/resend`, ...post }],
      },
    });
    expect(await messagesTo(services, PHONE_E164)).toHaveLength(2);
    const code = await lastCode(services, PHONE_E164);
    // Resuming answers the same MFA_CHALLENGE; asking again within 30 s keeps the code already sent.
    expect((await authn('', { stateToken })).json().status).toBe('MFA_CHALLENGE');
    expect((await authn(`/factors/${factorId}/verify`, { stateToken })).json().status).toBe('MFA_CHALLENGE');
    expect(await messagesTo(services, PHONE_E164)).toHaveLength(2);
    const locked = await authn(`/factors/${factorId}/verify/resend`, { stateToken });
    expect(locked.json()).toMatchObject({ errorCode: 'E0000109', errorCauses: [] });
    expect(locked.statusCode).toBe(429);

    const wrong = await authn(`/factors/${factorId}/verify`, { stateToken, passCode: otherCode(code) });
    expect(wrong.json()).toMatchObject({
      errorCode: 'E0000068',
      errorCauses: [{ errorSummary: expect.any(String) }],
    });
    const done = await authn(`/factors/${factorId}/verify`, { stateToken, passCode: code });
    expect(done.json()).toMatchObject({ status: 'SUCCESS', sessionToken: expect.any(String) });
  });

  it('resends after 30 s, expires codes after 5 minutes, and spends a code once', async (t) => {
    const { app, services, user, authn } = await setupMessageFactors(t, SMS_ONLY);
    const owner = { id: user.id, login: user.login };
    const { factor } = await services.factors.enroll(owner, {
      factorType: 'sms',
      provider: 'OKTA',
      profile: { phoneNumber: PHONE },
    });
    await services.factors.activate(owner, factor.id, { passCode: await lastCode(services, PHONE_E164) });
    // The activation code was spent: it cannot verify.
    later(31_000);
    const { stateToken } = (await signIn(app)).json();
    await authn(`/factors/${factor.id}/verify`, { stateToken });
    const first = await lastCode(services, PHONE_E164);
    later(31_000);
    expect((await authn(`/factors/${factor.id}/verify/resend`, { stateToken })).json().status).toBe(
      'MFA_CHALLENGE',
    );
    const second = await lastCode(services, PHONE_E164);
    expect(await messagesTo(services, PHONE_E164)).toHaveLength(3);
    // Five minutes after it was sent the code is dead (the state token, which slides, is still alive).
    later(4 * 60_000);
    expect((await authn('', { stateToken })).json().status).toBe('MFA_CHALLENGE');
    later(61_000);
    const expired = await authn(`/factors/${factor.id}/verify`, { stateToken, passCode: second });
    expect(errorOf(expired)).toEqual([403, 'E0000068']);
    expect(first).toMatch(/^\d{6}$/);

    // A fresh code verifies once; the same code again is refused.
    await authn(`/factors/${factor.id}/verify/resend`, { stateToken });
    const fresh = await lastCode(services, PHONE_E164);
    expect(await services.factors.verify(owner, factor.id, { passCode: fresh })).toBe('SUCCESS');
    await expect(services.factors.verify(owner, factor.id, { passCode: fresh })).rejects.toMatchObject({
      errorCode: 'E0000068',
    });
  });

  it('goes back from MFA_CHALLENGE to MFA_REQUIRED (prev), and ends it with cancel', async (t) => {
    const { app, services, user, authn } = await setupMessageFactors(t, SMS_ONLY);
    const owner = { id: user.id, login: user.login };
    const { factor } = await services.factors.enroll(owner, {
      factorType: 'sms',
      provider: 'OKTA',
      profile: { phoneNumber: PHONE },
    });
    await services.factors.activate(owner, factor.id, { passCode: await lastCode(services, PHONE_E164) });
    const { stateToken } = (await signIn(app)).json();
    expect((await authn(`/factors/${factor.id}/verify`, { stateToken })).json().status).toBe('MFA_CHALLENGE');
    const back = await authn('/previous', { stateToken });
    expect(back.json()).toMatchObject({ status: 'MFA_REQUIRED', _links: { cancel: expect.any(Object) } });
    expect(back.json()._links.prev).toBeUndefined();
    // Not in MFA_CHALLENGE any more: no resend.
    expect(errorOf(await authn(`/factors/${factor.id}/verify/resend`, { stateToken }))).toEqual([
      403,
      'E0000079',
    ]);
    await authn(`/factors/${factor.id}/verify`, { stateToken });
    expect((await authn('/cancel', { stateToken })).statusCode).toBe(200);
    expect(errorOf(await authn(`/factors/${factor.id}/verify/resend`, { stateToken }))).toEqual([
      401,
      'E0000011',
    ]);
  });
});
