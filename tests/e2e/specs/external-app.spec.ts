/**
 * The suite as an external application (spec/compliance-suite.md §4 "Login flow" rules 1 and 3): a sessionToken in
 * the login URL signs the user in and returns to the base64-decoded fromUri; afterwards the login route shows the
 * session-closed screen instead of the widget.
 */
import { expect, test } from '@playwright/test';
import { USERS, expectNoAxeViolations, sessionTokenFor, widget } from '../support/system.ts';

test('sessionToken + fromUri signs in and lands on the requested page', async ({ page }) => {
  const token = await sessionTokenFor(page, USERS.operator.login);
  const fromUri = Buffer.from('/operazioni').toString('base64');
  await page.goto(`/login?sessionToken=${encodeURIComponent(token)}&fromUri=${encodeURIComponent(fromUri)}`);
  await expect(page).toHaveURL(/\/operazioni$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/operazioni/i);

  // The external-app flag is set: the login route now shows "Sessione chiusa", not the widget.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sessione chiusa' })).toBeVisible();
  await expect(page.getByText(/chiudi questa finestra/i)).toBeVisible();
  await expect(widget(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a used session token does not sign anyone in', async ({ page }) => {
  const token = await sessionTokenFor(page, USERS.admin.login);
  await page.goto(`/login?sessionToken=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(USERS.admin.name);
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  const replay = await page.context().newPage();
  await replay.goto(`/login?sessionToken=${encodeURIComponent(token)}`);
  // No session was created from the replayed token: the guard cannot obtain tokens and shows the login route.
  await expect(replay).toHaveURL(/\/login/);
  await expect(replay.getByRole('heading', { level: 1 })).not.toContainText(USERS.admin.name);
});
