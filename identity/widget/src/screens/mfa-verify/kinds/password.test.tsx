import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeIdp, IDP } from '../../../test-support/fake-idp.ts';
import { copyOf, expectNoAxeViolations } from '../../../test-support/recorded.ts';
import { VERIFY } from '../../../test-support/recorded-verify.ts';
import { renderWidget } from '../../../test-support/render-widget.ts';
import { signIn } from '../tests/verify-support.ts';

describe('password factor verification (spec §2 "password: password form"), answers recorded from our IdP', () => {
  it('sends the password as `password`, shows the refusal, then at once sends the right one and signs in', async () => {
    // The recorded MFA_REQUIRED with its password factor alone (so it is the default factor).
    const required = copyOf(VERIFY.mfaRequired);
    required._embedded.factors = required._embedded.factors.filter((f) => f.factorType === 'password');
    const verify = required._embedded.factors[0]!._links.verify.href;
    let tries = 0;
    const idp = fakeIdp((r) => {
      if (r.url === `${IDP}/api/v1/authn`) return { status: 200, body: required };
      if (r.url === verify) return ++tries === 1 ? VERIFY.passwordError : VERIFY.passwordVerified;
      return undefined;
    });
    const { widget, success } = renderWidget();
    const afterRender = vi.fn();
    widget.on('afterRender', afterRender);
    const user = await signIn();
    expect(await screen.findByRole('heading', { name: 'Password' })).toBeInTheDocument();
    await waitFor(() => expect(afterRender).toHaveBeenLastCalledWith({ controller: 'mfa-verify' }));
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'current-password');
    await expectNoAxeViolations();

    // The clock stands still from here: the right password follows the fast refusal within the 200 ms submit
    // throttle (spec §9), as a browser journey typing at machine speed does. A changed value is a new try and is
    // sent; only a repeat of the same values within the throttle is dropped.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    onTestFinished(() => void vi.restoreAllMocks());
    await user.type(field, 'not-it');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const refusal = VERIFY.passwordError.body.errorCauses[0]!.errorSummary;
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(refusal));
    expect(idp.seen.at(-1)).toMatchObject({
      url: verify,
      body: { stateToken: required.stateToken, password: 'not-it' },
    });
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, 'Compliance!2026');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(success).toHaveBeenCalled());
    expect(idp.seen.at(-1)?.body).toEqual({ stateToken: required.stateToken, password: 'Compliance!2026' });
  });
});
