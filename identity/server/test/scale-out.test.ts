import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { buildApp, type Idp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { randomBase62 } from '../src/lib/crypto.ts';
import { TEST_ISSUER, TEST_KEYS_ENCRYPTION_KEY, seedClient, seedUser, trustOrigin } from './helper.ts';
import {
  CLIENT_ID,
  LOGIN,
  ORIGIN,
  PASSWORD,
  REDIRECT_URI,
  authorizeUrl,
  pkce,
  redirectParams,
} from './oidc-support.ts';
import { readQr, totpCode } from './factor-support.ts';
import { SoftwareDevice } from './push-support.ts';

// docs: ARCHITECTURE "Scaling out": every node is stateless; a transaction begun on one node continues on any
// other. Two IdP nodes share one PostgreSQL database here (PGlite is one process, so this runs on PostgreSQL only).
const pgUrl = process.env.TEST_DATABASE_URL;

async function twoNodes(
  onFinished: (fn: () => Promise<void>) => void,
  overrides: Partial<Config> = {},
): Promise<[Idp, Idp]> {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  const name = `idp_test_${randomBase62(12).toLowerCase()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(pgUrl!);
  url.pathname = `/${name}`;
  const config = {
    dataDir: 'memory://',
    databaseUrl: url.toString(),
    issuer: TEST_ISSUER,
    keysEncryptionKey: TEST_KEYS_ENCRYPTION_KEY,
    logLevel: 'silent',
    lockoutThreshold: 3,
    lockoutShowFailures: true,
    ...overrides,
  };
  const nodes = await Promise.all([buildApp({ config }), buildApp({ config })]);
  await Promise.all(nodes.map((n) => n.app.ready()));
  onFinished(async () => {
    await Promise.all(nodes.map((n) => n.app.close()));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  return nodes as [Idp, Idp];
}

/** Seeds Giulia (aml-officers) through node `a`, her group requiring the one factor `factorType` (MFA). */
async function seedMfaUser(a: Idp, factorType: string): Promise<void> {
  const user = await seedUser(a.services, { login: LOGIN, password: PASSWORD, groups: ['aml-officers'] });
  const [group] = await a.services.groups.ofUser(user.id);
  await a.services.policies.set(
    group!.id,
    { mfaRequired: true, factors: [{ factorType, enrollment: 'REQUIRED' }] },
    { actor: { id: 'test', type: 'Test' } },
  );
}

/** POST /api/v1/authn{url} on `node`. */
const post = (node: Idp, url: string, payload: object) =>
  node.app.inject({ method: 'POST', url: `/api/v1/authn${url}`, payload });

const authn = (node: Idp, payload: Record<string, unknown>) =>
  node.app.inject({ method: 'POST', url: '/api/v1/authn', payload });

describe.skipIf(!pgUrl)('two IdP nodes on one PostgreSQL', () => {
  it('count failures together: the lockout holds on both nodes', async ({ onTestFinished }) => {
    const [a, b] = await twoNodes(onTestFinished);
    await seedUser(a.services, { login: LOGIN, password: PASSWORD });
    expect((await authn(a, { username: LOGIN, password: 'wrong-1' })).statusCode).toBe(401);
    expect((await authn(b, { username: LOGIN, password: 'wrong-2' })).statusCode).toBe(401);
    const locked = await authn(a, { username: LOGIN, password: 'wrong-3' });
    expect(locked.json().status).toBe('LOCKED_OUT');
    expect(locked.json().stateToken).toBeUndefined();
    for (const node of [a, b]) {
      expect((await authn(node, { username: LOGIN, password: PASSWORD })).json().status).toBe('LOCKED_OUT');
    }
  });

  it('share the rate-limit buckets: 50 parallel requests over both nodes get at most the burst through', async ({
    onTestFinished,
  }) => {
    const [a, b] = await twoNodes(onTestFinished, {
      lockoutThreshold: 100,
      rateLimit: { username: { perSecond: 0.01, burst: 6 }, ip: { perSecond: 0.01, burst: 1000 } },
    });
    await seedUser(a.services, { login: LOGIN, password: PASSWORD });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => authn(i % 2 ? a : b, { username: LOGIN, password: `wrong-${i}` })),
    );
    expect(results.filter((r) => r.statusCode === 401)).toHaveLength(6);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(44);
  });

  it('redeem a session token, read the session and finish code + PKCE on different nodes', async ({
    onTestFinished,
  }) => {
    const [a, b] = await twoNodes(onTestFinished);
    await seedUser(b.services, { login: LOGIN, password: PASSWORD, groups: ['aml-officers'] });
    await seedClient(a.services, { clientId: CLIENT_ID, redirectUris: [REDIRECT_URI] });
    await trustOrigin(a.services, ORIGIN);

    const success = await authn(a, { username: LOGIN, password: PASSWORD });
    const token = success.json().sessionToken as string;
    const redirect = await b.app.inject({
      url: `/login/sessionCookieRedirect?${new URLSearchParams({ token, redirectUrl: `${ORIGIN}/` })}`,
    });
    expect(redirect.statusCode).toBe(302);
    const sid = redirect.cookies.find((c) => c.name === 'sid')?.value;
    expect(sid).toBeTruthy();
    const session = await a.app.inject({ url: '/api/v1/sessions/me', cookies: { sid: sid! } });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ status: 'ACTIVE', login: LOGIN });

    const { verifier, challenge } = pkce();
    const authorize = await a.app.inject({
      url: authorizeUrl({
        response_type: 'code',
        scope: 'openid profile groups',
        state: 'state-1',
        nonce: 'nonce-1',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
      cookies: { sid: sid! },
    });
    const { code } = redirectParams(authorize, 'query');
    expect(code).toBeTruthy();
    const exchanged = await b.app.inject({
      method: 'POST',
      url: '/oauth2/v1/token',
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        code: code!,
        redirect_uri: REDIRECT_URI,
        client_id: CLIENT_ID,
        code_verifier: verifier,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(exchanged.statusCode).toBe(200);
    const userinfo = await a.app.inject({
      url: '/oauth2/v1/userinfo',
      headers: { authorization: `Bearer ${exchanged.json().access_token}` },
    });
    expect(userinfo.statusCode).toBe(200);
    expect(userinfo.json()).toMatchObject({ preferred_username: LOGIN, groups: ['aml-officers'] });
  });
  it('start an MFA transaction on one node and finish its TOTP enrolment and verification on the other', async ({
    onTestFinished,
  }) => {
    const [a, b] = await twoNodes(onTestFinished);
    await seedMfaUser(a, 'token:software:totp');

    const { stateToken, status } = (await authn(a, { username: LOGIN, password: PASSWORD })).json();
    expect(status).toBe('MFA_ENROLL');
    const enrolled = (
      await post(b, '/factors', { stateToken, factorType: 'token:software:totp', provider: 'GOOGLE' })
    ).json();
    expect(enrolled.status).toBe('MFA_ENROLL_ACTIVATE');
    const { id, _embedded } = enrolled._embedded.factor;
    const secret = _embedded.activation.sharedSecret as string;
    expect((await authn(a, { stateToken })).json().status).toBe('MFA_ENROLL_ACTIVATE');
    const used = await totpCode(secret);
    const activated = await post(a, `/factors/${id}/lifecycle/activate`, { stateToken, passCode: used });
    expect(activated.json().status).toBe('SUCCESS');

    const second = (await authn(b, { username: LOGIN, password: PASSWORD })).json();
    expect(second.status).toBe('MFA_REQUIRED');
    // The code used on node a is refused on node b: the replay record is shared.
    const replay = await post(b, `/factors/${id}/verify`, {
      stateToken: second.stateToken,
      passCode: used,
    });
    expect(replay.json().errorCode).toBe('E0000082');
    const verified = await post(a, `/factors/${id}/verify`, {
      stateToken: second.stateToken,
      passCode: await totpCode(secret, 30),
    });
    expect(verified.json()).toMatchObject({ status: 'SUCCESS', sessionToken: expect.any(String) });
  });

  it('send an SMS challenge on one node and verify its code, and the resend lock, on the other', async ({
    onTestFinished,
  }) => {
    const [a, b] = await twoNodes(onTestFinished);
    await seedMfaUser(a, 'sms');
    const codeTo = async (to: string) => (await b.services.outbox.list({ to }))[0]!.text.match(/\d{6}/)![0];

    const { stateToken } = (await authn(a, { username: LOGIN, password: PASSWORD })).json();
    const enrol = {
      stateToken,
      factorType: 'sms',
      provider: 'OKTA',
      profile: { phoneNumber: '+14155550123' },
    };
    const { id } = (await post(a, '/factors', enrol)).json()._embedded.factor;
    // The activation code went out from node a; node b refuses a resend within 30 s and accepts the code.
    expect((await post(b, `/factors/${id}/lifecycle/resend`, { stateToken })).json().errorCode).toBe(
      'E0000109',
    );
    const activated = await post(b, `/factors/${id}/lifecycle/activate`, {
      stateToken,
      passCode: await codeTo('+14155550123'),
    });
    expect(activated.json().status).toBe('SUCCESS');

    const second = (await authn(b, { username: LOGIN, password: PASSWORD })).json();
    expect((await post(b, `/factors/${id}/verify`, { stateToken: second.stateToken })).json().status).toBe(
      'MFA_CHALLENGE',
    );
    expect((await authn(a, { stateToken: second.stateToken })).json().status).toBe('MFA_CHALLENGE');
    const resend = await post(a, `/factors/${id}/verify/resend`, { stateToken: second.stateToken });
    expect([resend.statusCode, resend.json().errorCode]).toEqual([429, 'E0000109']);
    const verified = await post(a, `/factors/${id}/verify`, {
      stateToken: second.stateToken,
      passCode: await codeTo('+14155550123'),
    });
    expect(verified.json()).toMatchObject({ status: 'SUCCESS', sessionToken: expect.any(String) });
  });

  it('start a push sign-in on one node, answer it on the other, poll it on either', async ({
    onTestFinished,
  }) => {
    const [a, b] = await twoNodes(onTestFinished);
    await seedMfaUser(a, 'push');

    // Enrolment begun on a, the QR code read from b, the device registered on a, the poll answered by b.
    const { stateToken } = (await authn(a, { username: LOGIN, password: PASSWORD })).json();
    const enrolled = (await post(a, '/factors', { stateToken, factorType: 'push', provider: 'OKTA' })).json();
    const { id, _embedded } = enrolled._embedded.factor;
    const png = await b.app.inject({
      method: 'GET',
      url: new URL(_embedded.activation._links.qrcode.href).pathname,
    });
    const device = new SoftwareDevice();
    expect((await device.register(a.app, readQr(png.rawPayload))).statusCode).toBe(200);
    expect((await post(b, `/factors/${id}/lifecycle/activate/poll`, { stateToken })).json().status).toBe(
      'SUCCESS',
    );

    // The push sent by b, listed and approved through a, polled on b then a.
    const second = (await authn(b, { username: LOGIN, password: PASSWORD })).json();
    const sent = (await post(b, `/factors/${id}/verify`, { stateToken: second.stateToken })).json();
    expect(sent.factorResult).toBe('WAITING');
    const [push] = await device.pushes(a.app);
    expect(
      (await post(a, `/factors/${id}/verify`, { stateToken: second.stateToken })).json().factorResult,
    ).toBe('WAITING');
    expect((await device.answer(a.app, push!.id, 'APPROVED')).statusCode).toBe(200);
    const done = (await post(b, `/factors/${id}/verify`, { stateToken: second.stateToken })).json();
    expect(done).toMatchObject({ status: 'SUCCESS', sessionToken: expect.any(String) });
    expect((await post(a, `/factors/${id}/verify`, { stateToken: second.stateToken })).statusCode).toBe(401);
  });
});
