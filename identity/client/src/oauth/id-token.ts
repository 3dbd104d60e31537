import { compactVerify, importJWK } from 'jose';
import { AuthSdkError } from '../errors/index.ts';
import type { HttpContext } from '../http/http-client.ts';
import { decodeJwt } from './jwt.ts';
import { getKey } from './well-known.ts';

/** What an id token must match: issuer, audience (client id), optional nonce, clock skew in s. */
export interface IdTokenExpectations {
  issuer: string;
  clientId: string;
  nonce?: string;
  /** s, default 300 (spec §9 "Max clock skew (SDK)"). */
  maxClockSkew?: number;
  /** Unix time in s (tests). */
  now?: number;
}

/**
 * Checks the claims of an id token with every rule and message of spec §5 "Identity tokens" and §8 "OAuth and
 * tokens", in this order: arguments, nonce, issuer, audience, iat <= exp, expiry and issue time within the skew.
 */
export function validateClaims(
  claims: Record<string, unknown> | undefined,
  expect: Partial<IdTokenExpectations>,
): void {
  const { issuer, clientId, nonce } = expect;
  if (!claims || !issuer || !clientId)
    throw new AuthSdkError('The jwt, iss, and aud arguments are all required');
  if (nonce && claims['nonce'] !== nonce)
    throw new AuthSdkError("OAuth flow response nonce doesn't match request nonce");
  const now = expect.now ?? Math.floor(Date.now() / 1000);
  const skew = expect.maxClockSkew ?? 300;
  if (claims['iss'] !== issuer)
    throw new AuthSdkError(`The issuer [${String(claims['iss'])}] does not match [${issuer}]`);
  if (claims['aud'] !== clientId)
    throw new AuthSdkError(`The audience [${String(claims['aud'])}] does not match [${clientId}]`);
  const iat = Number(claims['iat']);
  const exp = Number(claims['exp']);
  if (iat > exp) throw new AuthSdkError('The JWT expired before it was issued');
  if (!(now - skew <= exp)) throw new AuthSdkError('The JWT expired and is no longer valid');
  if (iat > now + skew) throw new AuthSdkError('The JWT was issued in the future');
}

/**
 * Verifies the RS256 signature of `jwt` with the issuer's key named by the header `kid` (JWKS via discovery).
 * Throws 'Malformed token', "The key id, x, was not found in the server's keys" or 'The token signature is not valid'.
 */
export async function verifySignature(http: HttpContext, issuer: string, jwt: string): Promise<void> {
  const { header } = decodeJwt(jwt);
  const jwk = await getKey(http, issuer, String(header['kid']));
  try {
    const key = await importJWK({ ...jwk, alg: 'RS256' }, 'RS256');
    await compactVerify(jwt, key, { algorithms: ['RS256'] });
  } catch {
    throw new AuthSdkError('The token signature is not valid');
  }
}

/** Validates claims, then the signature; resolves with the claims. Errors as {@link validateClaims}/{@link verifySignature}. */
export async function verifyIdToken(
  http: HttpContext,
  jwt: string,
  expect: IdTokenExpectations,
): Promise<Record<string, unknown>> {
  if (!jwt) throw new AuthSdkError('The jwt, iss, and aud arguments are all required');
  const { payload } = decodeJwt(jwt);
  validateClaims(payload, expect);
  await verifySignature(http, expect.issuer, jwt);
  return payload;
}
