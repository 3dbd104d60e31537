import type { Transaction } from '@identity/contracts';
import { embeddedUser } from '../authn/authn.responses.ts';
import type { OidcClient } from '../clients/clients.service.ts';
import { link } from '../lib/links.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { ScopeRow } from './tables.ts';

/** `_embedded.scopes[]`: each requested scope, with its display name and description when it is described. */
export function embeddedScopes(requested: readonly string[], described: readonly ScopeRow[]) {
  const byName = new Map(described.map((s) => [s.name, s]));
  return requested.map((name) => {
    const s = byName.get(name);
    return s ? { name, displayName: s.displayName, description: s.description } : { name };
  });
}

/**
 * `_embedded.target` of CONSENT_REQUIRED (design/authn-protocol.md §1.3; fixture CONSENT_REQUIRED): the
 * application, with its logo (`_links.logo`) and home page (`_links.client-uri`) when the application has them.
 */
export function consentTarget(client: OidcClient) {
  return {
    type: 'APP',
    name: 'oidc_client',
    label: client.name,
    clientId: client.clientId,
    _links: {
      ...(client.logoUri ? { logo: { href: client.logoUri, type: 'image/*' } } : {}),
      ...(client.clientUri ? { 'client-uri': { href: client.clientUri, type: 'text/html' } } : {}),
    },
  };
}

/** CONSENT_REQUIRED: `next(consent)` → `/api/v1/authn/consent`, `cancel`; `_embedded` user, target, scopes. */
export function consentRequiredTransaction(
  issuer: string,
  input: {
    stateToken: string;
    expiresAt: Date;
    user: UserRow;
    client: OidcClient;
    scopes: ReturnType<typeof embeddedScopes>;
  },
): Transaction {
  return {
    stateToken: input.stateToken,
    expiresAt: input.expiresAt.toISOString(),
    status: 'CONSENT_REQUIRED',
    _embedded: {
      user: embeddedUser(input.user),
      target: consentTarget(input.client),
      scopes: input.scopes,
    },
    _links: {
      next: link(issuer, '/api/v1/authn/consent', { name: 'consent' }),
      cancel: link(issuer, '/api/v1/authn/cancel'),
    },
  };
}
