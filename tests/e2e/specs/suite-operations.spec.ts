/**
 * Operazioni and the personal-data form, signed in through the widget: a PF and a PG client entered (a wrong tax
 * code refused first), an operation created and edited and a stale edit refused, the list filtered by branch,
 * date and amount (axe while it loads and once loaded) and exported to CSV and XLSX (both files opened and
 * checked), a branch operator who cannot see another branch's operation, axe on each screen.
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

async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

const grid = (page: Page) => page.getByRole('grid');
const dataRows = (page: Page) =>
  grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });

async function api(page: Page, path: string) {
  const token = await storedAccessToken(page);
  return (
    await page.request.get(`${SUITE}${path}`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
}

test('a PF client and a PG client with its beneficial owners', async ({ page }) => {
  await openSignedIn(page, '/anagrafiche', USERS.officer.login, 'Anagrafiche clienti');
  await expect(dataRows(page).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Nuova persona fisica' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuova persona fisica' })).toBeVisible();
  await expect(page).toHaveURL(/\/inserimentodatianagrafici\/nuovo\/false\/pagina\/PF$/);
  await choose(page, /^Dipendenza/, /Sede di Milano/);
  await page.getByLabel(/^Cognome/).fill('Verdi');
  await page.getByLabel(/^Nome/).fill('Marco');
  await page.getByLabel(/^Data di nascita/).fill('1975-03-12');
  await page.getByLabel(/^Luogo di nascita/).fill('Roma');
  await page.getByLabel(/^Codice fiscale/).fill('VRDMRC75C12H501A');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(
    page.getByText('Il codice fiscale non è valido (controllare il carattere di controllo).'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Codice fiscale/).fill('VRDMRC75C12H501F');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page).toHaveURL(/\/inserimentodatianagrafici\/[0-9a-f-]{36}\/true\/pagina\/PF$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Anagrafica di Verdi Marco' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/anagrafiche');
  await page.getByRole('link', { name: 'Nuova persona giuridica' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuova persona giuridica' })).toBeVisible();
  await choose(page, /^Dipendenza/, /Sede di Milano/);
  await page.getByLabel(/^Denominazione/).fill('Zefiro Logistica S.r.l.');
  await choose(page, /^Forma giuridica/, 'Società a responsabilità limitata');
  await page.getByLabel(/^Partita IVA/).fill('09876543217');
  await page.getByLabel(/^Codice fiscale\s*\*?$/).fill('09876543217');
  await page.getByLabel(/^Legale rappresentante/).fill('Anna Galli');
  await page.getByRole('button', { name: 'Aggiungi titolari effettivi' }).click();
  await page.getByLabel(/^Cognome \(riga 1\)/).fill('Galli');
  await page.getByLabel(/^Nome \(riga 1\)/).fill('Anna');
  await page.getByLabel(/^Codice fiscale \(riga 1\)/).fill('GLLNNA80D45A794L');
  await page.getByLabel(/^Quota % \(riga 1\)/).fill('120');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'titolare effettivo' })).toBeVisible();
  await page.getByLabel(/^Quota % \(riga 1\)/).fill('75,5');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page).toHaveURL(/\/inserimentodatianagrafici\/[0-9a-f-]{36}\/true\/pagina\/PG$/);
  await expect(page.getByRole('cell', { name: 'GLLNNA80D45A794L' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an operation created, edited, and a stale edit refused', async ({ page }) => {
  await openSignedIn(page, '/operazioni', USERS.officer.login, 'Operazioni');
  await expect(dataRows(page).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Nuova operazione (persona fisica)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuova operazione' })).toBeVisible();
  await choose(page, /^Dipendenza/, /Sede di Milano/);
  await page.getByLabel(/^Data operazione/).fill('2026-11-20');
  await choose(page, /^Causale analitica/, /^AA/);
  await choose(page, /^Segno/, /^Avere/);
  await choose(page, /^Mezzo di pagamento/, 'Contante');
  await choose(page, /^Canale/, 'Sportello');
  await page.getByLabel(/^Importo nella divisa/).fill('9.800,00');
  await page.getByLabel(/^Controvalore in euro/).fill('9.800,00');
  await page.getByLabel(/^di cui in contante/).fill('9.800,00');
  await page.getByRole('combobox', { name: /^Cliente \(persona fisica\)/ }).fill('verdi marco');
  await page.getByRole('option', { name: /Verdi Marco \(VRDMRC75C12H501F\)/ }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page).toHaveURL(/\/operazioni\/operazione\/[0-9a-f-]{36}\/true\/pagina\/PF$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Operazione n\. \d+$/ })).toBeVisible();
  await expect(page.getByText('9.800,00 €').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Modifica' }).click();
  await page.getByLabel(/^Note/).fill('Versamento dichiarato da vendita auto.');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page).toHaveURL(/\/true\/pagina\/PF$/);
  await expect(page.getByText('Versamento dichiarato da vendita auto.')).toBeVisible();

  // someone else saves first, through the API, while this tab edits
  await page.getByRole('link', { name: 'Modifica' }).click();
  const id = /operazione\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
  const current = await api(page, `/api/operazioni/${id}`);
  const keep = [
    'dipendenzaId',
    'soggettoId',
    'dataOperazione',
    'tipoOperazione',
    'causaleAnalitica',
    'segno',
    'importo',
    'divisa',
    'importoEur',
    'importoContante',
    'mezzoPagamento',
    'canale',
    'frazionata',
    'anomala',
    'version',
  ];
  const input = Object.fromEntries(keep.map((k) => [k, current[k]]));
  const token = await storedAccessToken(page);
  const other = await page.request.put(`${SUITE}/api/operazioni/${id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { ...input, anomala: true, note: 'Segnalata dal collega' },
  });
  expect(other.status()).toBe(200);
  await page.getByLabel(/^Note/).fill('Modifica persa');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('alert')).toContainText('modificato da un altro utente');
  expect((await api(page, `/api/operazioni/${id}`)).note).toBe('Segnalata dal collega');
});

test('the list filtered by branch, date and amount, and the CSV and XLSX exports of the filtered set', async ({
  page,
}) => {
  await openSignedIn(page, '/operazioni', USERS.officer.login, 'Operazioni');
  await choose(page, /^Dipendenza/, /Sede di Milano/);
  await page.getByLabel('Data dal').fill('2025-01-01');
  await page.getByLabel('Data al').fill('2025-12-31');
  await page.getByLabel('Importo da (€)').fill('1.000');
  // the filtered page is held back, so axe also checks the grid while it loads (its bar, the spoken status)
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const listRequest = /\/api\/operazioni\?/;
  await page.route(listRequest, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Applica filtri' }).click();
  await expect(page).toHaveURL(/f\.importoEur\.min=100000/);
  await expect(page).toHaveURL(/f\.dataOperazione\.min=2025-01-01/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Caricamento dell’elenco in corso…' }),
  ).toBeAttached();
  await expect(grid(page).locator('.MuiLinearProgress-root[aria-hidden="true"]')).toBeVisible();
  await expectNoAxeViolations(page);
  const answered = page.waitForResponse(listRequest);
  release();
  await answered;
  await page.unroute(listRequest);
  await expect(page.getByRole('status').filter({ hasText: /\d record trovat/ })).toBeAttached();
  await expect(dataRows(page).first()).toBeVisible();
  await expectNoAxeViolations(page);
  const query = new URL(page.url()).search;
  const total = (await api(page, `/api/operazioni${query}`)).total as number;
  expect(total).toBeGreaterThan(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Esporta CSV' }).click();
  const csv = await download;
  const records = parse((await readFile((await csv.path())!)).toString('utf8'), {
    bom: true,
    delimiter: ';',
    columns: true,
  }) as Array<Record<string, string>>;
  expect(records).toHaveLength(total);
  for (const r of records) {
    expect(r.Dipendenza).toBe('Sede di Milano');
    expect(r['Data operazione']).toMatch(/^\d{2}\/\d{2}\/2025$/);
    expect(Number(r['Importo (EUR)']!.replace(/\./g, '').replace(',', '.'))).toBeGreaterThanOrEqual(1000);
  }

  // the Excel file holds the same filtered set, dates and amounts as real cells
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Esporta Excel' }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toMatch(/^operazioni-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await xlsx.path())!);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  const column = (name: string) => header.indexOf(name);
  expect(sheet.actualRowCount).toBe(total + 1);
  for (let row = 2; row <= total + 1; row++) {
    const cells = sheet.getRow(row);
    expect(cells.getCell(column('Dipendenza')).value).toBe('Sede di Milano');
    const date = cells.getCell(column('Data operazione')).value as Date;
    expect(date.getUTCFullYear()).toBe(2025);
    expect(cells.getCell(column('Importo (EUR)')).value as number).toBeGreaterThanOrEqual(1000);
  }
});

test('a branch operator sees only their own branch operations', async ({ page }) => {
  await openSignedIn(page, '/operazioni', USERS.operator2.login, 'Operazioni');
  await expect(dataRows(page).first()).toBeVisible();
  const paoloOp = (await api(page, '/api/operazioni')).items[0];
  await signOutOfSuite(page);
  await openSignedIn(page, '/operazioni', USERS.operator.login, 'Operazioni');
  await expect(dataRows(page).first()).toBeVisible();
  const mine = await api(page, '/api/operazioni?pageSize=100');
  expect(
    mine.items.every(
      (o: { dipendenzaDenominazione: string }) => o.dipendenzaDenominazione === 'Sede di Milano',
    ),
  ).toBe(true);
  await page.goto(`/operazioni/operazione/${paoloOp.id}/true/pagina/${paoloOp.tipoPersona}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Record non trovato' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an auditor reads everything and edits nothing; a record opened embedded shows no navigation', async ({
  page,
}) => {
  await openSignedIn(page, '/operazioni', USERS.auditor.login, 'Operazioni');
  await expect(dataRows(page).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Nuova operazione/ })).toHaveCount(0);
  const first = (await api(page, '/api/operazioni')).items[0] as { id: string; tipoPersona: string };

  // readonly=false asks for edit mode: the role does not allow it, so read mode with a notice
  await page.goto(`/operazioni/operazione/${first.id}/false/pagina/${first.tipoPersona}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Operazione n\. \d+$/ })).toBeVisible();
  await expect(page.getByText('Il tuo ruolo consente solo la consultazione.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salva' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Modifica' })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // the API refuses the auditor's write as well, and nothing changes
  const before = await api(page, `/api/operazioni/${first.id}`);
  const token = await storedAccessToken(page);
  const refused = await page.request.put(`${SUITE}/api/operazioni/${first.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { note: 'Non consentito' },
  });
  expect(refused.status()).toBe(403);
  expect((await api(page, `/api/operazioni/${first.id}`)).version).toBe(before.version);

  // layout=incorporato: the record without the suite's header, navigation and footer
  await page.goto(`/operazioni/operazione/${first.id}/true/incorporato/${first.tipoPersona}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Operazione n\. \d+$/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Principale' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Torna all’elenco' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the column chooser and the page sizes 20, 50 and 100 live in the URL', async ({ page }) => {
  await openSignedIn(page, '/operazioni', USERS.officer.login, 'Operazioni');
  await expect(dataRows(page)).toHaveCount(20);
  await expect(grid(page).getByRole('columnheader', { name: 'Canale' })).toBeVisible();
  await expect(grid(page).getByRole('columnheader', { name: 'Controparte' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Colonne' }).click();
  const chooser = page.getByRole('tooltip').or(page.getByRole('dialog'));
  await expect(chooser.getByRole('checkbox', { name: 'Canale' })).toBeChecked();
  await expectNoAxeViolations(page);
  await chooser.getByRole('checkbox', { name: 'Canale' }).click();
  await chooser.getByRole('checkbox', { name: 'Controparte' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/[?&]cols=[^&]*controparteNominativo/);
  expect(new URL(page.url()).searchParams.get('cols')).not.toContain('canale');
  await expect(grid(page).getByRole('columnheader', { name: 'Controparte' })).toBeVisible();
  await expect(grid(page).getByRole('columnheader', { name: 'Canale' })).toHaveCount(0);

  await page.getByRole('combobox', { name: /Righe per pagina/ }).click();
  await expect(page.getByRole('option')).toHaveText(['20', '50', '100']);
  await page.getByRole('option', { name: '50' }).click();
  await expect(page).toHaveURL(/[?&]pageSize=50/);
  await expect(dataRows(page)).toHaveCount(50);

  // the URL alone brings the same screen back (a bookmark, a shared link)
  await page.reload();
  await expect(dataRows(page)).toHaveCount(50);
  await expect(grid(page).getByRole('columnheader', { name: 'Controparte' })).toBeVisible();
  await expect(grid(page).getByRole('columnheader', { name: 'Canale' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
