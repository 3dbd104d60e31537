/**
 * Operazioni and the personal-data form, signed in through the widget: a PF and a PG client entered (a wrong tax
 * code refused first), an operation created and edited and a stale edit refused, the list filtered by branch,
 * date and amount and exported, a branch operator who cannot see another branch's operation, axe on each screen.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import {
  PASSWORD,
  SUITE,
  USERS,
  expectNoAxeViolations,
  signIn,
  storedAccessToken,
} from '../support/system.ts';

test.describe.configure({ mode: 'serial' });

async function open(page: Page, path: string, login: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, login, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /esci/i }).click();
  await expect(page).toHaveURL(/\/login$/);
}

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
  await open(page, '/anagrafiche', USERS.officer.login, 'Anagrafiche clienti');
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
  await open(page, '/operazioni', USERS.officer.login, 'Operazioni');
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

test('the list filtered by branch, date and amount, and the CSV export of the filtered set', async ({
  page,
}) => {
  await open(page, '/operazioni', USERS.officer.login, 'Operazioni');
  await choose(page, /^Dipendenza/, /Sede di Milano/);
  await page.getByLabel('Data dal').fill('2025-01-01');
  await page.getByLabel('Data al').fill('2025-12-31');
  await page.getByLabel('Importo da (€)').fill('1.000');
  await page.getByRole('button', { name: 'Applica filtri' }).click();
  await expect(page).toHaveURL(/f\.importoEur\.min=100000/);
  await expect(page).toHaveURL(/f\.dataOperazione\.min=2025-01-01/);
  await expect(dataRows(page).first()).toBeVisible();
  // The grid's loading bar has no accessible name yet (a known gap, noted for the kit): check the settled page.
  await expect(page.getByRole('progressbar')).toHaveCount(0);
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
});

test('a branch operator sees only their own branch operations', async ({ page }) => {
  await open(page, '/operazioni', USERS.operator2.login, 'Operazioni');
  await expect(dataRows(page).first()).toBeVisible();
  const paoloOp = (await api(page, '/api/operazioni')).items[0];
  await signOut(page);
  await open(page, '/operazioni', USERS.operator.login, 'Operazioni');
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
