/**
 * Protocol fidelity: the Okta Sign-In Widget 2.21.0 and its bundled okta-auth-js 1.17.1, unchanged, sign in against
 * our IdP from another trusted origin: credentialed CORS on /api/v1/authn, the E0000004 error body, the SUCCESS
 * transaction, /login/sessionCookieRedirect, and the sid session read back through /api/v1/sessions/me.
 */
import { expect, test } from '@playwright/test';
import { PASSWORD, USERS } from '../support/system.ts';

const HOST = 'http://localhost:3001';

test('okta-signin-widget 2.21.0 signs in against our IdP', async ({ page }) => {
  const user = USERS.officer;
  await page.goto(`${HOST}/`);
  await page.locator('#okta-signin-username').fill(user.login);
  await page.locator('#okta-signin-password').fill('not-the-password');
  await page.locator('#okta-signin-submit').click();
  await expect(page.locator('.okta-form-infobox-error')).toContainText('Sign in failed!');

  await page.waitForTimeout(250);
  await page.locator('#okta-signin-password').fill(PASSWORD);
  await page.locator('#okta-signin-submit').click();
  await expect(page).toHaveURL(`${HOST}/signed-in`);
  await expect(page.locator('#session')).toHaveText(`200 ACTIVE ${user.login}`);
});
