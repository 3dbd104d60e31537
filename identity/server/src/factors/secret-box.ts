import { seal, unseal } from '../lib/key-encryption.ts';

// Without KEYS_ENCRYPTION_KEY (a loopback issuer: development and tests) secrets are stored marked as plain,
// the same rule the signing keys follow; with one, sealed with AES-256-GCM and bound to the factor id.
const PLAIN = 'plain.';

/** The stored form of a factor's secret: sealed under `kek` (bound to `factorId`), or marked plain without one. */
export function closeSecret(kek: Buffer | undefined, secret: string, factorId: string): string {
  return kek ? seal(kek, secret, `factor:${factorId}`) : PLAIN + secret;
}

/**
 * The secret of a stored value made by `closeSecret`.
 * @throws Error when it was sealed and no key (or another key) is configured, or it was altered.
 */
export function openSecret(kek: Buffer | undefined, stored: string, factorId: string): string {
  if (stored.startsWith(PLAIN)) return stored.slice(PLAIN.length);
  if (!kek) throw new Error(`the secret of factor ${factorId} is sealed and KEYS_ENCRYPTION_KEY is not set`);
  return unseal(kek, stored, `factor:${factorId}`);
}
