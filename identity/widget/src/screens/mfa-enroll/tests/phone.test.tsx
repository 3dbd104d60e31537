import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDP } from '../../../test-support/fake-idp.ts';
import { expectNoAxeViolations } from '../../../test-support/recorded.ts';
import { ENROLL } from '../../../test-support/recorded-enroll.ts';
import { renderWidget } from '../../../test-support/render-widget.ts';
import { RESEND_LOCK_MS } from '../../mfa-verify/resend-lock.ts';
import { enrolIdp, openSetup, pastThrottle, STATE_TOKEN } from './enroll-support.ts';

const smsNext = ENROLL.smsActivate.body._links.next.href;
const smsResend = ENROLL.smsActivate.body._links.resend[0]!.href;

afterEach(() => {
  vi.useRealTimers();
});

// Axe runs on each screen and the machine may be busy: 30 s per journey.
describe('SMS and voice call enrolment, driven by answers recorded from our IdP', { timeout: 30_000 }, () => {
  it('SMS: country and number; E0000098 then a send without validation; code step; wrong code; success', async () => {
    let enrols = 0;
    let activations = 0;
    const idp = enrolIdp((r) => {
      if (r.url === `${IDP}/api/v1/authn/factors`)
        return ++enrols === 1 ? ENROLL.smsErrorE0000098 : ENROLL.smsActivate;
      if (r.url === smsNext) return ++activations === 1 ? ENROLL.smsErrorE0000068 : ENROLL.smsActivated;
      return undefined;
    });
    const { widget, success } = renderWidget();
    const afterRender = vi.fn();
    widget.on('afterRender', afterRender);
    const user = await openSetup('SMS Authentication');

    expect(
      await screen.findByRole('heading', { name: 'Receive a code via SMS to authenticate' }),
    ).toBeInTheDocument();
    expect(afterRender).toHaveBeenLastCalledWith({ controller: 'enroll-sms' });
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toHaveValue('US');
    expect(screen.queryByLabelText('Extension')).not.toBeInTheDocument();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('This field cannot be left blank')).toBeInTheDocument();

    // About 240 regions: a search field narrows the list (spec §5, threshold 25).
    await user.type(screen.getByRole('searchbox', { name: 'Search countries' }), 'canad');
    expect(
      within(country)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['CA', 'US']);
    await user.selectOptions(country, 'CA');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '555');
    await pastThrottle();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This phone number is invalid.');
    expect(screen.getByText(/If the number is right, send again/)).toBeInTheDocument();
    expect(idp.seen.at(-1)?.body).toEqual({
      stateToken: STATE_TOKEN,
      factorType: 'sms',
      provider: 'OKTA',
      profile: { phoneNumber: '+1555' },
    });
    await pastThrottle();
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    // The code step: where it went (masked by the IdP), "Sent" locked, the code and Verify.
    expect(
      await screen.findByText('A code was sent to +1 XXX-XXX-0123. Enter it below.'),
    ).toBeInTheDocument();
    expect(idp.seen.at(-1)?.body).toEqual({
      stateToken: STATE_TOKEN,
      factorType: 'sms',
      provider: 'OKTA',
      profile: { phoneNumber: '+1555', validatePhone: false },
    });
    expect(afterRender).toHaveBeenLastCalledWith({ controller: 'enroll-sms' });
    expect(screen.getByRole('button', { name: 'Sent' })).toBeDisabled();
    await expectNoAxeViolations();
    const code = screen.getByRole('textbox', { name: 'Enter Code' });
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Your passcode doesn't match our records. Please try again.",
    );
    await pastThrottle();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
    expect(idp.seen.at(-1)).toMatchObject({
      url: smsNext,
      body: { stateToken: ENROLL.smsActivate.body.stateToken, passCode: '123456' },
    });
  });

  it('SMS code step: "Sent" for 30 s, then "Re-send code" with the warning; a refused resend shows E0000109', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const idp = enrolIdp((r) => {
      if (r.url === `${IDP}/api/v1/authn/factors`) return ENROLL.smsActivate;
      if (r.url === smsResend) return ENROLL.smsErrorE0000109;
      return undefined;
    });
    const { widget } = renderWidget();
    const afterError = vi.fn();
    widget.on('afterError', afterError);
    const user = await openSetup(
      'SMS Authentication',
      userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
    );
    await user.type(await screen.findByRole('textbox', { name: 'Phone number' }), '415 555 0123');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const sent = await screen.findByRole('button', { name: 'Sent' });
    expect(sent).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(RESEND_LOCK_MS - 1000));
    expect(sent).toBeDisabled();
    expect(screen.queryByText("Haven't received an SMS? Send it again.")).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1000));
    const resend = screen.getByRole('button', { name: 'Re-send code' });
    expect(resend).toBeEnabled();
    expect(screen.getByText("Haven't received an SMS? Send it again.")).toBeInTheDocument();
    await user.click(resend);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An SMS message was recently sent. Please wait 30 seconds before trying again.',
    );
    expect(idp.seen.at(-1)).toMatchObject({
      url: smsResend,
      body: { stateToken: ENROLL.smsActivate.body.stateToken },
    });
    expect(afterError).toHaveBeenCalledWith(
      { controller: 'enroll-sms' },
      expect.objectContaining({ statusCode: 429 }),
    );
  });

  it('voice call: the extension is sent; the code step reads "Calling", then "Redial"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const idp = enrolIdp((r) => (r.url === `${IDP}/api/v1/authn/factors` ? ENROLL.callActivate : undefined));
    const { widget } = renderWidget();
    const afterRender = vi.fn();
    widget.on('afterRender', afterRender);
    const user = await openSetup(
      'Voice Call Authentication',
      userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Follow phone call instructions to authenticate' }),
    ).toBeInTheDocument();
    expect(afterRender).toHaveBeenLastCalledWith({ controller: 'enroll-call' });
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '(415) 555-0199');
    await user.type(screen.getByRole('textbox', { name: 'Extension' }), '1234');
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Call' }));
    expect(
      await screen.findByText('Calling +1 XXX-XXX-0199. Enter the code the call reads to you.'),
    ).toBeInTheDocument();
    expect(idp.seen.at(-1)?.body).toEqual({
      stateToken: STATE_TOKEN,
      factorType: 'call',
      provider: 'OKTA',
      profile: { phoneNumber: '+14155550199', phoneExtension: '1234' },
    });
    expect(screen.getByRole('button', { name: 'Calling' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(RESEND_LOCK_MS));
    expect(screen.getByRole('button', { name: 'Redial' })).toBeEnabled();
    expect(screen.getByText("Haven't received a call? Call again.")).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
