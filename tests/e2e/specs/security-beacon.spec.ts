/**
 * The security beacon and device fingerprint (issue 8; spec §4 "Security beacon", §7 "Security image, device
 * fingerprint"): our widget embedded on a trusted origin's page with `securityImage` and `deviceFingerprinting` on.
 * A new browser sees the new-device look and tooltip for a known user and the blank look for an unknown one; after
 * signing in once (the IdP's fingerprint frame gives the X-Device-Fingerprint header), the same browser is shown the
 * user's own picture, and another browser still is not.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { IDP, PASSWORD, USERS, expectNoAxeViolations } from '../support/system.ts';

const HOST = 'http://localhost:3001/our-widget?features=securityImage,deviceFingerprinting';
const user = USERS.auditor;

/** Opens the host page of the trusted origin :3001 (support/okta-widget-host.ts) that embeds our widget. */
async function openHost(page: Page): Promise<void> {
  await page.goto(HOST);
  await expect(page.getByLabel('Username')).toBeVisible();
}

const beacon = (page: Page) => page.locator('.siw-beacon');

async function typeUsername(page: Page, login: string): Promise<void> {
  const field = page.getByLabel('Username');
  await field.fill('');
  await field.pressSequentially(login);
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('a browser is shown the user’s picture only after it signed in as them', async ({ browser }) => {
  const page = await freshPage(browser);
  await openHost(page);
  await expect(beacon(page)).toHaveAttribute('data-look', 'default');

  // Unknown user: the blank look, nothing else.
  await typeUsername(page, 'nobody@example.com');
  await expect(beacon(page)).toHaveAttribute('data-look', 'unknown-user');
  await expect(page.getByRole('status')).toHaveCount(0);

  // Known user, new browser: the new-device look and its tooltip, announced as a status.
  await typeUsername(page, user.login);
  await expect(page.getByRole('status')).toHaveText(
    /This is the first time you are connecting to localhost:8080 from this browser/,
  );
  await expect(beacon(page)).toHaveAttribute('data-look', 'new-device');
  await expectNoAxeViolations(page);

  // Signing in sends the fingerprint from the IdP's frame: this browser becomes known for the user.
  const authn = page.waitForRequest((r) => r.url() === `${IDP}/api/v1/authn` && r.method() === 'POST');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  expect((await authn).headers()['x-device-fingerprint']).toMatch(/^[0-9a-f]{32}$/);
  await expect(page.locator('#result')).toHaveText('SUCCESS');

  // Next visit from the same browser: the user's own picture, with its description as the text alternative.
  await openHost(page);
  const imageLoaded = page.waitForResponse((r) => r.url().startsWith(`${IDP}/img/security/`));
  await typeUsername(page, user.login);
  const picture = beacon(page).getByRole('img');
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAccessibleName(/^an? [a-z ]+$/);
  expect((await imageLoaded).status()).toBe(200);
  await expect(page.getByRole('status')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.context().close();

  // Another browser has not signed in as them: still the new-device look.
  const other = await freshPage(browser);
  await openHost(other);
  await typeUsername(other, user.login);
  await expect(beacon(other)).toHaveAttribute('data-look', 'new-device');
  await other.context().close();
});
