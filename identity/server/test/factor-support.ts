import jsQR from 'jsqr';
import { generate } from 'otplib';
import { PNG } from 'pngjs';

// Helpers of the factor tests: a person's authenticator app (codes computed from the shared secret, as the
// app would) and a camera (the text of a QR code PNG).

/** The TOTP code of `secret` at `at` shifted by `offsetSeconds` (RFC 6238, 30 s, 6 digits). */
export function totpCode(secret: string, offsetSeconds = 0, at = Date.now()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at / 1000) + offsetSeconds });
}

/** The text a QR code PNG carries. @throws Error when the image holds no readable QR code. */
export function readQr(png: Buffer): string {
  const image = PNG.sync.read(png);
  const found = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  if (!found) throw new Error('no QR code in the image');
  return found.data;
}
