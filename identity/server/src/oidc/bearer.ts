import type { FastifyRequest } from 'fastify';
import type { AccessTokenClaims } from '@identity/contracts';
import { isAccessTokenActive } from './grants.repository.ts';
import type { IssuerDeps } from './issuance.service.ts';
import { OAuthError } from './oauth-error.ts';
import { verifyAccessToken } from './tokens.service.ts';

/** RFC 6750 §3: `WWW-Authenticate: Bearer error="…", error_description="…"` (no quotes inside values). */
export function bearerChallenge(error: string, description: string): Record<string, string> {
  const clean = description.replace(/["\\]/g, '');
  return { 'www-authenticate': `Bearer error="${error}", error_description="${clean}"` };
}

/** The bearer token of a request: `Authorization: Bearer …`, or `access_token` in a form body (RFC 6750 §2). */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const m = /^Bearer +([A-Za-z0-9\-._~+/]+=*)$/i.exec(header.trim());
    return m?.[1];
  }
  const body = request.body as Record<string, unknown> | undefined;
  return request.method === 'POST' && typeof body?.access_token === 'string' ? body.access_token : undefined;
}

/**
 * Authenticates a resource request with one of our access tokens: valid signature, issuer, audience,
 * expiry, the required claims (`exp`, `iat`, `sub`, `iss`, `aud`, …; tokens.service.ts `verifyAccessToken`), and not
 * revoked. Throws 401 `invalid_token` with the RFC 6750 challenge.
 */
export async function requireAccessToken(
  deps: IssuerDeps,
  request: FastifyRequest,
): Promise<AccessTokenClaims> {
  const token = bearerToken(request);
  if (!token) {
    throw new OAuthError('invalid_token', 'No access token was provided.', 401, {
      'www-authenticate': 'Bearer realm="oauth2"',
    });
  }
  let claims: AccessTokenClaims;
  try {
    claims = await verifyAccessToken(deps.tokens, token);
  } catch {
    const d = 'The access token is invalid.';
    throw new OAuthError('invalid_token', d, 401, bearerChallenge('invalid_token', d));
  }
  if (!(await isAccessTokenActive(deps.db, claims.jti))) {
    const d = 'The access token has been revoked.';
    throw new OAuthError('invalid_token', d, 401, bearerChallenge('invalid_token', d));
  }
  return claims;
}
