/**
 * Enrolling the password factor (spec §2 `enroll/okta/password`, §3 password + confirmPassword, §7
 * `profile.password`), widget and IdP together: the operator requires the password factor for a group of its own
 * (CLI `policies mfa`); a new officer signs in, meets the enrolment page, types two different passwords (the widget
 * says they must match, nothing is sent), then a password that is not hers (the IdP refuses it: the message shows
 * under the field), then her own, and reaches the suite. Axe on each state; keyboard only.
 */
import { expect, test } from '@playwright/test';
import { deleteMfaPolicy, groupId, idpCli, managementApi } from '../support/mfa.ts';
import { PASSWORD, expectNoAxeViolations, signIn, widget } from '../support/system.ts';

const GROUP = 'e2e-enrolment-password';
const LOGIN = `elena.password.${Date.now()}@example.com`;
const NAME = 'Elena Marino';

test.use({ locale: 'it-IT' });

test.beforeAll(async () => {
  await managementApi('POST', '/api/v1/groups', {
    profile: { name: GROUP, description: 'E2E password factor' },
  });
  const user = (await managementApi('POST', '/api/v1/users?activate=true', {
    profile: { firstName: 'Elena', lastName: 'Marino', email: LOGIN, login: LOGIN },
    credentials: { password: { value: PASSWORD } },
  })) as { id: string };
  for (const group of [GROUP, 'aml-officers'])
    await managementApi('PUT', `/api/v1/groups/${await groupId(group)}/users/${user.id}`);
  idpCli('policies', 'mfa', '--group', GROUP, '--factors', 'password', '--required', 'password');
});

test.afterAll(async () => {
  await deleteMfaPolicy(GROUP);
});

test('sets up the password factor: mismatch caught in the widget, a wrong password refused by the IdP, then the suite', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const w = widget(page);
  await page.goto('/login');
  await signIn(page, LOGIN, PASSWORD);
  await w.getByRole('button', { name: 'Configura Password' }).click();
  await expect(w.getByRole('heading', { name: 'Configura Password' })).toBeVisible();
  const password = w.getByLabel('Password', { exact: true });
  const repeat = w.getByLabel('Ripeti la password');
  await expect(password).toHaveAttribute('type', 'password');
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectNoAxeViolations(page);

  // Keyboard only: type, Tab, type, Enter.
  await password.focus();
  await page.keyboard.type('Scirocco!2027');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Scirocco!2028');
  await page.keyboard.press('Enter');
  await expect(w.getByText('Le password devono coincidere')).toBeVisible();
  await expect(repeat).toBeFocused();

  await repeat.fill('Scirocco!2027');
  await repeat.press('Enter');
  await expect(password).toHaveAccessibleDescription('Enter your current password.');
  await expectNoAxeViolations(page);

  await password.fill(PASSWORD);
  await repeat.fill(PASSWORD);
  await repeat.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(NAME);
  expect(idpCli('users', 'factors', '--login', LOGIN)).toContain('password');
});
