import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeIdp, IDP, successBody } from '../../test-support/fake-idp.ts';
import { RECORDED, copyOf, expectNoAxeViolations } from '../../test-support/recorded.ts';
import { renderWidget } from '../../test-support/render-widget.ts';
import { RESEND_LOCK_MS } from './resend-lock.ts';

const post = { hints: { allow: ['POST'] } };
const authn = (path: string) => `${IDP}/api/v1/authn${path}`;
const recordedTotp = RECORDED.requiredTotp.body._embedded.factors[0]!;

/** The recorded MFA_REQUIRED with more factors, derived from its TOTP factor (the IdP has only TOTP so far). */
function mfaRequired() {
  const body = copyOf(RECORDED.requiredTotp);
  const factor = (id: string, provider: string, factorType: string, profile: object) => ({
    ...structuredClone(recordedTotp),
    id,
    provider,
    vendorName: provider,
    factorType,
    profile,
    _links: { verify: { href: authn(`/factors/${id}/verify`), ...post } },
  });
  body._embedded.factors = [
    factor('sms1', 'OKTA', 'sms', { phoneNumber: '+39 XXX XXX 1234' }),
    factor('q1', 'OKTA', 'question', {
      question: 'favorite_toy',
      questionText: 'What is your favourite toy?',
    }),
    recordedTotp,
    factor('clf1', 'OKTA', 'call', { phoneNumber: '+39 XXX XXX 5678' }),
    factor('ost2', 'OKTA', 'token:software:totp', { credentialId: 'giulia.rossi@example.com' }),
    factor('emf1', 'OKTA', 'email', { email: 'g...i@example.com' }),
  ] as typeof body._embedded.factors;
  return body;
}

/** The MFA_CHALLENGE our IdP will answer to a send (the fixtures' shape): verify, prev, cancel, resend[type]. */
function challenge(id: string, factorType: string) {
  const body = mfaRequired();
  const factor = body._embedded.factors.find((f) => f.id === id)!;
  return {
    status: 'MFA_CHALLENGE',
    stateToken: body.stateToken,
    expiresAt: body.expiresAt,
    _embedded: { user: body._embedded.user, factor: { ...factor, _links: undefined } },
    _links: {
      next: { name: 'verify', href: authn(`/factors/${id}/verify`), ...post },
      prev: { href: authn('/previous'), ...post },
      cancel: { href: authn('/cancel'), ...post },
      resend: [{ name: factorType, href: authn(`/factors/${id}/verify/resend`), ...post }],
    },
  };
}

async function signIn(user = userEvent.setup()) {
  await user.type(await screen.findByLabelText('Username'), 'giulia.rossi@example.com');
  await user.type(screen.getByLabelText('Password'), 'Compliance!2026');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

afterEach(() => vi.useRealTimers());

describe('mfa-verify, TOTP, with the answers recorded from our IdP', () => {
  it('sends the passcode with rememberDevice and shows the IdP error of a replayed code', async () => {
    const verifyHref = recordedTotp._links.verify.href;
    const idp = fakeIdp((r) => {
      if (r.url === `${IDP}/api/v1/authn`) return RECORDED.requiredTotp;
      if (r.url.startsWith(verifyHref)) return RECORDED.e0000082;
      return undefined;
    });
    const { widget } = renderWidget();
    const afterRender = vi.fn();
    widget.on('afterRender', afterRender);
    const user = await signIn();
    expect(await screen.findByRole('heading', { name: 'Google Authenticator' })).toBeInTheDocument();
    expect(afterRender).toHaveBeenLastCalledWith({ controller: 'mfa-verify' });
    // One factor: no dropdown.
    expect(screen.queryByRole('button', { name: /Switch factor/ })).not.toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: 'Enter Code' });
    expect(code).toHaveFocus();
    const remember = screen.getByRole('checkbox', {
      name: 'Do not challenge me on this device for the next 12 hours',
    });
    expect(remember).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('This field cannot be left blank')).toBeInTheDocument();
    await user.type(code, '123456');
    await user.click(remember);
    await new Promise((r) => setTimeout(r, 210));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Each code can only be used once. Please wait for a new code and try again.',
    );
    expect(idp.seen.at(-1)?.url).toBe(`${verifyHref}?rememberDevice=true`);
    expect(idp.seen.at(-1)?.body).toEqual({
      stateToken: RECORDED.requiredTotp.body.stateToken,
      passCode: '123456',
    });
    await expectNoAxeViolations();
  });
});

describe('factor-switch dropdown (spec §2)', () => {
  it('lists the factors in spec §3 order under a disabled title, and switching fires factorSwitched', async () => {
    fakeIdp((r) => (r.url === `${IDP}/api/v1/authn` ? { status: 200, body: mfaRequired() } : undefined));
    const { widget } = renderWidget();
    const switched = vi.fn();
    widget.on('factorSwitched', switched);
    const user = await signIn();
    // The default factor is the first in sort order: Okta Verify (TOTP).
    expect(await screen.findByRole('heading', { name: 'Okta Verify' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch factor, current: Okta Verify' }));
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Select an authentication factor',
      'Okta Verify',
      'Google Authenticator',
      'SMS Authentication',
      'Voice Call Authentication',
      'Email Authentication',
      'Security Question',
    ]);
    expect(items[0]).toHaveAttribute('aria-disabled', 'true');
    expect(items[1]).toHaveFocus();
    await expectNoAxeViolations();
    await user.click(items[0]!);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { name: 'SMS Authentication' })).toBeInTheDocument();
    expect(switched).toHaveBeenCalledWith({ provider: 'OKTA', factorType: 'sms' });
    expect(screen.getByText('Send a code to +39 XXX XXX 1234.')).toBeInTheDocument();
  });
});

describe('factor switch from a challenge (spec §4 "Factor switch")', () => {
  it.each([
    ['MFA_CHALLENGE', true],
    ['FACTOR_CHALLENGE', false],
  ])('from %s the widget steps back first: %s', async (status, stepsBack) => {
    const idp = fakeIdp((r) => {
      const path = new URL(r.url).pathname;
      if (path === '/api/v1/authn' || path === '/api/v1/authn/previous')
        return { status: 200, body: mfaRequired() };
      if (path.endsWith('/factors/sms1/verify'))
        return { status: 200, body: { ...challenge('sms1', 'sms'), status } };
      return undefined;
    });
    const { widget } = renderWidget();
    const switched = vi.fn();
    widget.on('factorSwitched', switched);
    const user = await signIn();
    await user.click(await screen.findByRole('button', { name: /Switch factor/ }));
    await user.click(screen.getByRole('menuitem', { name: 'SMS Authentication' }));
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Sent' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Switch factor/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Email Authentication' }));
    expect(await screen.findByRole('heading', { name: 'Email Authentication' })).toBeInTheDocument();
    expect(switched).toHaveBeenLastCalledWith({ provider: 'OKTA', factorType: 'email' });
    expect(idp.seen.some((r) => r.url === authn('/previous'))).toBe(stepsBack);
  });
});

describe('SMS, call and email verification: send, 30 s lock, then resend / redial (with the warning for sms, call)', () => {
  it.each<[string, string, string, string, string, string, string | null]>([
    [
      'sms1',
      'sms',
      'SMS Authentication',
      'Send code',
      'Sent',
      'Re-send code',
      "Haven't received an SMS? Send it again.",
    ],
    [
      'clf1',
      'call',
      'Voice Call Authentication',
      'Call',
      'Calling',
      'Redial',
      "Haven't received a call? Call again.",
    ],
    ['emf1', 'email', 'Email Authentication', 'Send me the code', 'Sent', 'Send again', null],
  ])('%s', async (id, type, title, send, sent, resend, warning) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const idp = fakeIdp((r) => {
      const path = new URL(r.url).pathname;
      if (path === '/api/v1/authn') return { status: 200, body: mfaRequired() };
      if (path.endsWith(`/factors/${id}/verify`) && !(r.body as { passCode?: string }).passCode)
        return { status: 200, body: challenge(id, type) };
      if (path.endsWith(`/factors/${id}/verify/resend`)) return { status: 200, body: challenge(id, type) };
      if (path.endsWith(`/factors/${id}/verify`)) return { status: 200, body: successBody() };
      return undefined;
    });
    const { success } = renderWidget();
    const user = await signIn(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    await user.click(await screen.findByRole('button', { name: /Switch factor/ }));
    await user.click(screen.getByRole('menuitem', { name: title }));
    await user.click(await screen.findByRole('button', { name: send }));
    expect(await screen.findByRole('button', { name: sent })).toBeDisabled();
    expect(idp.seen.at(-1)?.body).toEqual({ stateToken: RECORDED.requiredTotp.body.stateToken });
    expect(screen.queryByText(/Haven't received/)).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(RESEND_LOCK_MS - 1000));
    expect(screen.getByRole('button', { name: sent })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: resend })).toBeEnabled();
    if (warning) expect(screen.getByText(warning)).toBeInTheDocument();
    else expect(screen.queryByText(/Haven't received/)).not.toBeInTheDocument();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: resend }));
    await waitFor(() => expect(idp.seen.at(-1)?.url).toBe(authn(`/factors/${id}/verify/resend`)));
    expect(await screen.findByRole('button', { name: sent })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Enter Code' }), '246810');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
    expect(idp.seen.at(-1)?.body).toEqual({
      stateToken: RECORDED.requiredTotp.body.stateToken,
      passCode: '246810',
    });
  });
});

describe('security question verification and the factor index in the URL (router feature)', () => {
  it('answers the question with `answer`; the URL names the factor, with its index among factors of its type', async () => {
    window.history.replaceState(null, '', '/signin');
    const body = mfaRequired();
    const second = { ...structuredClone(body._embedded.factors[0]!), id: 'sms2' };
    second._links = { verify: { href: authn('/factors/sms2/verify'), ...post } };
    body._embedded.factors.push(second);
    const idp = fakeIdp((r) => {
      const path = new URL(r.url).pathname;
      if (path === '/api/v1/authn') return { status: 200, body };
      if (path === '/api/v1/authn/factors/q1/verify') return RECORDED.e0000068;
      return undefined;
    });
    renderWidget({ features: { router: true } });
    const user = await signIn();
    await screen.findByRole('heading', { name: 'Okta Verify' });
    expect(window.location.pathname).toBe('/signin/verify/okta/token:software:totp');
    await user.click(screen.getByRole('button', { name: /Switch factor/ }));
    const sms = screen.getAllByRole('menuitem', { name: 'SMS Authentication' });
    expect(sms).toHaveLength(2);
    await user.click(sms[1]!);
    await screen.findByRole('heading', { name: 'SMS Authentication' });
    expect(window.location.pathname).toBe('/signin/verify/okta/sms/1');
    await user.click(screen.getByRole('button', { name: /Switch factor/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Security Question' }));
    expect(await screen.findByText('What is your favourite toy?')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/signin/verify/okta/question');
    const answer = screen.getByLabelText('Answer');
    expect(answer).toHaveAttribute('type', 'password');
    await user.type(answer, 'Lego');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Your passcode doesn't match our records.");
    expect(idp.seen.at(-1)?.body).toEqual({ stateToken: body.stateToken, answer: 'Lego' });
    await expectNoAxeViolations();
    window.history.replaceState(null, '', '/');
  });
});

describe('a send the IdP refuses', () => {
  it('shows the error in the banner, fires afterError, and leaves the button ready to try again', async () => {
    fakeIdp((r) => {
      const path = new URL(r.url).pathname;
      if (path === '/api/v1/authn') return { status: 200, body: mfaRequired() };
      if (path === '/api/v1/authn/factors/sms1/verify')
        return {
          status: 429,
          body: {
            errorCode: 'E0000109',
            errorSummary: 'An SMS message was recently sent. Please wait 30 seconds before trying again.',
            errorLink: 'E0000109',
            errorId: 'oae-sms',
            errorCauses: [],
          },
        };
      return undefined;
    });
    const { widget } = renderWidget();
    const afterError = vi.fn();
    widget.on('afterError', afterError);
    const user = await signIn();
    await user.click(await screen.findByRole('button', { name: /Switch factor/ }));
    await user.click(screen.getByRole('menuitem', { name: 'SMS Authentication' }));
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An SMS message was recently sent. Please wait 30 seconds before trying again.',
    );
    expect(afterError).toHaveBeenCalledWith(
      { controller: 'mfa-verify' },
      expect.objectContaining({ statusCode: 429 }),
    );
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    // The dropdown closes when the person presses elsewhere.
    await user.click(screen.getByRole('button', { name: /Switch factor/ }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { name: 'SMS Authentication' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
