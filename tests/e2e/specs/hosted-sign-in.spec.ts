/**
 * The IdP's own sign-in page at /login/default (Okta's hosted sign-in path): WCAG 2.1 AA (axe) in its states, the
 * keyboard alone, a strict CSP with no violation, and where it goes after sign-in (a trusted fromURI, else the
 * IdP's signed-in page).
 */
import { expect, test } from '@playwright/test';
import { IDP, PASSWORD, USERS, expectNoAxeViolations } from '../support/system.ts';
import { SPA, expectHostedPage, hosted, watchCsp } from '../support/hosted.ts';

test.use({ locale: 'it-IT' });

test('sign in at /login/default with the keyboard alone and land on the trusted fromURI', async ({
  page,
}) => {
  const user = USERS.operator;
  const cspViolations = await watchCsp(page);
  await page.goto(`${IDP}/login/default?fromURI=${encodeURIComponent(`${SPA}/`)}`);
  await expectHostedPage(page, 'it');
  await expectNoAxeViolations(page);

  // A wrong password first: the error is announced in place, and the page stays accessible.
  await page.keyboard.type(user.login);
  await page.keyboard.press('Tab');
  await page.keyboard.type('not-the-password');
  await page.keyboard.press('Enter');
  await expect(page.locator('#okta-sign-in [role="alert"]')).not.toBeEmpty();
  await expectNoAxeViolations(page);

  await hosted.password(page).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${SPA}/`);
  expect(await cspViolations()).toEqual([]);

  // Signed in: /login/default follows a trusted fromURI at once, ignores another site, and otherwise says who it is.
  await page.goto(`${IDP}/login/default?fromURI=${encodeURIComponent(`${SPA}/`)}`);
  await expect(page).toHaveURL(`${SPA}/`);
  await page.goto(`${IDP}/login/default?fromURI=${encodeURIComponent('https://evil.example/')}`);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Accesso effettuato');
  await expect(page.getByText(`Hai effettuato l’accesso come ${user.login}.`)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await cspViolations()).toEqual([]);

  // The widget's help link opens the IdP's help page, in the same language, reachable by keyboard.
  await page.goto(`${IDP}/help/login`);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Aiuto per l’accesso');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Torna all’accesso' })).toBeFocused();
  expect(await cspViolations()).toEqual([]);
});
