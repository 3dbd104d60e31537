import { browserSupportsWebAuthn, platformAuthenticatorIsAvailable } from '@simplewebauthn/browser';

/** The legacy FIDO U2F JavaScript API (U2F 1.1 `window.u2f`), present only in browsers or extensions with it. */
export interface U2fApi {
  register(
    appId: string,
    requests: Array<{ version: string; challenge: string }>,
    registeredKeys: unknown[],
    callback: (response: U2fRegisterResponse) => void,
    timeoutSeconds?: number,
  ): void;
}

/** What `u2f.register` calls back with: the registration, or an error code (1 other ... 5 timeout). */
export interface U2fRegisterResponse {
  registrationData?: string;
  clientData?: string;
  errorCode?: number;
}

/** The U2F API of this browser, if it has one. */
export function u2fApi(): U2fApi | undefined {
  return (globalThis as { u2f?: U2fApi }).u2f;
}

/**
 * Whether this browser can enrol the factor (spec §2 "U2F and WebAuthn: ... a not-supported message when the
 * browser lacks the capability"): WebAuthn needs `PublicKeyCredential`, Windows Hello a platform authenticator,
 * U2F the U2F API.
 */
export async function canEnrol(kind: 'webauthn' | 'windows-hello' | 'u2f'): Promise<boolean> {
  if (kind === 'u2f') return u2fApi() !== undefined;
  if (!browserSupportsWebAuthn()) return false;
  return kind === 'webauthn' ? true : platformAuthenticatorIsAvailable();
}

/** The i18n key of the U2F error message by the API's error code (spec §8: 1 other, 2-3 bad request, 4, 5). */
export function u2fErrorKey(code: number | undefined): string {
  if (code === 2 || code === 3) return 'u2f.error.badRequest';
  if (code === 4) return 'u2f.error.unsupported';
  if (code === 5) return 'u2f.error.timeout';
  return 'u2f.error.other';
}
