import { generate, generateSecret } from 'otplib';
import { describe, expect, it } from 'vitest';
import type { KindContext, StoredFactor } from './kind.ts';
import { checkTotp, totpKind } from './totp.ts';

const t0 = new Date('2026-11-23T10:00:10Z');
const secret = generateSecret();
const factor: StoredFactor = {
  id: 'ostTEST',
  userId: '00uTEST',
  factorType: 'token:software:totp',
  provider: 'GOOGLE',
  status: 'ACTIVE',
  profile: {},
  createdAt: t0,
  lastUpdated: t0,
  secret,
  lastTimeStep: null,
  state: {},
};

/** A context at `now` whose replay record is a plain variable (the database's version is tested by routes). */
function context(now: Date, used: { step: number | null } = { step: null }): KindContext {
  return {
    issuer: 'https://idp.example.com',
    user: { id: factor.userId, login: 'giulia.rossi@example.com' },
    now,
    // TOTP keeps no state and no table of its own.
    db: undefined as never,
    patchState: async () => {},
    setProfile: async () => {},
    async advanceTimeStep(_id, step) {
      if (used.step !== null && step <= used.step) return false;
      used.step = step;
      return true;
    },
    ...notForTotp,
  };
}

// What TOTP never calls: each throws, so a test fails if it did.
const never = (): never => {
  throw new Error('TOTP must not call this');
};
const notForTotp = {
  codes: { issue: never, check: never },
  deliver: never,
  userFactors: never,
  settings: { phoneCountries: ['US', 'CA'], pushChallengeMs: 300_000 },
  passwordHash: never,
};
const codeAt = (date: Date, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(date.getTime() / 1000) + offsetSeconds });

describe('TOTP (RFC 6238) verification', () => {
  it('accepts the current code and the codes of the neighbouring steps', async () => {
    for (const offset of [-30, 0, 30]) {
      const ctx = context(t0);
      expect(await checkTotp(ctx, factor, { passCode: await codeAt(t0, offset) })).toBe('SUCCESS');
    }
  });

  it('refuses a code used before, and an earlier code after a later one (PASSCODE_REPLAYED)', async () => {
    const used = { step: null };
    const code = await codeAt(t0);
    expect(await checkTotp(context(t0, used), factor, { passCode: code })).toBe('SUCCESS');
    expect(await checkTotp(context(t0, used), factor, { passCode: code })).toBe('PASSCODE_REPLAYED');
    const previous = await codeAt(t0, -30);
    expect(await checkTotp(context(t0, used), factor, { passCode: previous })).toBe('PASSCODE_REPLAYED');
    const next = await codeAt(t0, 30);
    expect(await checkTotp(context(t0, used), factor, { passCode: next })).toBe('SUCCESS');
  });

  it('recognises a real code outside the accepted window (TIME_WINDOW_EXCEEDED), and records nothing', async () => {
    const used = { step: null };
    for (const offset of [-150, 120, 300]) {
      const res = await checkTotp(context(t0, used), factor, { passCode: await codeAt(t0, offset) });
      expect(res).toBe('TIME_WINDOW_EXCEEDED');
    }
    expect(used.step).toBeNull();
  });

  it('refuses a wrong code, a code far out of time, and anything that is not six digits (INVALID)', async () => {
    const right = await codeAt(t0);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(await checkTotp(context(t0), factor, { passCode: wrong })).toBe('INVALID');
    expect(await checkTotp(context(t0), factor, { passCode: await codeAt(t0, -3600) })).toBe('INVALID');
    for (const passCode of ['', '12345', '1234567', 'abcdef', undefined]) {
      expect(await checkTotp(context(t0), factor, { passCode })).toBe('INVALID');
    }
  });

  it('enrols with a 160-bit base32 secret, an activation object and an otpauth URI', async () => {
    const kind = totpKind('GOOGLE');
    const ctx = context(t0);
    const enrolment = await kind.enroll(ctx, {});
    expect(enrolment.status).toBe('PENDING_ACTIVATION');
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.profile).toEqual({ credentialId: 'giulia.rossi@example.com' });
    const pending = { ...factor, secret: enrolment.secret };
    expect(kind.activation!(ctx, pending, { qrcodeHref: 'https://idp.example.com/qr' })).toEqual({
      timeStep: 30,
      sharedSecret: enrolment.secret,
      encoding: 'base32',
      keyLength: 6,
      _links: { qrcode: { href: 'https://idp.example.com/qr', type: 'image/png' } },
    });
    const uri = new URL(await kind.qrPayload!(ctx, pending));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(uri.searchParams.get('secret')).toBe(enrolment.secret);
    expect(uri.searchParams.get('issuer')).toBe('idp.example.com');
  });
});
