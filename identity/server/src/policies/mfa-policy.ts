/** Whether a factor type must be enrolled (REQUIRED) or may be (OPTIONAL): the Authn API's `enrollment`. */
export type Enrollment = 'REQUIRED' | 'OPTIONAL';

/** A factor type a policy allows, with its enrolment rule and how many of it a user may enrol (>= 1). */
export interface PolicyFactor {
  factorType: string;
  enrollment: Enrollment;
  maxEnrollments: number;
}

/** Remember-device settings (Authn API `_embedded.policy`: allowRememberDevice, ...). Lifetime in minutes. */
export interface RememberDevice {
  allowed: boolean;
  lifetimeMinutes: number;
  byDefault: boolean;
}

/** The multi-factor policy of one group (table mfa_policies, migration 060). */
export interface MfaPolicy {
  groupId: string;
  mfaRequired: boolean;
  factors: PolicyFactor[];
  rememberDevice: RememberDevice;
  autoPush: boolean;
  /** Members may sign in with their username and one possession factor, without a password (policies/passwordless.ts). */
  passwordless: boolean;
  created: Date;
  lastUpdated: Date;
}

/** What applies to one user: the combination of the policies of their groups (`effectivePolicy`). */
export interface EffectiveMfaPolicy {
  mfaRequired: boolean;
  factors: PolicyFactor[];
  rememberDevice: RememberDevice;
  autoPush: boolean;
  /** Passwordless sign-in is allowed: every one of the user's policies allows it. */
  passwordless: boolean;
}

/** The policy of a user in no group with a policy: no second factor, sign-in answers SUCCESS as before. */
export const NO_MFA: EffectiveMfaPolicy = {
  mfaRequired: false,
  factors: [],
  rememberDevice: { allowed: false, lifetimeMinutes: 0, byDefault: false },
  autoPush: false,
  passwordless: false,
};

/**
 * The policy of a user from the policies of their groups (pure). The strictest choice wins wherever they
 * differ: MFA is required when any policy requires it; a factor type allowed by any policy is allowed, REQUIRED
 * when any says so, up to the largest maximum; a device may be remembered only when every policy that
 * requires MFA allows it, for the shortest of their lifetimes, ticked by default only when all say so; push is
 * automatic when any policy says so. Factors come out in the order of their first appearance.
 */
export function effectivePolicy(policies: readonly MfaPolicy[]): EffectiveMfaPolicy {
  if (policies.length === 0) return NO_MFA;
  const factors = new Map<string, PolicyFactor>();
  for (const p of policies) {
    for (const f of p.factors) {
      const seen = factors.get(f.factorType);
      factors.set(f.factorType, {
        factorType: f.factorType,
        enrollment: seen?.enrollment === 'REQUIRED' ? 'REQUIRED' : f.enrollment,
        maxEnrollments: Math.max(seen?.maxEnrollments ?? 0, f.maxEnrollments),
      });
    }
  }
  const mfaRequired = policies.some((p) => p.mfaRequired);
  // Only the policies that ask for a factor have a say about skipping it.
  const deciding = mfaRequired ? policies.filter((p) => p.mfaRequired) : policies;
  const allowed = deciding.every((p) => p.rememberDevice.allowed && p.rememberDevice.lifetimeMinutes > 0);
  return {
    mfaRequired,
    factors: [...factors.values()],
    rememberDevice: allowed
      ? {
          allowed: true,
          lifetimeMinutes: Math.min(...deciding.map((p) => p.rememberDevice.lifetimeMinutes)),
          byDefault: deciding.every((p) => p.rememberDevice.byDefault),
        }
      : NO_MFA.rememberDevice,
    autoPush: policies.some((p) => p.autoPush),
    passwordless: policies.every((p) => p.passwordless),
  };
}
