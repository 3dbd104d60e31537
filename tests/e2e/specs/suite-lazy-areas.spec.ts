/**
 * Per-area lazy loading of the suite (issue 7): Home loads no work-area chunk; opening an area fetches its chunk;
 * when an area's chunk cannot be fetched (network, or a deploy removed it) the user gets an announced error with a
 * retry that works once the network is back.
 */
import { expect, test } from '@playwright/test';
import { PASSWORD, USERS, expectNoAxeViolations, signIn } from '../support/system.ts';

const AREA_CHUNK = /\/assets\/[a-z]+-screens-[\w-]+\.js$/;

test('Home loads no area chunk; an area fetches its own when opened', async ({ page }) => {
  const areaChunks: string[] = [];
  page.on('request', (request) => {
    if (AREA_CHUNK.test(request.url())) areaChunks.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, USERS.auditor.login, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: /^Benvenuto/ })).toBeVisible();
  expect(areaChunks).toEqual([]);

  // the header's work-area menu, by keyboard: Enter opens it, Escape closes it and gives focus back
  const nav = page.getByRole('navigation', { name: 'Principale' });
  const menu = nav.getByRole('button', { name: 'Aree di lavoro' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Registro segnalazioni' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await expect(nav.getByRole('link', { name: 'Istituti' })).toBeHidden();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Operazioni', exact: true })).toBeFocused();
  await nav.getByRole('link', { name: 'Istituti' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Istituti' })).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(areaChunks).toHaveLength(1);
  expect(areaChunks[0]).toMatch(/\/istituti-screens-/);
});

test('a chunk that fails to load is announced, and "Riprova" loads it once the network is back', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, USERS.auditor.login, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: /^Benvenuto/ })).toBeVisible();

  const blocked = '**/assets/dipendenze-screens-*.js';
  await page.route(blocked, (route) => route.abort('internetdisconnected'));
  const nav = page.getByRole('navigation', { name: 'Principale' });
  await nav.getByRole('button', { name: 'Aree di lavoro' }).click();
  await nav.getByRole('link', { name: 'Dipendenze' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Impossibile caricare la sezione «Dipendenze»');
  await expectNoAxeViolations(page);

  await page.unroute(blocked);
  await alert.getByRole('button', { name: 'Riprova' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Dipendenze' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
