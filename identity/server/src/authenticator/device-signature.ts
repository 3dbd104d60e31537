import { decodeJwt, importJWK, jwtVerify, type JWK, type JWTPayload } from 'jose';
import { InputError } from '../errors.ts';

/**
 * How the companion authenticator proves itself: each call carries a JWT (RFC 7519) signed ES256 (RFC 7518
 * §3.4: ECDSA P-256 SHA-256, the raw r||s signature WebCrypto produces) with the device's private key, which
 * never leaves the device. Claims: `sub` the push factor id, `aud` the device API's URL, `iat` (seconds); an
 * answer to a push adds `challenge` (its id) and `result` (APPROVED or REJECTED).
 */

/** How old a device JWT may be (s), and how far the device's clock may be ahead. */
export const DEVICE_JWT_MAX_AGE_S = 120;
const CLOCK_TOLERANCE_S = 60;

/** The public part of a device key as stored and shown in the factor profile (`keys[]`). */
export interface DevicePublicKey {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
}

/**
 * The public key a device registers, checked: an EC P-256 JWK with 32-byte `x` and `y` that is a point of the
 * curve, and no private part. @throws InputError (400 E0000001) otherwise.
 */
export async function devicePublicKey(jwk: unknown): Promise<DevicePublicKey> {
  const k = (jwk ?? {}) as Record<string, unknown>;
  const coordinate = (v: unknown) => typeof v === 'string' && /^[\w-]{43}$/.test(v);
  if (k.kty !== 'EC' || k.crv !== 'P-256' || !coordinate(k.x) || !coordinate(k.y) || 'd' in k) {
    throw new InputError('The device key must be a public EC P-256 JWK.', 'publicKey');
  }
  const key: DevicePublicKey = { kty: 'EC', crv: 'P-256', x: k.x as string, y: k.y as string };
  try {
    await importJWK(key as JWK, 'ES256');
  } catch {
    throw new InputError('The device key is not a point of P-256.', 'publicKey');
  }
  return key;
}

/** The `sub` (factor id) a device JWT claims, unverified: only to find the key to verify it with. */
export function claimedFactor(jwt: string): string | null {
  try {
    const sub = decodeJwt(jwt).sub;
    return typeof sub === 'string' && sub.length <= 64 ? sub : null;
  } catch {
    return null;
  }
}

/** The claims of a device JWT signed by `key` for `audience` and `factorId`, or null when anything is off. */
export async function verifyDeviceJwt(
  jwt: string,
  key: DevicePublicKey,
  expected: { audience: string; factorId: string },
): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(jwt, await importJWK(key as JWK, 'ES256'), {
      algorithms: ['ES256'],
      audience: expected.audience,
      subject: expected.factorId,
      maxTokenAge: DEVICE_JWT_MAX_AGE_S,
      clockTolerance: CLOCK_TOLERANCE_S,
      requiredClaims: ['iat'],
    });
    return payload;
  } catch {
    return null;
  }
}
