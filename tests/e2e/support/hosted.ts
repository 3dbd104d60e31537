/**
 * What the journeys through the IdP's hosted sign-in page share: the page's locators, a watch for
 * Content-Security-Policy violations, and the clients playwright.config.ts registers for them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { IDP } from './system.ts';

/** Brand of the e2e IdP (playwright.config.ts env). */
export const BRAND_NAME = 'Demo Identity';

/** The confidential client of the openid-client journey (secret printed by the CLI into the run's state dir). */
export const RP = { origin: 'http://localhost:3002', clientId: 'rp-confidential' };

/** The single-page application of the okta-auth-js journey (support/okta-auth-js-host.ts). */
export const SPA = 'http://localhost:3003';

/** The secret of `rp-confidential`, read from the CLI output playwright.config.ts saved for this run. */
export function rpClientSecret(): string {
  const state = process.env.E2E_STATE_DIR;
  if (!state) throw new Error('E2E_STATE_DIR is not set (playwright.config.ts sets it)');
  const out = readFileSync(join(state, 'rp-confidential.txt'), 'utf8');
  const secret = /client_secret: (\S+)/.exec(out)?.[1];
  if (!secret) throw new Error(`no client_secret in the CLI output: ${out}`);
  return secret;
}

/** The hosted page's widget fields, by accessible name, in English or Italian. */
export const hosted = {
  username: (page: Page) => page.locator('#okta-sign-in').getByLabel(/^(username|nome utente)$/i),
  password: (page: Page) => page.locator('#okta-sign-in').getByLabel(/^password$/i),
  submit: (page: Page) => page.locator('#okta-sign-in').getByRole('button', { name: /^(sign in|accedi)$/i }),
};

/**
 * Records every Content-Security-Policy violation the pages of `page` report (the securitypolicyviolation event,
 * and Chromium's console message) so a journey can expect none.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return async () => {
    const inPage = await page
      .evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])
      .catch(() => []);
    return [...console, ...inPage];
  };
}

/** Expects the hosted sign-in page of the IdP, in `lang`, with the widget rendered and the username focused. */
export async function expectHostedPage(page: Page, lang: 'en' | 'it'): Promise<void> {
  await expect(page).toHaveURL((url) => url.origin === IDP);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page).toHaveTitle(`${lang === 'it' ? 'Accedi' : 'Sign in'} · ${BRAND_NAME}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BRAND_NAME);
  await expect(hosted.username(page)).toBeFocused();
}
