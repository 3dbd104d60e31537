/**
 * Enrolling the everyday factors, widget and IdP together: the operator requires a Windows Hello / WebAuthn
 * authenticator, SMS, email and a security question for a group of its own (CLI `policies mfa`); a new officer
 * (created through the management API, so other journeys' people are untouched) signs in and sets up all four in one
 * sign-in: the platform authenticator through Chromium's virtual authenticator (CDP `WebAuthn`), the SMS and email
 * codes read from the IdP's outbox, the question from the IdP's catalogue; then she reaches the suite. Axe on each
 * screen. A second officer, in a group that requires push, sets up Okta Verify with the companion authenticator (a
 * second page as her phone) through "Can't scan?" and the activation link sent by email; the widget's enrolment
 * poll (every 6000 ms) then takes her to the suite. A third, whose policy allows push and the authenticator app,
 * picks "Set up manually, without push" on the push manual-setup screen and enrols Okta Verify's codes from the
 * shared secret instead.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  AuthenticatorApp,
  deleteMfaPolicy,
  groupId,
  idpCli,
  lastCodeTo,
  managementApi,
} from '../support/mfa.ts';
import { PASSWORD, expectNoAxeViolations, signIn, widget } from '../support/system.ts';

const GROUP = 'e2e-enrolment';
const LOGIN = `sara.gallo.${Date.now()}@example.com`;
const NAME = 'Sara Gallo';
const PHONE = '415 555 0142';
const PUSH_GROUP = 'e2e-enrolment-push';
const PUSH_LOGIN = `nadia.push.${Date.now()}@example.com`;
const MANUAL_GROUP = 'e2e-enrolment-push-manual';
const MANUAL_LOGIN = `marta.manual.${Date.now()}@example.com`;

test.use({ locale: 'it-IT' });

/** Waits for the page's slide-in to end, then runs axe on it. */
async function axe(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectNoAxeViolations(page);
}

test.beforeAll(async () => {
  await managementApi('POST', '/api/v1/groups', {
    profile: { name: GROUP, description: 'E2E factor enrolment' },
  });
  const user = (await managementApi('POST', '/api/v1/users?activate=true', {
    profile: { firstName: 'Sara', lastName: 'Gallo', email: LOGIN, login: LOGIN },
    credentials: { password: { value: PASSWORD } },
  })) as { id: string };
  // aml-officers gives her a role in the suite; the enrolment policy is her own group's.
  for (const group of [GROUP, 'aml-officers'])
    await managementApi('PUT', `/api/v1/groups/${await groupId(group)}/users/${user.id}`);
  const factors = 'webauthn,sms,email,question';
  idpCli('policies', 'mfa', '--group', GROUP, '--factors', factors, '--required', factors);
  await managementApi('POST', '/api/v1/groups', { profile: { name: PUSH_GROUP, description: 'E2E push' } });
  const nadia = (await managementApi('POST', '/api/v1/users?activate=true', {
    profile: { firstName: 'Nadia', lastName: 'Conti', email: PUSH_LOGIN, login: PUSH_LOGIN },
    credentials: { password: { value: PASSWORD } },
  })) as { id: string };
  for (const group of [PUSH_GROUP, 'aml-officers'])
    await managementApi('PUT', `/api/v1/groups/${await groupId(group)}/users/${nadia.id}`);
  idpCli('policies', 'mfa', '--group', PUSH_GROUP, '--factors', 'push', '--required', 'push');
  await managementApi('POST', '/api/v1/groups', {
    profile: { name: MANUAL_GROUP, description: 'E2E manual' },
  });
  const marta = (await managementApi('POST', '/api/v1/users?activate=true', {
    profile: { firstName: 'Marta', lastName: 'Greco', email: MANUAL_LOGIN, login: MANUAL_LOGIN },
    credentials: { password: { value: PASSWORD } },
  })) as { id: string };
  for (const group of [MANUAL_GROUP, 'aml-officers'])
    await managementApi('PUT', `/api/v1/groups/${await groupId(group)}/users/${marta.id}`);
  // Both optional: the choices page offers push at once (required factors would be listed first, alone).
  idpCli('policies', 'mfa', '--group', MANUAL_GROUP, '--factors', 'push,token:software:totp');
});

test.afterAll(async () => {
  await deleteMfaPolicy(GROUP);
  await deleteMfaPolicy(PUSH_GROUP);
  await deleteMfaPolicy(MANUAL_GROUP);
});

test('sets up Windows Hello, SMS, email and a security question in one sign-in, then reaches the suite', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // A platform authenticator that verifies the user (Windows Hello's kind), answering at once.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const w = widget(page);
  const choices = w.getByRole('heading', { name: "Configura l'autenticazione a più fattori" });
  await page.goto('/login');
  await signIn(page, LOGIN, PASSWORD);

  // Choices: four required factors, none enrolled.
  await expect(choices).toBeVisible();
  await expect(w.getByText('1 di 4')).toBeVisible();
  await axe(page);

  // Windows Hello (the suite's widget runs without the webauthn feature): the platform authenticator registers.
  await w.getByRole('button', { name: 'Configura Windows Hello' }).click();
  await expect(w.getByRole('heading', { name: 'Configura Windows Hello' })).toBeVisible();
  await axe(page);
  await w.getByRole('button', { name: 'Registra' }).click();
  await expect(choices).toBeVisible();
  await expect(w.getByText('2 di 4')).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);

  // SMS: number, "Invia codice", the code from the outbox.
  await w.getByRole('button', { name: 'Configura Autenticazione tramite SMS' }).click();
  await expect(w.getByRole('heading', { name: 'Ricevi un codice via SMS per autenticarti' })).toBeVisible();
  await expect(w.getByRole('combobox', { name: 'Paese' })).toHaveValue('US');
  await axe(page);
  await w.getByRole('textbox', { name: 'Numero di telefono' }).fill(PHONE);
  await w.getByRole('button', { name: 'Invia codice' }).click();
  await expect(w.getByText(/Abbiamo inviato un codice a \+1 /)).toBeVisible();
  await expect(w.getByRole('button', { name: 'Inviato' })).toBeDisabled();
  await axe(page);
  await w.getByRole('textbox', { name: 'Inserisci il codice' }).fill(lastCodeTo('+14155550142'));
  await w.getByRole('button', { name: 'Verifica' }).click();
  await expect(choices).toBeVisible();
  await expect(w.getByText('3 di 4')).toBeVisible();

  // Email: "Inviami il codice", the code from the email.
  await w.getByRole('button', { name: 'Configura Autenticazione tramite email' }).click();
  await expect(w.getByRole('heading', { name: 'Configura Autenticazione tramite email' })).toBeVisible();
  await axe(page);
  await w.getByRole('button', { name: 'Inviami il codice' }).click();
  await expect(w.getByText(/Abbiamo inviato un codice di verifica a/)).toBeVisible();
  await axe(page);
  await w.getByRole('textbox', { name: 'Inserisci il codice' }).fill(lastCodeTo(LOGIN));
  await w.getByRole('button', { name: 'Verifica' }).click();
  await expect(choices).toBeVisible();
  await expect(w.getByText('4 di 4')).toBeVisible();

  // Security question: a question of the IdP's catalogue and its answer; the last factor signs her in.
  await w.getByRole('button', { name: 'Configura Domanda di sicurezza' }).click();
  await expect(w.getByRole('heading', { name: 'Configura Domanda di sicurezza' })).toBeVisible();
  const question = w.getByRole('combobox', { name: 'Scegli una domanda di sicurezza' });
  await expect(question).toBeEnabled();
  await question.selectOption('favorite_toy');
  await axe(page);
  await w.getByRole('textbox', { name: 'Risposta' }).fill('the red bicycle');
  await w.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(NAME);

  // The IdP lists the four factors as active.
  const listed = idpCli('users', 'factors', '--login', LOGIN);
  for (const type of ['webauthn', 'sms', 'email', 'question']) expect(listed).toContain(type);
});

test('sets up Okta Verify push with the companion app through the activation link by email, then reaches the suite', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const w = widget(page);
  await page.goto('/login');
  await signIn(page, PUSH_LOGIN, PASSWORD);
  await w.getByRole('button', { name: 'Configura Okta Verify (notifica push)' }).click();
  await expect(w.getByRole('heading', { name: 'Configura Okta Verify (notifica push)' })).toBeVisible();
  await w.getByRole('radio', { name: 'Android' }).click();
  await axe(page);
  await w.getByRole('button', { name: 'Avanti' }).click();
  await expect(w.getByRole('img')).toBeVisible(); // the barcode
  await axe(page);
  await w.getByRole('button', { name: 'Non riesci a scansionarlo?' }).click();
  await expect(
    w.getByRole('heading', { name: 'Configura Okta Verify (notifica push) senza il codice a barre' }),
  ).toBeVisible();
  await w.getByRole('radio', { name: 'Via email' }).click();
  await expect(w.getByText(`Il link arriverà a ${PUSH_LOGIN}.`)).toBeVisible();
  await axe(page);
  await w.getByRole('button', { name: 'Invia', exact: true }).click();
  await expect(w.getByRole('heading', { name: 'Link di attivazione inviato' })).toBeVisible();
  await axe(page);

  // The phone opens the link from the email; the widget's poll sees the enrolment and signs her in.
  const messages = JSON.parse(idpCli('outbox', '--to', PUSH_LOGIN, '--json')) as Array<{ body: string }>;
  const phone = await context.newPage();
  await phone.goto(/(http\S+#activate=\S+)/.exec(messages[0]!.body)![1]!);
  await expect(phone.getByRole('status')).toHaveText(`This device is set up for ${PUSH_LOGIN}.`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nadia Conti', { timeout: 20_000 });
  expect(idpCli('users', 'factors', '--login', PUSH_LOGIN)).toContain('push');
});

test('push manual setup: "Set up manually, without push" enrols Okta Verify\'s codes from the shared secret', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const w = widget(page);
  await page.goto('/login');
  await signIn(page, MANUAL_LOGIN, PASSWORD);
  await w.getByRole('button', { name: 'Configura Okta Verify (notifica push)' }).click();
  await w.getByRole('radio', { name: 'Android' }).click();
  await w.getByRole('button', { name: 'Avanti' }).click();
  await expect(w.getByRole('img')).toBeVisible(); // the barcode
  await w.getByRole('button', { name: 'Non riesci a scansionarlo?' }).click();
  const manually = w.getByRole('button', { name: 'Configura manualmente, senza notifiche push' });
  await expect(manually).toBeVisible();
  await axe(page);
  await manually.click();
  await expect(w.getByRole('heading', { name: 'Configura Okta Verify manualmente' })).toBeVisible();
  const secret = await w.getByRole('textbox', { name: 'Chiave segreta' }).inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await axe(page);
  await w.getByRole('button', { name: 'Avanti' }).click();
  const app = new AuthenticatorApp(secret);
  await w.getByRole('textbox', { name: "Inserisci il codice mostrato dall'app" }).fill(await app.next(page));
  await w.getByRole('button', { name: 'Verifica' }).click();
  // Push is optional: finish the choices page if it shows.
  const finish = w.getByRole('button', { name: 'Fine', exact: true });
  await expect(page.getByRole('heading', { level: 1 }).or(finish.first())).toBeVisible();
  if (await finish.first().isVisible()) await finish.first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Marta Greco');
  const factors = idpCli('users', 'factors', '--login', MANUAL_LOGIN);
  expect(factors).toContain('token:software:totp');
  expect(factors).not.toContain('push');
});
