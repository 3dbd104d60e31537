/** RS256 signing keys and an id-token signer for the SDK's tests (jose). */
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

export interface TestSigner {
  jwk: JWK & { kid: string };
  sign(claims: Record<string, unknown>, header?: { kid?: string; alg?: string }): Promise<string>;
}

/** A fresh RSA key pair; `sign` issues a compact RS256 JWS with the key's kid (overridable). */
export async function createSigner(kid = 'k1'): Promise<TestSigner> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return {
    jwk,
    sign: (claims, header = {}) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: header.kid ?? kid }).sign(privateKey),
  };
}

/** Standard id-token claims for `issuer`/`aud`, valid for an hour from now. */
export function idClaims(
  issuer: string,
  aud: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return { iss: issuer, aud, sub: '00u1', iat: now, exp: now + 3600, ver: 1, ...extra };
}
