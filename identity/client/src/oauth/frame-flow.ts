import { AuthSdkError } from '../errors/index.ts';
import type { OAuthResponse } from './token-response.ts';

/** OAuth popup/iframe timeout, ms (spec §9, 120 s). */
export const OAUTH_TIMEOUT_MS = 120_000;
/** Popup-closed check interval, ms (spec §9). */
export const POPUP_CLOSED_CHECK_MS = 500;
/** Popup features: 600 x 600 at top 100, left 500 (spec §9). */
export const POPUP_FEATURES = 'toolbar=no,scrollbars=yes,resizable=yes,top=100,left=500,width=600,height=600';

/**
 * Waits for the okta_post_message answer: the first `message` sent by the window `source()` returns (the hidden
 * iframe's contentWindow or the popup; read when the message arrives), whose origin is exactly `origin` (the
 * issuer's) and whose `data.state` equals `state`; others are ignored. Rejects 'OAuth flow timed out' after
 * `timeoutMs`. `cleanup` always runs (listener, timers, frame or popup).
 */
export function waitForPostMessage(
  origin: string,
  state: string,
  source: () => MessageEventSource | null,
  cleanup: () => void,
  timeoutMs = OAUTH_TIMEOUT_MS,
  watch?: (fail: (err: Error) => void) => () => void,
): Promise<OAuthResponse> {
  return new Promise((resolve, reject) => {
    const watching: { stop?: () => void } = {};
    const finish = (): void => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
      watching.stop?.();
      cleanup();
    };
    const onMessage = (event: MessageEvent): void => {
      const data: unknown = event.data;
      if (event.origin !== origin || typeof data !== 'object' || data === null) return;
      const expected = source();
      if (!expected || event.source !== expected) return;
      if ((data as OAuthResponse).state !== state) return;
      finish();
      resolve(data as OAuthResponse);
    };
    const timer = setTimeout(() => {
      finish();
      reject(new AuthSdkError('OAuth flow timed out'));
    }, timeoutMs);
    window.addEventListener('message', onMessage);
    watching.stop = watch?.((err) => {
      finish();
      reject(err);
    });
  });
}

/** A hidden iframe: `window()` is its contentWindow (null once removed), `remove()` takes it out of the page. */
export interface HiddenFrame {
  window: () => Window | null;
  remove: () => void;
}

/** Adds a hidden iframe loading `url`. */
export function openHiddenFrame(url: string): HiddenFrame {
  const frame = document.createElement('iframe');
  frame.style.display = 'none';
  frame.setAttribute('aria-hidden', 'true');
  frame.src = url;
  document.body.appendChild(frame);
  return { window: () => frame.contentWindow, remove: () => frame.remove() };
}

/** Rejects 'Unable to parse OAuth flow response' when the popup is closed before answering (checked every 500 ms). */
export function watchPopupClosed(popup: Window | null): (fail: (err: Error) => void) => () => void {
  return (fail) => {
    const interval = setInterval(() => {
      if (!popup || popup.closed) fail(new AuthSdkError('Unable to parse OAuth flow response'));
    }, POPUP_CLOSED_CHECK_MS);
    return () => clearInterval(interval);
  };
}

/** Reads a fragment answer from a same-origin popup every 500 ms (response_mode fragment). */
export function watchPopupFragment(
  popup: Window | null,
  onAnswer: (hash: string) => void,
): (fail: (err: Error) => void) => () => void {
  return (fail) => {
    const interval = setInterval(() => {
      if (!popup || popup.closed) return fail(new AuthSdkError('Unable to parse OAuth flow response'));
      try {
        if (popup.location.hash) onAnswer(popup.location.hash);
      } catch {
        // Cross-origin while the IdP page is shown; keep waiting.
      }
    }, POPUP_CLOSED_CHECK_MS);
    return () => clearInterval(interval);
  };
}
