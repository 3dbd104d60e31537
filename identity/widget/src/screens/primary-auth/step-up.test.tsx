import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeIdp, giulia, IDP, type SeenRequest } from '../../test-support/fake-idp.ts';
import { renderWidget } from '../../test-support/render-widget.ts';

const post = { hints: { allow: ['POST'] } };
const STEP_UP_URL = `${IDP}/login/step-up/redirect?stateToken=st-up`;

/** UNAUTHENTICATED step-up (design/authn-protocol.md §1.3): the app to reach and `next(authenticate)`. */
const unauthenticated = {
  stateToken: 'st-up',
  expiresAt: '2026-06-01T10:05:00.000Z',
  status: 'UNAUTHENTICATED',
  type: 'SESSION_STEP_UP',
  _embedded: {
    target: { type: 'APP', name: 'oidc_client', label: 'Reports App', _links: {} },
    authentication: { protocol: 'OAUTH2.0', client: { id: 'reports', name: 'Reports App' } },
  },
  _links: { next: { name: 'authenticate', href: `${IDP}/api/v1/authn`, ...post } },
};
const stepUpSuccess = {
  expiresAt: '2026-06-01T10:05:00.000Z',
  status: 'SUCCESS',
  type: 'SESSION_STEP_UP',
  sessionToken: 'sess-up',
  _embedded: { user: giulia, target: unauthenticated._embedded.target },
  _links: { next: { name: 'original', href: STEP_UP_URL, hints: { allow: ['GET'] } } },
};

describe('step-up (spec §4: UNAUTHENTICATED with a target, SUCCESS with the stepUp finish)', () => {
  it('signs in within the step-up transaction and hands the host stepUp.url and finish()', async () => {
    const { seen } = fakeIdp((r: SeenRequest) => {
      if (r.url !== `${IDP}/api/v1/authn`) return undefined;
      const body = r.body as Record<string, unknown>;
      return { status: 200, body: body.username ? stepUpSuccess : unauthenticated };
    });
    const { success } = renderWidget({ stateToken: 'st-up' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), giulia.profile.login);
    await user.type(screen.getByLabelText('Password'), 'Compliance!2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
    // The credentials went with the step-up transaction's state token, on its authenticate link.
    expect(seen.filter((r) => r.url.endsWith('/api/v1/authn')).map((r) => r.body)).toEqual([
      { stateToken: 'st-up' },
      expect.objectContaining({
        stateToken: 'st-up',
        username: giulia.profile.login,
        password: 'Compliance!2026',
      }),
    ]);
    const res = success.mock.calls[0]![0] as {
      status: string;
      type: string;
      stepUp: { url: string; finish(): void };
    };
    expect(res).toMatchObject({ status: 'SUCCESS', type: 'SESSION_STEP_UP', stepUp: { url: STEP_UP_URL } });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    res.stepUp.finish();
    expect(assign).toHaveBeenCalledWith(STEP_UP_URL);
    vi.unstubAllGlobals();
  });
});
