const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * Random string from a CSPRNG (WebCrypto `getRandomValues`), uniform over `charset` by rejection sampling.
 * Used for OAuth `state` and `nonce` (64 characters, as the 1.17.1 SDK sends).
 */
export function randomString(length = 64, charset = ALPHANUMERIC): string {
  const limit = 256 - (256 % charset.length);
  let out = '';
  while (out.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < limit) out += charset[byte % charset.length];
      if (out.length === length) break;
    }
  }
  return out;
}

/** base64url without padding (RFC 4648 §5). */
export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
