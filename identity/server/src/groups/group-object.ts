import type { ManagedGroup } from './groups.service.ts';
import type { GroupShape } from './groups.schema.ts';

/**
 * The wire shape of a group (Okta Management API Group object, type OKTA_GROUP, objectClass
 * `okta:user_group`), with `_links` self and users under `issuer`.
 */
export function groupObject(issuer: string, group: ManagedGroup): GroupShape {
  const self = `${issuer}/api/v1/groups/${group.id}`;
  return {
    id: group.id,
    created: group.created.toISOString(),
    lastUpdated: group.lastUpdated.toISOString(),
    lastMembershipUpdated: group.lastMembershipUpdated.toISOString(),
    objectClass: ['okta:user_group'],
    type: 'OKTA_GROUP',
    profile: { name: group.name, description: group.description },
    _links: { self: { href: self }, users: { href: `${self}/users` } },
  };
}
