import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import italian from '../../i18n/labels/login_it.json';
import { authFailedBody, fakeIdp, IDP, mfaRequiredBody, successBody } from '../../test-support/fake-idp.ts';
import { renderWidget } from '../../test-support/render-widget.ts';
import { REVEAL_AUTO_HIDE_MS } from './password-field.tsx';

const authnCalls = <T extends { url: string }>(seen: T[]) =>
  seen.filter((r) => r.url === `${IDP}/api/v1/authn`);

async function signIn(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('primary sign-in: validation', () => {
  it('requires a username and a password, linking the messages to the fields', async () => {
    const idp = fakeIdp(() => undefined);
    renderWidget();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    const username = screen.getByLabelText('Username');
    expect(screen.getByText('Please enter a username')).toBeInTheDocument();
    expect(screen.getByText('Please enter a password')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Please enter a username');
    expect(username).toHaveFocus();
    expect(authnCalls(idp.seen)).toHaveLength(0);
  });

  it('rejects a username over 256 characters and accepts exactly 256', async () => {
    const idp = fakeIdp((r) =>
      r.url.endsWith('/api/v1/authn') ? { status: 401, body: authFailedBody } : undefined,
    );
    renderWidget();
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Username');
    await user.click(field);
    await user.paste('a'.repeat(257));
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please check your username')).toBeInTheDocument();
    expect(authnCalls(idp.seen)).toHaveLength(0);
    await user.type(field, '{Backspace}');
    await new Promise((r) => setTimeout(r, 210));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(authnCalls(idp.seen)).toHaveLength(1));
    expect(screen.queryByText('Please check your username')).not.toBeInTheDocument();
  });

  it('does not require a password in passwordless mode and labels the button Next', async () => {
    const idp = fakeIdp((r) =>
      r.url.endsWith('/api/v1/authn') ? { status: 401, body: authFailedBody } : undefined,
    );
    renderWidget({ features: { passwordlessAuth: true } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'giulia.rossi@example.com');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(authnCalls(idp.seen)).toHaveLength(1));
    expect(authnCalls(idp.seen)[0]?.body).not.toHaveProperty('password');
  });
});

describe('primary sign-in: server round trip through the real SDK', () => {
  it('calls success with the 2.21.0 session object; setCookieAndRedirect goes to sessionCookieRedirect', async () => {
    const idp = fakeIdp((r) =>
      r.url.endsWith('/api/v1/authn') ? { status: 200, body: successBody('tok-123') } : undefined,
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, href: 'http://localhost:3000/login' });
    const { success } = renderWidget();
    await signIn('giulia.rossi@example.com', 'Compliance!2026');
    await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
    const res = success.mock.calls[0]?.[0];
    expect(res).toMatchObject({
      status: 'SUCCESS',
      type: 'SESSION_SSO',
      user: { profile: { login: 'giulia.rossi@example.com' } },
      session: { token: 'tok-123' },
    });
    const req = authnCalls(idp.seen)[0];
    expect(req?.body).toMatchObject({
      username: 'giulia.rossi@example.com',
      password: 'Compliance!2026',
      options: { warnBeforePasswordExpired: true },
    });
    expect(req?.headers['x-okta-user-agent-extended']).toContain('okta-signin-widget-2.21.0');
    res.session.setCookieAndRedirect('http://localhost:3000/login/callback');
    const target = new URL(assign.mock.calls[0]?.[0] ?? window.location.href);
    expect(`${target.origin}${target.pathname}`).toBe(`${IDP}/login/sessionCookieRedirect`);
    expect(target.searchParams.get('token')).toBe('tok-123');
    expect(target.searchParams.get('redirectUrl')).toBe('http://localhost:3000/login/callback');
  });

  it('shows the localized E0000004 banner (not the server text), fires afterError, keeps the form', async () => {
    fakeIdp((r) => (r.url.endsWith('/api/v1/authn') ? { status: 401, body: authFailedBody } : undefined));
    const { widget, success } = renderWidget();
    const afterError = vi.fn();
    widget.on('afterError', afterError);
    await signIn('giulia.rossi@example.com', 'wrong');
    const alert = await screen.findByText('Sign in failed!');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText('Authentication failed')).not.toBeInTheDocument();
    expect(afterError).toHaveBeenCalledWith(
      { controller: 'primary-auth' },
      expect.objectContaining({ name: 'AuthApiError', statusCode: 401 }),
    );
    expect(screen.getByLabelText('Username')).toHaveValue('giulia.rossi@example.com');
    expect(success).not.toHaveBeenCalled();
  });

  it('shows the Italian E0000004 banner when the language is it', async () => {
    fakeIdp((r) => {
      if (r.url.endsWith('/labels/json/login_it.json')) return { status: 200, body: italian };
      if (r.url.endsWith('/api/v1/authn')) return { status: 401, body: authFailedBody };
      return undefined;
    });
    renderWidget({ language: 'it' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nome utente'), 'giulia.rossi@example.com');
    await user.type(screen.getByLabelText('Password'), 'sbagliata');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Accesso non riuscito.')).toBeInTheDocument();
  });

  it('shows the network message for status 0 and the generic one for a 500', async () => {
    let reply: 'network-error' | { status: number; text: string } = 'network-error';
    fakeIdp((r) => (r.url.endsWith('/api/v1/authn') ? reply : undefined));
    renderWidget();
    const user = await signIn('giulia.rossi@example.com', 'pw');
    expect(await screen.findByText(/Unable to connect to the server/)).toBeInTheDocument();
    reply = { status: 500, text: '<html>oops</html>' };
    await new Promise((r) => setTimeout(r, 210));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByText('There was an unexpected internal error. Please try again.'),
    ).toBeInTheDocument();
  });

  it('shows the locked-out message when the IdP answers LOCKED_OUT', async () => {
    fakeIdp((r) =>
      r.url.endsWith('/api/v1/authn')
        ? { status: 200, body: { status: 'LOCKED_OUT', expiresAt: '2026-06-01T10:05:00.000Z', _links: {} } }
        : undefined,
    );
    renderWidget();
    await signIn('giulia.rossi@example.com', 'pw');
    expect(
      await screen.findByText('Your account is locked. Please contact your administrator.'),
    ).toBeInTheDocument();
  });

  it('routes MFA_REQUIRED to the verify screen, whose Sign Out cancels the transaction', async () => {
    const idp = fakeIdp((r) => {
      if (r.url.endsWith('/api/v1/authn')) return { status: 200, body: mfaRequiredBody };
      if (r.url.endsWith('/api/v1/authn/cancel')) return { status: 200, body: {} };
      return undefined;
    });
    const { widget } = renderWidget();
    const afterRender = vi.fn();
    widget.on('afterRender', afterRender);
    const user = await signIn('giulia.rossi@example.com', 'Compliance!2026');
    expect(await screen.findByRole('heading', { name: 'SMS Authentication' })).toBeInTheDocument();
    expect(afterRender).toHaveBeenLastCalledWith({ controller: 'mfa-verify' });
    expect(widget.getTransaction()?.status).toBe('MFA_REQUIRED');
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    await waitFor(() => expect(idp.seen.some((r) => r.url.endsWith('/api/v1/authn/cancel'))).toBe(true));
    expect(widget.getTransaction()).toBeUndefined();
  });
});

describe('primary sign-in: throttle, remember me, callbacks', () => {
  it('ignores a second submit within 200 ms', async () => {
    const idp = fakeIdp((r) =>
      r.url.endsWith('/api/v1/authn') ? { status: 401, body: authFailedBody } : undefined,
    );
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    renderWidget();
    const user = await signIn('giulia.rossi@example.com', 'pw');
    await screen.findByText('Sign in failed!');
    now += 150;
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(authnCalls(idp.seen)).toHaveLength(1);
    now += 60;
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(authnCalls(idp.seen)).toHaveLength(2));
    vi.restoreAllMocks();
  });

  it('prefills from the ln cookie, stores the username for 365 days when remembered, clears it otherwise', async () => {
    document.cookie = 'ln=marco.bianchi%40example.com; path=/';
    fakeIdp((r) => (r.url.endsWith('/api/v1/authn') ? { status: 401, body: authFailedBody } : undefined));
    const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const written: string[] = [];
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => native.get!.call(document),
      set: (v: string) => (written.push(v), native.set!.call(document, v)),
    });
    renderWidget();
    expect(await screen.findByLabelText('Username')).toHaveValue('marco.bianchi@example.com');
    expect(screen.getByLabelText('Remember me')).toBeChecked();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByText('Sign in failed!');
    expect(document.cookie).toContain('ln=marco.bianchi%40example.com');
    const lnWrite = written.find((c) => c.startsWith('ln=marco'));
    const expires = new Date(/expires=([^;]+)/.exec(lnWrite ?? '')?.[1] ?? 0).getTime();
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(365);
    await user.click(screen.getByLabelText('Remember me'));
    await new Promise((r) => setTimeout(r, 210));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(document.cookie).not.toContain('ln='));
    delete (document as { cookie?: string }).cookie;
  });

  it('sends the transformUsername result and waits for a two-argument processCreds', async () => {
    const idp = fakeIdp((r) =>
      r.url.endsWith('/api/v1/authn') ? { status: 401, body: authFailedBody } : undefined,
    );
    let release: () => void = () => undefined;
    const processCreds = vi.fn((_creds: unknown, callback: () => void) => (release = callback));
    const transformUsername = vi.fn((username: string) => `${username}@example.com`);
    renderWidget({ transformUsername, processCreds });
    await signIn('chiara.esposito', 'pw');
    expect(transformUsername).toHaveBeenCalledWith('chiara.esposito', 'PRIMARY_AUTH');
    await waitFor(() =>
      expect(processCreds).toHaveBeenCalledWith(
        { username: 'chiara.esposito@example.com', password: 'pw' },
        expect.any(Function),
      ),
    );
    expect(authnCalls(idp.seen)).toHaveLength(0);
    act(() => release());
    await waitFor(() =>
      expect(authnCalls(idp.seen)[0]?.body).toMatchObject({ username: 'chiara.esposito@example.com' }),
    );
  });
});

describe('primary sign-in: remembered username (2.21.0 LoginModel.setUsernameCookie)', () => {
  it('stores the transformUsername result in ln, as 2.21.0 does', async () => {
    const idp = fakeIdp((r) =>
      r.url.endsWith('/api/v1/authn') ? { status: 401, body: authFailedBody } : undefined,
    );
    renderWidget({ transformUsername: (u: string) => (u.includes('@') ? u : `${u}@example.com`) });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Remember me'));
    await signIn('chiara.esposito', 'pw');
    await waitFor(() => expect(authnCalls(idp.seen)).toHaveLength(1));
    expect(authnCalls(idp.seen)[0]?.body).toMatchObject({ username: 'chiara.esposito@example.com' });
    expect(document.cookie).toMatch(/(^|; )ln=chiara\.esposito%40example\.com(;|$)/);
  });

  it("unticked, another user's sign-in keeps the remembered username", async () => {
    document.cookie = 'ln=marco.bianchi%40example.com; path=/';
    const idp = fakeIdp((r) =>
      r.url.endsWith('/api/v1/authn') ? { status: 401, body: authFailedBody } : undefined,
    );
    renderWidget();
    const user = userEvent.setup();
    const username = await screen.findByLabelText('Username');
    await user.clear(username);
    await user.click(screen.getByLabelText('Remember me'));
    expect(screen.getByLabelText('Remember me')).not.toBeChecked();
    await signIn('giulia.rossi@example.com', 'pw');
    await waitFor(() => expect(authnCalls(idp.seen)).toHaveLength(1));
    expect(document.cookie).toContain('ln=marco.bianchi%40example.com');
  });
});

describe('primary sign-in: reveal toggle', () => {
  it('reveals the password, fires passwordRevealed and hides it again after 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fakeIdp(() => undefined);
      const { widget } = renderWidget({ features: { showPasswordToggleOnSignInPage: true } });
      const revealed = vi.fn();
      widget.on('passwordRevealed', revealed);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const password = await screen.findByLabelText('Password');
      await user.type(password, 'Compliance!2026');
      await user.click(screen.getByRole('button', { name: 'Show password' }));
      expect(password).toHaveAttribute('type', 'text');
      expect(revealed).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(REVEAL_AUTO_HIDE_MS - 100));
      expect(password).toHaveAttribute('type', 'text');
      act(() => vi.advanceTimersByTime(200));
      expect(password).toHaveAttribute('type', 'password');
      expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
    } finally {
      vi.useRealTimers();
    }
  });

  it('has no toggle unless the feature is on', async () => {
    fakeIdp(() => undefined);
    renderWidget();
    await screen.findByLabelText('Password');
    expect(screen.queryByRole('button', { name: 'Show password' })).not.toBeInTheDocument();
  });
});
