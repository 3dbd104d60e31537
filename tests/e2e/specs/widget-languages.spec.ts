/**
 * The sign-in widget in other languages (spec §1: 28 interface languages), through the IdP's hosted sign-in page:
 * the browser's Accept-Language picks the page and widget language, the widget loads its language file at run
 * time, errors are announced in that language, and each state passes axe (WCAG 2.1 AA). None of the 28 languages
 * is written right to left: a right-to-left browser language (Arabic) falls back to English, left to right.
 */
import { expect, test, type Page } from '@playwright/test';
import { IDP, expectNoAxeViolations } from '../support/system.ts';
import { BRAND_NAME } from '../support/hosted.ts';

/** Opens the hosted sign-in page and waits for the widget's translated sign-in screen. */
async function openSignIn(page: Page, lang: string, title: string, heading: string): Promise<void> {
  await page.goto(`${IDP}/login/default`);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page).toHaveTitle(`${title} · ${BRAND_NAME}`);
  await expect(
    page.locator('#okta-sign-in').getByRole('heading', { name: heading, exact: true }),
  ).toBeVisible();
  await expect(page.locator('#okta-sign-in .siw-main')).toHaveAttribute('lang', lang);
}

test.describe('German browser', () => {
  test.use({ locale: 'de-DE' });

  test('the sign-in screen, validation and a refused sign-in in German, by keyboard', async ({ page }) => {
    const bundle = page.waitForResponse((r) => r.url().endsWith('/labels/json/login_de.json'));
    await openSignIn(page, 'de', 'Anmelden', 'Anmelden');
    expect((await bundle).status()).toBe(200);
    const widget = page.locator('#okta-sign-in');
    await expect(widget.getByLabel('Benutzername')).toBeFocused();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Enter');
    await expect(widget.getByText('Bitte geben Sie einen Benutzernamen ein')).toBeVisible();
    await expect(widget.getByLabel('Benutzername')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await page.keyboard.type('niemand@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kein-passwort');
    await page.keyboard.press('Enter');
    await expect(widget.locator('[role="alert"]')).toContainText('Anmeldung fehlgeschlagen!');
    await expectNoAxeViolations(page);

    await page.goto(`${IDP}/help/login`);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Hilfe zur Anmeldung');
    await expectNoAxeViolations(page);
  });
});

test.describe('Japanese browser', () => {
  test.use({ locale: 'ja-JP' });

  test('shows the sign-in screen and help in Japanese', async ({ page }) => {
    await openSignIn(page, 'ja', 'サインイン', 'サインイン');
    const widget = page.locator('#okta-sign-in');
    await expect(widget.getByLabel('ユーザー名')).toBeFocused();
    await expect(widget.getByRole('button', { name: 'サインイン', exact: true })).toBeVisible();
    await widget.getByRole('button', { name: 'サインインでお困りですか？' }).click();
    await expect(widget.getByRole('link', { name: 'パスワードをお忘れですか？' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('Traditional Chinese from a Hong Kong browser', () => {
  test.use({ locale: 'zh-HK' });

  test('gets zh-TW', async ({ page }) => {
    await openSignIn(page, 'zh-TW', '登入', '登入');
    await expect(page.locator('#okta-sign-in').getByLabel('使用者名稱')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('Arabic browser (right to left, not among the 28)', () => {
  test.use({ locale: 'ar-EG' });

  test('falls back to English, left to right, accessible', async ({ page }) => {
    await openSignIn(page, 'en', 'Sign in', 'Sign In');
    await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
    const direction = await page
      .locator('#okta-sign-in .siw-main')
      .evaluate((el) => getComputedStyle(el).direction);
    expect(direction).toBe('ltr');
    await expectNoAxeViolations(page);
  });
});
