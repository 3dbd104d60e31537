import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDP } from '../../../test-support/fake-idp.ts';
import { copyOf, expectNoAxeViolations, RECORDED } from '../../../test-support/recorded.ts';
import { ENROLL } from '../../../test-support/recorded-enroll.ts';
import { renderWidget } from '../../../test-support/render-widget.ts';
import { ENROL_POLL_MS } from '../kinds/push/enrolment-poll.ts';
import { enrolIdp, openSetup, STATE_TOKEN } from './enroll-support.ts';

/** The state token the activation step holds (each recorded enrolment is a sign-in of its own). */
const ACTIVATION_TOKEN = ENROLL.pushActivate.body.stateToken;

const activation = ENROLL.pushActivate.body._embedded.factor._embedded.activation;
const poll = ENROLL.pushActivate.body._links.next.href;
const send = (name: string) => activation._links.send.find((l) => l.name === name)!.href;

afterEach(() => {
  vi.useRealTimers();
});

/** The activation after its wait ended: TIMEOUT, no QR code, an `activate` link to start a new wait. */
function timedOut() {
  const body = copyOf(ENROLL.pushActivate) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  body.factorResult = 'TIMEOUT';
  const act = body._embedded.factor._embedded.activation;
  act.factorResult = 'TIMEOUT';
  act._links = {
    send: act._links.send,
    activate: { href: poll.replace('/poll', ''), hints: { allow: ['POST'] } },
  };
  return { status: 200, body };
}

// The enrolment poll runs on fake timers; axe on each screen: 20 s per journey.
describe(
  'push enrolment (companion authenticator), driven by answers recorded from our IdP',
  { timeout: 20_000 },
  () => {
    it('device type, QR code, polling every 6000 ms while WAITING, then SUCCESS', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      let polls = 0;
      const idp = enrolIdp((r) => {
        if (r.url === `${IDP}/api/v1/authn/factors`) return ENROLL.pushActivate;
        if (r.url === poll) return ++polls < 3 ? ENROLL.pushPollWaiting : ENROLL.pushActivated;
        return undefined;
      });
      const { widget, success } = renderWidget();
      const afterRender = vi.fn();
      widget.on('afterRender', afterRender);
      const user = await openSetup(
        'Okta Verify (push)',
        userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
      );
      expect(await screen.findByRole('heading', { name: 'Setup Okta Verify (push)' })).toBeInTheDocument();
      expect(afterRender).toHaveBeenLastCalledWith({ controller: 'enroll-totp' });
      await user.click(screen.getByRole('radio', { name: 'Android' }));
      expect(
        screen.getByText(/open http:\/\/localhost:8080\/authenticator in the browser/),
      ).toBeInTheDocument();
      await expectNoAxeViolations();
      await user.click(screen.getByRole('button', { name: 'Next' }));

      const qr = await screen.findByRole('img', { name: 'Barcode to scan with the authenticator app' });
      expect(qr).toHaveAttribute('src', activation._links.qrcode.href);
      expect(idp.seen.at(-1)?.body).toEqual({
        stateToken: STATE_TOKEN,
        factorType: 'push',
        provider: 'OKTA',
      });
      expect(afterRender).toHaveBeenLastCalledWith({ controller: 'barcode-push' });
      await expectNoAxeViolations();
      const polled = () => idp.seen.filter((r) => r.url === poll).length;
      await act(async () => vi.advanceTimersByTime(ENROL_POLL_MS - 100));
      expect(polled()).toBe(0);
      await act(async () => vi.advanceTimersByTime(100));
      await waitFor(() => expect(polled()).toBe(1));
      await act(async () => vi.advanceTimersByTime(ENROL_POLL_MS));
      await waitFor(() => expect(polled()).toBe(2));
      await act(async () => vi.advanceTimersByTime(ENROL_POLL_MS));
      await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
      expect(idp.seen.find((r) => r.url === poll)?.body).toEqual({ stateToken: ACTIVATION_TOKEN });
    });

    it('"Can\'t scan?": the activation link by SMS (country, number) and by email, then the sent step', async () => {
      const idp = enrolIdp((r) => {
        if (r.url === `${IDP}/api/v1/authn/factors`) return ENROLL.pushActivate;
        if (r.url === send('sms')) return ENROLL.pushSentSms;
        if (r.url === send('email')) return ENROLL.pushSentEmail;
        if (r.url === poll) return ENROLL.pushPollWaiting;
        return undefined;
      });
      const { widget } = renderWidget();
      const afterRender = vi.fn();
      widget.on('afterRender', afterRender);
      const user = await openSetup('Okta Verify (push)');
      await user.click(await screen.findByRole('radio', { name: 'iPhone' }));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.click(await screen.findByRole('button', { name: "Can't scan?" }));
      expect(
        await screen.findByRole('heading', { name: 'Set up Okta Verify (push) without the barcode' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'By SMS' })).toBeChecked();
      await expectNoAxeViolations();
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(screen.getByText('This field cannot be left blank')).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '415 555 0123');
      await new Promise((r) => setTimeout(r, 210));
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByRole('heading', { name: 'Activation link sent' })).toBeInTheDocument();
      expect(idp.seen.at(-1)).toMatchObject({
        url: send('sms'),
        body: { stateToken: ACTIVATION_TOKEN, profile: { phoneNumber: '+14155550123' } },
      });
      await expectNoAxeViolations();
      await user.click(screen.getByRole('button', { name: 'Scan a barcode instead' }));
      await user.click(await screen.findByRole('button', { name: "Can't scan?" }));
      await user.click(await screen.findByRole('radio', { name: 'By email' }));
      expect(screen.getByText('The link goes to giulia.rossi@example.com.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByRole('heading', { name: 'Activation link sent' })).toBeInTheDocument();
      expect(idp.seen.at(-1)).toMatchObject({ url: send('email'), body: { stateToken: ACTIVATION_TOKEN } });
    });

    it('"Set up manually, without push": back to the factor list, the Okta Verify app enrolled instead, its secret shown', async () => {
      const previous = `${IDP}/api/v1/authn/previous`;
      const idp = enrolIdp((r) => {
        const body = r.body as { factorType?: string };
        if (r.url === `${IDP}/api/v1/authn/factors`)
          return body.factorType === 'push' ? ENROLL.pushActivate : RECORDED.activateOkta;
        if (r.url === previous) return ENROLL.mfaEnrollAll;
        if (r.url === poll) return ENROLL.pushPollWaiting;
        return undefined;
      });
      const { widget } = renderWidget();
      const afterRender = vi.fn();
      widget.on('afterRender', afterRender);
      const user = await openSetup('Okta Verify (push)');
      await user.click(await screen.findByRole('radio', { name: 'iPhone' }));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.click(await screen.findByRole('button', { name: "Can't scan?" }));
      await user.click(
        await screen.findByRole('button', { name: 'Set up manually, without push notifications' }),
      );
      expect(await screen.findByRole('heading', { name: 'Set up Okta Verify manually' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Secret key' })).toHaveValue(
        RECORDED.activateOkta.body._embedded.factor._embedded.activation.sharedSecret,
      );
      const calls = idp.seen.filter((r) => r.method === 'POST').slice(-2);
      expect(calls[0]).toMatchObject({ url: previous, body: { stateToken: ACTIVATION_TOKEN } });
      expect(calls[1]).toMatchObject({
        url: `${IDP}/api/v1/authn/factors`,
        body: { factorType: 'token:software:totp', provider: 'OKTA' },
      });
      expect(afterRender).toHaveBeenLastCalledWith({ controller: 'enroll-manual-totp' });
      await expectNoAxeViolations();
    });

    it('a wait that timed out marks the barcode expired; "Refresh code" starts a new wait', async () => {
      const idp = enrolIdp((r) => {
        if (r.url === `${IDP}/api/v1/authn/factors`) return timedOut();
        if (r.url === poll.replace('/poll', '')) return ENROLL.pushActivate;
        return undefined;
      });
      renderWidget();
      const user = await openSetup('Okta Verify (push)');
      await user.click(await screen.findByRole('radio', { name: 'iPhone' }));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText(/This barcode has expired/)).toBeInTheDocument();
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Refresh code' }));
      expect(
        await screen.findByRole('img', { name: 'Barcode to scan with the authenticator app' }),
      ).toBeInTheDocument();
      expect(idp.seen.at(-1)?.url).toBe(poll.replace('/poll', ''));
    });
  },
);
