import { seal, unseal } from '../lib/key-encryption.ts';

// Without KEYS_ENCRYPTION_KEY (a loopback issuer: development and tests) secrets are stored marked as plain, as
// the signing keys and factor secrets are; with one, sealed with AES-256-GCM and bound to the provider id.
const PLAIN = 'plain.';

/** The stored form of a provider's client secret. */
export function sealClientSecret(kek: Buffer | undefined, secret: string, idpId: string): string {
  return kek ? seal(kek, secret, `idp:${idpId}`) : PLAIN + secret;
}

/**
 * The client secret of a stored value made by `sealClientSecret`.
 * @throws Error when it was sealed and no key (or another key) is configured, or it was altered.
 */
export function openClientSecret(kek: Buffer | undefined, stored: string, idpId: string): string {
  if (stored.startsWith(PLAIN)) return stored.slice(PLAIN.length);
  if (!kek) throw new Error(`the client secret of IdP ${idpId} is sealed and KEYS_ENCRYPTION_KEY is not set`);
  return unseal(kek, stored, `idp:${idpId}`);
}
