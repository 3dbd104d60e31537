import { AuthSdkError } from '../errors/index.ts';

/** Path of the IdP's fingerprint frame (design/authn-protocol.md "Fingerprint"). */
export const FINGERPRINT_PATH = '/auth/services/devicefingerprint';
/** How long the frame may take to answer (ms, spec §9 "Fingerprint timeout"). */
export const FINGERPRINT_TIMEOUT_MS = 15_000;

/** The message the frame sends when it is ready, the request, and its answer (JSON strings through postMessage). */
interface FingerprintMessage {
  type?: unknown;
  fingerprint?: unknown;
}

/** true when this browser cannot be fingerprinted (spec §7: no user agent, or a Windows phone). */
export function fingerprintUnsupported(userAgent: string | undefined): boolean {
  return !userAgent || /windows phone|iemobile|wpdesktop/i.test(userAgent);
}

/**
 * The device fingerprint of this browser for the IdP at `url` (spec §7 "Security image, device fingerprint"): loads
 * the hidden frame `{url}/auth/services/devicefingerprint`, answers its `FingerprintServiceReady` with
 * `GetFingerprint` and resolves with the `fingerprint` of its `FingerprintAvailable`. Only messages from that frame
 * and the IdP's origin count. The frame is removed when done. The value goes in the `X-Device-Fingerprint` header of
 * `POST /api/v1/authn` and `GET /login/getimage`.
 * @param options.timeoutMs how long to wait (ms), default 15000.
 * @throws AuthSdkError 'Fingerprinting is not supported on this device' (no user agent, Windows phone),
 *   'Fingerprinting timed out' after the timeout, 'Fingerprinting is not available' without a document.
 */
export function deviceFingerprint(url: string, options: { timeoutMs?: number } = {}): Promise<string> {
  if (typeof document === 'undefined' || typeof window === 'undefined') {
    return Promise.reject(new AuthSdkError('Fingerprinting is not available'));
  }
  if (fingerprintUnsupported(navigator.userAgent)) {
    return Promise.reject(new AuthSdkError('Fingerprinting is not supported on this device'));
  }
  const origin = new URL(url).origin;
  return new Promise<string>((resolve, reject) => {
    const frame = document.createElement('iframe');
    frame.hidden = true;
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.title = 'Device fingerprint';
    const done = () => {
      window.clearTimeout(timer);
      window.removeEventListener('message', listen);
      frame.remove();
    };
    const listen = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.contentWindow || typeof event.data !== 'string')
        return;
      let message: FingerprintMessage;
      try {
        message = JSON.parse(event.data) as FingerprintMessage;
      } catch {
        return;
      }
      if (message.type === 'FingerprintServiceReady') {
        frame.contentWindow?.postMessage(JSON.stringify({ type: 'GetFingerprint' }), origin);
      } else if (message.type === 'FingerprintAvailable' && typeof message.fingerprint === 'string') {
        done();
        resolve(message.fingerprint);
      }
    };
    const timer = window.setTimeout(() => {
      done();
      reject(new AuthSdkError('Fingerprinting timed out'));
    }, options.timeoutMs ?? FINGERPRINT_TIMEOUT_MS);
    window.addEventListener('message', listen);
    frame.src = `${url.replace(/\/+$/, '')}${FINGERPRINT_PATH}`;
    document.body.appendChild(frame);
  });
}
