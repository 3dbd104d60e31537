import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeIdp, IDP, successBody } from '../../../test-support/fake-idp.ts';
import { expectNoAxeViolations } from '../../../test-support/recorded.ts';
import { renderWidget } from '../../../test-support/render-widget.ts';
import { authn, factorOf, mfaRequired, signIn } from '../tests/verify-support.ts';

describe('YubiKey verification (spec §2 "token:hardware: hardware key form")', () => {
  it('a password-type code field the key types into; the code is sent as passCode', async () => {
    const required = mfaRequired([factorOf('ykf1', 'YUBICO', 'token:hardware', { credentialId: 'cccccc' })]);
    const idp = fakeIdp((r) => {
      if (r.url === `${IDP}/api/v1/authn`) return { status: 200, body: required };
      if (r.url.startsWith(authn('/factors/ykf1/verify'))) return { status: 200, body: successBody('yk') };
      return undefined;
    });
    const { widget, success } = renderWidget();
    const afterRender = vi.fn();
    widget.on('afterRender', afterRender);
    const user = await signIn();
    expect(await screen.findByRole('heading', { name: 'YubiKey' })).toBeInTheDocument();
    expect(screen.getByText('Touch your YubiKey to enter a single-use code.')).toBeInTheDocument();
    await waitFor(() => expect(afterRender).toHaveBeenLastCalledWith({ controller: 'mfa-verify' }));
    const code = screen.getByLabelText('Enter Code');
    expect(code).toHaveAttribute('type', 'password');
    expect(code).toHaveFocus();
    await expectNoAxeViolations();
    await user.type(code, 'cccccclbtvjfhkrnirgvgnlilfdrtkjreuhkgbrbfgfd');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
    expect(idp.seen.at(-1)?.body).toMatchObject({ passCode: 'cccccclbtvjfhkrnirgvgnlilfdrtkjreuhkgbrbfgfd' });
  });
});
