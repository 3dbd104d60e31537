/** WCAG 2.1.1: the sign-in and sign-out journey with the keyboard alone (no pointer events). */
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, USERS, usernameField } from '../support/system.ts';

/**
 * Presses Tab until the first element matching `name` has focus (at most 80 presses), as a keyboard user would
 * (Home links to some areas twice: from its summary and from the list of areas).
 */
async function tabTo(page: Page, role: 'button' | 'link', name: RegExp): Promise<void> {
  const target = page.getByRole(role, { name }).first();
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${role} ${name} with Tab`);
}

test('sign in and sign out with the keyboard alone', async ({ page }) => {
  const user = USERS.admin;
  await page.goto('/login');
  await expect(usernameField(page)).toBeFocused();
  await page.keyboard.type(user.login);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(user.name);

  await tabTo(page, 'link', /^operazioni$/i);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/operazioni$/);

  await tabTo(page, 'button', /^esci$/i);
  await page.keyboard.press('Enter');
  await expect(usernameField(page)).toBeVisible();
});
