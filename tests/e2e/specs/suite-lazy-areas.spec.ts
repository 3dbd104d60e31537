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

  await page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Istituti' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Istituti' })).toBeVisible();
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
  await page
    .getByRole('navigation', { name: 'Principale' })
    .getByRole('link', { name: 'Dipendenze' })
    .click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Impossibile caricare la sezione «Dipendenze»');
  await expectNoAxeViolations(page);

  await page.unroute(blocked);
  await alert.getByRole('button', { name: 'Riprova' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Dipendenze' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
