import { afterEach, describe, expect, it, vi } from 'vitest';
import italian from './labels/login_it.json';
import { fakeIdp } from '../test-support/fake-idp.ts';
import { BUNDLE_TIMEOUT_MS, LANGUAGE_CACHE_KEY, loadBundle } from './load-bundle.ts';
import { resolveLanguage } from './languages.ts';

const opts = { assetsBaseUrl: 'http://localhost:8080/widget/2.21.0', version: '2.21.0' };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('loadBundle', () => {
  it('fetches {assets.baseUrl}/labels/json/login_{lang}.json and caches it keyed by the widget version', async () => {
    const idp = fakeIdp((r) =>
      r.url.endsWith('/login_it.json') ? { status: 200, body: italian } : undefined,
    );
    await expect(loadBundle('it', opts)).resolves.toMatchObject({ 'primaryauth.title': 'Accedi' });
    expect(idp.seen.map((r) => r.url)).toEqual([
      'http://localhost:8080/widget/2.21.0/labels/json/login_it.json',
    ]);
    expect(JSON.parse(localStorage.getItem(LANGUAGE_CACHE_KEY) ?? '{}').version).toBe('2.21.0');
    await loadBundle('it', opts);
    expect(idp.seen).toHaveLength(1);
  });

  it('ignores a cache written by another widget version', async () => {
    localStorage.setItem(
      LANGUAGE_CACHE_KEY,
      JSON.stringify({ version: '2.20.0', bundles: { login_it: { 'primaryauth.title': 'Vecchio' } } }),
    );
    const idp = fakeIdp((r) =>
      r.url.endsWith('/login_it.json') ? { status: 200, body: italian } : undefined,
    );
    await expect(loadBundle('it', opts)).resolves.toMatchObject({ 'primaryauth.title': 'Accedi' });
    expect(idp.seen).toHaveLength(1);
  });

  it('gives up after 5000 ms', async () => {
    vi.useFakeTimers();
    fakeIdp(() => 'hang');
    const pending = loadBundle('de', opts);
    const settled = vi.fn();
    pending.then(settled, settled);
    await vi.advanceTimersByTimeAsync(BUNDLE_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).rejects.toThrow();
  });

  it('applies assets.rewrite and rejects an HTTP error', async () => {
    const idp = fakeIdp(() => ({ status: 404, body: {} }));
    await expect(loadBundle('fr', { ...opts, rewrite: (p) => `${p}?v=1` })).rejects.toThrow(/HTTP 404/);
    expect(idp.seen[0]?.url).toBe('http://localhost:8080/widget/2.21.0/labels/json/login_fr.json?v=1');
  });
});

describe('resolveLanguage', () => {
  it.each<[string | undefined, string[], string]>([
    ['it', [], 'it'],
    ['it-IT', [], 'it'],
    ['pt-br', [], 'pt-BR'],
    ['xx', [], 'en'],
    [undefined, ['fr-CA', 'en'], 'fr'],
    [undefined, ['xx'], 'en'],
  ])('%s with browser %j → %s', (setting, browser, expected) => {
    expect(resolveLanguage(setting, browser)).toBe(expected);
  });
});
