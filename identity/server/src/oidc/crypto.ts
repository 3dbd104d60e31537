import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A one-time secret of `bytes` random bytes (default 32 = 256 bits), base64url. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 hex digest: how codes and refresh tokens are stored (never the raw value). */
export function hashSecret(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Constant-time comparison of two strings (compares their SHA-256 digests, so lengths may differ). */
export function constantTimeEqual(a: string, b: string): boolean {
  const da = createHash('sha256').update(a, 'utf8').digest();
  const db = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(da, db);
}

/**
 * `at_hash` / `c_hash` (OIDC Core §3.3.2.11): base64url of the left half of the SHA-256 of the ASCII value
 * (RS256 uses SHA-256).
 */
export function leftHalfHash(value: string): string {
  const digest = createHash('sha256').update(value, 'ascii').digest();
  return digest.subarray(0, digest.length / 2).toString('base64url');
}
