/**
 * What the journeys know about the running system: URLs, demo accounts, and the few locators shared by every spec
 * (found by role and accessible name, as a person using a screen reader would find them).
 */
import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const SUITE = 'http://localhost:3000';
export const IDP = 'http://localhost:8080';
export const PASSWORD = 'Compliance!2026';
export const USERS = {
  officer: { login: 'giulia.rossi@example.com', name: 'Giulia Rossi', role: 'Responsabile antiriciclaggio' },
  operator: { login: 'marco.bianchi@example.com', name: 'Marco Bianchi', role: 'Operatore' },
  operator2: { login: 'paolo.colombo@example.com', name: 'Paolo Colombo', role: 'Operatore' },
  delegate: {
    login: 'francesca.ferrari@example.com',
    name: 'Francesca Ferrari',
    role: 'Delegato alle segnalazioni',
  },
  auditor: { login: 'chiara.esposito@example.com', name: 'Chiara Esposito', role: 'Revisore' },
  admin: { login: 'luca.romano@example.com', name: 'Luca Romano', role: 'Amministratore' },
} as const;

export const widget = (page: Page) => page.locator('#okta-sign-in');
export const usernameField = (page: Page) => widget(page).getByLabel(/nome utente/i);
export const passwordField = (page: Page) => widget(page).getByLabel(/^password$/i);
export const submitButton = (page: Page) => widget(page).getByRole('button', { name: /^accedi$/i });

/** Fills and submits the widget's primary sign-in form. */
export async function signIn(page: Page, login: string, password: string): Promise<void> {
  await usernameField(page).fill(login);
  await passwordField(page).fill(password);
  await submitButton(page).click();
}

/** Opens the suite's `path`, is sent to /login, signs in through the widget as `login`, and waits for the heading. */
export async function openSignedIn(page: Page, path: string, login: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, login, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Signs out of the suite and waits until it is done (the widget is back), so the next navigation starts clean. */
export async function signOutOfSuite(page: Page): Promise<void> {
  await page.getByRole('button', { name: /esci/i }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Runs axe with the WCAG 2.0/2.1 A and AA rules and expects no violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

/** The access token the suite keeps in the tab's sessionStorage (the SDK's token manager). */
export async function storedAccessToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => window.sessionStorage.getItem('okta-token-storage'));
  const token = (JSON.parse(stored ?? '{}') as { accessToken?: { accessToken?: string } }).accessToken
    ?.accessToken;
  expect(token).toBeTruthy();
  return token!;
}

/** Obtains a one-time session token straight from the Authn API (as an external application would). */
export async function sessionTokenFor(page: Page, login: string): Promise<string> {
  const response = await page.request.post(`${IDP}/api/v1/authn`, {
    data: { username: login, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { status: string; sessionToken: string };
  expect(body.status).toBe('SUCCESS');
  return body.sessionToken;
}
