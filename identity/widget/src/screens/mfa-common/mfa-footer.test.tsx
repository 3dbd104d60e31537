import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeIdp, IDP } from '../../test-support/fake-idp.ts';
import { RECORDED } from '../../test-support/recorded.ts';
import { renderWidget } from '../../test-support/render-widget.ts';
import { signIn } from '../mfa-verify/tests/verify-support.ts';

const CANCEL = `${IDP}/api/v1/authn/cancel`;
const SIGN_OUT_LINK = 'https://portal.example.org/signed-out';

/**
 * The recorded MFA_REQUIRED (TOTP) from our IdP; the cancel call waits for `release()` so a test can look at the
 * page while the IdP has not answered yet.
 */
function idpWithHeldCancel() {
  let release!: () => void;
  const answered = new Promise<void>((resolve) => (release = resolve));
  const idp = fakeIdp((r) => {
    if (r.url === `${IDP}/api/v1/authn`) return RECORDED.requiredTotp;
    if (r.url === CANCEL) return { status: 200, body: {} };
    return undefined;
  });
  const cancelAsked = vi.fn();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === CANCEL) {
      cancelAsked();
      await answered;
    }
    return idp.fetch(input, init);
  });
  return { idp, release, cancelAsked };
}

describe('MFA footer "Sign Out" (spec §2 "Footers")', () => {
  it('cancels the transaction and only once the IdP answered goes to the host signOutLink', async () => {
    const { idp, release, cancelAsked } = idpWithHeldCancel();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, href: 'http://localhost:3000/login' });
    renderWidget({ signOutLink: SIGN_OUT_LINK });
    const user = await signIn();
    await screen.findByRole('heading', { name: 'Google Authenticator' });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(cancelAsked).toHaveBeenCalledTimes(1));
    // Leaving now would abort the cancel and leave the transaction open on the IdP.
    expect(assign).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(SIGN_OUT_LINK));
    expect(idp.seen.filter((r) => r.url === CANCEL)).toHaveLength(1);
  });

  it('without signOutLink goes back to sign-in', async () => {
    const { release } = idpWithHeldCancel();
    release();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, href: 'http://localhost:3000/login' });
    renderWidget();
    const user = await signIn();
    await screen.findByRole('heading', { name: 'Google Authenticator' });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('is hidden when hideSignOutLinkInMFA is set', async () => {
    idpWithHeldCancel().release();
    renderWidget({ features: { hideSignOutLinkInMFA: true } });
    await signIn();
    await screen.findByRole('heading', { name: 'Google Authenticator' });
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });
});
