/**
 * Switching factor and verifying by SMS, widget and IdP together: Giulia has an authenticator app and a phone
 * (enrolled by the operator through the Factors API, the SMS code read from the IdP's outbox); at sign-in the
 * dropdown lists both, she switches to SMS, "Invia codice" turns into "Inviato" for 30 s and then "Invia di nuovo il
 * codice" with the warning, and the code from the outbox signs her in. The same for a voice call ("Chiama" →
 * "Chiamata in corso" → "Richiama" with its warning) and email ("Inviami il codice" → "Inviato" → "Invia di nuovo"),
 * for a person of her own whose factors are a phone for calls and her mailbox.
 */
import { get } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { deleteMfaPolicy, idpCli, lastSmsCode, managementApi } from '../support/mfa.ts';
import { IDP, PASSWORD, USERS, expectNoAxeViolations, signIn, widget } from '../support/system.ts';

const user = USERS.officer;
const GROUP = 'aml-officers';
const CALLER = { login: `carla.chiamata.${Date.now()}@example.com`, name: 'Carla Voce' };
const CALLER_GROUP = 'e2e-switch-call-email';
const CALLER_PHONE = '+14155550177';

/**
 * The six-digit code of the newest outbox message to `to`, from the IdP's development outbox (`GET /dev/outbox`,
 * JSON). A connection of its own: between two calls the journey waits about as long as the IdP keeps an idle
 * connection open, and a pooled one could be closed under the request.
 */
function lastCodeTo(to: string): Promise<string> {
  const url = `${IDP}/dev/outbox?to=${encodeURIComponent(to)}`;
  return new Promise((resolve, reject) => {
    get(url, { agent: false, headers: { Accept: 'application/json' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        const messages = JSON.parse(body) as Array<{ text: string }>;
        const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
        if (code) resolve(code);
        else reject(new Error(`no code sent to ${to}`));
      });
    }).on('error', reject);
  });
}

/**
 * Creates Carla with a voice-call factor and an email factor, both active: in her own group and in `auditors` (her
 * role in the suite; not aml-officers, whose TOTP policy of this file would ask her to enrol an app too).
 */
async function createCaller(): Promise<void> {
  const group = (await managementApi('POST', '/api/v1/groups', { profile: { name: CALLER_GROUP } })) as {
    id: string;
  };
  const created = (await managementApi('POST', '/api/v1/users?activate=true', {
    profile: { firstName: 'Carla', lastName: 'Voce', email: CALLER.login, login: CALLER.login },
    credentials: { password: { value: PASSWORD } },
  })) as { id: string };
  const auditors = (await managementApi('GET', '/api/v1/groups?q=auditors')) as Array<{
    id: string;
    profile: { name: string };
  }>;
  for (const id of [group.id, auditors.find((g) => g.profile.name === 'auditors')!.id])
    await managementApi('PUT', `/api/v1/groups/${id}/users/${created.id}`);
  const factors = `/api/v1/users/${created.id}/factors`;
  const call = (await managementApi('POST', factors, {
    factorType: 'call',
    provider: 'OKTA',
    profile: { phoneNumber: CALLER_PHONE },
  })) as { id: string };
  await managementApi('POST', `${factors}/${call.id}/lifecycle/activate`, {
    passCode: await lastCodeTo(CALLER_PHONE),
  });
  const email = (await managementApi('POST', factors, {
    factorType: 'email',
    provider: 'OKTA',
    profile: { email: CALLER.login },
  })) as { id: string };
  await managementApi('POST', `${factors}/${email.id}/lifecycle/activate`, {
    passCode: await lastCodeTo(CALLER.login),
  });
  // Last: the CLI takes seconds, and no pooled connection should sit idle across it.
  idpCli('policies', 'mfa', '--group', CALLER_GROUP, '--factors', 'call,email', '--required', 'call,email');
}

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
  await createCaller();
});

test.afterAll(async () => {
  idpCli('users', 'reset-factors', '--login', user.login);
  await deleteMfaPolicy(GROUP);
  await deleteMfaPolicy(CALLER_GROUP);
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

/** Waits for Carla's Home, or for an error in the widget (then fails with its text). */
async function expectSignedIn(page: Page) {
  const home = page.getByRole('heading', { level: 1, name: new RegExp(CALLER.name) });
  const error = widget(page).getByRole('alert').filter({ hasText: /\S/ });
  await expect(home.or(error).first()).toBeVisible({ timeout: 20_000 });
  expect((await error.allTextContents()).join(' ')).toBe('');
  await expect(home).toBeVisible();
}

/** Picks `factor` in the factor-switch dropdown (unless it is the current factor already). */
async function switchTo(page: Page, factor: string) {
  const w = widget(page);
  const heading = w.getByRole('heading', { name: factor });
  await expect(w.getByRole('button', { name: /^Cambia fattore, attuale: / })).toBeVisible();
  if (await heading.isVisible()) return;
  await w.getByRole('button', { name: /^Cambia fattore, attuale: / }).click();
  await w.getByRole('menuitem', { name: factor }).click();
  await expect(heading).toBeVisible();
}

test('voice call: "Chiama", 30 s lock, "Richiama" with the warning; email: "Inviami il codice", then "Invia di nuovo"', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const w = widget(page);
  await page.goto('/login');
  await signIn(page, CALLER.login, PASSWORD);
  await switchTo(page, 'Autenticazione tramite chiamata vocale');
  await expect(w).toContainText(/Ricevi una chiamata al \+1 /);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectNoAxeViolations(page);
  await w.getByRole('button', { name: 'Chiama', exact: true }).click();
  await expect(w.getByRole('button', { name: 'Chiamata in corso' })).toBeDisabled();
  await expect(w.getByRole('button', { name: 'Richiama' })).toBeEnabled({ timeout: 35_000 });
  await expect(w.getByRole('status')).toHaveText('Non hai ricevuto la chiamata? Richiama.');
  await expectNoAxeViolations(page);
  await w.getByRole('textbox', { name: 'Inserisci il codice' }).fill(await lastCodeTo(CALLER_PHONE));
  await w.getByRole('button', { name: 'Verifica' }).click();
  await expectSignedIn(page);
  await page.getByRole('button', { name: /esci/i }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, CALLER.login, PASSWORD);
  await switchTo(page, 'Autenticazione tramite email');
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectNoAxeViolations(page);
  await w.getByRole('button', { name: 'Inviami il codice' }).click();
  await expect(w.getByRole('button', { name: 'Inviato' })).toBeDisabled();
  await expect(w.getByRole('button', { name: 'Invia di nuovo' })).toBeEnabled({ timeout: 35_000 });
  await w.getByRole('textbox', { name: 'Inserisci il codice' }).fill(await lastCodeTo(CALLER.login));
  await w.getByRole('button', { name: 'Verifica' }).click();
  await expectSignedIn(page);
});
