/** Audit event types written by the Authn API (primary authentication, lockout, and the MFA step). */
export const AUTHN_EVENTS = {
  success: 'user.authentication.auth_via_password.success',
  failure: 'user.authentication.auth_via_password.failure',
  lockout: 'user.account.lock',
  autoUnlock: 'user.account.unlock_by_timeout',
  lockedAttempt: 'user.authentication.auth_via_password.locked',
  cancel: 'user.authentication.transaction.cancel',
  mfaSuccess: 'user.authentication.auth_via_mfa',
  mfaFailure: 'user.authentication.auth_via_mfa.failure',
} as const;
