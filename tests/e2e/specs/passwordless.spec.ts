/**
 * Passwordless sign-in (issue 8; spec §2 passwordlessAuth: "Next", then a factor): the operator lets a group sign
 * in without a password (`policies mfa --passwordless`); a member with an email factor types their username,
 * presses Next, gets the code by email (the IdP's outbox) and is signed in, never asked for a password. Our widget
 * runs on a trusted origin's page with the feature on.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, PASSWORD } from '../support/system.ts';
import { idpCli, lastCodeTo, managementApi } from '../support/mfa.ts';

const HOST = 'http://localhost:3001/our-widget?features=passwordlessAuth';
const LOGIN = 'pia.senzapassword@example.com';
const GROUP = 'passwordless-e2e';

test.beforeAll(async () => {
  idpCli(
    'users',
    'create',
    '--login',
    LOGIN,
    '--password',
    PASSWORD,
    '--first-name',
    'Pia',
    '--last-name',
    'Senza',
    '--groups',
    GROUP,
  );
  idpCli('policies', 'mfa', '--group', GROUP, '--factors', 'email', '--passwordless');
  const user = (await managementApi('GET', `/api/v1/users/${encodeURIComponent(LOGIN)}`)) as { id: string };
  const factor = (await managementApi('POST', `/api/v1/users/${user.id}/factors`, {
    factorType: 'email',
    provider: 'OKTA',
    profile: { email: LOGIN },
  })) as { id: string };
  await managementApi('POST', `/api/v1/users/${user.id}/factors/${factor.id}/lifecycle/activate`, {
    passCode: lastCodeTo(LOGIN),
  });
});

test('a member of a passwordless group signs in with the username and an emailed code', async ({ page }) => {
  await page.goto(HOST);
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const authn = page.waitForRequest((r) => r.url().endsWith('/api/v1/authn') && r.method() === 'POST');
  await page.getByLabel('Username').fill(LOGIN);
  await page.getByRole('button', { name: 'Next' }).click();
  expect(JSON.parse((await authn).postData() ?? '{}')).not.toHaveProperty('password');

  // The email factor's verify page: send the code, type it from the mailbox.
  await page.getByRole('button', { name: 'Send me the code' }).click();
  const code = page.getByLabel(/code/i);
  await expect(code).toBeVisible();
  await expectNoAxeViolations(page);
  await code.fill(lastCodeTo(LOGIN));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.locator('#result')).toHaveText('SUCCESS');
});

test('someone outside the passwordless group is refused with the usual sign-in error', async ({ page }) => {
  await page.goto(HOST);
  await page.getByLabel('Username').fill('luca.romano@example.com');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toContainText('Sign in failed!');
  await expect(page.locator('#result')).toHaveText('');
});
