import { createHash } from 'node:crypto';
import { constantTimeEqual } from './crypto.ts';

/** RFC 7636 §4.1: 43–128 characters of [A-Z a-z 0-9 - . _ ~]. The same grammar bounds an S256 challenge. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

/** true for a syntactically valid code_verifier (RFC 7636 §4.1). */
export function isValidCodeVerifier(verifier: string): boolean {
  return VERIFIER.test(verifier);
}

/** An S256 challenge is base64url(SHA-256(verifier)) without padding: exactly 43 characters. */
export function isValidS256Challenge(challenge: string): boolean {
  return /^[A-Za-z0-9\-_]{43}$/.test(challenge);
}

/** RFC 7636 §4.6: true when base64url(SHA-256(verifier)) equals the challenge (constant time). */
export function verifyS256(verifier: string, challenge: string): boolean {
  if (!isValidCodeVerifier(verifier)) return false;
  const computed = createHash('sha256').update(verifier, 'ascii').digest('base64url');
  return constantTimeEqual(computed, challenge);
}

/**
 * Checks the PKCE parameters of an authorization request (RFC 7636 §4.3; only S256 is supported).
 * `required`: public clients using the code flow. Returns an error description, or null when acceptable.
 */
export function checkPkceParams(
  challenge: string | undefined,
  method: string | undefined,
  required: boolean,
): string | null {
  if (challenge === undefined) {
    if (required) return 'PKCE code challenge is required for public clients.';
    return method === undefined ? null : "The 'code_challenge_method' parameter requires a 'code_challenge'.";
  }
  if (method !== 'S256') return "The 'code_challenge_method' must be 'S256'.";
  return isValidS256Challenge(challenge) ? null : "The 'code_challenge' is not a valid S256 challenge.";
}
