import type { JWK } from 'jose';
import { keyFingerprint, seal, sealedWith, unseal } from '../lib/key-encryption.ts';
import type { StoredKey } from './keys.repository.ts';

/**
 * The row to store for a new key pair: with a key-encryption key, the private JWK sealed (AES-256-GCM, the kid as
 * additional data) and no plaintext; without one (localhost development), the plaintext JWK.
 */
export function protectKeyPair(
  key: { kid: string; publicJwk: JWK; privateJwk: JWK },
  kek: Buffer | undefined,
) {
  return kek
    ? { ...key, privateJwk: null, privateJwkEncrypted: seal(kek, JSON.stringify(key.privateJwk), key.kid) }
    : { ...key, privateJwkEncrypted: null };
}

/**
 * The private JWK of a stored key, decrypted with `kek` when sealed.
 * @throws Error naming the kid and the fingerprints of the sealing and the configured key when no key is
 *   configured or it is not the one that sealed the JWK (GCM authentication fails: never a garbage key).
 */
export function openPrivateJwk(stored: StoredKey, kek: Buffer | undefined): JWK {
  if (stored.privateJwkEncrypted === null) return stored.privateJwk!;
  const sealedBy = sealedWith(stored.privateJwkEncrypted) ?? 'unknown';
  if (!kek) {
    throw new Error(
      `OIDC signing key ${stored.kid} is stored encrypted but KEYS_ENCRYPTION_KEY is not set: start with ` +
        `the key it was encrypted with (key fingerprint ${sealedBy}).`,
    );
  }
  try {
    return JSON.parse(unseal(kek, stored.privateJwkEncrypted, stored.kid)) as JWK;
  } catch (err) {
    throw new Error(
      `Cannot decrypt OIDC signing key ${stored.kid} with KEYS_ENCRYPTION_KEY (${(err as Error).message}): ` +
        `start with the key it was encrypted with (fingerprint ${sealedBy}; the configured key is ` +
        `${keyFingerprint(kek)}).`,
      { cause: err },
    );
  }
}
