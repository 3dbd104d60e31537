/**
 * Archivio documenti, signed in through the widget as an AML officer: the archive and its expiry views, an upload
 * refused (no file; a text file named .pdf) with the errors announced, a PDF uploaded by keyboard with its client,
 * its detail with the SHA-256, the download checked against it, the deletion; Home's summary; axe on each screen.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  PASSWORD,
  SUITE,
  USERS,
  expectNoAxeViolations,
  signIn,
  storedAccessToken,
} from '../support/system.ts';

test.describe.configure({ mode: 'serial' });

const FILE_LABEL = 'File del documento (PDF, JPEG, PNG o TIFF)';
// a small, well-formed PDF written here (the archive recognises PDF from its bytes)
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    `%e2e ${Date.now()}`,
    '%%EOF',
  ].join('\n'),
);

async function api(page: Page, path: string, method = 'GET') {
  const token = await storedAccessToken(page);
  return page.request.fetch(`${SUITE}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
}

let documentId = '';

test('the archive, its expiry views and an upload refused, then accepted, by keyboard', async ({ page }) => {
  await page.goto('/archiviodocumenti');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, USERS.officer.login, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Archivio documenti' })).toBeVisible();
  const rows = page
    .getByRole('grid')
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });
  await expect(rows.first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'In scadenza entro 30 giorni' }).click();
  await expect(page).toHaveURL(/f\.dataScadenza\.min=\d{4}-\d{2}-\d{2}&f\.dataScadenza\.max=/);
  await expect(rows.first()).toBeVisible();
  const expiring = await (await api(page, `/api/documenti${new URL(page.url()).search}`)).json();
  expect(expiring.total).toBeGreaterThan(0);

  const client = (await (await api(page, '/api/soggetti?f.tipoPersona=PF&sort=nominativo')).json())
    .items[0] as {
    nominativo: string;
    codiceFiscale: string;
  };

  // keyboard alone: reach "Carica documento" and open it
  await page.getByRole('link', { name: 'Carica documento' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Carica documento' })).toBeVisible();
  await expectNoAxeViolations(page);

  // no file: the error is announced and the focus goes to the file chooser
  await page.getByRole('button', { name: 'Carica' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Correggi i campi evidenziati.');
  await expect(page.getByLabel(FILE_LABEL)).toBeFocused();
  await expect(page.getByText('Scegli il file da archiviare.')).toBeVisible();
  await expectNoAxeViolations(page);

  // the description, by keyboard
  const combobox = page.getByRole('combobox', { name: /^Cliente/ });
  await combobox.focus();
  await page.keyboard.type(client.nominativo);
  const option = page.getByRole('option', { name: `${client.nominativo} (${client.codiceFiscale})` });
  await expect(option).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(combobox).toHaveValue(`${client.nominativo} (${client.codiceFiscale})`);
  await page.getByLabel('Numero del documento').focus();
  await page.keyboard.type('CA00000E2E');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Comune di Milano');
  await page.getByLabel('Data di scadenza').fill('2031-05-31');

  // a text file named .pdf is refused by its content
  await page.getByLabel(FILE_LABEL).setInputFiles({
    name: 'finto.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('just some text pretending to be a document'),
  });
  await page.getByRole('button', { name: 'Carica' }).click();
  await expect(page.getByRole('alert')).toContainText('Tipo di file non ammesso');
  await expect(page.getByText('Il tipo del file non è stato riconosciuto dal suo contenuto.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page
    .getByLabel(FILE_LABEL)
    .setInputFiles({ name: 'documento-e2e.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText(`Scelto: documento-e2e.pdf (${PDF.length} byte)`)).toBeVisible();
  await page.getByRole('button', { name: 'Carica' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/archiviodocumenti\/documento\/[0-9a-f-]{36}\/true\/pagina$/);
  documentId = /documento\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
  await expect(
    page.getByRole('heading', { level: 1, name: `Carta d'identità di ${client.nominativo}` }),
  ).toBeVisible();
  await expect(page.getByTestId('sha256')).toHaveText(createHash('sha256').update(PDF).digest('hex'));
  await expectNoAxeViolations(page);
});

test('the download matches the SHA-256 taken at upload; deletion needs a confirmation', async ({ page }) => {
  await page.goto(`/archiviodocumenti/documento/${documentId}/true/pagina`);
  await signIn(page, USERS.officer.login, PASSWORD);
  await expect(page.getByTestId('sha256')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('documento-e2e.pdf');
  const bytes = await readFile((await file.path())!);
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(
    await page.getByTestId('sha256').textContent(),
  );

  await page.getByRole('button', { name: 'Elimina' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminare il documento?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Elimina' }).click();
  await dialog.getByRole('button', { name: 'Elimina definitivamente' }).click();
  await expect(page).toHaveURL(/\/archiviodocumenti$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Documento documento-e2e.pdf eliminato.' }),
  ).toBeVisible();
  expect((await api(page, `/api/documenti/${documentId}`)).status()).toBe(404);
});

test("Home sums up the officer's day", async ({ page }) => {
  await page.goto('/');
  await signIn(page, USERS.officer.login, PASSWORD);
  await expect(
    page.getByRole('heading', { level: 1, name: `Benvenuto, ${USERS.officer.name}` }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Documenti in scadenza' }).getByRole('link').first(),
  ).toBeVisible();
  // the demo AML officer has alerts in progress (the monitoring queue's demo data)
  await expect(
    page.getByRole('region', { name: 'Alert assegnati a te' }).getByRole('link').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'In scadenza entro 90 giorni' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Archivio documenti' })).toBeVisible();
  await expect(page).toHaveURL(/f\.dataScadenza\.max=/);
});
