import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAZY_CHUNKS } from '../lazy/lazy-chunks.ts';
import { fakeIdp, mfaRequiredBody, IDP } from '../test-support/fake-idp.ts';
import { renderWidget } from '../test-support/render-widget.ts';

const router = { features: { router: true } };
const at = (url: string) => window.history.replaceState(null, '', url);
const path = () => `${window.location.pathname}${window.location.search}`;
const mfaWithQuestion = {
  ...mfaRequiredBody,
  _embedded: {
    ...mfaRequiredBody._embedded,
    factors: [
      ...mfaRequiredBody._embedded.factors,
      {
        id: 'q1',
        factorType: 'question',
        provider: 'OKTA',
        profile: { question: 'favorite_toy', questionText: 'What is your favourite toy?' },
        _links: { verify: { href: `${IDP}/api/v1/authn/factors/q1/verify`, hints: { allow: ['POST'] } } },
      },
    ],
  },
};

async function openForgotPassword() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Need help signing in?' }));
  await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
  await screen.findByRole('heading', { name: 'Reset Password' });
}

afterEach(() => {
  at('/');
  vi.restoreAllMocks();
});

describe('router feature (spec §3: off by default)', () => {
  it('leaves the URL alone when off', async () => {
    fakeIdp(() => undefined);
    at('/login');
    renderWidget();
    await openForgotPassword();
    expect(path()).toBe('/login');
  });

  it('gives each page its signin/ path, keeps the query string, and the back button returns', async () => {
    fakeIdp(() => undefined);
    at('/signin?fromURI=%2Fapp');
    const { widget } = renderWidget(router);
    const afterRender = vi.fn();
    widget.on('afterRender', afterRender);
    await openForgotPassword();
    expect(path()).toBe('/signin/forgot-password?fromURI=%2Fapp');
    await act(async () => window.history.back());
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(path()).toBe('/signin?fromURI=%2Fapp');
    expect(afterRender).toHaveBeenLastCalledWith({ controller: 'primary-auth' });
  });

  it('opens a deep link to a page that needs no transaction', async () => {
    fakeIdp(() => undefined);
    at('/signin/forgot-password');
    const { widget } = renderWidget(router);
    const afterRender = vi.fn();
    widget.on('afterRender', afterRender);
    await screen.findByRole('heading', { name: 'Reset Password' });
    expect(afterRender).toHaveBeenCalledWith({ controller: 'forgot-password' });
  });

  it('on reload, resumes the stored transaction and returns to the factor in the URL', async () => {
    const idp = fakeIdp((r) =>
      r.url === `${IDP}/api/v1/authn` ? { status: 200, body: mfaWithQuestion } : undefined,
    );
    document.cookie = 'oktaStateToken=st-mfa-1; path=/';
    at('/signin/verify/okta/question');
    const { widget } = renderWidget(router);
    await screen.findByRole('heading', { name: 'Security Question' });
    expect(idp.seen.find((r) => r.url === `${IDP}/api/v1/authn`)?.body).toEqual({ stateToken: 'st-mfa-1' });
    expect(widget.getTransaction()?.status).toBe('MFA_REQUIRED');
    // The default factor (sms) would have replaced the URL with signin/verify/okta/sms.
    expect(path()).toBe('/signin/verify/okta/question');
  });

  it('a transaction page with no stored transaction is the default sign-in at signin', async () => {
    fakeIdp(() => undefined);
    at('/signin/verify/okta/sms');
    renderWidget(router);
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    await waitFor(() => expect(path()).toBe('/signin'));
  });

  it('pushes the verify page after sign-in; back to signin cancels the transaction', async () => {
    const idp = fakeIdp((r) => {
      if (r.url === `${IDP}/api/v1/authn`) return { status: 200, body: mfaRequiredBody };
      if (r.url === `${IDP}/api/v1/authn/cancel`) return { status: 200, body: {} };
      return undefined;
    });
    at('/signin');
    const { widget } = renderWidget(router);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'giulia.rossi@example.com');
    await user.type(screen.getByLabelText('Password'), 'Compliance!2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { name: 'SMS Authentication' });
    expect(path()).toBe('/signin/verify/okta/sms');
    await act(async () => window.history.back());
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(path()).toBe('/signin');
    await waitFor(() => expect(idp.seen.some((r) => r.url === `${IDP}/api/v1/authn/cancel`)).toBe(true));
    expect(widget.getTransaction()).toBeUndefined();
  });

  it('without its chunk (a network failure), tells the host and runs without URLs', async () => {
    fakeIdp(() => undefined);
    vi.spyOn(LAZY_CHUNKS, 'router').mockRejectedValue(new Error('Could not load the screen chunk router'));
    at('/signin/forgot-password');
    const { error } = renderWidget(router);
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Could not load the screen chunk router' }),
    );
    await openForgotPassword();
    expect(path()).toBe('/signin/forgot-password');
  });

  it("forgets the URL's factor when the stored transaction has expired (E0000011)", async () => {
    let resumed = false;
    fakeIdp((r) => {
      if (r.url !== `${IDP}/api/v1/authn`) return undefined;
      if (!resumed) {
        resumed = true;
        return {
          status: 401,
          body: { errorCode: 'E0000011', errorSummary: 'Invalid token provided', errorCauses: [] },
        };
      }
      return { status: 200, body: mfaWithQuestion };
    });
    document.cookie = 'oktaStateToken=st-old; path=/';
    at('/signin/verify/okta/question');
    renderWidget(router);
    expect(
      await screen.findByText('Your session has expired. Please try to sign in again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(path()).toBe('/signin'));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'giulia.rossi@example.com');
    await user.type(screen.getByLabelText('Password'), 'Compliance!2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { name: 'SMS Authentication' });
    expect(path()).toBe('/signin/verify/okta/sms');
  });
});
