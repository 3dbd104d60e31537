import { ApiError } from '../errors.ts';

/** The statuses of an Okta user (Okta Management API, User object `status`). */
export const USER_STATUSES = [
  'STAGED',
  'PROVISIONED',
  'ACTIVE',
  'RECOVERY',
  'PASSWORD_EXPIRED',
  'LOCKED_OUT',
  'SUSPENDED',
  'DEPROVISIONED',
] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The lifecycle operations (`POST /api/v1/users/{id}/lifecycle/{operation}`) this IdP serves. */
export const LIFECYCLE_OPERATIONS = [
  'activate',
  'deactivate',
  'suspend',
  'unsuspend',
  'unlock',
  'reset_password',
  'expire_password',
] as const;
export type LifecycleOperation = (typeof LIFECYCLE_OPERATIONS)[number];

/**
 * The statuses each operation may start from (Okta's rules; where Okta leaves a case open, the choice is noted).
 * activate: STAGED and DEPROVISIONED as Okta, and PROVISIONED to issue a fresh activation token (Okta calls that
 * reactivate). unlock: LOCKED_OUT, and ACTIVE where it resets the failure counter. reset_password: the statuses
 * of a user who has signed up. expire_password: a user who has a usable password.
 */
const ALLOWED_FROM: Record<LifecycleOperation, readonly UserStatus[]> = {
  activate: ['STAGED', 'PROVISIONED', 'DEPROVISIONED'],
  deactivate: USER_STATUSES.filter((s) => s !== 'DEPROVISIONED'),
  suspend: ['ACTIVE'],
  unsuspend: ['SUSPENDED'],
  unlock: ['LOCKED_OUT', 'ACTIVE'],
  reset_password: ['ACTIVE', 'RECOVERY', 'PASSWORD_EXPIRED', 'LOCKED_OUT'],
  expire_password: ['ACTIVE', 'PASSWORD_EXPIRED'],
};

/** true when `operation` may run on a user in `status`. */
export function isAllowed(operation: LifecycleOperation, status: string): boolean {
  return (ALLOWED_FROM[operation] as readonly string[]).includes(status);
}

const notSuspendable = (reason: string) =>
  new ApiError('validation', {
    params: { '0': 'status' },
    causes: [{ errorSummary: `status: ${reason}`, property: 'status', reason }],
  });

/**
 * The error Okta answers when `operation` is not allowed in the user's status: 403 E0000016 to activate a user
 * who already is, 400 E0000001 to suspend a user who is not ACTIVE or unsuspend one who is not SUSPENDED,
 * 403 E0000032 to unlock a user who is not locked, 403 E0000038 otherwise.
 */
export function refusal(operation: LifecycleOperation): ApiError {
  switch (operation) {
    case 'activate':
      return new ApiError('alreadyActive');
    case 'suspend':
      return notSuspendable('Cannot suspend a user that is not active');
    case 'unsuspend':
      return notSuspendable('Cannot unsuspend a user that is not suspended');
    case 'unlock':
      return new ApiError('unlockNotAllowed');
    default:
      return new ApiError('userStatusNotAllowed');
  }
}

/** `_links` names of the operations (Okta's camelCase), in the order Okta lists them. */
export const LINK_NAMES: Record<LifecycleOperation, string> = {
  activate: 'activate',
  suspend: 'suspend',
  unsuspend: 'unsuspend',
  unlock: 'unlock',
  reset_password: 'resetPassword',
  expire_password: 'expirePassword',
  deactivate: 'deactivate',
};

/** The operations a user object links to in `status` (unlock only when LOCKED_OUT, as Okta shows it). */
export function linkedOperations(status: string): LifecycleOperation[] {
  return (Object.keys(LINK_NAMES) as LifecycleOperation[]).filter(
    (op) => isAllowed(op, status) && (op !== 'unlock' || status === 'LOCKED_OUT'),
  );
}
