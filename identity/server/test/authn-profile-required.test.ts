// Profile required at sign-in (issue 8 "Profile required"; spec §4 PROFILE_REQUIRED; fixture PROFILE_REQUIRED_NEW):
// with the registration policy's progressive profiling on, a person whose password is right but who lacks an
// attribute the profile schema requires is asked for it; `POST /api/v1/authn/enroll` saves it and signs in.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sessionTokens } from '../src/db/schema.ts';
import { sha256 } from '../src/lib/crypto.ts';
import { adminCaller } from './admin-support.ts';
import { enrolTotpInAuthn, totpCode } from './factor-support.ts';
import { build, seedUser, TEST_ISSUER } from './helper.ts';
import { LOGIN, PASSWORD, setup } from './oidc-support.ts';

const post = { hints: { allow: ['POST'] } };
const MFA_LOGIN = 'giulia.rossi@example.com';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Test';

const SCHEMA = {
  properties: {
    email: { type: 'string', title: 'Email', format: 'email' },
    password: { type: 'string', title: 'Password' },
    firstName: { type: 'string', title: 'First name' },
    lastName: { type: 'string', title: 'Last name' },
    title: { type: 'string', title: 'Job title', maxLength: 20 },
  },
  required: ['email', 'password', 'firstName', 'lastName', 'title'],
  fieldOrder: ['email', 'password', 'firstName', 'lastName', 'title'],
};

const authnOn = (app: FastifyInstance) => (path: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/v1/authn${path}`, payload, headers: { 'user-agent': UA } });

describe('PROFILE_REQUIRED (progressive profiling)', { timeout: 60_000 }, () => {
  it('asks for the missing required attribute, refuses bad values, saves it and signs in', async (t) => {
    const { app, services } = await setup(t);
    const authn = authnOn(app);
    const call = await adminCaller(app, services);
    const signIn = () => authn('', { username: LOGIN, password: PASSWORD });

    // The policy's schema requires a job title; without progressive profiling nobody is asked.
    const put = await call('PUT', '/api/v1/registration-policy', { profileSchema: SCHEMA });
    expect(put.json().progressiveProfiling).toBe(false);
    expect((await signIn()).json().status).toBe('SUCCESS');

    const on = await call('PUT', '/api/v1/registration-policy', { progressiveProfiling: true });
    expect(on.json()).toMatchObject({ progressiveProfiling: true });
    const required = await signIn();
    expect(required.statusCode).toBe(200);
    const stateToken = required.json().stateToken as string;
    expect(required.json()).toEqual({
      stateToken: expect.stringMatching(/^00/),
      type: 'LOGIN',
      expiresAt: expect.any(String),
      status: 'PROFILE_REQUIRED',
      _embedded: {
        request: { ip: '127.0.0.1', userAgent: UA },
        user: expect.objectContaining({ profile: expect.objectContaining({ login: LOGIN }) }),
        policy: {
          registration: {
            createNewAccount: false,
            profile: [{ name: 'title', label: 'Job title', type: 'string', required: true, enabled: true }],
          },
        },
      },
      _links: {
        cancel: { href: `${TEST_ISSUER}/api/v1/authn/cancel`, ...post },
        enroll: { href: `${TEST_ISSUER}/api/v1/authn/enroll`, ...post },
      },
    });
    const resumed = await authn('', { stateToken });
    expect(resumed.json(), resumed.body).toMatchObject({ status: 'PROFILE_REQUIRED' });

    const refused = async (profile: object) => {
      const res = await authn('/enroll', { stateToken, registration: { profile } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('E0000001');
      return (res.json().errorCauses as Array<{ errorSummary: string }>).map((c) => c.errorSummary);
    };
    expect(await refused({})).toEqual(['title: The field cannot be left blank']);
    expect(await refused({ title: '   ' })).toEqual(['title: The field cannot be left blank']);
    expect(await refused({ title: 'x'.repeat(21) })).toEqual(['title: cannot exceed 20 characters']);
    expect(await refused({ title: 'Officer', nickName: 'G' })).toEqual([
      'nickName: Property is not in the registration form',
    ]);

    const done = await authn('/enroll', {
      stateToken,
      registration: { profile: { title: ' AML officer ' } },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'SUCCESS', sessionToken: expect.any(String) });
    expect(done.json().stateToken).toBeUndefined();
    const user = await call('GET', `/api/v1/users/${encodeURIComponent(LOGIN)}`);
    expect(user.json().profile.title).toBe('AML officer');
    expect(
      (await authn('/enroll', { stateToken, registration: { profile: { title: 'x' } } })).statusCode,
    ).toBe(401);
    // Nothing is missing any more.
    expect((await signIn()).json().status).toBe('SUCCESS');
  });

  it('refuses enroll outside PROFILE_REQUIRED and with a bad state token', async (t) => {
    const { app } = await setup(t);
    const authn = authnOn(app);
    const bad = await authn('/enroll', { stateToken: 'nope', registration: { profile: { title: 'x' } } });
    expect([bad.statusCode, bad.json().errorCode]).toEqual([401, 'E0000011']);
    const missing = await authn('/enroll', {});
    expect([missing.statusCode, missing.json().errorCode]).toEqual([400, 'E0000001']);
  });
});

describe(
  'PROFILE_REQUIRED after MFA (Okta order: factor, then profile, then SUCCESS)',
  { timeout: 90_000 },
  () => {
    it('asks for the missing attribute after TOTP enrolment and after TOTP verification; the session keeps the factor', async (t) => {
      const { app, services } = await build(t);
      const user = await seedUser(services, {
        login: MFA_LOGIN,
        password: PASSWORD,
        groups: ['aml-officers'],
      });
      const [group] = await services.groups.ofUser(user.id);
      const mfa = { mfaRequired: true, factors: [{ factorType: 'token:software:totp' }] };
      await services.policies.set(group!.id, mfa, { actor: { id: 't', type: 'Test' } });
      const call = await adminCaller(app, services);
      await call('PUT', '/api/v1/registration-policy', { profileSchema: SCHEMA, progressiveProfiling: true });
      const authn = authnOn(app);
      const signIn = () => authn('', { username: MFA_LOGIN, password: PASSWORD });

      // The password alone does not ask for the profile: MFA comes first.
      const first = (await signIn()).json();
      expect(first.status).toBe('MFA_ENROLL');
      const { activated, secret, id: factorId } = await enrolTotpInAuthn(authn, first.stateToken);
      expect(activated.json(), activated.body).toMatchObject({
        status: 'PROFILE_REQUIRED',
        _embedded: { policy: { registration: { profile: [expect.objectContaining({ name: 'title' })] } } },
        _links: { enroll: { href: `${TEST_ISSUER}/api/v1/authn/enroll` } },
      });
      expect(activated.json().sessionToken).toBeUndefined();
      // The MFA transaction is over; the profile one goes on with its own state token.
      const profileToken = activated.json().stateToken as string;
      expect(profileToken).not.toBe(first.stateToken);
      expect((await authn('', { stateToken: first.stateToken })).statusCode).toBe(401);

      // Cancel it: the next sign-in verifies TOTP, then asks again (still missing), then signs in.
      await authn('/cancel', { stateToken: profileToken });
      const second = (await signIn()).json();
      expect(second.status).toBe('MFA_REQUIRED');
      const verified = await authn(`/factors/${factorId}/verify`, {
        stateToken: second.stateToken,
        passCode: await totpCode(secret, 30),
      });
      expect(verified.json(), verified.body).toMatchObject({ status: 'PROFILE_REQUIRED' });
      const done = await authn('/enroll', {
        stateToken: verified.json().stateToken,
        registration: { profile: { title: 'AML officer' } },
      });
      expect(done.json(), done.body).toMatchObject({ status: 'SUCCESS', sessionToken: expect.any(String) });
      // The session token carries the factor (amr pwd, otp, mfa), not the password alone.
      const [stored] = await services.db
        .select({ amr: sessionTokens.amr })
        .from(sessionTokens)
        .where(eq(sessionTokens.tokenHash, sha256(done.json().sessionToken as string)));
      expect(stored?.amr).toEqual(expect.arrayContaining(['pwd', 'mfa']));
      expect(stored?.amr).toHaveLength(3);
    });
  },
);
