import type { LightMyRequestResponse } from 'fastify';
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

/** POSTs `payload` to `/api/v1/authn{path}` (a test's Authn API caller). */
export type AuthnCall = (path: string, payload: object) => Promise<LightMyRequestResponse>;

/**
 * A person enrolling the authenticator app in an Authn transaction at MFA_ENROLL (`stateToken`): enrols
 * `token:software:totp` (GOOGLE) and activates it with the current code.
 * @returns the activation answer (not checked here), the shared secret, the factor id and the code used.
 */
export async function enrolTotpInAuthn(authn: AuthnCall, stateToken: string) {
  const enrolled = (
    await authn('/factors', { stateToken, factorType: 'token:software:totp', provider: 'GOOGLE' })
  ).json();
  const secret: string = enrolled._embedded.factor._embedded.activation.sharedSecret;
  const id: string = enrolled._embedded.factor.id;
  const used = await totpCode(secret);
  const activated = await authn(`/factors/${id}/lifecycle/activate`, { stateToken, passCode: used });
  return { activated, secret, id, used };
}
