/**
 * Password recovery and account unlock, end to end against the real IdP (issue 8): a user forgets her password on
 * the IdP's hosted sign-in page, follows the emailed link (read from the IdP's outbox, where the e2e IdP delivers
 * email) to /signin/reset-password/{token}, chooses a new password against the rules and is signed in; the link
 * works once. With self-service unlock on (CLI `policies recovery`), a locked-out user unlocks her account by email
 * and signs in with her password; the compliance suite's own login page shows "Unlock account" only once that is
 * on. Then the unchanged Okta Sign-In Widget 2.21.0 asks our IdP for a reset email.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { idpCli } from '../support/mfa.ts';
import { IDP, PASSWORD, expectNoAxeViolations } from '../support/system.ts';

const LOGIN = 'roberta.ricci@example.com';
const NEW_PASSWORD = 'Maestrale#2027';
const HOST_2210 = 'http://localhost:3001';

const widget = (page: Page) => page.locator('#okta-sign-in');

/** Axe once the page's slide-in has finished (a half-faded page measures a lower contrast than it has). */
async function expectAccessible(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectNoAxeViolations(page);
}
const heading = (page: Page, name: string) => widget(page).getByRole('heading', { name });

/** The newest emailed link to `path` sent to LOGIN after `since` messages (the outbox lists newest first). */
async function emailedLink(request: APIRequestContext, path: string, since: number): Promise<string> {
  const outbox = async () =>
    (await (await request.get(`${IDP}/dev/outbox?to=${encodeURIComponent(LOGIN)}`)).json()) as Array<{
      text: string;
    }>;
  await expect.poll(async () => (await outbox()).length, { timeout: 15_000 }).toBeGreaterThan(since);
  const link = new RegExp(`(${IDP}${path}/[0-9A-Za-z]+)`).exec((await outbox())[0]!.text)?.[1];
  expect(link).toBeTruthy();
  return link!;
}

async function outboxSize(request: APIRequestContext): Promise<number> {
  const res = await request.get(`${IDP}/dev/outbox?to=${encodeURIComponent(LOGIN)}`);
  return ((await res.json()) as unknown[]).length;
}

/** Signs in on the hosted page; true when it reached the signed-in page. */
async function hostedSignIn(page: Page, password: string) {
  await page.goto(`${IDP}/login/default`);
  await widget(page).getByLabel('Username', { exact: true }).fill(LOGIN);
  await widget(page).getByLabel('Password', { exact: true }).fill(password);
  await widget(page).getByRole('button', { name: 'Sign In' }).click();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  idpCli(
    'users',
    'create',
    '--login',
    LOGIN,
    '--password',
    PASSWORD,
    '--first-name',
    'Roberta',
    '--last-name',
    'Ricci',
  );
});

test.afterAll(() => {
  idpCli('policies', 'recovery', '--self-service-unlock', 'off');
  idpCli('users', 'delete', '--login', LOGIN);
});

test('forgot password by email: the emailed link resets the password once, and the new one signs in', async ({
  page,
  request,
}) => {
  await page.goto(`${IDP}/login/default`);
  await widget(page).getByRole('button', { name: 'Need help signing in?' }).click();
  await widget(page).getByRole('link', { name: 'Forgot password?' }).click();
  await expect(heading(page, 'Reset Password')).toBeVisible();
  await expectAccessible(page);
  const before = await outboxSize(request);
  await widget(page).getByLabel('Email or Username').fill(LOGIN);
  await widget(page).getByRole('button', { name: 'Reset via Email' }).click();
  await expect(heading(page, 'Email sent!')).toBeVisible();
  await expect(widget(page)).toContainText(`Email has been sent to ${LOGIN}`);
  await expectAccessible(page);

  const link = await emailedLink(request, '/signin/reset-password', before);
  await page.goto(link);
  await expect(heading(page, 'Reset your password')).toBeVisible({ timeout: 15_000 });
  await expect(widget(page).getByText('At least 8 characters')).toBeVisible();
  await expectAccessible(page);
  await widget(page).getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await widget(page).getByLabel('Repeat new password').fill(NEW_PASSWORD);
  await widget(page).getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible({ timeout: 15_000 });

  // The link was spent; the old password no longer works, the new one does.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(widget(page).getByRole('alert')).toContainText('expired or been previously used');
  await hostedSignIn(page, PASSWORD);
  await expect(widget(page).getByRole('alert')).toContainText(/sign in failed|unable to sign in/i);
  await page.waitForTimeout(250);
  await hostedSignIn(page, NEW_PASSWORD);
  await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible({ timeout: 15_000 });
});

test('self-service unlock: locked out, unlocked by the emailed link, signs in with the password', async ({
  page,
  request,
}) => {
  // The suite's own login page (its embedded widget, in Italian) follows the IdP's policy: "Forgot password?"
  // always, "Unlock account" only once self-service unlock is on (GET /api/v1/authn/recovery/features).
  const suiteHelp = async () => {
    await page.goto('/login');
    await widget(page).getByRole('button', { name: 'Problemi ad accedere?' }).click();
    await expect(widget(page).getByRole('link', { name: 'Password dimenticata?' })).toBeVisible();
  };
  await suiteHelp();
  await expect(widget(page).getByRole('link', { name: "Sbloccare l'account?" })).toHaveCount(0);
  expect(idpCli('policies', 'recovery', '--self-service-unlock', 'on')).toContain('self-service unlock on');
  await suiteHelp();
  await expect(widget(page).getByRole('link', { name: "Sbloccare l'account?" })).toBeVisible();
  await expectAccessible(page);
  // LOCKOUT_THRESHOLD is 3 and LOCKOUT_SHOW_FAILURES true in the e2e IdP: the third wrong password locks.
  await page.goto(`${IDP}/login/default`);
  for (let i = 0; i < 3; i++) {
    await widget(page).getByLabel('Username', { exact: true }).fill(LOGIN);
    await widget(page).getByLabel('Password', { exact: true }).fill(`wrong-${i}`);
    await widget(page).getByRole('button', { name: 'Sign In' }).click();
    if (i < 2) await expect(widget(page).getByRole('alert')).not.toBeEmpty();
    await page.waitForTimeout(250);
  }
  await expect(heading(page, 'Unlock account')).toBeVisible();
  await expectAccessible(page);
  const before = await outboxSize(request);
  await widget(page).getByLabel('Email or Username').fill(LOGIN);
  await widget(page).getByRole('button', { name: 'Send Email' }).click();
  await expect(widget(page)).toContainText(`instructions on unlocking your account`);

  const link = await emailedLink(request, '/signin/user-unlock', before);
  await page.goto(link);
  await expect(heading(page, 'Account successfully unlocked!')).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page);
  await widget(page).getByRole('button', { name: 'Back to Sign In' }).click();
  await widget(page).getByLabel('Username', { exact: true }).fill(LOGIN);
  await widget(page).getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await widget(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible({ timeout: 15_000 });
});

test('okta-signin-widget 2.21.0: forgot password by email against our IdP', async ({ page, request }) => {
  await page.goto(`${HOST_2210}/`);
  await page.locator('a[data-se="needhelp"]').click();
  await page.locator('a[data-se="forgot-password"]').click();
  const before = await outboxSize(request);
  await page.locator('.forgot-password input[name="username"]').fill(LOGIN);
  await page.locator('[data-se="email-button"]').click();
  await expect(page.locator('.password-reset-email-sent')).toContainText('Email sent!');
  const link = await emailedLink(request, '/signin/reset-password', before);
  expect(link).toMatch(/\/signin\/reset-password\/[0-9A-Za-z]{32}$/);
});
