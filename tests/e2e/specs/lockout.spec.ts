/** Lockout: the e2e IdP runs with LOCKOUT_THRESHOLD=3 and shows lockout failures (LOCKED_OUT). */
import { expect, test, type Page } from '@playwright/test';
import { idpCli } from '../support/mfa.ts';
import { IDP, PASSWORD, USERS, signIn, widget } from '../support/system.ts';

/** Signs in once and returns the Authn API's answer (HTTP status and transaction status or error code). */
async function attempt(page: Page, login: string, password: string): Promise<string> {
  const answered = page.waitForResponse(
    (r) => r.url() === `${IDP}/api/v1/authn` && r.request().method() === 'POST',
  );
  await signIn(page, login, password);
  const response = await answered;
  const body = (await response.json()) as { status?: string; errorCode?: string };
  // A person reads the answer before trying again; submits within the 200 ms throttle (spec §9) are dropped.
  await page.waitForTimeout(250);
  return `${response.status()} ${body.status ?? body.errorCode}`;
}

// The journeys share one IdP: the operator unlocks the account afterwards, as the others sign in with it too.
test.afterAll(() => {
  idpCli('users', 'unlock', '--login', USERS.auditor.login);
});

test('three wrong passwords lock the account; the right one no longer signs in', async ({ page }) => {
  const user = USERS.auditor;
  await page.goto('/login');
  expect(await attempt(page, user.login, 'wrong-1')).toBe('401 E0000004');
  await expect(widget(page).getByRole('alert')).toContainText(/accesso non riuscito/i);
  expect(await attempt(page, user.login, 'wrong-2')).toBe('401 E0000004');
  expect(await attempt(page, user.login, 'wrong-3')).toBe('200 LOCKED_OUT');
  await expect(widget(page).getByRole('alert')).toContainText(/bloccato/i);

  expect(await attempt(page, user.login, PASSWORD)).toBe('200 LOCKED_OUT');
  await expect(widget(page).getByRole('alert')).toContainText(/bloccato/i);
  await expect(page).toHaveURL(/\/login$/);
});
