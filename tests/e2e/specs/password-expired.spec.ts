/**
 * Password policy, expiry and change: the operator gives Giulia's group a password policy with the CLI (through the
 * running IdP's management API); her password first nears its expiry (PASSWORD_WARN, "remind me later"), then the
 * operator expires it and she changes it in the Italian widget against the policy's rules before reaching Home.
 */
import { expect, test, type Page } from '@playwright/test';
import { idpCli } from '../support/mfa.ts';
import { PASSWORD, USERS, expectNoAxeViolations, signIn, widget } from '../support/system.ts';

const GROUP = 'aml-officers';
const NEW_PASSWORD = 'Tramonto#2027x';

const heading = (page: Page) => widget(page).getByRole('heading', { level: 2 });
const home = async (page: Page) =>
  expect(page.getByRole('heading', { level: 1 })).toContainText(USERS.officer.name, { timeout: 20_000 });

test.describe.configure({ mode: 'serial' });

test.afterAll(() => {
  // Later journeys sign Giulia in with the published password and no policy.
  idpCli('policies', 'password', '--group', GROUP);
  idpCli('users', 'update', '--login', USERS.officer.login, '--password', PASSWORD);
});

test('a password within the warning days: the widget warns and "remind me later" signs in', async ({
  page,
}) => {
  const out = idpCli(
    ...[
      'policies',
      'password',
      '--group',
      GROUP,
      '--min-length',
      '12',
      '--min-upper',
      '1',
      '--min-number',
      '1',
    ],
    ...['--min-symbol', '1', '--exclude-attributes', 'firstName,lastName', '--max-age-days', '30'],
    ...['--warn-days', '30'], // warns from the first day: her password was set when the IdP started
  );
  expect(out).toContain(`Group ${GROUP} password policy: min 12`);

  await page.goto('/login');
  await signIn(page, USERS.officer.login, PASSWORD);
  await expect(heading(page)).toHaveText(/La tua password scadrà tra 29 giorni/);
  await expect(widget(page).getByText('Almeno 12 caratteri')).toBeVisible();
  await expectNoAxeViolations(page);
  await widget(page).getByRole('button', { name: 'Ricordamelo più tardi' }).click();
  await home(page);
  await page.getByRole('button', { name: /esci/i }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an expired password: she changes it against the rules and reaches Home', async ({ page }) => {
  expect(idpCli('users', 'expire-password', '--login', USERS.officer.login)).toContain(
    'status PASSWORD_EXPIRED',
  );

  await page.goto('/login');
  await signIn(page, USERS.officer.login, PASSWORD);
  await expect(heading(page)).toHaveText('La tua password è scaduta');
  const rules = widget(page).locator('.siw-password-rules');
  for (const rule of ['Almeno 12 caratteri', 'Una lettera maiuscola', 'Un numero', 'Un simbolo']) {
    await expect(rules.getByText(rule)).toBeVisible();
  }
  await expect(rules.getByText('Non contiene il tuo nome')).toBeVisible();
  await expect(widget(page).getByRole('button', { name: 'Ricordamelo più tardi' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A new password with her first name in it: the rule turns red as she types, and the IdP refuses it.
  const fill = async (next: string) => {
    await widget(page).getByLabel('Password attuale', { exact: true }).fill(PASSWORD);
    await widget(page).getByLabel('Nuova password', { exact: true }).fill(next);
    await widget(page).getByLabel('Ripeti la nuova password', { exact: true }).fill(next);
    await widget(page).getByRole('button', { name: 'Cambia password' }).click();
  };
  await fill('Giulia#2027xyz');
  await expect(rules.locator('[data-rule="firstName"]')).toHaveClass(/siw-rule-unmet/);
  const refused = widget(page).getByRole('alert');
  await expect(refused).toContainText('Password requirements were not met');
  await expect(widget(page).getByLabel('Nuova password', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.waitForTimeout(250); // the submit throttle (spec §9)

  await fill(NEW_PASSWORD);
  await home(page);
  await expectNoAxeViolations(page);
});
