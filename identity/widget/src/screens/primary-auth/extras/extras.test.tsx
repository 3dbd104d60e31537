import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeIdp, IDP, successBody, type SeenRequest } from '../../../test-support/fake-idp.ts';
import { renderWidget } from '../../../test-support/render-widget.ts';

const fingerprint = vi.hoisted(() => ({ next: Promise.resolve('fp-browser-1') as Promise<string> }));
vi.mock('@identity/client/fingerprint', () => ({ deviceFingerprint: vi.fn(() => fingerprint.next) }));

afterEach(() => {
  fingerprint.next = Promise.resolve('fp-browser-1');
});

const image = (pwdImg: string, imageDescription = '') => ({
  status: 200,
  body: { pwdImg, imageDescription },
});

/** A fake IdP answering getimage with `look` and sign-in with SUCCESS. */
function idp(look: ReturnType<typeof image>) {
  return fakeIdp((r) => {
    if (r.url.startsWith(`${IDP}/login/getimage?`)) return look;
    if (r.url === `${IDP}/api/v1/authn`) return { status: 200, body: successBody() };
    return undefined;
  });
}

const lookups = (seen: SeenRequest[]) => seen.filter((r) => r.url.includes('/login/getimage'));
const authn = (seen: SeenRequest[]) => seen.find((r) => r.url.endsWith('/api/v1/authn'));

describe('security beacon (securityImage)', () => {
  it('asks for the image of the typed username once it rests, and shows a known user’s picture with its description', async () => {
    const { seen } = idp(image(`${IDP}/img/security/boat.svg`, 'a red sailing boat'));
    renderWidget({ features: { securityImage: true } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'giulia.rossi@example.com');
    const picture = await screen.findByRole('img', { name: 'a red sailing boat' }, { timeout: 3000 });
    expect(picture.style.backgroundImage).toContain('/img/security/boat.svg');
    expect(lookups(seen)).toHaveLength(1);
    expect(lookups(seen)[0]!.url).toBe(`${IDP}/login/getimage?username=giulia.rossi%40example.com`);
    // useDeviceFingerprintForSecurityImage is on by default: the lookup and the sign-in carry the fingerprint.
    expect(lookups(seen)[0]!.headers['x-device-fingerprint']).toBe('fp-browser-1');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(authn(seen)?.headers['x-device-fingerprint']).toBe('fp-browser-1'));
  });

  it('shows the new-device look with a tooltip naming the IdP host, which Close removes', async () => {
    idp(image(`${IDP}/img/security/unknown-device.svg`));
    renderWidget({ features: { securityImage: true } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'giulia.rossi@example.com');
    const tip = await screen.findByRole('status', {}, { timeout: 3000 });
    expect(tip).toHaveTextContent(
      'This is the first time you are connecting to localhost:8080 from this browser',
    );
    expect(screen.queryByRole('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/first time you are connecting/)).toBeNull();
  });

  it('fades to the blank look for an unknown user: no picture, no tooltip', async () => {
    const { seen } = idp(image(`${IDP}/img/security/unknown.svg`));
    const { el } = renderWidget({
      features: { securityImage: true, useDeviceFingerprintForSecurityImage: false },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'nobody@example.com');
    await waitFor(() => expect(el.querySelector('[data-look="unknown-user"]')).not.toBeNull(), {
      timeout: 3000,
    });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(lookups(seen)[0]!.headers).not.toHaveProperty('x-device-fingerprint');
  });

  it('is absent unless the feature is on (and then nothing is looked up)', async () => {
    const { seen } = idp(image(`${IDP}/img/security/boat.svg`, 'a red sailing boat'));
    const { el } = renderWidget();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'giulia.rossi@example.com');
    await new Promise((r) => setTimeout(r, 800));
    expect(el.querySelector('.siw-beacon')).toBeNull();
    expect(lookups(seen)).toHaveLength(0);
  });
});

describe('device fingerprint and typing pattern on primary sign-in', () => {
  it('sends X-Device-Fingerprint with deviceFingerprinting (and looks up no image without securityImage)', async () => {
    const { seen } = idp(image(''));
    renderWidget({ features: { deviceFingerprinting: true } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'giulia.rossi@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(authn(seen)?.headers['x-device-fingerprint']).toBe('fp-browser-1'));
    expect(lookups(seen)).toHaveLength(0);
  });

  it('ignores a failed fingerprint: the sign-in goes ahead without the header', async () => {
    fingerprint.next = Promise.reject(new Error('Fingerprinting timed out'));
    fingerprint.next.catch(() => undefined);
    const { seen } = idp(image(''));
    renderWidget({ features: { deviceFingerprinting: true } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'giulia.rossi@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(authn(seen)).toBeDefined());
    expect(authn(seen)!.headers).not.toHaveProperty('x-device-fingerprint');
  });

  it('sends the username’s typing rhythm as X-Typing-Pattern with trackTypingPattern, never the keys', async () => {
    const { seen } = idp(image(''));
    renderWidget({ features: { trackTypingPattern: true } });
    const user = userEvent.setup();
    const username = await screen.findByLabelText('Username');
    // The tracker attaches once the feature's chunk has loaded (a local module here): give it a moment. Had it not
    // attached, fewer than three keystrokes would be recorded and the assertions below would fail.
    await new Promise((r) => setTimeout(r, 1000));
    await user.type(username, 'abc');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(authn(seen)).toBeDefined());
    const pattern = JSON.parse(authn(seen)!.headers['x-typing-pattern']!) as number[][];
    expect(pattern).toHaveLength(3);
    for (const stroke of pattern) expect(stroke).toEqual([expect.any(Number), expect.any(Number)]);
    expect(authn(seen)!.headers['x-typing-pattern']).not.toMatch(/[abc]/);
    expect(authn(seen)!.headers).not.toHaveProperty('x-device-fingerprint');
  });
});
