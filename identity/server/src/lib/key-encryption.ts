import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Length of a key-encryption key (AES-256): 32 bytes. */
export const KEK_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

/**
 * Decodes `KEYS_ENCRYPTION_KEY`: exactly 32 bytes written as 64 hex digits, or as base64 / base64url (43 or 44
 * characters, padding optional). Returns null for anything else (wrong length, stray characters), so a typo
 * never silently becomes a different key.
 */
export function parseKeyEncryptionKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return null;
  const bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === KEK_BYTES ? bytes : null;
}

/**
 * A short public name of a key-encryption key (16 hex digits of SHA-256 over a fixed label and the key), stored
 * beside each ciphertext so a start with another key fails with a clear message. It reveals nothing usable.
 */
export function keyFingerprint(kek: Buffer): string {
  return createHash('sha256').update('idp-kek-fingerprint:').update(kek).digest('hex').slice(0, 16);
}

/** The fingerprint of the key that sealed `sealed` (see `seal`), or null when it is not in our format. */
export function sealedWith(sealed: string): string | null {
  const parts = sealed.split('.');
  return parts.length === 5 && parts[0] === VERSION ? parts[1]! : null;
}

/**
 * Encrypts `plaintext` with AES-256-GCM under `kek`, binding `aad` (e.g. the key id) so a ciphertext moved to
 * another row does not decrypt. Format: `v1.<kek fingerprint>.<iv>.<ciphertext>.<tag>` (base64url parts).
 */
export function seal(kek: Buffer, plaintext: string, aad: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', kek, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const parts = [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url'));
  return [VERSION, keyFingerprint(kek), ...parts].join('.');
}

/**
 * Decrypts a value made by `seal` with the same `kek` and `aad`.
 * @throws Error when the format is unknown, the value was sealed with another key, or it was altered
 *   (GCM authentication fails): never returns garbage.
 */
export function unseal(kek: Buffer, sealed: string, aad: string): string {
  const parts = sealed.split('.');
  if (parts.length !== 5 || parts[0] !== VERSION) throw new Error('not a sealed value');
  const [, fingerprint, iv, body, tag] = parts as [string, string, string, string, string];
  if (fingerprint !== keyFingerprint(kek)) {
    throw new Error(`sealed with key ${fingerprint}, not with the configured key ${keyFingerprint(kek)}`);
  }
  const decipher = createDecipheriv('aes-256-gcm', kek, Buffer.from(iv, 'base64url'), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  try {
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new Error('authentication failed: the value was altered or the key is wrong');
  }
}
