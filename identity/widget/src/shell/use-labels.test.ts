import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import italian from '../i18n/labels/login_it.json';
import { fakeIdp } from '../test-support/fake-idp.ts';
import { renderWidget } from '../test-support/render-widget.ts';
import { LOADING_INDICATOR_DELAY_MS } from './use-labels.ts';

afterEach(() => vi.useRealTimers());

describe('language loading in the widget', () => {
  it('shows the loading indicator only after 200 ms, then the Italian screen', async () => {
    vi.useFakeTimers();
    let answer: (() => void) | undefined;
    fakeIdp(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>(
            (resolve) => (answer = () => resolve(new Response(JSON.stringify(italian), { status: 200 }))),
          ),
      ),
    );
    await act(async () => renderWidget({ language: 'it' }));
    await act(async () => vi.advanceTimersByTimeAsync(LOADING_INDICATOR_DELAY_MS - 1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => answer?.());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Accedi' })).toBeInTheDocument();
  });

  it('uses the cached bundle without fetching', async () => {
    localStorage.setItem(
      'osw.languages',
      JSON.stringify({ version: '2.21.0', bundles: { login_it: italian } }),
    );
    const idp = fakeIdp(() => 'hang');
    renderWidget({ language: 'it' });
    expect(await screen.findByRole('heading', { name: 'Accedi' })).toBeInTheDocument();
    expect(idp.seen).toHaveLength(0);
  });

  it('falls back to English when the bundle does not arrive within 5000 ms', async () => {
    vi.useFakeTimers();
    fakeIdp(() => 'hang');
    await act(async () => renderWidget({ language: 'de' }));
    await act(async () => vi.advanceTimersByTimeAsync(4999));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('sets lang to the language in use: it when the bundle loads, en when it fails', async () => {
    fakeIdp((r) =>
      r.url.endsWith('/labels/json/login_it.json') ? { status: 200, body: italian } : undefined,
    );
    const it1 = renderWidget({ language: 'it' });
    await screen.findByRole('heading', { name: 'Accedi' });
    expect(it1.el.querySelector('.siw-main')).toHaveAttribute('lang', 'it');
    it1.widget.remove();
    localStorage.clear();
    fakeIdp(() => ({ status: 404, text: 'missing' }));
    const it2 = renderWidget({
      language: 'it',
      i18n: { it: { 'primaryauth.title': 'Entra' }, en: { 'primaryauth.title': 'Log in' } },
    });
    await screen.findByRole('heading', { name: 'Log in' });
    expect(it2.el.querySelector('.siw-main')).toHaveAttribute('lang', 'en');
  });

  it('applies i18n overrides on top of English', async () => {
    fakeIdp(() => undefined);
    renderWidget({ i18n: { en: { 'primaryauth.title': 'Sign in to the compliance suite' } } });
    expect(
      await screen.findByRole('heading', { name: 'Sign in to the compliance suite' }),
    ).toBeInTheDocument();
  });
});
