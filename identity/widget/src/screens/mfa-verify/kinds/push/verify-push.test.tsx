import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeIdp, IDP, successBody, type SeenRequest } from '../../../../test-support/fake-idp.ts';
import { expectNoAxeViolations } from '../../../../test-support/recorded.ts';
import { renderWidget } from '../../../../test-support/render-widget.ts';
import { authn, factorOf, mfaChallenge, mfaRequired, signIn } from '../../tests/verify-support.ts';
import { PUSH_WARNING_MS, VERIFY_POLL_MS } from './push-wait.ts';

afterEach(() => vi.useRealTimers());

const PUSH = authn('/factors/opf1/verify');
const TOTP = authn('/factors/ost1/verify');
const factors = [
  factorOf('opf1', 'OKTA', 'push', { credentialId: 'giulia.rossi@example.com', name: 'Pixel 8' }),
  factorOf('ost1', 'OKTA', 'token:software:totp', { credentialId: 'giulia.rossi@example.com' }),
  factorOf('sms1', 'OKTA', 'sms', { phoneNumber: '+1 XXX-XXX-0123' }),
];
const ok = (body: unknown) => ({ status: 200, body });

/** The IdP: MFA_REQUIRED, then each push verify request answered by `answers` in turn (the last repeats). */
function pushIdp(answers: string[], policy: object = {}) {
  const required = mfaRequired(factors, policy);
  let i = 0;
  const idp = fakeIdp((r) => {
    if (r.url === `${IDP}/api/v1/authn`) return ok(required);
    if (r.url.startsWith(PUSH)) {
      const result = answers[Math.min(i++, answers.length - 1)]!;
      return ok(result === 'SUCCESS' ? successBody() : mfaChallenge(required, 'opf1', result));
    }
    if (r.url === authn('/previous')) return ok(required);
    if (r.url.startsWith(TOTP)) return ok(successBody());
    return undefined;
  });
  const pushes = () => idp.seen.filter((r: SeenRequest) => r.url.startsWith(PUSH));
  return { idp, required, pushes };
}

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

// Polling runs on fake timers; axe on the screens: 20 s per journey.
describe('push verification (spec §4 "Factor verification", §9)', { timeout: 20_000 }, () => {
  it('sends the push, waits 4000 ms, polls every 4000 ms, warns after 30 s, then signs in when approved', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { required, pushes } = pushIdp([...Array(9).fill('WAITING'), 'SUCCESS'], {
      factorsPolicyInfo: { opf1: { autoPushEnabled: false } },
    });
    const { widget, success } = renderWidget({ features: { autoPush: true } });
    const afterRender = vi.fn();
    widget.on('afterRender', afterRender);
    const person = await signIn(user());
    expect(await screen.findByRole('heading', { name: 'Okta Verify (push)' })).toBeInTheDocument();
    expect(afterRender).toHaveBeenLastCalledWith({ controller: 'mfa-verify' });
    const autoPush = screen.getByRole('checkbox', { name: 'Send push automatically' });
    expect(autoPush).not.toBeChecked();
    expect(pushes()).toHaveLength(0); // not chosen: no auto-push
    await expectNoAxeViolations();

    await person.click(autoPush);
    await person.click(screen.getByRole('button', { name: 'Send Push' }));
    expect(await screen.findByRole('button', { name: 'Push sent!' })).toBeDisabled();
    expect(pushes()[0]).toMatchObject({
      url: `${PUSH}?autoPush=true&rememberDevice=false`,
      body: { stateToken: required.stateToken },
    });
    await expectNoAxeViolations();
    // Half-way (the fake clock also moves with real time, so no assertion sits close to the 4000 ms mark).
    await advance(VERIFY_POLL_MS / 2);
    expect(pushes()).toHaveLength(1);
    await advance(VERIFY_POLL_MS / 2);
    await waitFor(() => expect(pushes()).toHaveLength(2));
    expect(pushes()[1]?.url).toBe(`${PUSH}?autoPush=true&rememberDevice=false`);
    // Polls at 8, 12, ... 28 s: no warning yet; at 30 s it shows; the 10th request (36 s) is approved.
    for (let n = 3; n <= 8; n++) {
      await advance(VERIFY_POLL_MS);
      await waitFor(() => expect(pushes()).toHaveLength(n));
    }
    expect(screen.queryByText(/No push notification yet/)).not.toBeInTheDocument();
    await advance(PUSH_WARNING_MS - 7 * VERIFY_POLL_MS);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No push notification yet? Open the authenticator app on your phone to see it.',
    );
    for (let n = 9; n <= 10; n++) {
      await advance(VERIFY_POLL_MS);
      await waitFor(() => expect(pushes()).toHaveLength(n));
    }
    await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
  });

  it('a rejected push and an expired one re-enable the button with their messages; the next send is a new push', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { pushes } = pushIdp(['WAITING', 'REJECTED', 'WAITING', 'TIMEOUT']);
    renderWidget();
    const person = await signIn(user());
    await person.click(await screen.findByRole('button', { name: 'Send Push' }));
    expect(screen.queryByRole('checkbox', { name: 'Send push automatically' })).not.toBeInTheDocument();
    await advance(VERIFY_POLL_MS);
    expect(await screen.findByRole('alert')).toHaveTextContent('You have chosen to reject this login.');
    expect(screen.getByRole('button', { name: 'Send Push' })).toBeEnabled();
    await expectNoAxeViolations();

    await new Promise((r) => setTimeout(r, 210)); // past the 200 ms submit throttle (spec §9)
    await person.click(screen.getByRole('button', { name: 'Send Push' }));
    expect(await screen.findByRole('button', { name: 'Push sent!' })).toBeDisabled();
    expect(screen.getByRole('alert')).not.toHaveTextContent('You have chosen to reject this login.');
    await advance(VERIFY_POLL_MS);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your push notification has expired.');
    expect(screen.getByRole('button', { name: 'Send Push' })).toBeEnabled();
    expect(pushes().map((r) => r.url)).toEqual(Array(4).fill(`${PUSH}?rememberDevice=false`));
  });

  it('auto-push: sent as the screen opens when the person chose it (factorsPolicyInfo) and the feature is on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { pushes } = pushIdp(['WAITING'], { factorsPolicyInfo: { opf1: { autoPushEnabled: true } } });
    renderWidget({ features: { autoPush: true } });
    await signIn(user());
    expect(await screen.findByRole('button', { name: 'Push sent!' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Send push automatically' })).toBeChecked();
    expect(pushes()[0]?.url).toBe(`${PUSH}?autoPush=true&rememberDevice=false`);
  });

  it('"Or enter code": Okta Verify\'s passcode verifies inline and the push wait stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { idp, required, pushes } = pushIdp(['WAITING']);
    const { success } = renderWidget();
    const person = await signIn(user());
    await person.click(await screen.findByRole('button', { name: 'Send Push' }));
    await advance(VERIFY_POLL_MS);
    await waitFor(() => expect(pushes()).toHaveLength(2));
    const toggle = screen.getByRole('button', { name: 'Or enter code' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await person.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations();
    await person.type(screen.getByRole('textbox', { name: 'Enter Code' }), '123456');
    await person.keyboard('{Enter}');
    await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
    expect(idp.seen.find((r) => r.url.startsWith(TOTP))).toMatchObject({
      url: `${TOTP}?rememberDevice=false`,
      body: { stateToken: required.stateToken, passCode: '123456' },
    });
    await advance(3 * VERIFY_POLL_MS);
    expect(pushes()).toHaveLength(2);
  });

  it('switching factor while waiting steps back (prev) and stops polling', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { idp, pushes } = pushIdp(['WAITING']);
    renderWidget();
    const person = await signIn(user());
    await person.click(await screen.findByRole('button', { name: 'Send Push' }));
    await screen.findByRole('button', { name: 'Push sent!' });
    await person.click(screen.getByRole('button', { name: /Switch factor/ }));
    await person.click(screen.getByRole('menuitem', { name: 'SMS Authentication' }));
    expect(await screen.findByRole('heading', { name: 'SMS Authentication' })).toBeInTheDocument();
    expect(idp.seen.some((r) => r.url === authn('/previous'))).toBe(true);
    await advance(3 * VERIFY_POLL_MS);
    expect(pushes()).toHaveLength(1);
  });
});
