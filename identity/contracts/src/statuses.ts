/**
 * Transaction statuses of the Authentication API v1 (design/authn-protocol.md §1.3), kept free of TypeBox so that
 * browsers can import the list at run time without the schema library.
 */

/** Every status a transaction can carry, including the IDX-pipeline aliases accepted by widget 2.21.0. */
export const TRANSACTION_STATUSES = [
  'SUCCESS',
  'LOCKED_OUT',
  'PASSWORD_EXPIRED',
  'PASSWORD_WARN',
  'PASSWORD_RESET',
  'RECOVERY',
  'RECOVERY_CHALLENGE',
  'MFA_ENROLL',
  'MFA_ENROLL_ACTIVATE',
  'MFA_REQUIRED',
  'MFA_CHALLENGE',
  'FACTOR_ENROLL',
  'FACTOR_ENROLL_ACTIVATE',
  'FACTOR_REQUIRED',
  'FACTOR_CHALLENGE',
  'UNAUTHENTICATED',
  'PROFILE_REQUIRED',
  'CONSENT_REQUIRED',
] as const;

export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
