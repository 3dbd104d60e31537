import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeIdp, IDP, successBody } from '../test-support/fake-idp.ts';
import { renderWidget } from '../test-support/render-widget.ts';
import { SignInWidget } from '../widget.ts';
import { LAZY_CHUNKS } from './lazy-chunks.ts';

afterEach(() => vi.restoreAllMocks());

async function signIn(): Promise<void> {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), 'giulia.rossi@example.com');
  await user.type(screen.getByLabelText('Password'), 'Compliance!2026');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe("the widget's own SDK client loads the OAuth code on demand", () => {
  it('never loads it for a session sign-in (no clientId)', async () => {
    const load = vi.spyOn(LAZY_CHUNKS, 'oauth');
    fakeIdp((r) => (r.url.endsWith('/api/v1/authn') ? { status: 200, body: successBody() } : undefined));
    const { widget, success } = renderWidget();
    await signIn();
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(expect.objectContaining({ type: 'SESSION_SSO' })),
    );
    expect(widget.token.hasTokensInUrl('http://localhost:3000/#id_token=x')).toBe(true);
    expect(widget.authClient.token.decode(`e30.${btoa('{"sub":"00u1"}')}.x`).payload).toEqual({
      sub: '00u1',
    });
    expect(load).not.toHaveBeenCalled();
  });

  it('starts loading it from assets.baseUrl as an OAuth widget renders; token calls use the same module', async () => {
    const load = vi.spyOn(LAZY_CHUNKS, 'oauth');
    fakeIdp(() => undefined);
    const { widget } = renderWidget({
      clientId: 'compliance-suite',
      assets: { baseUrl: 'http://localhost:8080/widget/assets' },
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith({ baseUrl: 'http://localhost:8080/widget/assets', rewrite: undefined });
    await expect(widget.token.parseTokensFromUrl(undefined, undefined, `${IDP}/cb`)).rejects.toThrow(
      'Unable to parse a token from the url',
    );
    expect(load).toHaveBeenCalledTimes(2);
    await expect(load.mock.results[0]?.value).resolves.toBe(await load.mock.results[1]?.value);
  });

  it('leaves a host-provided authClient alone (the host bundles its own OAuth code)', () => {
    const load = vi.spyOn(LAZY_CHUNKS, 'oauth');
    fakeIdp(() => undefined);
    const host = new SignInWidget({ baseUrl: IDP });
    renderWidget({ clientId: 'compliance-suite', authClient: host.authClient });
    expect(load).not.toHaveBeenCalled();
  });
});
