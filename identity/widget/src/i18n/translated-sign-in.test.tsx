import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import german from './labels/login_de.json';
import indonesian from './labels/login_id.json';
import japanese from './labels/login_ja.json';
import norwegian from './labels/login_nb.json';
import chineseTraditional from './labels/login_zh-TW.json';
import { authFailedBody, fakeIdp } from '../test-support/fake-idp.ts';
import { renderWidget } from '../test-support/render-widget.ts';
import { afterSubmitThrottle } from '../test-support/submit-throttle.ts';

/** The widget build serves each language file at {assets.baseUrl}/labels/json/login_{lang}.json (spec §7 "Other"). */
const BUNDLES: Record<string, Record<string, string>> = {
  de: german,
  ja: japanese,
  'zh-TW': chineseTraditional,
  nb: norwegian,
  in: indonesian,
};

function serveBundles() {
  return fakeIdp((r) => {
    const lang = /\/labels\/json\/login_(.+)\.json$/.exec(r.url)?.[1];
    if (lang) return BUNDLES[lang] ? { status: 200, body: BUNDLES[lang] } : { status: 404, text: 'none' };
    if (r.url.endsWith('/api/v1/authn')) return { status: 401, body: authFailedBody };
    return undefined;
  });
}

// Typing through user-event takes seconds on a loaded machine: no timing is asserted, the limit is only generous.
describe('the sign-in screen in other languages', { timeout: 30_000 }, () => {
  it.each([
    ['de', german],
    ['ja', japanese],
    ['zh-TW', chineseTraditional],
  ])('%s: heading, fields, button and lang from the language file', async (language, labels) => {
    serveBundles();
    const { el } = renderWidget({ language });
    expect(await screen.findByRole('heading', { name: labels['primaryauth.title'] })).toBeInTheDocument();
    expect(screen.getByLabelText(labels['primaryauth.username.placeholder'])).toBeInTheDocument();
    expect(screen.getByLabelText(labels['primaryauth.password.placeholder'])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: labels['primaryauth.submit'] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: labels['needhelp'] })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(el.querySelector('.siw-main')).toHaveAttribute('lang', language);
    expect(el.querySelector('.siw-main')).not.toHaveAttribute('dir', 'rtl');
  });

  it('announces validation and server errors in the language (German)', async () => {
    serveBundles();
    renderWidget({ language: 'de' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Anmelden' }));
    expect(screen.getByLabelText('Benutzername')).toHaveAccessibleDescription(
      german['error.username.required'],
    );
    expect(screen.getByText(german['error.password.required'])).toBeInTheDocument();
    await user.type(screen.getByLabelText('Benutzername'), 'giulia');
    await user.type(screen.getByLabelText('Passwort'), 'falsch');
    await afterSubmitThrottle();
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText(german['errors.E0000004'])).toBeInTheDocument();
  });

  it('follows the browser languages when the host sets none: nb-NO gets Norwegian', async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['ar-EG', 'nb-NO', 'en'], language: 'ar-EG' });
    const idp = serveBundles();
    const { el } = renderWidget({ language: undefined });
    expect(await screen.findByRole('heading', { name: norwegian['primaryauth.title'] })).toBeInTheDocument();
    expect(idp.seen.map((r) => r.url)).toContainEqual(expect.stringMatching(/login_nb\.json$/));
    expect(el.querySelector('.siw-main')).toHaveAttribute('lang', 'nb');
  });

  it('loads the old Indonesian code in as login_in.json and marks the page lang="id"', async () => {
    serveBundles();
    const { el } = renderWidget({ language: 'in' });
    expect(await screen.findByRole('heading', { name: 'Masuk' })).toBeInTheDocument();
    expect(el.querySelector('.siw-main')).toHaveAttribute('lang', 'id');
  });

  it('shows English, left to right, for a language outside the 28 (Arabic: none of them is right-to-left)', async () => {
    const idp = serveBundles();
    const { el } = renderWidget({ language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(el.querySelector('.siw-main')).toHaveAttribute('lang', 'en');
    expect(el.querySelector('.siw-main')).not.toHaveAttribute('dir', 'rtl');
    expect(idp.seen.filter((r) => r.url.includes('/labels/'))).toHaveLength(0);
  });

  it('applies the host i18n overrides of the language over its file', async () => {
    serveBundles();
    renderWidget({ language: 'ja', i18n: { ja: { 'primaryauth.title': 'ようこそ' } } });
    expect(await screen.findByRole('heading', { name: 'ようこそ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: japanese['primaryauth.submit'] })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('ユーザー名')).toBeInTheDocument());
  });
});
