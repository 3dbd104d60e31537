import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeIdp,
  giulia,
  IDP,
  successBody,
  type Reply,
  type SeenRequest,
} from '../../test-support/fake-idp.ts';
import { renderWidget } from '../../test-support/render-widget.ts';
import { afterSubmitThrottle } from '../../test-support/submit-throttle.ts';

const post = { hints: { allow: ['POST'] } };
const LOGIN = giulia.profile.login;

/** Answers of our IdP's recovery endpoints (design/authn-protocol.md §1.6), written for these tests. */
const emailed = (recoveryType: 'PASSWORD' | 'UNLOCK') => ({
  status: 'RECOVERY_CHALLENGE',
  factorResult: 'WAITING',
  factorType: 'EMAIL',
  recoveryType,
});
const smsChallenge = {
  stateToken: 'st-rec',
  expiresAt: '2026-06-01T10:05:00.000Z',
  status: 'RECOVERY_CHALLENGE',
  factorType: 'SMS',
  recoveryType: 'PASSWORD',
  _links: {
    next: { name: 'verify', href: `${IDP}/api/v1/authn/recovery/factors/SMS/verify`, ...post },
    cancel: { href: `${IDP}/api/v1/authn/cancel`, ...post },
    resend: { name: 'sms', href: `${IDP}/api/v1/authn/recovery/factors/SMS/resend`, ...post },
  },
};
const question = {
  stateToken: 'st-rec',
  expiresAt: '2026-06-01T10:05:00.000Z',
  status: 'RECOVERY',
  recoveryType: 'PASSWORD',
  _embedded: { user: { ...giulia, recovery_question: { question: 'Favourite dish?' } } },
  _links: {
    next: { name: 'answer', href: `${IDP}/api/v1/authn/recovery/answer`, ...post },
    cancel: { href: `${IDP}/api/v1/authn/cancel`, ...post },
  },
};
const reset = {
  stateToken: 'st-rec',
  expiresAt: '2026-06-01T10:05:00.000Z',
  status: 'PASSWORD_RESET',
  recoveryType: 'PASSWORD',
  _embedded: {
    user: giulia,
    policy: {
      complexity: {
        minLength: 10,
        minLowerCase: 1,
        minUpperCase: 0,
        minNumber: 1,
        minSymbol: 0,
        excludeUsername: true,
      },
      age: { minAgeMinutes: 0, historyCount: 0 },
    },
  },
  _links: {
    next: { name: 'resetPassword', href: `${IDP}/api/v1/authn/credentials/reset_password`, ...post },
    cancel: { href: `${IDP}/api/v1/authn/cancel`, ...post },
  },
};
const error = (status: number, errorCode: string, errorSummary: string) => ({
  status,
  body: { errorCode, errorSummary, errorLink: errorCode, errorId: 'oae-test', errorCauses: [] },
});

function idp(routes: Record<string, (r: SeenRequest) => Reply | undefined>) {
  return fakeIdp((r) => {
    const path = r.url.slice(IDP.length);
    if (path === '/api/v1/authn/cancel') return { status: 200, body: {} };
    return routes[path]?.(r);
  });
}

async function expectNoAxeViolations(el: HTMLElement) {
  const results = await axe.run(el, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** Opens "Need help?" then the link named `name` on primary sign-in. */
async function openHelp(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: 'Need help signing in?' }));
  await user.click(screen.getByRole('link', { name }));
}

describe(
  'recovery and unlock (spec §2 "Other screens", §4 "Recovery and unlock")',
  { timeout: 20_000 },
  () => {
    it('forgot password by email: the channel buttons, "Email sent!", FORGOT_PASSWORD_EMAIL_SENT to the host', async () => {
      const { seen } = idp({
        '/api/v1/authn/recovery/password': () => ({ status: 200, body: emailed('PASSWORD') }),
      });
      const { el, success } = renderWidget({ features: { smsRecovery: true } });
      const user = userEvent.setup();
      await openHelp(user, 'Forgot password?');
      await screen.findByRole('heading', { name: 'Reset Password' });
      expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(
        expect.arrayContaining(['Reset via SMS', 'Reset via Email', 'Back to Sign In']),
      );
      await expectNoAxeViolations(el);
      await user.click(screen.getByRole('button', { name: 'Reset via Email' }));
      expect(await screen.findByText('This field cannot be left blank')).toBeTruthy();
      await user.type(screen.getByLabelText('Email or Username'), LOGIN);
      await afterSubmitThrottle();
      await user.click(screen.getByRole('button', { name: 'Reset via Email' }));
      await screen.findByRole('heading', { name: 'Email sent!' });
      expect(
        screen.getByText(`Email has been sent to ${LOGIN} with instructions on resetting your password.`),
      ).toBeTruthy();
      const request = seen.find((r) => r.url.endsWith('/recovery/password'));
      expect(request?.body).toEqual({ username: LOGIN, factorType: 'EMAIL' });
      expect(success).toHaveBeenCalledWith({ status: 'FORGOT_PASSWORD_EMAIL_SENT', username: LOGIN });
      await expectNoAxeViolations(el);
      await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
      await screen.findByRole('button', { name: 'Sign In' });
    });

    it('without any recovery channel the screen says to contact the administrator', async () => {
      idp({});
      renderWidget({ features: { emailRecovery: false } });
      const user = userEvent.setup();
      await openHelp(user, 'Forgot password?');
      expect(
        await screen.findByText('No password reset options available. Please contact your administrator.'),
      ).toBeTruthy();
      expect(screen.queryByLabelText('Email or Username')).toBeNull();
    });

    it('SMS: code (wrong code shown), the question with show-answer, the new password with its rules, SUCCESS', async () => {
      const { seen } = idp({
        '/api/v1/authn/recovery/password': () => ({ status: 200, body: smsChallenge }),
        '/api/v1/authn/recovery/factors/SMS/verify': (r) =>
          (r.body as { passCode: string }).passCode === '123456'
            ? { status: 200, body: question }
            : error(403, 'E0000068', 'Invalid Passcode/Answer'),
        '/api/v1/authn/recovery/answer': (r) =>
          (r.body as { answer: string }).answer === 'lasagne'
            ? { status: 200, body: reset }
            : error(403, 'E0000087', 'The recovery question answer did not match our records.'),
        '/api/v1/authn/credentials/reset_password': () => ({ status: 200, body: successBody() }),
      });
      const { el, success } = renderWidget({ features: { smsRecovery: true } });
      const user = userEvent.setup();
      await openHelp(user, 'Forgot password?');
      await user.type(await screen.findByLabelText('Email or Username'), LOGIN);
      await user.click(screen.getByRole('button', { name: 'Reset via SMS' }));
      await screen.findByRole('heading', { name: 'Enter verification code sent via SMS' });
      expect((screen.getByRole('button', { name: 'Sent' }) as HTMLButtonElement).disabled).toBe(true);
      expect(screen.getByRole('button', { name: "Didn't receive a code? Reset via email" })).toBeTruthy();
      await expectNoAxeViolations(el);
      await user.type(screen.getByLabelText('Enter Code'), '000000');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('Invalid Passcode/Answer')).toBeTruthy();
      await user.clear(screen.getByLabelText('Enter Code'));
      await user.type(screen.getByLabelText('Enter Code'), '123456');
      await afterSubmitThrottle();
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await screen.findByRole('heading', { name: 'Answer Forgotten Password Challenge' });
      const answer = screen.getByLabelText('Favourite dish?') as HTMLInputElement;
      expect(answer.type).toBe('password');
      await user.click(screen.getByLabelText('Show answer'));
      expect(answer.type).toBe('text');
      await user.type(answer, 'pizza');
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      expect(await screen.findByText('The recovery question answer did not match our records.')).toBeTruthy();
      await user.clear(answer);
      await user.type(answer, 'lasagne');
      await afterSubmitThrottle();
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));

      await screen.findByRole('heading', { name: 'Reset your password' });
      await expectNoAxeViolations(el);
      expect(document.querySelector('[data-rule="length"]')?.textContent).toContain('At least 10 characters');
      expect(document.querySelector('[data-rule="username"]')).not.toBeNull();
      await user.type(screen.getByLabelText('New password'), 'Tramonto2027');
      await user.type(screen.getByLabelText('Repeat new password'), 'Tramonto2027');
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      await waitFor(() => expect(success).toHaveBeenCalled());
      const body = (path: string) => seen.find((r) => r.url.endsWith(path))?.body;
      expect(body('/recovery/factors/SMS/verify')).toMatchObject({ stateToken: 'st-rec' });
      expect(body('/credentials/reset_password')).toEqual({
        stateToken: 'st-rec',
        newPassword: 'Tramonto2027',
      });
    });

    it('unlock from LOCKED_OUT (selfServiceUnlock): unlock by email, UNLOCK_ACCOUNT_EMAIL_SENT', async () => {
      idp({
        '/api/v1/authn': () => ({
          status: 200,
          body: {
            status: 'LOCKED_OUT',
            _embedded: {},
            _links: { next: { name: 'unlock', href: `${IDP}/api/v1/authn/recovery/unlock`, ...post } },
          },
        }),
        '/api/v1/authn/recovery/unlock': () => ({ status: 200, body: emailed('UNLOCK') }),
      });
      const { success } = renderWidget({ features: { selfServiceUnlock: true } });
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('Username'), LOGIN);
      await user.type(screen.getByLabelText('Password'), 'wrong');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      await screen.findByRole('heading', { name: 'Unlock account' });
      await user.type(screen.getByLabelText('Email or Username'), LOGIN);
      await user.click(screen.getByRole('button', { name: 'Send Email' }));
      await screen.findByText(`Email has been sent to ${LOGIN} with instructions on unlocking your account.`);
      expect(success).toHaveBeenCalledWith({ status: 'UNLOCK_ACCOUNT_EMAIL_SENT', username: LOGIN });
    });

    it('password reset from a recovery token: "Back to Sign In", hidden by hideBackToSignInForReset', async () => {
      const { seen } = idp({ '/api/v1/authn/recovery/token': () => ({ status: 200, body: reset }) });
      const user = userEvent.setup();
      const first = renderWidget({ recoveryToken: 'reset-link' });
      await screen.findByRole('heading', { name: 'Reset your password' });
      await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
      await screen.findByRole('button', { name: 'Sign In' });
      expect(seen.some((r) => r.url.endsWith('/api/v1/authn/cancel'))).toBe(true);
      first.widget.remove();
      renderWidget({ recoveryToken: 'reset-link', features: { hideBackToSignInForReset: true } });
      await screen.findByRole('heading', { name: 'Reset your password' });
      expect(screen.queryByRole('button', { name: 'Back to Sign In' })).not.toBeInTheDocument();
    });

    it('preventBrowserFromSavingOktaPassword (on by default): decoy fields hidden from everyone, no autocomplete', async () => {
      idp({ '/api/v1/authn/recovery/token': () => ({ status: 200, body: reset }) });
      const first = renderWidget({ recoveryToken: 'reset-link' });
      await screen.findByRole('heading', { name: 'Reset your password' });
      const jammer = document.querySelector('.password-reset .password-jammer');
      expect(jammer).toHaveAttribute('aria-hidden', 'true');
      expect(jammer?.querySelectorAll('input[type="password"][tabindex="-1"]')).toHaveLength(2);
      expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'off');
      expect(screen.getByLabelText('Repeat new password')).toHaveAttribute('autocomplete', 'off');
      const results = await axe.run(document.body, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(results.violations.map((v) => v.id)).toEqual([]);
      first.widget.remove();
      renderWidget({
        recoveryToken: 'reset-link',
        features: { preventBrowserFromSavingOktaPassword: false },
      });
      await screen.findByRole('heading', { name: 'Reset your password' });
      expect(document.querySelector('.password-jammer')).toBeNull();
      expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    });

    it('a recovery token: the unlock-done screen; a used link shows E0000105', async () => {
      idp({
        '/api/v1/authn/recovery/token': (r) =>
          (r.body as { recoveryToken: string }).recoveryToken === 'good'
            ? {
                status: 200,
                body: { status: 'SUCCESS', recoveryType: 'UNLOCK', _embedded: { user: giulia } },
              }
            : error(
                403,
                'E0000105',
                'You have accessed an account recovery link that has expired or been previously used.',
              ),
      });
      const first = renderWidget({ recoveryToken: 'good' });
      await screen.findByRole('heading', { name: 'Account successfully unlocked!' });
      expect(screen.getByText('You can log in using your existing username and password.')).toBeTruthy();
      await expectNoAxeViolations(first.el);
      expect(first.success).not.toHaveBeenCalled();
      first.widget.remove();
      renderWidget({ recoveryToken: 'used' });
      expect(
        await screen.findByText(
          'You have accessed an account recovery link that has expired or been previously used.',
        ),
      ).toBeTruthy();
    });
  },
);
