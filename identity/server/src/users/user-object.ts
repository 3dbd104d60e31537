import type { ManagedUser } from './managed-user.ts';
import { LINK_NAMES, linkedOperations } from './user-status.ts';
import type { UserShape } from './users.schema.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The wire shape of a user (Okta Management API User object): times as ISO 8601, `type.id`, the profile,
 * `credentials` with `password: {}` when a password is set (never the hash) and the recovery question when
 * one is, and `_links`: `self` plus one POST link per lifecycle operation the status allows (as Okta lists
 * them). `issuer` is the base of every href.
 */
export function userObject(issuer: string, typeId: string, user: ManagedUser): UserShape {
  const self = `${issuer}/api/v1/users/${user.id}`;
  const links: UserShape['_links'] = { self: { href: self } };
  for (const op of linkedOperations(user.status)) {
    links[LINK_NAMES[op]] = { href: `${self}/lifecycle/${op}`, method: 'POST' };
  }
  return {
    id: user.id,
    status: user.status,
    created: user.created.toISOString(),
    activated: iso(user.activated),
    statusChanged: iso(user.statusChanged),
    lastLogin: iso(user.lastLogin),
    lastUpdated: user.lastUpdated.toISOString(),
    passwordChanged: iso(user.passwordChanged),
    type: { id: typeId },
    profile: user.profile,
    credentials: {
      ...(user.hasPassword ? { password: {} } : {}),
      ...(user.recoveryQuestion ? { recovery_question: { question: user.recoveryQuestion } } : {}),
      provider: { type: 'OKTA', name: 'OKTA' },
    },
    _links: links,
  };
}
