import type { EffectiveMfaPolicy, PolicyFactor } from './mfa-policy.ts';

/**
 * Factor types that may stand in for the password in passwordless sign-in: things the person has (a phone, a
 * mailbox, an authenticator app, a security key). Knowledge factors (security question, password) may not: a
 * username and a remembered answer are not two things.
 */
export const PASSWORDLESS_FACTOR_TYPES: ReadonlySet<string> = new Set([
  'email',
  'sms',
  'call',
  'push',
  'token:software:totp',
  'token:hotp',
  'token:hardware',
  'webauthn',
  'u2f',
]);

/** The policy's factors that may replace the password. */
export function passwordlessFactors(factors: readonly PolicyFactor[]): PolicyFactor[] {
  return factors.filter((f) => PASSWORDLESS_FACTOR_TYPES.has(f.factorType));
}

/**
 * The policy a passwordless sign-in runs under (pure): a factor is required, only the possession factors of the
 * user's policy count, each OPTIONAL (one verified factor ends the step; nothing is enrolled in a passwordless
 * transaction), and a device is never remembered (the factor is the only proof).
 */
export function passwordlessPolicy(policy: EffectiveMfaPolicy): EffectiveMfaPolicy {
  return {
    ...policy,
    mfaRequired: true,
    factors: passwordlessFactors(policy.factors).map((f) => ({ ...f, enrollment: 'OPTIONAL' })),
    rememberDevice: { allowed: false, lifetimeMinutes: 0, byDefault: false },
  };
}
