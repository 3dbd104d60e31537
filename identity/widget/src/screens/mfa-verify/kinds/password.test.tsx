import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeIdp, IDP, successBody } from '../../../test-support/fake-idp.ts';
import { expectNoAxeViolations, RECORDED } from '../../../test-support/recorded.ts';
import { renderWidget } from '../../../test-support/render-widget.ts';
import { authn, factorOf, mfaRequired, signIn } from '../tests/verify-support.ts';

describe('password factor verification (spec §2 "password: password form")', () => {
  it('sends the password as `password` with rememberDevice, shows a refusal, then signs in', async () => {
    const required = mfaRequired([factorOf('pwd1', 'OKTA', 'password')]);
    let tries = 0;
    const idp = fakeIdp((r) => {
      if (r.url === `${IDP}/api/v1/authn`) return { status: 200, body: required };
      if (r.url.startsWith(authn('/factors/pwd1/verify')))
        return ++tries === 1 ? RECORDED.e0000068 : { status: 200, body: successBody() };
      return undefined;
    });
    const { widget, success } = renderWidget();
    const afterRender = vi.fn();
    widget.on('afterRender', afterRender);
    const user = await signIn();
    expect(await screen.findByRole('heading', { name: 'Password' })).toBeInTheDocument();
    expect(afterRender).toHaveBeenLastCalledWith({ controller: 'mfa-verify' });
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'current-password');
    await expectNoAxeViolations();

    await user.type(field, 'not-it');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      RECORDED.e0000068.body.errorCauses[0]!.errorSummary,
    );
    const sent = idp.seen.at(-1)!;
    expect(sent.url).toBe(`${authn('/factors/pwd1/verify')}?rememberDevice=false`);
    expect(sent.body).toEqual({ stateToken: required.stateToken, password: 'not-it' });

    await user.clear(field);
    await user.type(field, 'Compliance!2026');
    await new Promise((r) => setTimeout(r, 210)); // past the 200 ms submit throttle (spec §9)
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(success).toHaveBeenCalled());
    expect(idp.seen.at(-1)?.body).toEqual({ stateToken: required.stateToken, password: 'Compliance!2026' });
  });
});
