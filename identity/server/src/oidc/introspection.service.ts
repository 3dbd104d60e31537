import type { IntrospectionResponse } from '@identity/contracts';
import type { AuthenticatedClient } from './client-auth.ts';
import { hashSecret } from './crypto.ts';
import { findGrant, findRefreshToken, isAccessTokenActive } from './grants.repository.ts';
import type { OidcDeps } from './issuance.service.ts';
import { verifyAccessToken } from './tokens.service.ts';

type Active = Exclude<IntrospectionResponse, { active: false }>;

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

async function activeUser(deps: OidcDeps, userId: string) {
  const user = await deps.users.findById(userId);
  return user && user.status === 'ACTIVE' ? user : null;
}

/** An access token of `clientId`: valid JWT (signature, iss, aud, exp, required claims), not revoked, user active. */
async function accessToken(deps: OidcDeps, clientId: string, token: string): Promise<Active | null> {
  let claims;
  try {
    claims = await verifyAccessToken(deps.tokens, token);
  } catch {
    return null;
  }
  if (claims.cid !== clientId || !(await isAccessTokenActive(deps.db, claims.jti))) return null;
  if (!(await activeUser(deps, claims.uid))) return null;
  return {
    active: true,
    token_type: 'Bearer',
    scope: claims.scp.join(' '),
    client_id: claims.cid,
    username: claims.sub,
    sub: claims.sub,
    uid: claims.uid,
    exp: claims.exp,
    iat: claims.iat,
    iss: claims.iss,
    aud: claims.aud,
    jti: claims.jti,
  };
}

/** A refresh token of `clientId`: known (by SHA-256), not rotated or revoked, unexpired, grant open, user active. */
async function refreshToken(deps: OidcDeps, clientId: string, token: string): Promise<Active | null> {
  const row = await findRefreshToken(deps.db, hashSecret(token));
  if (!row || row.clientId !== clientId || row.revokedAt || row.expiresAt.getTime() <= Date.now())
    return null;
  const grant = await findGrant(deps.db, row.grantId);
  if (!grant || grant.revokedAt) return null;
  const user = await activeUser(deps, grant.userId);
  if (!user) return null;
  return {
    active: true,
    scope: grant.scopes.join(' '),
    client_id: row.clientId,
    username: user.login,
    sub: user.login,
    uid: user.id,
    exp: seconds(row.expiresAt),
    iat: seconds(row.createdAt),
    iss: deps.tokens.issuer,
  };
}

/**
 * Token introspection (RFC 7662 §2): the state of one of our access tokens (JWT) or refresh tokens (opaque) as
 * seen by the authenticated `client`. A client sees only the tokens issued to it; anything else, and anything
 * unknown, revoked or expired, is `{active: false}` (never an error, so nothing is revealed about other clients'
 * tokens). `hint` (`token_type_hint`) only picks which kind is looked up first.
 */
export async function introspect(
  deps: OidcDeps,
  client: AuthenticatedClient,
  token: string,
  hint: string | undefined,
): Promise<IntrospectionResponse> {
  const lookups = hint === 'refresh_token' ? [refreshToken, accessToken] : [accessToken, refreshToken];
  for (const lookup of lookups) {
    const found = await lookup(deps, client.clientId, token);
    if (found) return found;
  }
  return { active: false };
}
