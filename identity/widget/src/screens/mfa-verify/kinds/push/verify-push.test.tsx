import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeIdp, IDP, type SeenRequest } from '../../../../test-support/fake-idp.ts';
import { copyOf, expectNoAxeViolations } from '../../../../test-support/recorded.ts';
import { VERIFY } from '../../../../test-support/recorded-verify.ts';
import { renderWidget } from '../../../../test-support/render-widget.ts';
import { authn, signIn } from '../../tests/verify-support.ts';
import { PUSH_WARNING_MS, VERIFY_POLL_MS } from './push-wait.ts';

afterEach(() => vi.useRealTimers());

const REQUIRED = VERIFY.mfaRequired.body;
const factorOfType = (type: string) => REQUIRED._embedded.factors.find((f) => f.factorType === type)!;
const PUSH = factorOfType('push')._links.verify.href;
const TOTP = factorOfType('token:software:totp')._links.verify.href;
const PUSH_ID = factorOfType('push').id;
const ok = (body: unknown) => ({ status: 200, body });

/** The recorded answer of the IdP to a push verify or poll, by result (TIMEOUT: the rejected one, expired). */
function pushAnswer(result: string) {
  if (result === 'SUCCESS') return VERIFY.pushApproved;
  if (result === 'WAITING') return VERIFY.pushPollWaiting;
  const body = copyOf(VERIFY.pushRejected);
  body.factorResult = result;
  return ok(body);
}

/**
 * The IdP: the recorded MFA_REQUIRED (its policy merged with `policy`), then each push verify or poll answered by
 * `answers` in turn (the last repeats); the TOTP factor's verify and `previous` as our IdP answers them.
 */
function pushIdp(answers: string[], policy: object = {}, stepUp = false) {
  const required = copyOf(VERIFY.mfaRequired);
  required._embedded.policy = { ...required._embedded.policy, ...policy };
  // A step-up (an application's sign-on rule) names the same states FACTOR_REQUIRED / FACTOR_CHALLENGE.
  if (stepUp) Object.assign(required, { status: 'FACTOR_REQUIRED', type: 'SESSION_STEP_UP' });
  const factorForm = (res: { status: number; body: unknown }) => {
    const body = res.body as { status: string };
    return stepUp && body.status === 'MFA_CHALLENGE'
      ? { ...res, body: { ...body, status: 'FACTOR_CHALLENGE', type: 'SESSION_STEP_UP' } }
      : res;
  };
  let i = 0;
  const idp = fakeIdp((r) => {
    if (r.url === `${IDP}/api/v1/authn`) return ok(required);
    if (r.url.startsWith(PUSH)) return factorForm(pushAnswer(answers[Math.min(i++, answers.length - 1)]!));
    if (r.url === authn('/previous')) return ok(required);
    if (r.url.startsWith(TOTP)) return VERIFY.passwordVerified;
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
      factorsPolicyInfo: { [PUSH_ID]: { autoPushEnabled: false } },
    });
    const { widget, success } = renderWidget({ features: { autoPush: true } });
    const afterRender = vi.fn();
    widget.on('afterRender', afterRender);
    const person = await signIn(user());
    expect(await screen.findByRole('heading', { name: 'Okta Verify (push)' })).toBeInTheDocument();
    await waitFor(() => expect(afterRender).toHaveBeenLastCalledWith({ controller: 'mfa-verify' }));
    const autoPush = screen.getByRole('checkbox', { name: 'Send push automatically' });
    expect(autoPush).not.toBeChecked();
    expect(pushes()).toHaveLength(0); // not chosen: no auto-push
    await expectNoAxeViolations();

    await person.click(autoPush);
    await person.click(screen.getByRole('button', { name: 'Send Push' }));
    expect(await screen.findByRole('button', { name: 'Push sent!' })).toBeDisabled();
    expect(pushes()[0]).toMatchObject({
      url: `${PUSH}?autoPush=true`,
      body: { stateToken: required.stateToken },
    });
    await expectNoAxeViolations();
    // Half-way (the fake clock also moves with real time, so no assertion sits close to the 4000 ms mark).
    await advance(VERIFY_POLL_MS / 2);
    expect(pushes()).toHaveLength(1);
    await advance(VERIFY_POLL_MS / 2);
    await waitFor(() => expect(pushes()).toHaveLength(2));
    expect(pushes()[1]?.url).toBe(`${PUSH}?autoPush=true`);
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
    expect(pushes().map((r) => r.url)).toEqual(Array(4).fill(PUSH));
  });

  it('step-up (FACTOR_REQUIRED, FACTOR_CHALLENGE): a rejected push shows its message on the same screen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { pushes } = pushIdp(['WAITING', 'REJECTED'], {}, true);
    renderWidget();
    const person = await signIn(user());
    await person.click(await screen.findByRole('button', { name: 'Send Push' }));
    await advance(VERIFY_POLL_MS);
    expect(await screen.findByRole('alert')).toHaveTextContent('You have chosen to reject this login.');
    expect(screen.getByRole('button', { name: 'Send Push' })).toBeEnabled();
    expect(pushes()).toHaveLength(2);
  });

  it('auto-push: sent as the screen opens when the person chose it (factorsPolicyInfo) and the feature is on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { pushes } = pushIdp(['WAITING'], { factorsPolicyInfo: { [PUSH_ID]: { autoPushEnabled: true } } });
    renderWidget({ features: { autoPush: true } });
    await signIn(user());
    expect(await screen.findByRole('button', { name: 'Push sent!' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Send push automatically' })).toBeChecked();
    expect(pushes()[0]?.url).toBe(`${PUSH}?autoPush=true`);
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
      url: TOTP,
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
    await person.click(screen.getByRole('menuitem', { name: 'Password' }));
    expect(await screen.findByRole('heading', { name: 'Password' })).toBeInTheDocument();
    expect(idp.seen.some((r) => r.url === authn('/previous'))).toBe(true);
    await advance(3 * VERIFY_POLL_MS);
    expect(pushes()).toHaveLength(1);
  });
});
