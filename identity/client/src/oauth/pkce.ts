import { base64Url } from '../browser/random.ts';

/** A PKCE code verifier: 64 base64url characters from 48 random bytes (RFC 7636 §4.1: 43..128 unreserved chars). */
export function createCodeVerifier(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(48)));
}

/** S256 code challenge: BASE64URL(SHA-256(ASCII(verifier))) via WebCrypto (RFC 7636 §4.2). */
export async function computeCodeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}
