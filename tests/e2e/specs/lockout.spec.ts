/** Lockout: the e2e IdP runs with LOCKOUT_THRESHOLD=3 and shows lockout failures (LOCKED_OUT). */
import { expect, test } from '@playwright/test';
import { PASSWORD, USERS, signIn, widget } from '../support/system.ts';

test('three wrong passwords lock the account; the right one no longer signs in', async ({ page }) => {
  const user = USERS.auditor;
  await page.goto('/login');
  for (let attempt = 1; attempt <= 3; attempt++) {
    await signIn(page, user.login, `wrong-${attempt}`);
    await expect(widget(page).getByRole('alert')).toBeVisible();
  }
  await signIn(page, user.login, PASSWORD);
  await expect(widget(page).getByRole('alert')).toContainText(/bloccato/i);
  await expect(page).toHaveURL(/\/login$/);
});
