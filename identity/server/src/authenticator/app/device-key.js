// The device key and what it signs: an ECDSA P-256 key pair made by WebCrypto with a non-extractable private
// key, and compact JWTs signed ES256 (RFC 7518 §3.4: WebCrypto's ECDSA signature is already the raw r||s form
// JWS uses). The server verifies them with the public key the device registered.

const text = new TextEncoder();

/** base64url of bytes (RFC 4648 §5, no padding). */
export function base64url(bytes) {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A new key pair; resolves with the private CryptoKey and the public key as a JWK {kty, crv, x, y}. */
export async function makeDeviceKey() {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', pair.publicKey);
  return { privateKey: pair.privateKey, publicJwk: { kty, crv, x, y } };
}

/**
 * A JWT for the device API: `sub` the push factor id, `aud` the API's URL under the issuer, `iat` now (s), plus
 * `claims` (an answer names the `challenge` and the `result`).
 */
export async function deviceJwt(account, claims = {}) {
  const encode = (value) => base64url(text.encode(JSON.stringify(value)));
  const payload = {
    sub: account.factorId,
    aud: `${account.issuer}/api/v1/authenticator`,
    iat: Math.floor(Date.now() / 1000),
    ...claims,
  };
  const input = `${encode({ alg: 'ES256', typ: 'JWT' })}.${encode(payload)}`;
  const signature = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    account.privateKey,
    text.encode(input),
  );
  return `${input}.${base64url(new Uint8Array(signature))}`;
}
