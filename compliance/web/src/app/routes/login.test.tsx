import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXTERNAL_APP_FLAG_KEY } from '../../lib/login-flow.ts';
import { LOGIN_RETURN_PATH_KEY } from '../../lib/return-path.ts';
import { fakeAuthClient } from '../../testing/fake-auth-client.ts';
import { renderRoute } from '../../testing/render-route.tsx';

const widgets: {
  settings: Record<string, unknown>;
  el: HTMLElement;
  success: (res: unknown) => void;
  error: (e: unknown) => void;
  removed: boolean;
}[] = [];

// The widget is another package's build: a recording stand-in shows what the host hands it.
vi.mock('../../features/sign-in/widget-module.ts', () => ({
  SignInWidget: class {
    record?: (typeof widgets)[number];
    constructor(readonly settings: Record<string, unknown>) {}
    renderEl(options: { el: HTMLElement }, success: (res: unknown) => void, error: (e: unknown) => void) {
      this.record = { settings: this.settings, el: options.el, success, error, removed: false };
      widgets.push(this.record);
    }
    remove() {
      if (this.record) this.record.removed = true;
    }
  },
}));

// The IdP's public recovery switches (GET /api/v1/authn/recovery/features); the IdP is outside this package.
const RECOVERY = { selfServiceUnlock: true, emailRecovery: true, smsRecovery: true, callRecovery: false };
let idp: ReturnType<typeof vi.fn>;
beforeEach(() => {
  idp = vi.fn(async () => new Response(JSON.stringify(RECOVERY), { status: 200 }));
  vi.stubGlobal('fetch', idp);
});

afterEach(() => {
  widgets.length = 0;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/login', () => {
  it('shows the brand, the widget with the host settings, and the legal footer', async () => {
    const { router } = renderRoute('/login?recoveryToken=rec-1', fakeAuthClient().client);
    expect(screen.getByRole('link', { name: 'Suite Compliance' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Informativa sulla privacy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/cookie');
    expect(screen.getByText(`© ${new Date().getFullYear()} Suite Compliance`)).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();

    await waitFor(() => expect(widgets).toHaveLength(1));
    const { settings, el } = widgets[0]!;
    expect(el.id).toBe('sign-in-widget-host');
    expect(settings).toMatchObject({
      baseUrl: 'http://localhost:8080',
      language: 'it',
      recoveryToken: 'rec-1',
      features: { registration: true, showPasswordToggleOnSignInPage: true },
      i18n: { it: { 'registration.signup.label': 'Hai un coupon?', 'registration.signup.text': 'Usalo!' } },
      helpSupportNumber: '+39 02 1234 5678',
      helpSupportEmail: 'supporto@example.com',
      assets: { baseUrl: '/widget' },
    });
    // OAuth off in the widget: success must hand over the session (rule 5), not tokens
    expect(settings).not.toHaveProperty('clientId');
    await act(async () => (settings.registration as { click(): void }).click());
    expect(router.state.location.pathname).toBe('/welcome');
    expect(widgets[0]!.removed).toBe(true);
  });

  it('gives the widget the recovery switches the IdP publishes ("Forgot password?", "Unlock account")', async () => {
    renderRoute('/login', fakeAuthClient().client);
    await waitFor(() => expect(widgets).toHaveLength(1));
    expect(idp).toHaveBeenCalledWith(
      'http://localhost:8080/api/v1/authn/recovery/features',
      expect.objectContaining({ credentials: 'omit' }),
    );
    expect(widgets[0]!.settings.features).toEqual({
      registration: true,
      showPasswordToggleOnSignInPage: true,
      ...RECOVERY,
    });
  });

  it('shows the widget with its defaults when the IdP cannot say (error logged, no unlock link)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    idp.mockImplementation(async () => new Response('{"errorCode":"E0000022"}', { status: 404 }));
    renderRoute('/login', fakeAuthClient().client);
    await waitFor(() => expect(widgets).toHaveLength(1));
    expect(widgets[0]!.settings.features).toEqual({
      registration: true,
      showPasswordToggleOnSignInPage: true,
    });
    expect(consoleError).toHaveBeenCalledWith(expect.any(Error));
    consoleError.mockRestore();
  });

  it('redirects 500 ms after the widget success, and only writes widget errors to the console', async () => {
    renderRoute('/login', fakeAuthClient().client);
    await waitFor(() => expect(widgets).toHaveLength(1));
    vi.useFakeTimers();
    const setCookieAndRedirect = vi.fn();
    widgets[0]!.success({ status: 'SUCCESS', session: { token: 'st', setCookieAndRedirect } });
    vi.advanceTimersByTime(500);
    expect(setCookieAndRedirect).toHaveBeenCalledWith(`${window.location.origin}/`);

    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    widgets[0]!.error(new Error('boom'));
    expect(consoleError).toHaveBeenCalledWith(expect.any(Error));
    expect(screen.queryByRole('alert')).toBeNull();
    consoleError.mockRestore();
  });

  it('after the widget success comes back to the deep link the guard saved', async () => {
    const { router } = renderRoute('/dipendenze?filtro=aperte', fakeAuthClient().client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(widgets).toHaveLength(1));
    vi.useFakeTimers();
    const setCookieAndRedirect = vi.fn();
    widgets[0]!.success({ status: 'SUCCESS', session: { token: 'st', setCookieAndRedirect } });
    vi.advanceTimersByTime(500);
    expect(setCookieAndRedirect).toHaveBeenCalledWith(`${window.location.origin}/dipendenze?filtro=aperte`);
    expect(sessionStorage.getItem(LOGIN_RETURN_PATH_KEY)).toBeNull();
  });

  it('shows "Sessione chiusa" instead of the widget when the external-app flag is set', async () => {
    sessionStorage.setItem(EXTERNAL_APP_FLAG_KEY, '1');
    renderRoute('/login', fakeAuthClient().client);
    expect(screen.getByRole('heading', { level: 1, name: 'Sessione chiusa' })).toBeInTheDocument();
    expect(
      screen.getByText(/azione volontaria oppure dopo un periodo di inattività molto lungo/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Chiudi questa finestra e accedi di nuovo dall'applicazione principale/),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(widgets).toHaveLength(0);
  });

  it('records the external-app flag when a sessionToken arrives', async () => {
    // jsdom does not navigate; the redirect URL itself is covered by decideLogin's tests
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/login?sessionToken=abc', fakeAuthClient().client);
    await waitFor(() => expect(sessionStorage.getItem(EXTERNAL_APP_FLAG_KEY)).toBe('1'));
    expect(screen.getByRole('status')).toHaveTextContent('Reindirizzamento in corso');
    expect(widgets).toHaveLength(0);
    consoleError.mockRestore();
  });
});
