// RFC 6238 TOTP (HMAC-SHA-1, 30 s steps, 6 digits) computed with WebCrypto from the base32 seed the IdP gave at
// enrolment: the passcode of the Okta Verify TOTP factor, the backup when a push cannot reach this device.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The bytes of a base32 string (RFC 4648 §6; padding and spaces ignored). */
export function base32Decode(value) {
  const clean = value.toUpperCase().replace(/[\s=]/g, '');
  const out = [];
  let bits = 0;
  let buffer = 0;
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('not base32');
    buffer = (buffer << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((buffer >> bits) & 0xff);
    }
  }
  return new Uint8Array(out);
}

/** The code of `secret` (base32) at `now` (ms) and the seconds it stays valid. */
export async function totp(secret, now = Date.now(), step = 30, digits = 6) {
  const counter = Math.floor(now / 1000 / step);
  const message = new DataView(new ArrayBuffer(8));
  message.setUint32(0, Math.floor(counter / 2 ** 32));
  message.setUint32(4, counter >>> 0);
  const key = await crypto.subtle.importKey(
    'raw',
    base32Decode(secret),
    { name: 'HMAC', hash: 'SHA-1' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, message.buffer));
  // Dynamic truncation (RFC 4226 §5.3).
  const offset = mac[mac.length - 1] & 0x0f;
  const binary =
    ((mac[offset] & 0x7f) << 24) | (mac[offset + 1] << 16) | (mac[offset + 2] << 8) | mac[offset + 3];
  const code = String(binary % 10 ** digits).padStart(digits, '0');
  const remaining = step - (Math.floor(now / 1000) % step);
  return { code, remaining };
}
