/**
 * Questionari (issue 9), signed in through the widget: a branch operator fills a PF questionnaire by keyboard
 * alone (a bad amount refused with the error announced) and a PG one with a conditional question, and sends both;
 * the AML officer finds them on Home, verifies the PF one overriding its class with a reason and the PG one as
 * computed, opens the verified version and downloads its PDF; she cannot verify a questionnaire she filled in
 * herself. axe on the list and the form.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SUITE, USERS, expectNoAxeViolations, openSignedIn, storedAccessToken } from '../support/system.ts';

test.describe.configure({ mode: 'serial' });

const urls = { pf: '', pg: '' };

async function api(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const token = await storedAccessToken(page);
  const response = await page.request.fetch(`${SUITE}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  return response.json();
}

/** Presses Tab until `target` has the focus (keyboard alone), at most `max` times. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element was not reached with Tab');
}

const group = (page: Page, name: RegExp) => page.getByRole('group', { name });
const state = (page: Page, label: string) =>
  page.getByRole('definition').filter({ hasText: new RegExp(`^${label}$`) });

/** Picks option `option` of radio group `name` by keyboard: Tab to the group, arrows to the option. */
async function radioByKeyboard(page: Page, name: RegExp, option: string) {
  const radios = group(page, name).getByRole('radio');
  await tabTo(page, radios.first());
  const labels = await group(page, name).locator('label').allInnerTexts();
  const index = labels.findIndex((l) => l.trim() === option);
  if (index === 0) await page.keyboard.press('Space');
  for (let i = 0; i < index; i += 1) await page.keyboard.press('ArrowDown');
  await expect(group(page, name).getByRole('radio', { name: option, exact: true })).toBeChecked();
}

async function checkByKeyboard(page: Page, name: RegExp, option: string) {
  const box = group(page, name).getByRole('checkbox', { name: option, exact: true });
  await tabTo(page, box);
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
}

async function typeByKeyboard(page: Page, label: RegExp, text: string) {
  const field = page.getByLabel(label);
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

async function pressByKeyboard(page: Page, name: string) {
  await tabTo(page, page.getByRole('button', { name, exact: true }));
  await page.keyboard.press('Enter');
}

test('an operator fills in a PF questionnaire by keyboard alone and sends it for verification', async ({
  page,
}) => {
  await openSignedIn(page, '/questionari', USERS.operator.login, 'Questionari');
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  await expectNoAxeViolations(page);

  const client = (await api(page, 'GET', '/api/soggetti?f.tipoPersona=PF&pageSize=20')).items[0];
  await page.goto(`/questionari/questionario/${client.id}/false/pagina/PF/nuova`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nuovo questionario' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Anagrafica di / })).toBeVisible();

  // the section index moves to the first section
  await tabTo(page, page.getByRole('link', { name: 'Scopo e natura del rapporto' }));
  await page.keyboard.press('Enter');
  await radioByKeyboard(page, /^Scopo prevalente del rapporto/, 'Accredito di stipendio o pensione');
  await checkByKeyboard(page, /^Prodotti e servizi richiesti/, 'Conto corrente');
  await radioByKeyboard(page, /^Professione o attività/, 'Lavoratore dipendente');
  await typeByKeyboard(page, /^Reddito annuo lordo/, 'molto');
  await checkByKeyboard(page, /^Origine dei fondi utilizzati/, 'Reddito da lavoro dipendente o pensione');
  await radioByKeyboard(page, /^Sono stati acquisiti documenti/, 'Sì');
  await typeByKeyboard(page, /^Numero di operazioni previste/, '20');
  await checkByKeyboard(page, /^Paesi con cui si prevede di operare/, 'Solo Italia');
  await radioByKeyboard(page, /^È previsto un uso frequente di contante/, 'No');
  await radioByKeyboard(page, /^Il cliente è una persona politicamente esposta/, 'No');
  await radioByKeyboard(page, /^Il cliente dichiara/, 'Sì');
  await radioByKeyboard(page, /^Canale di raccolta/, 'In filiale, in presenza');
  await tabTo(page, page.getByLabel(/^Data di raccolta/));
  // the date field's segments follow the browser's locale (day first in Italian, month first in English)
  const dayFirst = await page.evaluate(() => !navigator.language.startsWith('en-US'));
  await page.keyboard.type(dayFirst ? '20112026' : '11202026');

  // a bad amount is refused, the error announced and shown under its question
  await pressByKeyboard(page, 'Salva il questionario');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Correggi le risposte evidenziate.' }),
  ).toBeVisible();
  await expect(page.getByText('Reddito annuo lordo: Indicare un importo in euro.').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await typeByKeyboard(page, /^Reddito annuo lordo/, '35.000');
  await pressByKeyboard(page, 'Salva il questionario');
  await expect(page).toHaveURL(/\/questionari\/questionario\/[0-9a-f-]{36}\/true\/pagina\/PF\/\d+$/);
  urls.pf = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: /^Questionario n\. \d+ di / })).toBeVisible();
  await expect(state(page, 'Bozza')).toBeVisible();

  await pressByKeyboard(page, 'Segna come compilato');
  await expect(state(page, 'Compilato')).toBeVisible();
  await pressByKeyboard(page, 'Invia per la verifica');
  await expect(state(page, 'Inviato')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an operator fills in a PG questionnaire with a conditional question and sends it', async ({ page }) => {
  await openSignedIn(page, '/questionari', USERS.operator.login, 'Questionari');
  const client = (await api(page, 'GET', '/api/soggetti?f.tipoPersona=PG&pageSize=20')).items[0];
  await page.goto(`/questionari/questionario/${client.id}/false/pagina/PG/nuova`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nuovo questionario' })).toBeVisible();
  const pick = (name: RegExp, option: string) =>
    group(page, name).getByLabel(option, { exact: true }).check();
  await pick(/^Scopo prevalente del rapporto/, 'Incassi e pagamenti commerciali');
  await page
    .getByLabel(/^Attività economica svolta/)
    .fill('Commercio all’ingrosso di materiali edili (46.73)');
  await pick(/^Il cliente opera in un settore/, 'No');
  await page.getByLabel(/^Fatturato annuo/).fill('2.500.000');
  await page.getByLabel(/^Numero di dipendenti/).fill('18');
  await pick(/^La catena di controllo/, 'No');
  await pick(/^È stato consultato il Registro/, 'Sì');
  await pick(/^Origine dei fondi utilizzati/, "Reddito d'impresa o professionale");
  await pick(/^Sono stati acquisiti documenti/, 'Sì');
  await page.getByLabel(/^Volume annuo previsto/).fill('6.000.000');
  await pick(/^Paesi con cui si prevede di operare/, 'Solo Italia');
  await expect(page.getByLabel(/^Contante previsto in un mese/)).toHaveCount(0);
  await pick(/^È previsto un uso frequente di contante/, 'Sì');
  await page.getByLabel(/^Contante previsto in un mese/).fill('8.000');
  await pick(/^Un titolare effettivo, un amministratore/, 'No');
  await pick(/^Il cliente dichiara/, 'Sì');
  await pick(/^Canale di raccolta/, 'In filiale, in presenza');
  await page.getByLabel(/^Data di raccolta/).fill('2026-11-20');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Salva il questionario' }).click();
  await expect(page).toHaveURL(/\/true\/pagina\/PG\/\d+$/);
  urls.pg = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Segna come compilato' }).click();
  await expect(state(page, 'Compilato')).toBeVisible();
  await page.getByRole('button', { name: 'Invia per la verifica' }).click();
  await expect(state(page, 'Inviato')).toBeVisible();
});

test('the AML officer verifies both (one with an override), opens the verified version and gets the PDF', async ({
  page,
}) => {
  await openSignedIn(page, '/', USERS.officer.login, `Benvenuto, ${USERS.officer.name}`);
  await expect(page.getByRole('region', { name: 'Questionari da verificare' })).toBeVisible();

  await page.goto(urls.pf);
  await expect(state(page, 'Inviato')).toBeVisible();
  await page.getByRole('button', { name: 'Prendi in verifica' }).click();
  await expect(state(page, 'In verifica')).toBeVisible();
  await page.getByRole('combobox', { name: /^Classe di rischio finale/ }).click();
  await page.getByRole('option', { name: 'Medio' }).click();
  await page.getByRole('button', { name: 'Verifica e firma' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'motivazione' })).toBeVisible();
  await page
    .getByLabel(/^Motivazione$/)
    .fill('Bonifici ricorrenti verso un paese extra UE riferiti dal gestore del rapporto.');
  await page.getByRole('button', { name: 'Verifica e firma' }).click();
  await expect(state(page, 'Verificato')).toBeVisible();
  await expect(page.getByText(/^Medio \(adeguata verifica ordinaria\)$/)).toBeVisible();

  await page.getByRole('link', { name: 'Apri la versione verificata' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /\(versione verificata\)$/ })).toBeVisible();
  await expect(page.getByText(/Impronta SHA-256/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salva il questionario' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica il PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^questionario-\d+-[0-9a-f]{8}\.pdf$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto(urls.pg);
  await page.getByRole('button', { name: 'Verifica e firma' }).click();
  await expect(state(page, 'Verificato')).toBeVisible();
});

test('the AML officer cannot verify a questionnaire she filled in herself', async ({ page }) => {
  await openSignedIn(page, '/questionari', USERS.officer.login, 'Questionari');
  const clients = (await api(page, 'GET', '/api/soggetti?f.tipoPersona=PF&pageSize=50')).items;
  const client = clients[clients.length - 1];
  const risposte = {
    scopoRapporto: 'RISPARMIO',
    prodotti: ['CONTO'],
    professione: 'PENSIONATO',
    redditoAnnuo: 2_400_000,
    origineFondi: ['REDDITO_LAVORO'],
    documentiOrigine: true,
    operazioniMensili: 10,
    paesi: ['IT'],
    contanti: false,
    pep: false,
    veridicita: true,
    canale: 'FILIALE',
    dataRaccolta: '2026-11-20',
  };
  let q = await api(page, 'POST', '/api/questionari', { soggettoId: client.id, risposte });
  q = await api(page, 'POST', `/api/questionari/${q.id}/transizioni`, {
    azione: 'compila',
    version: q.version,
  });
  q = await api(page, 'POST', `/api/questionari/${q.id}/transizioni`, {
    azione: 'invia',
    version: q.version,
  });
  await page.goto(`/questionari/questionario/${client.id}/true/pagina/PF/${q.numero}`);
  await expect(
    page.getByText('Hai compilato tu questo questionario: la verifica spetta a un’altra persona.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Verifica e firma' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'non può verificarlo' })).toBeVisible();
  await expect(state(page, 'Inviato')).toBeVisible();
  await expectNoAxeViolations(page);
});
