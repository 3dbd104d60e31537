import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthClient, type IdToken } from '@identity/client';
import { fakeIdp, IDP } from '../../test-support/fake-idp.ts';
import { renderWidget } from '../../test-support/render-widget.ts';

const idToken: IdToken = {
  value: 'id.jwt',
  idToken: 'id.jwt',
  claims: { sub: 'giulia.rossi@example.com' },
  expiresAt: 2_000_000_000,
  scopes: ['openid'],
  authorizeUrl: `${IDP}/oauth2/v1/authorize`,
  userinfoUrl: `${IDP}/oauth2/v1/userinfo`,
  issuer: IDP,
  clientId: 'compliance-suite',
};

describe('social sign-in with OAuth on (spec §7 "Social login"): tokens asked with the idp id in a popup', () => {
  it('passes the idp id and oAuthTimeout to the popup flow and hands the host its token', async () => {
    fakeIdp(() => undefined);
    const client = new AuthClient({ url: IDP, clientId: 'compliance-suite' });
    // The popup itself needs a browser and the external provider; it is observed here at the SDK's API.
    const popup = vi.spyOn(client.token, 'getWithPopup').mockResolvedValue({ idToken });
    const { success } = renderWidget({
      clientId: 'compliance-suite',
      authClient: client,
      oAuthTimeout: 30_000,
      idps: [{ id: '0oa-google', type: 'GOOGLE' }],
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(idToken));
    expect(popup).toHaveBeenCalledWith(
      expect.objectContaining({ idp: '0oa-google', responseType: 'id_token', timeout: 30_000 }),
    );
  });
});
