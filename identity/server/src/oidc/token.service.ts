import type { TokenResponse } from '@identity/contracts';
import { hashSecret } from './crypto.ts';
import type { AuthenticatedClient } from './client-auth.ts';
import { consumeCode, findCode } from './codes.repository.ts';
import { consumeRefreshToken, findGrant, findRefreshToken, revokeGrant } from './grants.repository.ts';
import { issueAccessToken, issueRefreshToken, type OidcDeps } from './issuance.service.ts';
import { signIdToken } from './tokens.service.ts';
import { OAuthError } from './oauth-error.ts';
import { verifyS256 } from './pkce.ts';
import type { GrantRow } from './tables.ts';

const invalidGrant = (description: string) => new OAuthError('invalid_grant', description);

function str(body: Record<string, unknown>, name: string, required: true): string;
function str(body: Record<string, unknown>, name: string, required?: false): string | undefined;
function str(body: Record<string, unknown>, name: string, required = false): string | undefined {
  const v = body[name];
  if (v === undefined || v === '') {
    if (required) throw new OAuthError('invalid_request', `The '${name}' parameter is required.`);
    return undefined;
  }
  if (typeof v !== 'string')
    throw new OAuthError('invalid_request', `The '${name}' parameter must be sent once, as a string.`);
  return v;
}

/** Tokens for a grant: access token, id token (openid scope), refresh token (offline_access + client allows). */
async function tokensFor(
  deps: OidcDeps,
  client: AuthenticatedClient,
  grant: GrantRow,
  scopes: string[],
  nonce: string | null,
): Promise<TokenResponse> {
  if (grant.revokedAt) throw invalidGrant('The grant has been revoked.');
  const user = await deps.users.findById(grant.userId);
  if (!user || user.status !== 'ACTIVE') throw invalidGrant('The user is not active.');
  const tokenGrant = { user, clientId: client.clientId, scopes, authTime: grant.authTime, amr: grant.amr };
  const at = await issueAccessToken(deps, grant.id, tokenGrant);
  const body: TokenResponse = {
    token_type: 'Bearer',
    expires_in: at.expiresIn,
    access_token: at.token,
    scope: scopes.join(' '),
  };
  if (scopes.includes('openid')) {
    body.id_token = await signIdToken(deps.tokens, tokenGrant, {
      ...(nonce ? { nonce } : {}),
      accessToken: at.token,
    });
  }
  if (scopes.includes('offline_access') && client.grantTypes.includes('refresh_token')) {
    body.refresh_token = await issueRefreshToken(deps, grant.id, client.clientId);
  }
  await deps.audit.record({
    type: 'oidc.token_issued',
    userId: user.id,
    details: { clientId: client.clientId, grantId: grant.id, refreshToken: body.refresh_token !== undefined },
  });
  return body;
}

/**
 * `grant_type=authorization_code` (RFC 6749 §4.1.3, RFC 7636 §4.5): the code must belong to the client,
 * be unexpired and unused, match redirect_uri, and (when a challenge was sent) the S256 verifier.
 * A replayed code is refused and every token issued from it is revoked (RFC 6749 §4.1.2).
 */
export async function exchangeCode(
  deps: OidcDeps,
  client: AuthenticatedClient,
  body: Record<string, unknown>,
): Promise<TokenResponse> {
  if (!client.grantTypes.includes('authorization_code')) {
    throw new OAuthError(
      'unauthorized_client',
      'The client is not authorized to use the authorization_code grant.',
    );
  }
  const code = str(body, 'code', true);
  const redirectUri = str(body, 'redirect_uri', true);
  const verifier = str(body, 'code_verifier');
  const codeHash = hashSecret(code);
  const found = await findCode(deps.db, codeHash);
  if (!found || found.clientId !== client.clientId)
    throw invalidGrant('The authorization code is invalid or has expired.');
  const row = await consumeCode(deps.db, codeHash, new Date());
  if (!row) {
    await revokeGrant(deps.db, found.grantId, new Date());
    await deps.audit.record({
      type: 'oidc.code_replayed',
      details: { clientId: client.clientId, grantId: found.grantId },
    });
    throw invalidGrant('The authorization code is invalid or has expired.');
  }
  if (row.expiresAt.getTime() <= Date.now())
    throw invalidGrant('The authorization code is invalid or has expired.');
  if (row.redirectUri !== redirectUri)
    throw invalidGrant("The 'redirect_uri' does not match the authorization request.");
  if (row.codeChallenge) {
    if (verifier === undefined)
      throw new OAuthError('invalid_request', "The 'code_verifier' parameter is required.");
    if (!verifyS256(verifier, row.codeChallenge)) throw invalidGrant('PKCE verification failed.');
  } else if (verifier !== undefined) {
    throw invalidGrant("A 'code_verifier' was sent but the authorization request had no code challenge.");
  }
  const grant = await findGrant(deps.db, row.grantId);
  if (!grant) throw invalidGrant('The authorization code is invalid or has expired.');
  return tokensFor(deps, client, grant, grant.scopes, row.nonce);
}

/**
 * `grant_type=refresh_token` (RFC 6749 §6) with rotation: the presented token is revoked and a new one
 * issued. Presenting a token that was already rotated revokes the whole grant (OAuth 2.0 Security BCP §4.14).
 * `scope`, when sent, must be a subset of the granted scopes.
 */
export async function refresh(
  deps: OidcDeps,
  client: AuthenticatedClient,
  body: Record<string, unknown>,
): Promise<TokenResponse> {
  if (!client.grantTypes.includes('refresh_token')) {
    throw new OAuthError(
      'unauthorized_client',
      'The client is not authorized to use the refresh_token grant.',
    );
  }
  const token = str(body, 'refresh_token', true);
  const scope = str(body, 'scope');
  const tokenHash = hashSecret(token);
  const found = await findRefreshToken(deps.db, tokenHash);
  if (!found || found.clientId !== client.clientId)
    throw invalidGrant('The refresh token is invalid or expired.');
  const row = await consumeRefreshToken(deps.db, tokenHash, new Date());
  if (!row) {
    await revokeGrant(deps.db, found.grantId, new Date());
    await deps.audit.record({
      type: 'oidc.refresh_token_replayed',
      details: { clientId: client.clientId, grantId: found.grantId },
    });
    throw invalidGrant('The refresh token is invalid or expired.');
  }
  if (row.expiresAt.getTime() <= Date.now()) throw invalidGrant('The refresh token is invalid or expired.');
  const grant = await findGrant(deps.db, row.grantId);
  if (!grant) throw invalidGrant('The refresh token is invalid or expired.');
  let scopes = grant.scopes;
  if (scope !== undefined) {
    const asked = scope.split(' ').filter((s) => s !== '');
    if (asked.length === 0 || !asked.every((s) => grant.scopes.includes(s))) {
      throw new OAuthError(
        'invalid_scope',
        'The requested scope exceeds the scope granted by the resource owner.',
      );
    }
    scopes = grant.scopes.filter((s) => asked.includes(s));
  }
  return tokensFor(deps, client, grant, scopes, null);
}
