/**
 * Protocol fidelity: the Okta Sign-In Widget 2.21.0 and its bundled okta-auth-js 1.17.1, unchanged, sign in against
 * our IdP from another trusted origin: credentialed CORS on /api/v1/authn, the E0000004 error body, the SUCCESS
 * transaction, /login/sessionCookieRedirect, and the sid session read back through /api/v1/sessions/me; then, under a
 * TOTP policy, enrolment (choices, device type, barcode, "Can't scan?" with the shared secret, passcode) and
 * verification, driven through 2.21.0's own pages.
 */
import { expect, test, type Page } from '@playwright/test';
import { AuthenticatorApp, deleteMfaPolicy, idpCli } from '../support/mfa.ts';
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

test.describe('okta-signin-widget 2.21.0 with an MFA policy', () => {
  const user = USERS.officer;
  test.beforeAll(() => {
    idpCli('policies', 'mfa', '--group', 'aml-officers', '--factors', 'token:software:totp');
    idpCli('users', 'reset-factors', '--login', user.login);
  });
  test.afterAll(async () => {
    idpCli('users', 'reset-factors', '--login', user.login);
    await deleteMfaPolicy('aml-officers');
  });

  const signInTo2210 = async (page: Page) => {
    await page.goto(`${HOST}/`);
    const username = page.locator('#okta-signin-username');
    const password = page.locator('#okta-signin-password');
    // 2.21.0 may still be rendering its first page when the fields appear: check they kept what was typed.
    await expect(async () => {
      await username.fill(user.login);
      await password.fill(PASSWORD);
      await expect(username).toHaveValue(user.login, { timeout: 1_000 });
      await expect(password).toHaveValue(PASSWORD, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await page.locator('#okta-signin-submit').click();
  };
  const signedIn = async (page: Page) => {
    await expect(page).toHaveURL(`${HOST}/signed-in`);
    await expect(page.locator('#session')).toHaveText(`200 ACTIVE ${user.login}`);
  };

  test('enrols TOTP and verifies with it', async ({ page }) => {
    test.setTimeout(120_000);
    await signInTo2210(page);
    // All optional, none enrolled: 2.21.0 shows inline setup buttons, one per row.
    const google = page.locator('.enroll-choices .enroll-factor-row[data-se="GOOGLE_AUTH"]');
    await google.locator('.enroll-factor-button a, .enroll-factor-button .button').click();

    await expect(page.locator('.enroll-totp')).toBeVisible();
    // 2.21.0 renders the radio while its page slides in: a click during the animation may not take.
    await expect(async () => {
      await page.locator('.enroll-totp input[value="APPLE"]').check({ force: true, timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await page.locator('.enroll-totp input[type="submit"]').click();

    await expect(page.locator('.barcode-totp [data-se="qrcode"]')).toBeVisible();
    await expect
      .poll(() =>
        page
          .locator('.barcode-totp [data-se="qrcode"]')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await page.locator('.barcode-totp [data-se="manual-setup"]').click();

    const secret = page.locator('.enroll-manual-totp input[name="sharedSecret"]');
    await expect(secret).toHaveValue(/^[A-Z2-7]{16,}$/);
    const app = new AuthenticatorApp(await secret.inputValue());
    await page.locator('.enroll-manual-totp input[type="submit"]').click();

    await page.locator('.activate-totp input[name="passCode"]').fill(await app.next(page));
    await page.locator('.activate-totp input[type="submit"]').click();
    await signedIn(page);

    // A new browser session: password, then the code on 2.21.0's verify page.
    await page.context().clearCookies();
    await signInTo2210(page);
    // the verify page, or whatever 2.21.0 says instead (its error box names the reason in the failure)
    await expect(page.locator('.mfa-verify, .okta-form-infobox-error').first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.locator('.okta-form-infobox-error')).toHaveCount(0);
    await page.locator('.mfa-verify input[name="answer"]').fill(await app.next(page));
    await page.locator('.mfa-verify input[type="submit"]').click();
    await signedIn(page);
  });
});
