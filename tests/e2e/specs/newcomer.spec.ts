/**
 * The walking skeleton's acceptance journey: a newcomer opens the suite, is sent to the widget, fails once, signs in
 * through the IdP (session cookie redirect, then authorization code + PKCE), reloads, and signs out.
 */
import { expect, test } from '@playwright/test';
import {
  IDP,
  PASSWORD,
  USERS,
  expectNoAxeViolations,
  passwordField,
  signIn,
  usernameField,
  widget,
} from '../support/system.ts';

const WORK_AREAS = [
  'operazioni',
  'archiviodocumenti',
  'monitoraggiooperazioni',
  'questionari',
  'registrosegnalazioni',
  'monitoraggioquestionari',
  'istituti',
  'dipendenze',
  'ordersurveys',
  'selfevaluations',
  'scadenze/questionari/inscadenza',
];

test('the route guard sends a newcomer to the Italian widget with the host settings', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(widget(page)).toBeVisible();
  await expect(usernameField(page)).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Suite Compliance');
  // Registration prompt, reveal toggle, support contacts.
  await expect(widget(page)).toContainText('Hai un coupon?');
  await expect(widget(page).getByRole('link', { name: 'Usalo!' })).toBeVisible();
  await expect(widget(page).getByRole('button', { name: /mostra password/i })).toBeVisible();
  await expect(widget(page)).toContainText('supporto@example.com');
  await expect(widget(page)).toContainText('+39 02 1234 5678');
  // Footer.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /privacy/i })).toBeVisible();
  await expect(footer.getByRole('link', { name: /cookie/i })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expectNoAxeViolations(page);

  await widget(page).getByRole('link', { name: 'Usalo!' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
});

test('wrong password, then sign in, reload, and sign out', async ({ page }) => {
  const user = USERS.officer;
  await page.goto('/login');

  await signIn(page, user.login, 'not-the-password');
  const banner = widget(page).getByRole('alert');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(/accesso non riuscito/i);
  await expect(page).toHaveURL(/\/login$/);
  await expect(usernameField(page)).toHaveValue(user.login);
  // A person reads the banner before trying again; submits within the 200 ms throttle (spec §9) are dropped.
  await page.waitForTimeout(250);

  // The redirect to the IdP happens 500 ms after the widget's success.
  const authnAnswered = page.waitForResponse((r) => r.url() === `${IDP}/api/v1/authn` && r.status() === 200);
  const redirected = page.waitForRequest((r) => r.url().startsWith(`${IDP}/login/sessionCookieRedirect`));
  await passwordField(page).fill(PASSWORD);
  await widget(page)
    .getByRole('button', { name: /^accedi$/i })
    .click();
  await authnAnswered;
  const answeredAt = Date.now();
  const redirect = await redirected;
  expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(450);
  expect(new URL(redirect.url()).searchParams.get('token')).toBeTruthy();

  await expect(page.getByRole('heading', { level: 1 })).toContainText(user.name);
  await expect(page.getByText(user.role)).toBeVisible();
  for (const area of WORK_AREAS) {
    await expect(
      page.getByRole('navigation', { name: 'Aree di lavoro' }).locator(`a[href="/${area}"]`),
    ).toBeVisible();
  }
  await expectNoAxeViolations(page);

  const tokens = () => page.evaluate(() => window.sessionStorage.getItem('okta-token-storage'));
  expect(await tokens()).toContain('accessToken');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(user.name);

  await page.getByRole('button', { name: /esci/i }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(usernameField(page)).toBeVisible();
  const session = await page.request.get(`${IDP}/api/v1/sessions/me`);
  expect(session.status()).toBe(404);
  const stored = await tokens();
  expect(stored === null || stored === '{}').toBe(true);
  expect(await page.evaluate(() => window.localStorage.getItem('okta-token-storage'))).toBeNull();

  // Signed out for real: the guard sends a protected route back to the widget.
  await page.goto('/operazioni');
  await expect(page).toHaveURL(/\/login$/);
});

test('a deep link survives the trip through the widget and the IdP', async ({ page }) => {
  await page.goto('/istituti');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, USERS.operator.login, PASSWORD);
  await expect(page).toHaveURL(/\/istituti$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/istituti/i);
});
