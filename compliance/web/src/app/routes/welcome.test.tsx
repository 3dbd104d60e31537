import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient } from '../../testing/fake-auth-client.ts';
import { renderRoute } from '../../testing/render-route.tsx';

const widgets: Array<{ settings: Record<string, unknown> }> = [];

// The widget is another package's build: a recording stand-in shows what the page hands it.
vi.mock('../../features/sign-in/widget-module.ts', () => ({
  SignInWidget: class {
    constructor(readonly settings: Record<string, unknown>) {}
    renderEl() {
      widgets.push({ settings: this.settings });
    }
    remove() {}
  },
}));

afterEach(() => {
  widgets.length = 0;
  vi.unstubAllGlobals();
});

/** The suite API's answers to POST /api/coupon/riscatto (outside this package), by code. */
function suiteApi(answers: Record<string, { status: number; body: object }>) {
  const api = vi.fn(async (_url: string, init: RequestInit) => {
    const { code } = JSON.parse(String(init.body)) as { code: string };
    const a = answers[code] ?? {
      status: 404,
      body: { errorCode: 'E0000070', errorSummary: 'Codice coupon non valido.' },
    };
    return new Response(JSON.stringify(a.body), { status: a.status });
  });
  vi.stubGlobal('fetch', api);
  return api;
}

describe('/welcome', () => {
  it('announces an invalid or used code on the field, then shows the widget with registration for a valid one', async () => {
    const api = suiteApi({
      USATO: {
        status: 409,
        body: { errorCode: 'E0000071', errorSummary: 'Questo coupon è già stato usato.' },
      },
      'BENVENUTO-2026': { status: 200, body: { descrizione: 'Coupon dimostrativo' } },
    });
    renderRoute('/welcome', fakeAuthClient().client);
    const user = userEvent.setup();
    const field = screen.getByLabelText('Codice coupon');
    await user.click(screen.getByRole('button', { name: 'Usa il coupon' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Inserisci il codice del coupon.');
    expect(api).not.toHaveBeenCalled();
    await user.type(field, 'NOPE-1');
    await user.click(screen.getByRole('button', { name: 'Usa il coupon' }));
    expect(await screen.findByText('Codice coupon non valido.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'USATO');
    await user.click(screen.getByRole('button', { name: 'Usa il coupon' }));
    expect(await screen.findByText('Questo coupon è già stato usato.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, ' BENVENUTO-2026 ');
    await user.click(screen.getByRole('button', { name: 'Usa il coupon' }));
    expect(await screen.findByRole('heading', { name: 'Coupon valido' })).toBeInTheDocument();
    expect(api).toHaveBeenLastCalledWith('/api/coupon/riscatto', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(String(api.mock.lastCall![1].body))).toEqual({ code: 'BENVENUTO-2026' });
    await waitFor(() => expect(widgets).toHaveLength(1));
    const { settings } = widgets[0]!;
    expect(settings).toMatchObject({
      language: 'it',
      features: { registration: true },
      relayState: `${window.location.origin}/login`,
      i18n: { it: { 'registration.signup.text': 'Crea il tuo account' } },
    });
    expect(settings).not.toHaveProperty('registration');
  });
});
