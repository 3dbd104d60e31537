// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { browser } from '../browser/navigate.ts';
import { createSessionApi } from './session-api.ts';

afterEach(() => vi.restoreAllMocks());

it('setCookieAndRedirect defaults redirectUrl to the current page', () => {
  window.history.replaceState(null, '', '/login?from=home');
  const navigate = vi.spyOn(browser, 'navigate').mockImplementation(() => undefined);
  createSessionApi({ url: 'http://localhost:8080', userAgent: 'x' }).setCookieAndRedirect('tok');
  const target = new URL(navigate.mock.calls[0]?.[0] ?? '');
  expect(target.searchParams.get('redirectUrl')).toBe(window.location.href);
  expect(window.location.href).toContain('/login?from=home');
});
