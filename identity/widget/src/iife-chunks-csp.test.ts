// @vitest-environment node
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIifeHost } from './test-support/iife-host.ts';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ready = existsSync(join(dist, 'iife/chunks.json')) && existsSync(CHROMIUM);

describe.skipIf(!ready)(
  'IIFE lazy chunks (screens, router, OAuth) in Chromium under script-src self (same origin as the IdP page)',
  () => {
    let host: Awaited<ReturnType<typeof startIifeHost>>;
    let browser: Browser;
    beforeAll(async () => {
      host = await startIifeHost(dist);
      browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
    }, 30_000);
    afterAll(async () => {
      await browser?.close();
      await host?.close();
    });

    /** Opens the page; records the chunk requests and every CSP violation the browser reports. */
    async function open(query = ''): Promise<{ page: Page; chunks: string[]; violations: string[] }> {
      const page = await browser.newPage();
      const chunks: string[] = [];
      const violations: string[] = [];
      page.on('request', (r) => r.url().includes('/iife/chunks/') && chunks.push(new URL(r.url()).pathname));
      page.on('console', (m) => /Content.Security.Policy/i.test(m.text()) && violations.push(m.text()));
      page.on('pageerror', (e) => violations.push(`page error: ${e.message}`));
      await page.goto(`${host.origin}/signin${query}`);
      return { page, chunks, violations };
    }

    /** Types the credentials and submits primary sign-in. */
    async function signIn(page: Page): Promise<void> {
      await page.getByLabel('Username').fill('giulia.rossi@example.com');
      await page.getByLabel('Password').fill('Compliance!2026');
      await page.getByRole('button', { name: 'Sign In' }).click();
    }

    it('signs in to a session loading only the success chunk, after sign-in (no OAuth code without a clientId)', async () => {
      const { page, chunks, violations } = await open();
      await signIn(page);
      await page.locator('#result').getByText('"status":"SUCCESS"').waitFor();
      expect(JSON.parse((await page.locator('#result').textContent()) ?? '')).toMatchObject({
        status: 'SUCCESS',
        type: 'SESSION_SSO',
        session: { token: 'session-token-1' },
      });
      expect(chunks).toEqual([
        expect.stringMatching(/^\/widget\/2\.21\.0\/iife\/chunks\/success-[\w-]+\.js$/),
      ]);
      expect(violations).toEqual([]);
      await page.close();
    }, 30_000);

    it('OIDC: loads the OAuth chunk from assets.baseUrl and gets a verified id token and an access token', async () => {
      const { page, chunks, violations } = await open('?oauth=1');
      await page.getByLabel('Username').waitFor();
      await signIn(page);
      await page.locator('#result').getByText('access-token-1').waitFor();
      const [idToken, accessToken] = JSON.parse((await page.locator('#result').textContent()) ?? '');
      expect(idToken).toMatchObject({
        clientId: 'widget-app',
        issuer: host.origin,
        claims: { iss: host.origin, aud: 'widget-app', email: 'giulia.rossi@example.com' },
      });
      expect(accessToken).toMatchObject({ accessToken: 'access-token-1', tokenType: 'Bearer' });
      expect(chunks.sort()).toEqual([
        expect.stringMatching(/^\/widget\/2\.21\.0\/iife\/chunks\/oauth-[\w-]+\.js$/),
        expect.stringMatching(/^\/widget\/2\.21\.0\/iife\/chunks\/success-[\w-]+\.js$/),
      ]);
      expect(await page.locator('#errors').textContent()).toBe('');
      expect(violations).toEqual([]);
      await page.close();
    }, 30_000);

    it('idToken.refresh: a new id token for the same scopes without a prompt (hidden iframe)', async () => {
      const { page, violations } = await open('?oauth=1&refresh=1');
      await page.getByLabel('Username').waitFor();
      await signIn(page);
      await page.locator('#refreshed').getByText('idToken').waitFor();
      const [first] = JSON.parse((await page.locator('#result').textContent()) ?? '');
      const renewed = JSON.parse((await page.locator('#refreshed').textContent()) ?? '');
      expect(renewed).toMatchObject({
        clientId: 'widget-app',
        scopes: ['openid', 'email'],
        claims: { iss: host.origin, aud: 'widget-app', email: 'giulia.rossi@example.com' },
      });
      // A new authorize request: a new nonce, so a different token.
      expect(renewed.idToken).not.toBe(first.idToken);
      expect(renewed.claims.nonce).not.toBe(first.claims.nonce);
      expect(await page.locator('#errors').textContent()).toBe('');
      expect(violations).toEqual([]);
      await page.close();
    }, 30_000);

    it('loads primary sign-in without any chunk, then the recovery chunk on demand', async () => {
      const { page, chunks, violations } = await open();
      await page.getByLabel('Username').waitFor();
      expect(chunks).toEqual([]);
      await page.getByRole('button', { name: 'Need help signing in?' }).click();
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
      // The screen and, with the first later screen, the later screens' English labels.
      expect(chunks.sort()).toEqual([
        expect.stringMatching(/^\/widget\/2\.21\.0\/iife\/chunks\/labels-[\w-]+\.js$/),
        expect.stringMatching(/^\/widget\/2\.21\.0\/iife\/chunks\/recovery-[\w-]+\.js$/),
      ]);
      await page.getByRole('button', { name: 'Back to Sign In' }).click();
      await page.getByLabel('Username').waitFor();
      expect(violations).toEqual([]);
      await page.close();
    }, 30_000);

    it("a chunk uses the main bundle's modules: recovery-loading shows the E0000105 banner", async () => {
      const { page, chunks, violations } = await open('?recovery=used-token');
      await page
        .getByRole('alert')
        .getByText('You have accessed an account recovery link that has expired')
        .waitFor();
      expect(chunks.sort()).toEqual([
        expect.stringMatching(/\/labels-[\w-]+\.js$/),
        expect.stringMatching(/\/recovery-loading-[\w-]+\.js$/),
      ]);
      expect(violations).toEqual([]);
      await page.close();
    }, 30_000);

    it('router feature: its chunk loads at start, pages get signin/ URLs, a reload reopens the page', async () => {
      const { page, chunks, violations } = await open('?router=1');
      await page.getByLabel('Username').waitFor();
      expect(chunks).toEqual([expect.stringMatching(/\/router-[\w-]+\.js$/)]);
      await page.getByRole('button', { name: 'Need help signing in?' }).click();
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/signin/forgot-password');
      await page.reload();
      await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
      await page.goBack();
      await page.getByLabel('Username').waitFor();
      expect(new URL(page.url()).pathname).toBe('/signin');
      expect(violations).toEqual([]);
      await page.close();
    }, 30_000);

    it('a chunk that cannot load shows the unexpected-error page and tells the host', async () => {
      const { page } = await open('?assets=/nowhere');
      await page.getByLabel('Username').waitFor();
      await page.getByRole('button', { name: 'Need help signing in?' }).click();
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.getByText('There was an unexpected internal error. Please try again.').waitFor();
      expect(await page.locator('#errors').textContent()).toContain(
        'Could not load the screen chunk http://127.0.0.1',
      );
      await page.getByRole('button', { name: 'Back to Sign In' }).click();
      await page.getByLabel('Username').waitFor();
      await page.close();
    }, 30_000);
  },
);
