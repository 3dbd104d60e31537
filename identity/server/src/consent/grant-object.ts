import { href } from '../admin/admin.schema.ts';
import type { ConsentGrant } from './consent.schema.ts';
import type { ConsentGrantRow } from './tables.ts';

/**
 * The wire shape of a consent (Okta "OAuth2ScopeConsentGrant"): `scopeId` is the scope's name, the issuer is the
 * org authorization server, and `createdBy` the user (END_USER: allowed on the consent screen). Links: self, the
 * application (`/api/v1/apps/{appId}`) and the user; no `client` link, as this IdP has no clients endpoint.
 * `appId` is the application id of the client (`0oa…`), for the `app` link.
 */
export function grantObject(issuer: string, row: ConsentGrantRow, appId: string): ConsentGrant {
  return {
    id: row.id,
    status: 'ACTIVE',
    created: row.createdAt.toISOString(),
    lastUpdated: row.lastUpdated.toISOString(),
    createdBy: { id: row.userId, type: 'User' },
    issuer,
    clientId: row.clientId,
    userId: row.userId,
    scopeId: row.scope,
    source: row.source,
    _links: {
      self: href(issuer, `/api/v1/users/${row.userId}/grants/${row.id}`, ['GET', 'DELETE']),
      app: href(issuer, `/api/v1/apps/${appId}`, ['GET']),
      user: href(issuer, `/api/v1/users/${row.userId}`, ['GET']),
    },
  };
}
