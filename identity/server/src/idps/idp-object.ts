import { PROVIDER_KINDS } from './provider-types.ts';
import type { IdpRow } from './tables.ts';

/** The path of the federation callback (Okta: the IdP's `clientRedirectUri`). */
export const FEDERATION_CALLBACK_PATH = '/oauth2/v1/authorize/callback';

/**
 * The Okta IdentityProvider object of a stored provider. The client secret is never returned (Okta answers it;
 * we do not: it is write-only here), only whether one is set.
 */
export function idpObject(issuer: string, row: IdpRow) {
  const endpoint = (url: string | null, binding: string) => (url ? { url, binding } : undefined);
  const lifecycle = row.status === 'ACTIVE' ? 'deactivate' : 'activate';
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    status: row.status,
    created: row.createdAt.toISOString(),
    lastUpdated: row.updatedAt.toISOString(),
    protocol: {
      type: PROVIDER_KINDS[row.type].protocol,
      endpoints: {
        authorization: endpoint(row.authorizationUrl, 'HTTP-REDIRECT'),
        token: endpoint(row.tokenUrl, 'HTTP-POST'),
        ...(row.jwksUrl ? { jwks: endpoint(row.jwksUrl, 'HTTP-REDIRECT') } : {}),
        ...(row.userinfoUrl ? { userInfo: endpoint(row.userinfoUrl, 'HTTP-REDIRECT') } : {}),
      },
      scopes: row.scopes,
      ...(row.issuer ? { issuer: { url: row.issuer } } : {}),
      credentials: {
        client: {
          client_id: row.clientId,
          token_endpoint_auth_method: row.tokenAuthMethod,
          client_secret_set: row.clientSecretSealed !== null,
        },
      },
    },
    policy: {
      provisioning: {
        action: row.provisioning,
        groups:
          row.groupAssignments.length > 0
            ? { action: 'ASSIGN', assignments: row.groupAssignments }
            : { action: 'NONE' },
      },
      accountLink: { action: row.accountLink, filter: null },
      subject: { matchType: 'EMAIL', userNameTemplate: { template: 'idpuser.email' } },
      maxClockSkew: row.maxClockSkewMs,
    },
    _links: {
      self: { href: `${issuer}/api/v1/idps/${row.id}`, hints: { allow: ['GET', 'PUT', 'DELETE'] } },
      [lifecycle]: {
        href: `${issuer}/api/v1/idps/${row.id}/lifecycle/${lifecycle}`,
        hints: { allow: ['POST'] },
      },
      authorize: {
        href:
          `${issuer}/oauth2/v1/authorize?idp=${row.id}&client_id={clientId}&response_type={responseType}` +
          '&response_mode={responseMode}&scope={scopes}&redirect_uri={redirectUri}&state={state}&nonce={nonce}',
        templated: true,
        hints: { allow: ['GET'] },
      },
      clientRedirectUri: { href: `${issuer}${FEDERATION_CALLBACK_PATH}`, hints: { allow: ['GET'] } },
    },
  };
}

export type IdpObject = ReturnType<typeof idpObject>;
