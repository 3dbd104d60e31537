import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { factorSecrets } from '../src/factors/tables.ts';
import { adminCaller, causes } from './admin-support.ts';
import { totpCode, readQr } from './factor-support.ts';
import { build, seedUser, TEST_ISSUER } from './helper.ts';

const PASSWORD = 'Compliance!2026';
const errorOf = (res: { statusCode: number; json(): { errorCode: string } }) => [
  res.statusCode,
  res.json().errorCode,
];

describe('TOTP enrolment through the Factors API', () => {
  it('enrols, shows the secret and a QR code, activates with a passcode, then refuses a second one', async (t) => {
    const { app, services } = await build(t);
    const call = await adminCaller(app, services);
    const user = await seedUser(services, { login: 'giulia.rossi@example.com', password: PASSWORD });
    const factors = `/api/v1/users/${user.id}/factors`;

    const enrol = await call('POST', factors, { factorType: 'token:software:totp', provider: 'GOOGLE' });
    expect(enrol.statusCode).toBe(200);
    const pending = enrol.json();
    expect(pending).toMatchObject({
      id: expect.stringMatching(/^ost[0-9A-Za-z]{17}$/),
      factorType: 'token:software:totp',
      provider: 'GOOGLE',
      vendorName: 'GOOGLE',
      status: 'PENDING_ACTIVATION',
      profile: { credentialId: 'giulia.rossi@example.com' },
      _embedded: {
        activation: {
          timeStep: 30,
          sharedSecret: expect.stringMatching(/^[A-Z2-7]{32}$/),
          encoding: 'base32',
          keyLength: 6,
          _links: {
            qrcode: { href: expect.stringContaining(`${TEST_ISSUER}${factors}/`), type: 'image/png' },
          },
        },
      },
      _links: {
        activate: {
          href: `${TEST_ISSUER}${factors}/${pending.id}/lifecycle/activate`,
          hints: { allow: ['POST'] },
        },
        qrcode: { type: 'image/png' },
      },
    });
    const secret: string = pending._embedded.activation.sharedSecret;

    // The secret is stored sealed (the test issuer has a KEYS_ENCRYPTION_KEY), never as given.
    const [stored] = await services.db
      .select()
      .from(factorSecrets)
      .where(eq(factorSecrets.factorId, pending.id));
    expect(stored!.secret).toMatch(/^v1\./);
    expect(stored!.secret).not.toContain(secret);

    // The QR code needs no API token; it is a PNG of the otpauth:// URI with the same secret.
    const qrUrl = new URL(pending._embedded.activation._links.qrcode.href);
    const qr = await app.inject({ method: 'GET', url: qrUrl.pathname });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toBe('image/png');
    expect(qr.headers['cache-control']).toBe('no-store');
    const uri = new URL(readQr(qr.rawPayload));
    expect([uri.protocol, uri.host, uri.searchParams.get('secret')]).toEqual(['otpauth:', 'totp', secret]);
    expect(decodeURIComponent(uri.pathname)).toContain('giulia.rossi@example.com');
    const forged = await app.inject({ method: 'GET', url: qrUrl.pathname.replace(/[^/]+$/, 'x'.repeat(32)) });
    expect([forged.statusCode, forged.json().errorCode]).toEqual([404, 'E0000007']);

    const activate = `${factors}/${pending.id}/lifecycle/activate`;
    const right = await totpCode(secret);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const refused = await call('POST', activate, { passCode: wrong });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'E0000068']);
    expect(causes(refused)).toEqual(["Your passcode doesn't match our records. Please try again."]);

    const activated = await call('POST', activate, { passCode: right });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ id: pending.id, status: 'ACTIVE' });
    expect(activated.json()).not.toHaveProperty('_embedded');
    // Once active, the QR link is dead and the activation cannot run again.
    expect((await app.inject({ method: 'GET', url: qrUrl.pathname })).statusCode).toBe(404);
    const again = await call('POST', activate, { passCode: await totpCode(secret, 30) });
    expect([again.statusCode, again.json().errorCode]).toEqual([400, 'E0000001']);

    // The Factors API verifies an active factor too, with the same replay rule.
    const verify = `${factors}/${pending.id}/verify`;
    expect(errorOf(await call('POST', verify, { passCode: right }))).toEqual([403, 'E0000082']);
    const next = await totpCode(secret, 30);
    expect((await call('POST', verify, { passCode: next })).json()).toEqual({ factorResult: 'SUCCESS' });
    expect(errorOf(await call('POST', `${factors}/ostUnknown/verify`, { passCode: next }))).toEqual([
      404,
      'E0000007',
    ]);

    const second = await call('POST', factors, { factorType: 'token:software:totp', provider: 'GOOGLE' });
    expect([second.statusCode, causes(second)]).toEqual([
      400,
      ['factorType: A factor of this type is already set up.'],
    ]);
    expect((await call('GET', factors)).json()).toEqual([expect.objectContaining({ status: 'ACTIVE' })]);

    const events = await services.audit.list({ userId: user.id });
    expect(events.map((e) => e.type)).toContain('user.mfa.factor.activate');
  });

  it('verifies each code once (E0000082) and only inside the time window (E0000083)', async (t) => {
    const { app, services } = await build(t);
    const call = await adminCaller(app, services);
    const user = await seedUser(services, { login: 'marco@example.com', password: PASSWORD });
    const owner = { id: user.id, login: user.login };
    const enrolled = await call('POST', `/api/v1/users/${user.id}/factors`, {
      factorType: 'token:software:totp',
      provider: 'OKTA',
    });
    const { id, _embedded } = enrolled.json();
    const secret = _embedded.activation.sharedSecret as string;
    const first = await totpCode(secret, -30);
    await call('POST', `/api/v1/users/${user.id}/factors/${id}/lifecycle/activate`, { passCode: first });

    // The activation used the previous step's code: it and the current step's code behave as the RFC says.
    await expect(services.factors.verify(owner, id, { passCode: first })).rejects.toMatchObject({
      errorCode: 'E0000082',
    });
    const now = await totpCode(secret);
    // Two requests with the same code at once: exactly one succeeds (the step is recorded atomically).
    const both = await Promise.allSettled([
      services.factors.verify(owner, id, { passCode: now }),
      services.factors.verify(owner, id, { passCode: now }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    await expect(
      services.factors.verify(owner, id, { passCode: await totpCode(secret, -150) }),
    ).rejects.toMatchObject({
      errorCode: 'E0000083',
    });
    await expect(services.factors.verify(owner, id, { passCode: '12' })).rejects.toMatchObject({
      errorCode: 'E0000068',
    });
    expect(await services.factors.verify(owner, id, { passCode: await totpCode(secret, 30) })).toBe(
      'SUCCESS',
    );
  });

  it('offers the kinds the policy allows in the catalogue, and refuses kinds it does not implement', async (t) => {
    const { app, services } = await build(t);
    const call = await adminCaller(app, services);
    const user = await seedUser(services, {
      login: 'ann@example.com',
      password: PASSWORD,
      groups: ['officers'],
    });
    const catalog = `/api/v1/users/${user.id}/factors/catalog`;
    const open = (await call('GET', catalog)).json() as Array<{
      factorType: string;
      provider: string;
      enrollment: string;
    }>;
    expect(open.map((f) => [f.factorType, f.provider, f.enrollment])).toEqual([
      ['token:software:totp', 'GOOGLE', 'OPTIONAL'],
      ['token:software:totp', 'OKTA', 'OPTIONAL'],
      ['webauthn', 'FIDO', 'OPTIONAL'],
      ['u2f', 'FIDO', 'OPTIONAL'],
      ['push', 'OKTA', 'OPTIONAL'],
      ['sms', 'OKTA', 'OPTIONAL'],
      ['call', 'OKTA', 'OPTIONAL'],
      ['email', 'OKTA', 'OPTIONAL'],
      ['question', 'OKTA', 'OPTIONAL'],
      ['password', 'OKTA', 'OPTIONAL'],
    ]);
    const [group] = await services.groups.ofUser(user.id);
    await call('PUT', `/api/v1/mfa-policies/${group!.id}`, {
      mfaRequired: true,
      factors: [{ factorType: 'sms' }, { factorType: 'token:software:totp', enrollment: 'REQUIRED' }],
    });
    const required = (await call('GET', catalog)).json();
    expect(required[0]).toEqual({
      factorType: 'token:software:totp',
      provider: 'GOOGLE',
      vendorName: 'GOOGLE',
      status: 'NOT_SETUP',
      enrollment: 'REQUIRED',
      _links: {
        enroll: { href: `${TEST_ISSUER}/api/v1/users/${user.id}/factors`, hints: { allow: ['POST'] } },
      },
    });
    // A kind without a server implementation yet (a YubiKey, part 2 of the MFA work).
    const yubikey = await call('POST', `/api/v1/users/${user.id}/factors`, {
      factorType: 'token:hardware',
      provider: 'YUBICO',
    });
    expect([yubikey.statusCode, yubikey.json().errorCode]).toEqual([400, 'E0000001']);
    expect((await call('GET', '/api/v1/users/00uNobody/factors/catalog')).statusCode).toBe(404);
  });
});
