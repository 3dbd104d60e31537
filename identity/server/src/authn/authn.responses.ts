import type { Transaction } from '@identity/contracts';
import { link } from '../lib/links.ts';
import type { UserRow } from '../users/users.repository.ts';

/** `_embedded.user` of a transaction (design/authn-protocol.md §1.2 "Embedded resources"). */
export function embeddedUser(user: UserRow): NonNullable<Transaction['_embedded']>['user'] {
  return {
    id: user.id,
    ...(user.passwordChangedAt ? { passwordChanged: user.passwordChangedAt.toISOString() } : {}),
    profile: {
      login: user.login,
      firstName: user.firstName,
      lastName: user.lastName,
      locale: user.locale,
      timeZone: user.timeZone,
    },
  };
}

/** SUCCESS: one-time `sessionToken`, its `expiresAt`, `_embedded.user`; no `stateToken`, no links (§1.3). */
export function successTransaction(user: UserRow, sessionToken: string, expiresAt: Date): Transaction {
  return {
    expiresAt: expiresAt.toISOString(),
    status: 'SUCCESS',
    sessionToken,
    _embedded: { user: embeddedUser(user) },
  };
}

/**
 * LOCKED_OUT (§1.3; fixture ACCOUNT_LOCKED_OUT): `status`, empty `_embedded`, links `next(unlock)` and
 * `cancel`; no `stateToken` and no `expiresAt`, as Okta answers (the client just drops the transaction).
 */
export function lockedOutTransaction(issuer: string): Transaction {
  return {
    status: 'LOCKED_OUT',
    _embedded: {},
    _links: {
      next: link(issuer, '/api/v1/authn/recovery/unlock', { name: 'unlock' }),
      cancel: link(issuer, '/api/v1/authn/cancel'),
    },
  };
}
