import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeIdp, IDP } from '../../../test-support/fake-idp.ts';
import { copyOf, expectNoAxeViolations } from '../../../test-support/recorded.ts';
import { ENROLL } from '../../../test-support/recorded-enroll.ts';
import { renderWidget } from '../../../test-support/render-widget.ts';
import { openSetup, pastThrottle, STATE_TOKEN } from './enroll-support.ts';

/** The recorded MFA_ENROLL with the password factor our IdP offers (kinds/password.ts) added to its choices. */
function enrollWithPassword() {
  const body = copyOf(ENROLL.mfaEnrollAll);
  const question = body._embedded.factors.find((f) => f.factorType === 'question')!;
  body._embedded.factors.push({ ...structuredClone(question), factorType: 'password' });
  return { status: 200, body };
}

/** Our IdP's refusal of a password that is not the user's (errors.ts InputError: 400 E0000001, cause on `password`). */
const wrongPassword = {
  status: 400,
  body: {
    errorCode: 'E0000001',
    errorSummary: 'Api validation failed: password',
    errorLink: 'E0000001',
    errorId: 'oae-pwd',
    errorCauses: [
      {
        errorSummary: 'password: Enter your current password.',
        property: 'password',
        reason: 'Enter your current password.',
      },
    ],
  },
};

describe(
  'password factor enrolment (spec §2 enroll/okta/password, §3 password + confirmPassword)',
  { timeout: 20_000 },
  () => {
    it('both fields required and matching; posts profile.password; the refusal on the field; then success', async () => {
      let enrols = 0;
      const idp = fakeIdp((r) => {
        if (r.url === `${IDP}/api/v1/authn`) return enrollWithPassword();
        if (r.url === `${IDP}/api/v1/authn/factors`)
          return ++enrols === 1 ? wrongPassword : ENROLL.questionEnrolled;
        return undefined;
      });
      const { widget, success } = renderWidget();
      const afterRender = vi.fn();
      widget.on('afterRender', afterRender);
      const user = await openSetup('Password');
      expect(await screen.findByRole('heading', { name: 'Setup Password' })).toBeInTheDocument();
      expect(afterRender).toHaveBeenLastCalledWith({ controller: 'enroll-password' });
      const password = screen.getByLabelText('Password');
      const confirm = screen.getByLabelText('Repeat password');
      expect(password).toHaveAttribute('type', 'password');
      expect(confirm).toHaveAttribute('type', 'password');
      await expectNoAxeViolations();

      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.getByText('This field cannot be left blank')).toBeInTheDocument();
      expect(password).toHaveFocus();
      await user.type(password, 'Scirocco!2026');
      await user.type(confirm, 'Scirocco!2025');
      await pastThrottle();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.getByText('Passwords must match')).toBeInTheDocument();
      expect(confirm).toHaveFocus();
      expect(enrols).toBe(0);

      await user.clear(confirm);
      await user.type(confirm, 'Scirocco!2026');
      await pastThrottle();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      // The IdP's cause shows under the password field (and in the banner).
      await waitFor(() => expect(password).toHaveAccessibleDescription('Enter your current password.'));
      expect(idp.seen.at(-1)?.body).toEqual({
        stateToken: STATE_TOKEN,
        factorType: 'password',
        provider: 'OKTA',
        profile: { password: 'Scirocco!2026' },
      });
      await expectNoAxeViolations();
      await pastThrottle();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
      expect(enrols).toBe(2);
    });
  },
);
