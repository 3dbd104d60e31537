import { sha256 } from './crypto.ts';

/**
 * The form of a username that counters are keyed by: Unicode NFC, lower-case (logins are unique
 * case-insensitively, as `users_login_lower_idx`), so `Ada@Example.com` and `ada@example.com` share one
 * rate-limit bucket and one failure counter.
 */
export function normalizeUsername(username: string): string {
  return username.normalize('NFC').toLowerCase();
}

/**
 * SHA-256 (hex) of `scope:` + the normalised username: the key stored instead of the username itself, since
 * people sometimes type their password into the username field.
 */
export function usernameKey(scope: string, username: string): string {
  return sha256(`${scope}:${normalizeUsername(username)}`);
}
