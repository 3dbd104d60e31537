/**
 * Self-service registration, end to end (issue 8): with registration on at the IdP (CLI `policies registration`),
 * the compliance suite's 'Hai un coupon? Usalo!' leads to /welcome, where an unknown coupon is refused in Italian
 * and the demo coupon (BENVENUTO-2026, one use) is accepted; the Italian widget's registration form checks the
 * fields, the person registers, gets "Email di verifica inviata", follows the emailed activation link (read from the
 * IdP's outbox) and lands back on the suite with an IdP session; the link works once.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { idpCli } from '../support/mfa.ts';
import { IDP, SUITE, expectNoAxeViolations, widget } from '../support/system.ts';

const EMAIL = 'nuova.utente@example.com';
const PASSWORD = 'Maestrale#2027';

/** The newest activation link emailed to EMAIL (the outbox lists newest first). */
async function activationLink(request: APIRequestContext): Promise<string> {
  const outbox = async () =>
    (await (await request.get(`${IDP}/dev/outbox?to=${encodeURIComponent(EMAIL)}`)).json()) as Array<{
      text: string;
    }>;
  await expect.poll(async () => (await outbox()).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const link = new RegExp(`(${IDP}/registration/activate/[0-9A-Za-z]+)`).exec((await outbox())[0]!.text)?.[1];
  expect(link).toBeTruthy();
  return link!;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  idpCli('policies', 'registration', '--enabled', 'on');
});

test.afterAll(() => {
  idpCli('policies', 'registration', '--enabled', 'off');
  try {
    idpCli('users', 'deactivate', '--login', EMAIL);
    idpCli('users', 'delete', '--login', EMAIL);
  } catch {
    // the journey failed before the user existed
  }
});

test('coupon on /welcome, registration in the widget, the emailed link activates and signs in once', async ({
  page,
  request,
}) => {
  await page.goto(`${SUITE}/login`);
  await widget(page).getByRole('link', { name: 'Usalo!' }).click();
  await expect(page).toHaveURL(`${SUITE}/welcome`);
  const code = page.getByLabel('Codice coupon');
  await code.fill('NON-ESISTE-1');
  await page.getByRole('button', { name: 'Usa il coupon' }).click();
  await expect(page.getByRole('alert')).toContainText('Codice coupon non valido');
  await expect(code).toBeFocused();
  await expectNoAxeViolations(page);
  await code.fill('BENVENUTO-2026');
  await page.getByRole('button', { name: 'Usa il coupon' }).click();
  await expect(page.getByRole('heading', { name: 'Coupon valido' })).toBeVisible();

  await widget(page).getByRole('link', { name: 'Crea il tuo account' }).click();
  await expect(widget(page).getByRole('heading', { name: 'Crea account' })).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectNoAxeViolations(page);
  await widget(page).getByRole('button', { name: 'Registrati' }).click();
  await expect(widget(page).getByText('Questo campo non può essere lasciato vuoto').first()).toBeVisible();
  await widget(page).getByLabel('Email *', { exact: true }).fill(EMAIL);
  await widget(page).getByLabel('Password *', { exact: true }).fill('nuova');
  await expect(widget(page).locator('[data-rule="length"]')).toHaveClass(/siw-rule-unmet/);
  await widget(page).getByLabel('Password *', { exact: true }).fill(PASSWORD);
  await expect(widget(page).locator('[data-rule="length"]')).toHaveClass(/siw-rule-met/);
  await widget(page).getByLabel('Nome *', { exact: true }).fill('Nuova');
  await widget(page).getByLabel('Cognome *', { exact: true }).fill('Utente');
  await widget(page).getByRole('button', { name: 'Registrati' }).click();
  await expect(widget(page).getByRole('heading', { name: 'Email di verifica inviata' })).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectNoAxeViolations(page);

  const link = await activationLink(request);
  await page.goto(link);
  await expect(page).toHaveURL(`${SUITE}/login`);
  const session = await page.request.get(`${IDP}/api/v1/sessions/me`);
  expect(session.status()).toBe(200);
  expect(((await session.json()) as { login: string }).login).toBe(EMAIL);

  // used again: an API client asking for JSON gets Okta's error, a person clicking the emailed link a page saying so
  const again = await request.get(link, { maxRedirects: 0, headers: { accept: 'application/json' } });
  expect(again.status()).toBe(403);
  expect(((await again.json()) as { errorCode: string }).errorCode).toBe('E0000110');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link cannot be used');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByText('E0000110')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/login/default');
  await expectNoAxeViolations(page);
});
