import { generateSecret, generateURI, verify } from 'otplib';
import type { FactorAnswer, FactorKind, FactorResult, KindContext, StoredFactor } from './kind.ts';

/** RFC 6238 parameters every authenticator app understands: 30 s steps, 6 digits, HMAC-SHA1. */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of the previous, current and next step are accepted (clock drift of up to 30 s either way). */
export const ACCEPTED_STEPS = 1;
/**
 * A code that matches a step further away, up to this many, is a real code used too late or too early:
 * refused as TIME_WINDOW_EXCEEDED (E0000083) rather than as a wrong code, so the person knows to check the
 * clock of their device.
 */
export const RECOGNISED_STEPS = 10;

/**
 * Checks a TOTP passcode against `secret` at `now`: SUCCESS within ±1 step (recording the step so it cannot be
 * used again), PASSCODE_REPLAYED for a step already used (or earlier), TIME_WINDOW_EXCEEDED for a code of a step
 * within ±10, INVALID otherwise (also for anything that is not 6 digits).
 */
export async function checkTotp(
  ctx: KindContext,
  factor: StoredFactor,
  answer: FactorAnswer,
): Promise<FactorResult> {
  const token = (answer.passCode ?? '').trim();
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(token)) return 'INVALID';
  const epoch = Math.floor(ctx.now.getTime() / 1000);
  const result = await verify({
    secret: factor.secret,
    token,
    epoch,
    epochTolerance: RECOGNISED_STEPS * TOTP_STEP_SECONDS,
  });
  if (!result.valid) return 'INVALID';
  if (Math.abs(result.delta) > ACCEPTED_STEPS) return 'TIME_WINDOW_EXCEEDED';
  // `delta` counts steps from the current one (RFC 6238 T = floor(unix time / 30)).
  const step = Math.floor(epoch / TOTP_STEP_SECONDS) + result.delta;
  return (await ctx.advanceTimeStep(factor.id, step)) ? 'SUCCESS' : 'PASSCODE_REPLAYED';
}

/**
 * `token:software:totp` (an authenticator app: Google Authenticator, or Okta Verify's passcode when
 * `provider` is OKTA), RFC 6238 through otplib. Enrolment makes a 160-bit shared secret (base32) shown as
 * `activation.sharedSecret` and as an `otpauth://` QR code; the first valid passcode activates it. Profile:
 * `{credentialId}` (the user's login). No challenge: the passcode is verified directly.
 */
export function totpKind(provider: 'GOOGLE' | 'OKTA'): FactorKind {
  return {
    factorType: 'token:software:totp',
    provider,
    policyKnobs: ['enrollment', 'maxEnrollments'],
    async enroll(ctx) {
      return {
        profile: { credentialId: ctx.user.login },
        secret: generateSecret(),
        status: 'PENDING_ACTIVATION',
      };
    },
    activation(_ctx, factor, links) {
      return {
        timeStep: TOTP_STEP_SECONDS,
        sharedSecret: factor.secret,
        encoding: 'base32',
        keyLength: TOTP_DIGITS,
        ...(links.qrcodeHref ? { _links: { qrcode: { href: links.qrcodeHref, type: 'image/png' } } } : {}),
      };
    },
    qrPayload(ctx, factor) {
      return generateURI({ issuer: new URL(ctx.issuer).host, label: ctx.user.login, secret: factor.secret });
    },
    activate: checkTotp,
    verify: checkTotp,
  };
}
