import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeIdp, IDP } from '../../../test-support/fake-idp.ts';
import { renderWidget } from '../../../test-support/render-widget.ts';
import { authn, factorOf, mfaRequired, signIn } from '../tests/verify-support.ts';

/** An Okta-shaped 409 answer to a token verify (the token server wants the next code), written for this test. */
const conflict = {
  status: 409,
  body: {
    errorCode: 'E0000068',
    errorSummary: 'Invalid Passcode/Answer',
    errorLink: 'E0000068',
    errorId: 'oae-409',
    errorCauses: [],
  },
};

/** Signs in to MFA_REQUIRED with `factor` alone, whose verify the fake IdP answers with `reply`. */
async function verifyWith(factor: ReturnType<typeof factorOf>, reply: typeof conflict) {
  const required = mfaRequired([factor]);
  const idp = fakeIdp((r) => {
    if (r.url === `${IDP}/api/v1/authn`) return { status: 200, body: required };
    if (r.url.startsWith(authn(`/factors/${factor.id}/verify`))) return reply;
    return undefined;
  });
  renderWidget();
  const user = await signIn();
  const code = await screen.findByRole('textbox', { name: 'Enter Code' });
  await user.type(code, '246810');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await screen.findByRole('alert');
  return { idp, code };
}

describe('token passcode verify answered with HTTP 409 (spec §4 "Factor verification")', () => {
  it('RSA SecurID: the passcode field is emptied for the next code', async () => {
    const { idp, code } = await verifyWith(
      factorOf('rsa1', 'RSA', 'token', { credentialId: 'giulia' }),
      conflict,
    );
    await waitFor(() => expect(code).toHaveValue(''));
    expect(idp.seen.at(-1)?.body).toMatchObject({ passCode: '246810' });
  });

  it('on-prem MFA (DEL_OATH): the passcode field is emptied', async () => {
    const { code } = await verifyWith(
      factorOf('onp1', 'DEL_OATH', 'token', { credentialId: 'giulia' }),
      conflict,
    );
    await waitFor(() => expect(code).toHaveValue(''));
  });

  it('an authenticator app (TOTP) keeps what was typed, so it can be corrected', async () => {
    const { code } = await verifyWith(factorOf('ost1', 'OKTA', 'token:software:totp'), {
      ...conflict,
      status: 403,
    });
    expect(code).toHaveValue('246810');
  });
});
