import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthClient, type IdToken, type AccessToken } from '@identity/client';
import { fakeIdp, IDP, successBody } from '../test-support/fake-idp.ts';
import { SignInWidget } from '../widget.ts';

const token = {
  expiresAt: 2_000_000_000,
  scopes: ['openid'],
  authorizeUrl: `${IDP}/oauth2/v1/authorize`,
  userinfoUrl: `${IDP}/oauth2/v1/userinfo`,
  issuer: IDP,
  clientId: 'compliance-suite',
};
const idToken: IdToken = {
  ...token,
  value: 'id.jwt',
  idToken: 'id.jwt',
  claims: { sub: 'giulia.rossi@example.com' },
};
const accessToken: AccessToken = { ...token, value: 'at.jwt', accessToken: 'at.jwt', tokenType: 'Bearer' };

describe('OAuth SUCCESS (showSignInToGetTokens)', () => {
  it('exchanges the session token with token.getWithoutPrompt and resolves [accessToken, idToken]', async () => {
    const idp = fakeIdp((r) =>
      r.url.endsWith('/api/v1/authn') ? { status: 200, body: successBody('sess-oauth') } : undefined,
    );
    const client = new AuthClient({
      url: IDP,
      clientId: 'compliance-suite',
      redirectUri: 'http://localhost:3000/login/callback',
    });
    // The hidden-iframe step needs a browser frame and a real IdP page; it is observed here at the SDK's API.
    const getWithoutPrompt = vi
      .spyOn(client.token, 'getWithoutPrompt')
      .mockResolvedValue({ idToken, accessToken });
    const el = document.body.appendChild(document.createElement('div'));
    const widget = new SignInWidget({
      baseUrl: IDP,
      language: 'en',
      clientId: 'compliance-suite',
      authClient: client,
    });
    const tokens = widget.showSignInToGetTokens({ el, scope: 'openid email groups' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'giulia.rossi@example.com');
    await user.type(screen.getByLabelText('Password'), 'Compliance!2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expect(tokens).resolves.toEqual([accessToken, idToken]);
    expect(getWithoutPrompt).toHaveBeenCalledWith(
      expect.objectContaining({
        sessionToken: 'sess-oauth',
        responseType: ['token', 'id_token'],
        scopes: ['openid', 'email', 'groups'],
      }),
    );
    expect(idp.seen.filter((r) => r.url.endsWith('/api/v1/authn'))).toHaveLength(1);
    widget.remove();
  });

  it('gives a single token when only one is asked, and OAuth errors reach the error callback', async () => {
    fakeIdp((r) => (r.url.endsWith('/api/v1/authn') ? { status: 200, body: successBody() } : undefined));
    const client = new AuthClient({ url: IDP, clientId: 'compliance-suite' });
    const spy = vi.spyOn(client.token, 'getWithoutPrompt').mockResolvedValueOnce({ idToken });
    const el = document.body.appendChild(document.createElement('div'));
    const widget = new SignInWidget({
      baseUrl: IDP,
      language: 'en',
      clientId: 'compliance-suite',
      authClient: client,
    });
    const tokens = widget.showSignInToGetTokens({ el, getAccessToken: false });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'giulia.rossi@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expect(tokens).resolves.toEqual(idToken);
    widget.remove();

    spy.mockRejectedValueOnce(
      Object.assign(new Error('The client is not allowed'), { errorCode: 'unauthorized_client' }),
    );
    const error = vi.fn();
    widget.renderEl({ el }, () => undefined, error);
    await user.type(await screen.findByLabelText('Username'), 'giulia.rossi@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(expect.objectContaining({ errorCode: 'unauthorized_client' })),
    );
    widget.remove();
  });

  it('waits oAuthTimeout ms for the tokens when the host sets it (spec §3 Settings)', async () => {
    fakeIdp((r) => (r.url.endsWith('/api/v1/authn') ? { status: 200, body: successBody() } : undefined));
    const client = new AuthClient({ url: IDP, clientId: 'compliance-suite' });
    const spy = vi.spyOn(client.token, 'getWithoutPrompt').mockResolvedValue({ idToken });
    const el = document.body.appendChild(document.createElement('div'));
    const widget = new SignInWidget({
      baseUrl: IDP,
      language: 'en',
      clientId: 'compliance-suite',
      authClient: client,
      oAuthTimeout: 45_000,
    });
    const tokens = widget.showSignInToGetTokens({ el, getAccessToken: false });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'giulia.rossi@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expect(tokens).resolves.toEqual(idToken);
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({ sessionToken: 'sess-token-1', timeout: 45_000 }),
    );
    widget.remove();
  });
});
