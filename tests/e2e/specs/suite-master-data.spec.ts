/**
 * Istituti and Dipendenze on the list/detail kit, signed in through the widget: filter and search with the state in
 * the URL, a saved view, CSV and XLSX exports opened and read, a detail edited and a stale edit refused, a branch
 * operator who cannot see another branch, axe on every screen.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import {
  SUITE,
  USERS,
  expectNoAxeViolations,
  storedAccessToken,
  openSignedIn,
  signOutOfSuite,
} from '../support/system.ts';

test.describe.configure({ mode: 'serial' });

const grid = (page: Page) => page.getByRole('grid');
const dataRows = (page: Page) =>
  grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });

test('institutions: the demo bank, its detail and audit tab, axe clean, no CSP violation', async ({
  page,
}) => {
  // the suite's CSP allows only <style> elements carrying the page's nonce: the data grid's own one included
  const cspViolations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
  });
  await openSignedIn(page, '/istituti', USERS.officer.login, 'Istituti');
  await expect(dataRows(page)).toHaveCount(1);
  await expect(grid(page)).toContainText('Banca Demo Lombarda S.p.A.');
  await expect(grid(page)).toContainText('Banca tradizionale');
  await expectNoAxeViolations(page);

  await grid(page).getByRole('link', { name: /apri/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Istituto Banca Demo/ })).toBeVisible();
  await expect(page).toHaveURL(/\/istituti\/istituto\/[0-9a-f-]{36}\/true\/pagina$/);
  await expect(page.getByText('Albo delle banche (art. 13 TUB)')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Cronologia modifiche' }).click();
  await expect(page.getByRole('table', { name: 'Cronologia modifiche' })).toContainText(
    'Sistema (dati dimostrativi)',
  );
  await expectNoAxeViolations(page);
  expect(cspViolations).toEqual([]);
});

test('branches: search and filter in the URL, a saved view, CSV, XLSX and PDF exports of the filtered set', async ({
  page,
}) => {
  await openSignedIn(page, '/dipendenze', USERS.officer.login, 'Dipendenze');
  await expect(dataRows(page)).toHaveCount(12);
  await expectNoAxeViolations(page);

  await page.getByRole('searchbox').fill('filiale');
  await expect(page).toHaveURL(/[?&]q=filiale/);
  await expect(dataRows(page)).toHaveCount(11);
  // a shared link opens the same state
  await page.goto('/dipendenze?f.comune=berg');
  await expect(dataRows(page)).toHaveCount(1);
  await expect(grid(page)).toContainText('Filiale di Bergamo');

  await page.getByRole('button', { name: 'Salva vista' }).click();
  await page.getByLabel('Nome della vista').fill('Solo Bergamo');
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.goto('/dipendenze');
  await expect(dataRows(page)).toHaveCount(12);
  await page.getByLabel('Vista salvata').click();
  await page.getByRole('option', { name: 'Solo Bergamo' }).click();
  await expect(page).toHaveURL(/f\.comune=berg/);
  await expect(dataRows(page)).toHaveCount(1);

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Esporta CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^dipendenze-\d{4}-\d{2}-\d{2}\.csv$/);
  const records = parse((await readFile((await csv.path())!)).toString('utf8'), {
    bom: true,
    delimiter: ';',
    columns: true,
  }) as Array<Record<string, string>>;
  expect(records).toHaveLength(1);
  expect(records[0]).toMatchObject({ Comune: 'Bergamo', Denominazione: 'Filiale di Bergamo' });
  expect(records[0]!['Data apertura']).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

  await page.goto('/dipendenze?q=filiale');
  await expect(dataRows(page)).toHaveCount(11);
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Esporta Excel' }).click();
  const xlsx = await xlsxDownload;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await xlsx.path())!);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).getCell(2).value).toBe('Codice CAB');
  expect(sheet.actualRowCount).toBe(12); // header + the 11 filtered branches, not only the visible page

  // The same filtered view, printed.
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Stampa PDF' }).click();
  const printed = await pdfDownload;
  expect(printed.suggestedFilename()).toMatch(/^dipendenze-\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = await readFile((await printed.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('a branch detail: edit and save, then a stale edit is refused and nothing is overwritten', async ({
  page,
}) => {
  await openSignedIn(page, '/dipendenze?f.comune=torino', USERS.officer.login, 'Dipendenze');
  await grid(page).getByRole('link', { name: /apri/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dipendenza Filiale di Torino' })).toBeVisible();
  await page.getByRole('link', { name: 'Modifica' }).click();
  await expect(page).toHaveURL(/\/false\/pagina$/);
  await expectNoAxeViolations(page);

  await page.getByLabel('Responsabile').fill('Giorgio Neri');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page).toHaveURL(/\/true\/pagina$/);
  await expect(page.getByText('Giorgio Neri')).toBeVisible();

  // Someone else saves first (straight through the API, with this user's token) while this tab edits.
  await page.getByRole('link', { name: 'Modifica' }).click();
  const id = /dipendenza\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
  const token = await storedAccessToken(page);
  const current = await (
    await page.request.get(`${SUITE}/api/dipendenze/${id}`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const {
    id: _i,
    codiceAbi: _a,
    istitutoDenominazione: _n,
    createdAt: _c,
    updatedAt: _u,
    ...input
  } = current;
  const other = await page.request.put(`${SUITE}/api/dipendenze/${id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { ...input, responsabile: 'Altra Persona' },
  });
  expect(other.status()).toBe(200);

  await page.getByLabel('Responsabile').fill('Modifica persa');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('alert')).toContainText('modificato da un altro utente');
  await expectNoAxeViolations(page);
  const after = await (
    await page.request.get(`${SUITE}/api/dipendenze/${id}`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(after.responsabile).toBe('Altra Persona');
});

test('a branch operator sees only their own branch', async ({ page }) => {
  await openSignedIn(page, '/dipendenze', USERS.operator.login, 'Dipendenze');
  await expect(dataRows(page)).toHaveCount(1);
  await expect(grid(page)).toContainText('Sede di Milano');
  await expect(page.getByRole('link', { name: 'Nuovo' })).toHaveCount(0);
  const token = await storedAccessToken(page);
  const all = await page.request.get(`${SUITE}/api/dipendenze?q=bergamo`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await all.json()).total).toBe(0);

  // Paolo's branch, by id, is not found for Marco
  await signOutOfSuite(page);
  await openSignedIn(page, '/dipendenze', USERS.operator2.login, 'Dipendenze');
  await expect(grid(page)).toContainText('Filiale di Bergamo');
  await grid(page).getByRole('link', { name: /apri/i }).click();
  const paoloBranch = page.url().replace(SUITE, '');
  await expect(page.getByRole('link', { name: 'Modifica' })).toHaveCount(0);
  await signOutOfSuite(page);
  await openSignedIn(page, paoloBranch, USERS.operator.login, 'Record non trovato');
  await expectNoAxeViolations(page);
});
