import { browserSupportsWebAuthn, platformAuthenticatorIsAvailable } from '@simplewebauthn/browser';
import type { FidoVariant } from './assertion.ts';

/**
 * Whether this browser can verify the factor (spec §2 "a not-supported message when the browser lacks the
 * capability"): WebAuthn and U2F (signed through WebAuthn's appid extension) need `PublicKeyCredential`, Windows
 * Hello also a platform authenticator.
 */
export async function canVerify(variant: FidoVariant): Promise<boolean> {
  if (!browserSupportsWebAuthn()) return false;
  return variant === 'windows-hello' ? platformAuthenticatorIsAvailable() : true;
}

/** i18n keys of a variant's texts (spec §8 "U2F, WebAuthn, Windows Hello"). */
export const FIDO_TEXTS: Record<FidoVariant, { instructions: string; notSupported: string; start: string }> =
  {
    webauthn: {
      instructions: 'verify.webauthn.instructions',
      notSupported: 'webauthn.error.not.supported',
      start: 'verify.u2f.retry',
    },
    u2f: {
      instructions: 'verify.u2f.instructions',
      notSupported: 'u2f.error.factorNotSupported',
      start: 'verify.u2f.retry',
    },
    'windows-hello': {
      instructions: 'verify.windowsHello.subtitle',
      notSupported: 'enroll.windowsHello.error.notConfigured',
      start: 'verify.windowsHello.save',
    },
  };

/** The U2F error key of a failed WebAuthn ceremony (spec §8: 2-3 badRequest, 4 unsupported, 5 timeout, 1 other). */
function u2fKey(name: string): string {
  if (name === 'NotAllowedError' || name === 'AbortError') return 'u2f.error.timeout';
  if (name === 'InvalidStateError' || name === 'NotSupportedError') return 'u2f.error.unsupported';
  if (name === 'SecurityError' || name === 'SyntaxError') return 'u2f.error.badRequest';
  return 'u2f.error.other';
}

/**
 * What a failed ceremony shows (spec §8): WebAuthn the browser's own message; U2F its error key (one-factor
 * variant when there is no other factor; the timeout message has none); Windows Hello "does not match our
 * records" when no enrolled credential answers (its "select another factor" variant when there are others), "not
 * set up" when the platform cannot, nothing when the person cancelled or it timed out (the screen stops and offers
 * to start again), else the browser's message. Returns the text, or undefined.
 */
export function ceremonyMessage(
  variant: FidoVariant,
  err: unknown,
  oneFactor: boolean,
  t: (key: string) => string,
): string | undefined {
  // By name: a DOMException is not an Error in every environment.
  const name = String((err as { name?: unknown } | null)?.name ?? '');
  if (variant === 'webauthn')
    return String((err as { message?: unknown } | null)?.message ?? '') || t('u2f.error.other');
  if (variant === 'u2f') {
    const key = u2fKey(name);
    return t(oneFactor && key !== 'u2f.error.timeout' ? `${key}.oneFactor` : key);
  }
  if (name === 'NotAllowedError' || name === 'AbortError') return undefined;
  if (name === 'InvalidStateError' || name === 'NotFoundError')
    return t(
      oneFactor ? 'verify.windowsHello.error.notFound' : 'verify.windowsHello.error.notFound.selectAnother',
    );
  if (name === 'NotSupportedError')
    return t(
      oneFactor
        ? 'enroll.windowsHello.error.notConfigured.oneFactor'
        : 'enroll.windowsHello.error.notConfigured',
    );
  return String((err as { message?: unknown } | null)?.message ?? '') || t('u2f.error.other');
}
