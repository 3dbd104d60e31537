import type { TransactionShape } from '@identity/contracts/schemas';
import { link } from '../lib/links.ts';
import type { PasswordRules } from '../policies/password-policy.ts';
import type { MfaFrame } from './authn-mfa.responses.ts';
import { embeddedUser } from './authn.responses.ts';

type Policy = NonNullable<NonNullable<TransactionShape['_embedded']>['policy']>;

/**
 * `_embedded.policy` of the password states (design/authn-protocol.md §1.2): complexity, age (minutes, count)
 * and expiration. `passwordExpireDays` is the policy's maximum age in PASSWORD_EXPIRED and the whole days left
 * in PASSWORD_WARN (fixture PASSWORD_WARN; 0 = today).
 */
export function passwordPolicyObject(rules: PasswordRules, passwordExpireDays: number): Policy {
  return {
    complexity: {
      minLength: rules.minLength,
      minLowerCase: rules.minLowerCase,
      minUpperCase: rules.minUpperCase,
      minNumber: rules.minNumber,
      minSymbol: rules.minSymbol,
      excludeUsername: rules.excludeUsername,
      excludeAttributes: [...rules.excludeAttributes],
    },
    age: { minAgeMinutes: rules.minAgeMinutes, historyCount: rules.historyCount },
    expiration: { passwordExpireDays },
  };
}

/**
 * PASSWORD_EXPIRED (`next(changePassword)`, `cancel`) or PASSWORD_WARN (also `skip`) with `_embedded.user` and
 * `_embedded.policy` (§1.3; fixtures PASSWORD_EXPIRED, PASSWORD_WARN).
 */
export function passwordTransaction(
  frame: MfaFrame,
  status: 'PASSWORD_EXPIRED' | 'PASSWORD_WARN',
  rules: PasswordRules,
  daysLeft: number,
): TransactionShape {
  const expireDays = status === 'PASSWORD_WARN' ? daysLeft : rules.maxAgeDays;
  return {
    stateToken: frame.stateToken,
    expiresAt: frame.expiresAt.toISOString(),
    status,
    _embedded: { user: embeddedUser(frame.user), policy: passwordPolicyObject(rules, expireDays) },
    _links: {
      next: link(frame.issuer, '/api/v1/authn/credentials/change_password', { name: 'changePassword' }),
      ...(status === 'PASSWORD_WARN'
        ? { skip: link(frame.issuer, '/api/v1/authn/skip', { name: 'skip' }) }
        : {}),
      cancel: link(frame.issuer, '/api/v1/authn/cancel'),
    },
  };
}
