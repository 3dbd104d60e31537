import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors, type JWTPayload, type JWTHeaderParameters } from 'jose';
import type { AccessTokenClaims } from '@identity/contracts';
import { idpId } from '../lib/idp-id.ts';
import { TTL } from './constants.ts';
import { leftHalfHash } from './crypto.ts';
import { scopeClaims, type ClaimsUser } from './claims.ts';
import type { KeyService } from './keys.service.ts';

export interface TokenContext {
  issuer: string;
  accessTokenAudience: string;
  keys: KeyService;
}

export interface TokenGrant {
  user: ClaimsUser;
  clientId: string;
  scopes: string[];
  authTime: Date;
  amr: string[];
}

/** Okta-style token id: `ID.` / `AT.` + 32 random base64url characters. */
function newJti(prefix: 'ID' | 'AT'): string {
  return `${prefix}.${randomBytes(24).toString('base64url')}`;
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

async function sign(ctx: TokenContext, claims: JWTPayload, ttl: number, now: number): Promise<string> {
  const { kid, key } = await ctx.keys.signingKey();
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuer(ctx.issuer)
    .setIssuedAt(now)
    .setExpirationTime(now + ttl)
    .sign(key);
}

/**
 * Signs an id token (RS256 + kid; design/authn-protocol.md §1.10): `iss, sub (user id), aud (client_id
 * string), iat, exp (+1 h), auth_time, amr, idp, jti, ver:1`, `nonce` when given, `at_hash`/`c_hash`
 * when issued alongside an access token / code, and the claims of the granted scopes.
 */
export async function signIdToken(
  ctx: TokenContext,
  grant: TokenGrant,
  extra: { nonce?: string; accessToken?: string; code?: string } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const claims: JWTPayload = {
    sub: grant.user.id,
    aud: grant.clientId,
    ver: 1,
    jti: newJti('ID'),
    amr: grant.amr,
    idp: idpId(ctx.issuer), // the same id as the session object's idp.id (Sessions API)
    auth_time: seconds(grant.authTime),
    ...(extra.nonce !== undefined ? { nonce: extra.nonce } : {}),
    ...(extra.accessToken ? { at_hash: leftHalfHash(extra.accessToken) } : {}),
    ...(extra.code ? { c_hash: leftHalfHash(extra.code) } : {}),
    ...scopeClaims(grant.user, grant.scopes),
  };
  return sign(ctx, claims, TTL.idToken, now);
}

/**
 * Signs an access token (RS256 JWT): `iss, aud (accessTokenAudience), sub (login), uid, cid, scp, jti,
 * ver:1, auth_time, exp (+1 h)`, `groups` when the `groups` scope was granted. Returns the token, its jti
 * and expiry so the caller can record it for revocation.
 */
export async function signAccessToken(
  ctx: TokenContext,
  grant: TokenGrant,
): Promise<{ token: string; jti: string; expiresAt: Date; expiresIn: number }> {
  const now = Math.floor(Date.now() / 1000);
  const jti = newJti('AT');
  const claims: JWTPayload = {
    ver: 1,
    jti,
    aud: ctx.accessTokenAudience,
    sub: grant.user.login,
    uid: grant.user.id,
    cid: grant.clientId,
    scp: grant.scopes,
    auth_time: seconds(grant.authTime),
    ...(grant.scopes.includes('groups') ? { groups: [...grant.user.groups] } : {}),
  };
  const token = await sign(ctx, claims, TTL.accessToken, now);
  return { token, jti, expiresAt: new Date((now + TTL.accessToken) * 1000), expiresIn: TTL.accessToken };
}

async function keyFor(ctx: TokenContext, header: JWTHeaderParameters) {
  const key = header.kid ? await ctx.keys.verificationKey(header.kid) : null;
  if (!key) throw new joseErrors.JWKSNoMatchingKey();
  return key;
}

/** Claims every access token we accept must carry (RFC 9068 §2.2 asks for these and more). */
const REQUIRED_ACCESS_TOKEN_CLAIMS = ['exp', 'iat', 'sub', 'iss', 'aud', 'jti'];

/**
 * Verifies one of our access tokens: signature (RS256, kid of one of our keys), `iss`, `aud`, `exp`, and the
 * presence of `exp`, `iat`, `sub`, `iss`, `aud`, `jti`, `uid`, `cid` and `scp` (a token without them is not one we
 * issued, whatever its signature). Throws a jose error otherwise. Every bearer check (userinfo, revoke, introspect)
 * goes through here.
 */
export async function verifyAccessToken(ctx: TokenContext, token: string): Promise<AccessTokenClaims> {
  const { payload } = await jwtVerify(token, (h) => keyFor(ctx, h), {
    issuer: ctx.issuer,
    audience: ctx.accessTokenAudience,
    algorithms: ['RS256'],
    requiredClaims: REQUIRED_ACCESS_TOKEN_CLAIMS,
  });
  if (
    typeof payload.jti !== 'string' ||
    typeof payload.sub !== 'string' ||
    typeof payload.uid !== 'string' ||
    typeof payload.cid !== 'string' ||
    !Array.isArray(payload.scp)
  ) {
    throw new joseErrors.JWTClaimValidationFailed('not an access token', payload);
  }
  return payload as AccessTokenClaims;
}

/**
 * Verifies an id token we issued (signature, RS256, iss) for use as `id_token_hint`; expiry is not
 * checked (OIDC RP-Initiated Logout §2: an expired id token is still a valid hint). Null when invalid.
 */
export async function verifyIdTokenHint(
  ctx: TokenContext,
  token: string,
): Promise<{ sub: string; aud: string } | null> {
  try {
    const { payload } = await jwtVerify(token, (h) => keyFor(ctx, h), {
      issuer: ctx.issuer,
      algorithms: ['RS256'],
      currentDate: new Date(0),
    });
    if (typeof payload.sub !== 'string' || typeof payload.aud !== 'string') return null;
    return { sub: payload.sub, aud: payload.aud };
  } catch {
    return null;
  }
}
