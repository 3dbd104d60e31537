import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeIdp, IDP } from '../../test-support/fake-idp.ts';
import { RECORDED, expectNoAxeViolations } from '../../test-support/recorded.ts';
import { renderWidget } from '../../test-support/render-widget.ts';

const activateHref = RECORDED.activateGoogle.body._links.next.href;
const qrcodeHref = RECORDED.activateGoogle.body._embedded.factor._embedded.activation._links.qrcode.href;
const secret = RECORDED.activateGoogle.body._embedded.factor._embedded.activation.sharedSecret;

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), 'giulia.rossi@example.com');
  await user.type(screen.getByLabelText('Password'), 'Compliance!2026');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('MFA enrolment screens, driven by answers recorded from our IdP', () => {
  it('enrols Google Authenticator: choices, device type, barcode, manual setup, passcode (wrong, then right)', async () => {
    let activations = 0;
    const idp = fakeIdp((r) => {
      if (r.url === `${IDP}/api/v1/authn`) return RECORDED.enrollRequired;
      if (r.url === `${IDP}/api/v1/authn/factors`) return RECORDED.activateGoogle;
      if (r.url === activateHref)
        return ++activations === 1 ? RECORDED.e0000068 : RECORDED.successAfterActivate;
      return undefined;
    });
    const { widget, success } = renderWidget();
    const afterRender = vi.fn();
    widget.on('afterRender', afterRender);
    const user = await signIn();

    // Choices: required, none enrolled; factors in spec §3 order (Okta Verify 1, Google Authenticator 5).
    expect(
      await screen.findByRole('heading', { name: 'Set up multifactor authentication' }),
    ).toBeInTheDocument();
    expect(afterRender).toHaveBeenLastCalledWith({ controller: 'enroll-choices' });
    expect(screen.getByText('1 of 1')).toBeInTheDocument();
    const rows = screen
      .getAllByRole('listitem')
      .map((li) => li.querySelector('.siw-factor-label')?.textContent);
    expect(rows).toEqual(['Okta Verify', 'Google Authenticator']);
    expect(screen.getByRole('button', { name: 'Configure factor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Setup Google Authenticator' }));

    // Device type: Apple and Android always, BlackBerry for Google; Next needs a choice.
    expect(await screen.findByRole('heading', { name: 'Setup Google Authenticator' })).toBeInTheDocument();
    expect(afterRender).toHaveBeenLastCalledWith({ controller: 'enroll-totp' });
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'iphone',
      'android',
      'blackberry',
    ]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('This field cannot be left blank')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Android' }));
    expect(screen.getByRole('link', { name: /Open the Google Play Store/ })).toHaveAttribute(
      'href',
      expect.stringContaining('play.google.com'),
    );
    await expectNoAxeViolations();
    await new Promise((r) => setTimeout(r, 210));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(idp.seen.at(-1)?.url).toBe(`${IDP}/api/v1/authn/factors`));
    expect(idp.seen.at(-1)?.body).toEqual({
      stateToken: RECORDED.enrollRequired.body.stateToken,
      factorType: 'token:software:totp',
      provider: 'GOOGLE',
    });

    // Barcode: the IdP's QR code PNG; "Can't scan?" shows the shared secret.
    const qr = await screen.findByRole('img', { name: 'Barcode to scan with the authenticator app' });
    expect(qr).toHaveAttribute('src', qrcodeHref);
    expect(afterRender).toHaveBeenLastCalledWith({ controller: 'barcode-totp' });
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: "Can't scan?" }));
    const secretField = await screen.findByRole('textbox', { name: 'Secret key' });
    expect(secretField).toHaveValue(secret);
    expect(secretField).toHaveAttribute('readonly');
    expect(afterRender).toHaveBeenLastCalledWith({ controller: 'enroll-manual-totp' });
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Passcode: the IdP's error (its first cause), then success.
    const code = await screen.findByRole('textbox', { name: 'Enter the code the app shows' });
    expect(afterRender).toHaveBeenLastCalledWith({ controller: 'activate-totp' });
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Your passcode doesn't match our records. Please try again.",
    );
    expect(code).toHaveFocus();
    await expectNoAxeViolations();
    await new Promise((r) => setTimeout(r, 210));
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
    expect(idp.seen.at(-1)?.body).toEqual({
      stateToken: RECORDED.enrollRequired.body.stateToken,
      passCode: '123456',
    });
  });

  it('all optional, none enrolled: inline setup buttons and no button bar', async () => {
    fakeIdp((r) => (r.url === `${IDP}/api/v1/authn` ? RECORDED.enrollOptional : undefined));
    renderWidget();
    await signIn();
    expect(await screen.findByText('Additional optional factors')).toBeInTheDocument();
    expect(
      screen.getByText('You can set up any of the optional factors below, or select Finish.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Setup / })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Finish|Configure/ })).not.toBeInTheDocument();
    expect(screen.queryByText('1 of 1')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('hides Sign Out with hideSignOutLinkInMFA; "Back to factor list" returns to the choices', async () => {
    fakeIdp((r) => (r.url === `${IDP}/api/v1/authn` ? RECORDED.enrollRequired : undefined));
    renderWidget({ features: { hideSignOutLinkInMFA: true } });
    const user = await signIn();
    await user.click(await screen.findByRole('button', { name: 'Setup Okta Verify' }));
    expect(await screen.findByRole('heading', { name: 'Setup Okta Verify' })).toBeInTheDocument();
    // Okta's own app: no BlackBerry; Windows only with windowsVerify.
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to factor list' }));
    expect(
      await screen.findByRole('heading', { name: 'Set up multifactor authentication' }),
    ).toBeInTheDocument();
  });

  it('router feature: each enrolment step has its signin/ path', async () => {
    window.history.replaceState(null, '', '/signin');
    fakeIdp((r) => {
      if (r.url === `${IDP}/api/v1/authn`) return RECORDED.enrollRequired;
      if (r.url === `${IDP}/api/v1/authn/factors`) return RECORDED.activateGoogle;
      return undefined;
    });
    renderWidget({ features: { router: true } });
    const user = await signIn();
    await screen.findByRole('heading', { name: 'Set up multifactor authentication' });
    expect(window.location.pathname).toBe('/signin/enroll');
    await user.click(screen.getByRole('button', { name: 'Setup Google Authenticator' }));
    await screen.findByRole('heading', { name: 'Setup Google Authenticator' });
    expect(window.location.pathname).toBe('/signin/enroll/google/token:software:totp');
    await user.click(screen.getByRole('radio', { name: 'iPhone' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('img', { name: 'Barcode to scan with the authenticator app' });
    expect(window.location.pathname).toBe('/signin/enroll-activate/google/token:software:totp');
    await user.click(screen.getByRole('button', { name: "Can't scan?" }));
    await screen.findByRole('textbox', { name: 'Secret key' });
    expect(window.location.pathname).toBe('/signin/enroll-activate/google/token:software:totp/manual');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('textbox', { name: 'Enter the code the app shows' });
    expect(window.location.pathname).toBe('/signin/enroll-activate/google/token:software:totp/passcode');
    window.history.replaceState(null, '', '/');
  });
});
