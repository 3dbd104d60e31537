import { describe, expect, it } from 'vitest';
import { effectivePolicy, NO_MFA, type MfaPolicy, type PolicyFactor } from './mfa-policy.ts';

const at = new Date('2026-11-23T10:00:00Z');
const factor = (factorType: string, enrollment: PolicyFactor['enrollment'] = 'OPTIONAL', max = 1) => ({
  factorType,
  enrollment,
  maxEnrollments: max,
});
function policy(overrides: Partial<MfaPolicy>): MfaPolicy {
  return {
    groupId: '00gA',
    mfaRequired: true,
    factors: [],
    rememberDevice: { allowed: false, lifetimeMinutes: 0, byDefault: false },
    autoPush: false,
    passwordless: false,
    created: at,
    lastUpdated: at,
    ...overrides,
  };
}

describe('effectivePolicy', () => {
  it('asks for no factor when no group of the user has a policy', () => {
    expect(effectivePolicy([])).toEqual(NO_MFA);
    expect(NO_MFA.mfaRequired).toBe(false);
  });

  it('is the policy itself for a user in one group with a policy', () => {
    const only = policy({
      factors: [factor('token:software:totp', 'REQUIRED'), factor('sms')],
      rememberDevice: { allowed: true, lifetimeMinutes: 720, byDefault: true },
      autoPush: true,
    });
    expect(effectivePolicy([only])).toEqual({
      mfaRequired: true,
      factors: [factor('token:software:totp', 'REQUIRED'), factor('sms')],
      rememberDevice: { allowed: true, lifetimeMinutes: 720, byDefault: true },
      autoPush: true,
      passwordless: false,
    });
  });

  it('combines several groups: union of factors, REQUIRED wins, largest maximum', () => {
    const a = policy({ factors: [factor('sms', 'OPTIONAL', 1), factor('email')] });
    const b = policy({ mfaRequired: false, factors: [factor('sms', 'REQUIRED', 2), factor('push')] });
    const out = effectivePolicy([a, b]);
    expect(out.mfaRequired).toBe(true);
    expect(out.factors).toEqual([factor('sms', 'REQUIRED', 2), factor('email'), factor('push')]);
    // The order of the groups does not change the result (apart from the factors' order).
    const reversed = effectivePolicy([b, a]);
    expect(reversed.mfaRequired).toBe(true);
    expect(reversed.factors.find((f) => f.factorType === 'sms')).toEqual(factor('sms', 'REQUIRED', 2));
  });

  it('remembers a device only if every policy requiring MFA allows it, for the shortest lifetime', () => {
    const long = { allowed: true, lifetimeMinutes: 1440, byDefault: true };
    const short = { allowed: true, lifetimeMinutes: 60, byDefault: false };
    expect(
      effectivePolicy([policy({ rememberDevice: long }), policy({ rememberDevice: short })]),
    ).toMatchObject({
      rememberDevice: { allowed: true, lifetimeMinutes: 60, byDefault: false },
    });
    // A group that requires MFA and forbids remembering forbids it for its members.
    const forbidding = policy({});
    expect(effectivePolicy([policy({ rememberDevice: long }), forbidding]).rememberDevice).toEqual(
      NO_MFA.rememberDevice,
    );
    // A group that does not require MFA has no say about skipping it.
    const optional = policy({ mfaRequired: false });
    expect(effectivePolicy([policy({ rememberDevice: long }), optional]).rememberDevice).toEqual(long);
    // Allowed with a lifetime of 0 minutes means nothing can be remembered.
    const zero = { allowed: true, lifetimeMinutes: 0, byDefault: true };
    expect(effectivePolicy([policy({ rememberDevice: zero })]).rememberDevice.allowed).toBe(false);
  });

  it('does not require MFA when no policy requires it, and pushes automatically when any says so', () => {
    const out = effectivePolicy([
      policy({ mfaRequired: false, factors: [factor('push')] }),
      policy({ mfaRequired: false, autoPush: true }),
    ]);
    expect(out.mfaRequired).toBe(false);
    expect(out.autoPush).toBe(true);
  });

  it('allows passwordless sign-in only when every policy of the user allows it', () => {
    const open = policy({ groupId: '00gA', passwordless: true, factors: [factor('email')] });
    expect(effectivePolicy([open]).passwordless).toBe(true);
    expect(effectivePolicy([open, policy({ groupId: '00gB', passwordless: false })]).passwordless).toBe(
      false,
    );
  });
});
