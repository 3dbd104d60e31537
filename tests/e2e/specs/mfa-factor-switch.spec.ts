/**
 * Switching factor and verifying by SMS, widget and IdP together: Giulia has an authenticator app and a phone
 * (enrolled by the operator through the Factors API, the SMS code read from the IdP's outbox); at sign-in the
 * dropdown lists both, she switches to SMS, "Invia codice" turns into "Inviato" for 30 s and then "Invia di nuovo il
 * codice" with the warning, and the code from the outbox signs her in.
 */
import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { deleteMfaPolicy, idpCli, lastSmsCode, managementApi } from '../support/mfa.ts';
import { PASSWORD, USERS, expectNoAxeViolations, signIn, widget } from '../support/system.ts';

const user = USERS.officer;
const GROUP = 'aml-officers';

test.use({ locale: 'it-IT' });

test.beforeAll(async () => {
  idpCli(
    'policies',
    'mfa',
    '--group',
    GROUP,
    '--factors',
    'token:software:totp,sms',
    '--required',
    'token:software:totp',
  );
  idpCli('users', 'reset-factors', '--login', user.login);
  const { id } = (await managementApi('GET', `/api/v1/users/${encodeURIComponent(user.login)}`)) as {
    id: string;
  };
  const factors = `/api/v1/users/${id}/factors`;
  const totp = (await managementApi('POST', factors, {
    factorType: 'token:software:totp',
    provider: 'GOOGLE',
  })) as {
    id: string;
    _embedded: { activation: { sharedSecret: string } };
  };
  const passCode = await generate({ secret: totp._embedded.activation.sharedSecret });
  await managementApi('POST', `${factors}/${totp.id}/lifecycle/activate`, { passCode });
  const sms = (await managementApi('POST', factors, {
    factorType: 'sms',
    provider: 'OKTA',
    profile: { phoneNumber: '+1 415 555 0123' },
  })) as { id: string };
  await managementApi('POST', `${factors}/${sms.id}/lifecycle/activate`, { passCode: lastSmsCode() });
});

test.afterAll(async () => {
  idpCli('users', 'reset-factors', '--login', user.login);
  await deleteMfaPolicy(GROUP);
});

test('switches to SMS in the dropdown; send, 30 s lock, resend with the warning; the outbox code signs in', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const w = widget(page);
  await page.goto('/login');
  await signIn(page, user.login, PASSWORD);
  await expect(w.getByRole('heading', { name: 'Google Authenticator' })).toBeVisible();

  await w.getByRole('button', { name: 'Cambia fattore, attuale: Google Authenticator' }).click();
  const items = w.getByRole('menuitem');
  await expect(items).toHaveText([
    'Seleziona un fattore di autenticazione',
    'Google Authenticator',
    'Autenticazione tramite SMS',
  ]);
  await expect(items.first()).toHaveAttribute('aria-disabled', 'true');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');

  await expect(w.getByRole('heading', { name: 'Autenticazione tramite SMS' })).toBeVisible();
  await expect(w).toContainText(/Invia un codice a \+1 /);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectNoAxeViolations(page);
  await w.getByRole('button', { name: 'Invia codice' }).click();
  await expect(w.getByRole('button', { name: 'Inviato' })).toBeDisabled();
  const code = lastSmsCode();
  await expect(w.getByRole('button', { name: 'Invia di nuovo il codice' })).toBeEnabled({ timeout: 35_000 });
  await expect(w.getByRole('status')).toHaveText("Non hai ricevuto l'SMS? Invialo di nuovo.");

  await w.getByRole('textbox', { name: 'Inserisci il codice' }).fill(code);
  await w.getByRole('button', { name: 'Verifica' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(user.name);
});
