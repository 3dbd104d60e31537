import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';
import type { Services } from '../services.ts';
import { TTL } from './constants.ts';
import { hashSecret, randomSecret } from './crypto.ts';
import { insertCode } from './codes.repository.ts';
import { insertAccessToken, insertGrant, insertRefreshToken } from './grants.repository.ts';
import { signAccessToken, type TokenContext, type TokenGrant } from './tokens.service.ts';

/** What the issuing functions need: the database and the signing context. */
export interface IssuerDeps {
  db: Db;
  tokens: TokenContext;
}

/** What the OIDC routes need: the services plus the signing context. */
export type OidcDeps = Services & { tokens: TokenContext };

export interface GrantInput {
  clientId: string;
  userId: string;
  sessionId: string | null;
  scopes: string[];
  authTime: Date;
  amr: string[];
}

/** Records a grant (one user's authorization of one client) and returns its id. */
export async function createGrant(deps: IssuerDeps, input: GrantInput): Promise<string> {
  const id = 'grant_' + randomBytes(16).toString('base64url');
  await insertGrant(deps.db, { id, ...input });
  return id;
}

/** Issues a one-time authorization code (256 bits, stored as SHA-256, valid 300 s) bound to its request. */
export async function issueCode(
  deps: IssuerDeps,
  grantId: string,
  binding: {
    clientId: string;
    redirectUri: string;
    codeChallenge?: string;
    codeChallengeMethod?: string;
    nonce?: string;
  },
): Promise<string> {
  const code = randomSecret(32);
  await insertCode(deps.db, {
    codeHash: hashSecret(code),
    grantId,
    clientId: binding.clientId,
    redirectUri: binding.redirectUri,
    codeChallenge: binding.codeChallenge ?? null,
    codeChallengeMethod: binding.codeChallengeMethod ?? null,
    nonce: binding.nonce ?? null,
    expiresAt: new Date(Date.now() + TTL.code * 1000),
  });
  return code;
}

/** Signs an access token for the grant and records its jti (for /revoke and replay revocation). */
export async function issueAccessToken(
  deps: IssuerDeps,
  grantId: string,
  grant: TokenGrant,
): Promise<{ token: string; expiresIn: number }> {
  const at = await signAccessToken(deps.tokens, grant);
  await insertAccessToken(deps.db, {
    jti: at.jti,
    grantId,
    clientId: grant.clientId,
    expiresAt: at.expiresAt,
  });
  return { token: at.token, expiresIn: at.expiresIn };
}

/** Issues an opaque refresh token (256 bits, stored as SHA-256, 90 days) for the grant. */
export async function issueRefreshToken(
  deps: IssuerDeps,
  grantId: string,
  clientId: string,
): Promise<string> {
  const token = randomSecret(32);
  await insertRefreshToken(deps.db, {
    tokenHash: hashSecret(token),
    grantId,
    clientId,
    expiresAt: new Date(Date.now() + TTL.refreshToken * 1000),
  });
  return token;
}
