import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeIdp, IDP } from '../../../test-support/fake-idp.ts';
import { copyOf, expectNoAxeViolations } from '../../../test-support/recorded.ts';
import { ENROLL } from '../../../test-support/recorded-enroll.ts';
import { renderWidget } from '../../../test-support/render-widget.ts';
import { openSetup, pastThrottle, STATE_TOKEN } from './enroll-support.ts';

/** The recorded MFA_ENROLL with the token factors (spec §3 providers) added to its choices, written for this test. */
function enrollWithTokens() {
  const body = copyOf(ENROLL.mfaEnrollAll);
  const question = body._embedded.factors.find((f) => f.factorType === 'question')!;
  const row = (provider: string, factorType: string) => ({
    ...structuredClone(question),
    provider,
    vendorName: provider,
    factorType,
  });
  body._embedded.factors.push(
    row('RSA', 'token'),
    row('SYMANTEC', 'token'),
    row('YUBICO', 'token:hardware'),
    row('CUSTOM', 'token:hotp'),
  );
  return { status: 200, body };
}

/** An Okta-shaped refusal of the first code (403 E0000068, cause on passCode), written for this test. */
const refused = {
  status: 403,
  body: {
    errorCode: 'E0000068',
    errorSummary: 'Invalid Passcode/Answer',
    errorLink: 'E0000068',
    errorId: 'oae-tok',
    errorCauses: [{ errorSummary: 'Your passcode doesn\u2019t match our records. Please try again.' }],
  },
};

function tokenIdp(replies: Array<typeof refused | typeof ENROLL.questionEnrolled>) {
  return fakeIdp((r) => {
    if (r.url === `${IDP}/api/v1/authn`) return enrollWithTokens();
    if (r.url === `${IDP}/api/v1/authn/factors`) return replies.shift();
    return undefined;
  });
}

describe(
  'token enrolments (spec §2 enroll/rsa/token, symantec/token, yubico/token:hardware; §3 Token enrol)',
  { timeout: 20_000 },
  () => {
    it('RSA SecurID: username and code required; posts passCode and profile.credentialId; a refusal, then success', async () => {
      const idp = tokenIdp([refused, ENROLL.questionEnrolled]);
      const { widget, success } = renderWidget();
      const afterRender = vi.fn();
      widget.on('afterRender', afterRender);
      const user = await openSetup('RSA SecurID');
      expect(await screen.findByRole('heading', { name: 'Setup RSA SecurID' })).toBeInTheDocument();
      expect(afterRender).toHaveBeenLastCalledWith({ controller: 'enroll-rsa' });
      expect(screen.getByText('Enter a single-use code from your RSA SecurID token.')).toBeInTheDocument();
      expect(screen.queryByLabelText('Enter the next code')).not.toBeInTheDocument();
      await expectNoAxeViolations();
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(screen.getAllByText('This field cannot be left blank')).toHaveLength(2);
      expect(screen.getByLabelText('Username')).toHaveFocus();
      await user.type(screen.getByLabelText('Username'), 'giulia.rossi');
      await user.type(screen.getByLabelText('Enter Code'), '135790');
      await pastThrottle();
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('doesn\u2019t match our records');
      expect(idp.seen.at(-1)?.body).toEqual({
        stateToken: STATE_TOKEN,
        factorType: 'token',
        provider: 'RSA',
        passCode: '135790',
        profile: { credentialId: 'giulia.rossi' },
      });
      await pastThrottle();
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
    });

    it('Symantec VIP: credential ID, code and next code, all sent', async () => {
      const idp = tokenIdp([ENROLL.questionEnrolled]);
      const { success } = renderWidget();
      const user = await openSetup('Symantec VIP');
      await screen.findByRole('heading', { name: 'Setup Symantec VIP' });
      await user.type(screen.getByLabelText('Credential ID'), 'VSST12345678');
      await user.type(screen.getByLabelText('Enter Code'), '111111');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(screen.getByLabelText('Enter the next code')).toHaveFocus();
      await user.type(screen.getByLabelText('Enter the next code'), '222222');
      await pastThrottle();
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
      expect(idp.seen.at(-1)?.body).toMatchObject({
        provider: 'SYMANTEC',
        passCode: '111111',
        nextPassCode: '222222',
        profile: { credentialId: 'VSST12345678' },
      });
    });

    it('YubiKey: one password-type code field, no credential', async () => {
      const idp = tokenIdp([ENROLL.questionEnrolled]);
      const { success } = renderWidget();
      const user = await openSetup('YubiKey');
      await screen.findByRole('heading', { name: 'Setup YubiKey' });
      expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
      const code = screen.getByLabelText('Enter Code');
      expect(code).toHaveAttribute('type', 'password');
      await expectNoAxeViolations();
      await user.type(code, 'cccccclbtvjfhkrnirgvgnlilfdrtkjreuhkgbrbfgfd');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
      expect(idp.seen.at(-1)?.body).toEqual({
        stateToken: STATE_TOKEN,
        factorType: 'token:hardware',
        provider: 'YUBICO',
        passCode: 'cccccclbtvjfhkrnirgvgnlilfdrtkjreuhkgbrbfgfd',
      });
    });

    it('Custom HOTP: the restricted message, no field, back to the factor list', async () => {
      const idp = tokenIdp([]);
      const { widget } = renderWidget();
      const afterRender = vi.fn();
      widget.on('afterRender', afterRender);
      const user = await openSetup('Custom HOTP');
      await screen.findByRole('heading', { name: 'Setup Custom HOTP' });
      expect(afterRender).toHaveBeenLastCalledWith({ controller: 'enroll-hotp' });
      expect(
        screen.getByText('Your administrator sets up this factor for you. Contact them to continue.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      await expectNoAxeViolations();
      await user.click(screen.getByRole('button', { name: 'Back to factor list' }));
      await screen.findByRole('heading', { name: 'Set up multifactor authentication' });
      expect(idp.seen.some((r) => r.url === `${IDP}/api/v1/authn/factors`)).toBe(false);
    });
  },
);
