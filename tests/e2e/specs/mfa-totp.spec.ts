/**
 * Multi-factor authentication with an authenticator app (TOTP), widget and IdP together: the operator requires it
 * for `aml-officers` (CLI), Giulia enrols from the enrolment choices page (device type, barcode, "can't scan?" with
 * the shared secret, passcode), reaches Home, and signs in again with a code; a wrong code shows the IdP's error, a
 * code used twice is refused, "remember this device" skips the factor at the next sign-in; the same by keyboard
 * only; axe on each screen. Codes are computed here from the shared secret the widget shows.
 */
import { expect, test, type Page } from '@playwright/test';
import { SPA, hosted, watchCsp } from '../support/hosted.ts';
import { AuthenticatorApp, deleteMfaPolicy, idpCli, tabTo } from '../support/mfa.ts';
import { IDP, PASSWORD, USERS, expectNoAxeViolations, signIn, widget } from '../support/system.ts';

const user = USERS.officer;
const GROUP = 'aml-officers';

test.use({ locale: 'it-IT' });

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  idpCli(
    'policies',
    'mfa',
    '--group',
    GROUP,
    '--factors',
    'token:software:totp',
    '--required',
    'token:software:totp',
    '--remember-device-minutes',
    '720',
  );
  idpCli('users', 'reset-factors', '--login', user.login);
});

test.afterAll(async () => {
  idpCli('users', 'reset-factors', '--login', user.login);
  await deleteMfaPolicy(GROUP);
});

const w = widget;
const heading = (page: Page, name: string | RegExp) => w(page).getByRole('heading', { name });
const home = (page: Page) => expect(page.getByRole('heading', { level: 1 })).toContainText(user.name);

/** axe once the page's slide-in (about 200 ms, opacity from 0) has finished. */
async function axe(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectNoAxeViolations(page);
}

async function signOutOfSuite(page: Page) {
  await page.getByRole('button', { name: /esci/i }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** From the enrolment choices page to the passcode step; returns the app holding the shared secret. */
async function enrolGoogleAuthenticator(page: Page): Promise<AuthenticatorApp> {
  await expect(heading(page, "Configura l'autenticazione a più fattori")).toBeVisible();
  await expect(w(page)).toContainText('1 di 1');
  await axe(page);
  await w(page).getByRole('button', { name: 'Configura Google Authenticator' }).click();

  await expect(heading(page, 'Configura Google Authenticator')).toBeVisible();
  await w(page).getByRole('radio', { name: 'iPhone' }).check();
  await expect(w(page).getByRole('link', { name: /apri app store/i })).toHaveAttribute(
    'href',
    /apps\.apple\.com/,
  );
  await axe(page);
  await w(page).getByRole('button', { name: 'Avanti' }).click();

  const barcode = w(page).getByRole('img', { name: /codice a barre/i });
  await expect(barcode).toBeVisible();
  await expect.poll(() => barcode.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await barcode.getAttribute('src')).toMatch(new RegExp(`^${IDP}/api/v1/users/.+/qr/`));
  await axe(page);
  await w(page).getByRole('button', { name: 'Non riesci a scansionarlo?' }).click();

  const secretField = w(page).getByRole('textbox', { name: 'Chiave segreta' });
  await expect(secretField).toHaveValue(/^[A-Z2-7]{16,}$/);
  const app = new AuthenticatorApp(await secretField.inputValue());
  await axe(page);
  await w(page).getByRole('button', { name: 'Avanti' }).click();
  await expect(w(page).getByRole('textbox', { name: "Inserisci il codice mostrato dall'app" })).toBeFocused();
  await axe(page);
  return app;
}

let app: AuthenticatorApp;

test('enrols an authenticator app, then signs in with its codes; wrong and replayed codes are refused', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/login');
  await signIn(page, user.login, PASSWORD);
  app = await enrolGoogleAuthenticator(page);
  await w(page)
    .getByRole('textbox', { name: "Inserisci il codice mostrato dall'app" })
    .fill(await app.next(page));
  await w(page).getByRole('button', { name: 'Verifica' }).click();
  await home(page);
  await signOutOfSuite(page);

  // Password, then the code.
  await signIn(page, user.login, PASSWORD);
  await expect(heading(page, 'Google Authenticator')).toBeVisible();
  const code = w(page).getByRole('textbox', { name: 'Inserisci il codice' });
  await expect(code).toBeFocused();
  await axe(page);
  const wrong = (await app.next(page)) === '000000' ? '111111' : '000000';
  await code.fill(wrong);
  await w(page).getByRole('button', { name: 'Verifica' }).click();
  await expect(w(page).getByRole('alert')).toContainText(/passcode/i);
  await expect(code).toBeFocused();
  await axe(page);
  await page.waitForTimeout(250);
  await code.fill(app.last);
  await w(page).getByRole('button', { name: 'Verifica' }).click();
  await home(page);
  await signOutOfSuite(page);

  // The code just used, again: refused (E0000082); a new one signs in.
  await signIn(page, user.login, PASSWORD);
  await code.fill(app.last);
  await w(page).getByRole('button', { name: 'Verifica' }).click();
  await expect(w(page).getByRole('alert')).toContainText('Ogni codice può essere usato una sola volta');
  await page.waitForTimeout(250);
  await code.fill(await app.next(page));
  await w(page).getByRole('button', { name: 'Verifica' }).click();
  await home(page);
});

test("the IdP's hosted sign-in page (IIFE build, lazy chunks, strict CSP) asks for the code too", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const cspViolations = await watchCsp(page);
  await page.goto(`${IDP}/login/default?fromURI=${encodeURIComponent(`${SPA}/`)}`);
  await hosted.username(page).fill(user.login);
  await hosted.password(page).fill(PASSWORD);
  await hosted.submit(page).click();
  await expect(heading(page, 'Google Authenticator')).toBeVisible();
  await axe(page);
  await w(page)
    .getByRole('textbox', { name: 'Inserisci il codice' })
    .fill(await app.next(page));
  await w(page).getByRole('button', { name: 'Verifica' }).click();
  await expect(page).toHaveURL(`${SPA}/`);
  expect(await cspViolations()).toEqual([]);
});

test('"remember this device" skips the factor at the next sign-in from the same browser', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await signIn(page, user.login, PASSWORD);
  const remember = w(page).getByRole('checkbox', {
    name: 'Non chiedermelo su questo dispositivo per 12 ore',
  });
  await expect(remember).not.toBeChecked();
  await remember.check();
  await w(page)
    .getByRole('textbox', { name: 'Inserisci il codice' })
    .fill(await app.next(page));
  await w(page).getByRole('button', { name: 'Verifica' }).click();
  await home(page);
  await signOutOfSuite(page);

  const answered = page.waitForResponse((r) => r.url() === `${IDP}/api/v1/authn` && r.status() === 200);
  await signIn(page, user.login, PASSWORD);
  expect(((await (await answered).json()) as { status: string }).status).toBe('SUCCESS');
  await home(page);
});

test('keyboard only: enrolment and verification', async ({ page }) => {
  test.setTimeout(150_000);
  idpCli('users', 'reset-factors', '--login', user.login);
  await page.goto('/login');
  await signIn(page, user.login, PASSWORD);
  await expect(heading(page, "Configura l'autenticazione a più fattori")).toBeVisible();
  const press = async (name: string | RegExp) => {
    await tabTo(page, w(page).getByRole('button', { name }));
    await page.keyboard.press('Enter');
  };
  await press('Configura Google Authenticator');
  await expect(heading(page, 'Configura Google Authenticator')).toBeVisible();
  // A radio group is one Tab stop; the arrow keys choose within it.
  await tabTo(page, w(page).getByRole('radio', { name: 'iPhone' }));
  await page.keyboard.press('ArrowDown');
  await expect(w(page).getByRole('radio', { name: 'Android' })).toBeChecked();
  await press('Avanti');
  await expect(w(page).getByRole('img', { name: /codice a barre/i })).toBeVisible();
  await press('Non riesci a scansionarlo?');
  const secret = w(page).getByRole('textbox', { name: 'Chiave segreta' });
  await expect(secret).toBeFocused();
  const keyboardApp = new AuthenticatorApp(await secret.inputValue());
  await press('Avanti');
  const passcode = w(page).getByRole('textbox', { name: "Inserisci il codice mostrato dall'app" });
  await expect(passcode).toBeFocused();
  await page.keyboard.type(await keyboardApp.next(page));
  await page.keyboard.press('Enter');
  await home(page);
  await signOutOfSuite(page);

  // Verification by keyboard: the code field has focus on arrival; Enter submits.
  await signIn(page, user.login, PASSWORD);
  const code = w(page).getByRole('textbox', { name: 'Inserisci il codice' });
  await expect(code).toBeFocused();
  await page.keyboard.type(await keyboardApp.next(page));
  await page.keyboard.press('Enter');
  await home(page);
});
