// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceFingerprint, fingerprintUnsupported, FINGERPRINT_TIMEOUT_MS } from './fingerprint.ts';

const IDP = 'http://idp.test';

/** The frame the SDK added, and a way to send messages "from" it. */
function frame() {
  const iframe = document.querySelector('iframe');
  if (!iframe) throw new Error('no frame');
  const sent: Array<[unknown, unknown]> = [];
  vi.spyOn(iframe.contentWindow!, 'postMessage').mockImplementation((data: unknown, target: unknown) => {
    sent.push([data, target]);
  });
  const say = (data: unknown, from: { origin?: string; source?: Window | null } = {}) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data: typeof data === 'string' ? data : JSON.stringify(data),
        origin: from.origin ?? IDP,
        source: from.source === undefined ? iframe.contentWindow : from.source,
      }),
    );
  return { iframe, sent, say };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('deviceFingerprint', () => {
  it('loads the hidden frame, asks for the fingerprint when it is ready, resolves with it and removes the frame', async () => {
    const result = deviceFingerprint(`${IDP}/`);
    const f = frame();
    expect(f.iframe.src).toBe(`${IDP}/auth/services/devicefingerprint`);
    expect(f.iframe.hidden).toBe(true);
    f.say({ type: 'FingerprintServiceReady' });
    expect(f.sent).toEqual([[JSON.stringify({ type: 'GetFingerprint' }), IDP]]);
    f.say({ type: 'FingerprintAvailable', fingerprint: 'abc123' });
    await expect(result).resolves.toBe('abc123');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('ignores messages from another origin, another window, or that are not its JSON', async () => {
    const result = deviceFingerprint(IDP);
    const f = frame();
    f.say({ type: 'FingerprintAvailable', fingerprint: 'evil-origin' }, { origin: 'http://evil.test' });
    f.say({ type: 'FingerprintAvailable', fingerprint: 'evil-window' }, { source: window });
    f.say('not json');
    f.say({ type: 'FingerprintAvailable', fingerprint: 42 });
    f.say({ type: 'FingerprintAvailable', fingerprint: 'right' });
    await expect(result).resolves.toBe('right');
  });

  it('gives up after the timeout (15 s by default) and removes the frame', async () => {
    vi.useFakeTimers();
    const result = deviceFingerprint(IDP);
    const caught = result.catch((e: Error) => e);
    vi.advanceTimersByTime(FINGERPRINT_TIMEOUT_MS - 1);
    expect(document.querySelector('iframe')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect((await caught) as Error).toMatchObject({
      name: 'AuthSdkError',
      message: 'Fingerprinting timed out',
    });
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('refuses browsers without a user agent and Windows phones', async () => {
    expect(fingerprintUnsupported(undefined)).toBe(true);
    expect(fingerprintUnsupported('Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1) Edge/15.15063')).toBe(
      true,
    );
    expect(fingerprintUnsupported('Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36')).toBe(false);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; IEMobile/10.0)',
    );
    await expect(deviceFingerprint(IDP)).rejects.toMatchObject({
      message: 'Fingerprinting is not supported on this device',
    });
    expect(document.querySelector('iframe')).toBeNull();
  });
});
