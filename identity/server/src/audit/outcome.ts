/** System Log `outcome.result` values this IdP records. */
export type AuditOutcome = 'SUCCESS' | 'FAILURE';

/** Event types that record a refused attempt without saying so in their name. */
const FAILURE_TYPES = new Set(['user.authentication.auth_via_password.locked']);

/**
 * The outcome of an event when its recorder does not say: FAILURE for types ending in `.failure` or
 * `_replayed`, for a refused attempt on a locked account, and for a management API request answered with an
 * HTTP status of 400 or more (`details.status`); SUCCESS otherwise. Migration 028 applied the same rule to the
 * events recorded before it.
 */
export function outcomeOf(type: string, details: Record<string, unknown> = {}): AuditOutcome {
  if (type.endsWith('.failure') || type.endsWith('_replayed') || FAILURE_TYPES.has(type)) return 'FAILURE';
  if (typeof details.status === 'number' && details.status >= 400) return 'FAILURE';
  return 'SUCCESS';
}
