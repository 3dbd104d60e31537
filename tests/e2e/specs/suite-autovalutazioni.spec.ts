/**
 * Autovalutazioni (issue 9), signed in through the widget: the AML officer goes from Home's self-assessment actions
 * due to this year's draft, completes it by keyboard alone (the two lines still to score, the overall judgement),
 * is told what is missing when she sends it too early (announced), saves, sends and approves it; the approved version
 * is read only (in the page and for the API); she records its sending to Banca d'Italia (day and protocol, by
 * keyboard) and it becomes "Inviata a Banca d'Italia", its content still refused by the API; the comparison with last year's approved assessment names each
 * line's trend in words. The reports delegate starts next year from a copy and sends it, but cannot approve it.
 * axe on the list, the detail in edit, error and read modes, the comparison and the matrix screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { romeDaysAgo, romeYear } from '../support/dates.ts';
import { SUITE, USERS, expectNoAxeViolations, openSignedIn, storedAccessToken } from '../support/system.ts';

test.describe.configure({ mode: 'serial' });

const YEAR = romeYear();

/** Focuses `locator` and presses keys: the journey's controls are reached and used by keyboard. */
async function typeInto(page: Page, name: string, text: string) {
  await page.getByRole('combobox', { name }).focus();
  await page.keyboard.type(text);
}

test('the AML officer completes and approves this year’s self-assessment, then compares it with last year', async ({
  page,
}) => {
  await openSignedIn(page, '/', USERS.officer.login, `Benvenuto, ${USERS.officer.name}`);
  const due = page.getByRole('region', { name: 'Azioni di autovalutazione in scadenza' });
  await expect(due).toContainText('scaduta il');
  await expect(due.getByRole('link')).toHaveCount(2);
  // last year's approved assessment is still to be sent to Banca d'Italia (the demo bank never sent it)
  const toSend = page.getByRole('region', { name: 'Autovalutazioni da inviare a Banca d’Italia' });
  await expect(toSend.getByRole('link', { name: `Autovalutazione ${YEAR - 1}` })).toBeVisible();

  await page.goto('/selfevaluations');
  await expect(page.getByRole('heading', { level: 1, name: 'Autovalutazioni' })).toBeVisible();
  const rows = page
    .getByRole('grid')
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Bozza');
  await expect(rows.nth(1)).toContainText('Approvata');
  await expectNoAxeViolations(page);

  await page.goto('/');
  await due.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: `Autovalutazione ${YEAR}` })).toBeVisible();
  const matrix = page.getByRole('table', { name: /^Matrice del rischio residuo/ });
  await expect(matrix.getByRole('columnheader')).toHaveCount(5);
  await expect(matrix.getByRole('rowheader')).toHaveCount(4);
  await expectNoAxeViolations(page);

  // keyboard alone from here
  await page.getByRole('link', { name: 'Modifica' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/selfevaluation\/[0-9a-f-]{36}\/false\/pagina$/);
  const id = /selfevaluation\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
  await typeInto(page, 'Rischio inerente – Servizi di pagamento e rimesse', '4');
  await typeInto(page, 'Vulnerabilità – Servizi di pagamento e rimesse', '3');
  await typeInto(page, 'Rischio inerente – Private banking', '2');
  await typeInto(page, 'Vulnerabilità – Private banking', '2');
  const lines = page.getByRole('table', { name: /^Linee di business/ });
  // provisional matrix: round(0.4·4 + 0.6·3) = 3
  await expect(lines.getByRole('row', { name: /Servizi di pagamento/ })).toContainText(
    '3 – Abbastanza significativo',
  );
  await expectNoAxeViolations(page);

  // sent before saving: refused, what is missing announced
  await page.getByRole('button', { name: 'Invia in approvazione' }).focus();
  await page.keyboard.press('Enter');
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText('non è completa');
  await expect(refusal).toContainText('Servizi di pagamento e rimesse: manca il rischio inerente.');
  await expect(refusal).toContainText('Scrivere il giudizio complessivo');
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Giudizio complessivo' }).focus();
  await page.keyboard.type('Rischio residuo medio: presìdi da rafforzare sui pagamenti verso paesi terzi.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Salva bozza' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Bozza salvata.')).toBeVisible();

  await page.getByRole('button', { name: 'Invia in approvazione' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Autovalutazione inviata in approvazione.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salva bozza' })).toHaveCount(0);

  await page.getByRole('textbox', { name: /^Riferimento alla delibera/ }).focus();
  await page.keyboard.type(`CdA del 20/12/${YEAR}`);
  await page.getByRole('button', { name: 'Approva' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Autovalutazione approvata: da ora non è più modificabile.')).toBeVisible();

  // the approved version is read only, in the page and for the API
  await page.reload();
  await expect(page.getByText(/L’autovalutazione approvata non si modifica/)).toBeVisible();
  await expect(page.getByText('Approvata', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Salva bozza|Invia in approvazione|Approva/ })).toHaveCount(
    0,
  );
  const token = await storedAccessToken(page);
  const headers = { authorization: `Bearer ${token}` };
  const approved = await (await page.request.get(`${SUITE}/api/autovalutazioni/${id}`, { headers })).json();
  expect(approved).toMatchObject({ stato: 'APPROVATA', approvataDa: USERS.officer.login });
  const edit = await page.request.put(`${SUITE}/api/autovalutazioni/${id}`, {
    headers,
    data: { linee: [], interventi: [], version: approved.version },
  });
  expect(edit.status()).toBe(409);
  expect((await edit.json()).errorCode).toBe('E0000100');
  await expectNoAxeViolations(page);

  // sent to Banca d'Italia: today's date is proposed, the protocol typed, Enter submits; announced
  const sending = page.getByRole('region', { name: 'Invio a Banca d’Italia' });
  await expect(sending).toContainText(`Da inviare entro il 30/04/${YEAR + 1}.`);
  await sending.getByRole('textbox', { name: /^Protocollo o riferimento/ }).focus();
  await page.keyboard.type(`BDI-${YEAR}-0042`);
  await page.keyboard.press('Enter');
  const today = romeDaysAgo(0).split('-').reverse().join('/');
  await expect(
    page.getByText(`Invio a Banca d’Italia registrato: ${today}, protocollo BDI-${YEAR}-0042.`),
  ).toBeVisible();
  await expect(page.getByText('Inviata a Banca d’Italia', { exact: true })).toBeVisible();
  await expect(sending).toContainText(`entro la scadenza del 30/04/${YEAR + 1}`);
  const sent = await (await page.request.get(`${SUITE}/api/autovalutazioni/${id}`, { headers })).json();
  expect(sent).toMatchObject({
    stato: 'INVIATA_BDI',
    protocolloBdi: `BDI-${YEAR}-0042`,
    invioInRitardo: false,
  });
  const editSent = await page.request.put(`${SUITE}/api/autovalutazioni/${id}`, {
    headers,
    data: { linee: [], interventi: [], version: sent.version },
  });
  expect((await editSent.json()).errorCode).toBe('E0000100');
  await expectNoAxeViolations(page);

  // the comparison, reached with the tab list's arrow keys
  await page.getByRole('tab', { name: 'Valutazione' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const comparison = page.getByRole('table', {
    name: `Rischio residuo ${YEAR - 1} e ${YEAR} per linea di business`,
  });
  await expect(comparison.getByRole('row')).toHaveCount(6); // header, four lines, overall
  for (const row of await comparison.getByRole('row').all()) {
    await expect(row).toContainText(
      /Linea di business|In miglioramento|Invariato|In peggioramento|Complessivo/,
    );
  }
  await expectNoAxeViolations(page);
});

test('the reports delegate starts next year from a copy and sends it, but cannot approve it', async ({
  page,
}) => {
  await openSignedIn(page, '/selfevaluations', USERS.delegate.login, 'Autovalutazioni');
  await page.getByRole('textbox', { name: 'Anno' }).fill(String(YEAR + 1));
  await page.getByRole('button', { name: 'Nuova autovalutazione' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Autovalutazione ${YEAR + 1}` })).toBeVisible();
  await expect(page).toHaveURL(/\/false\/pagina$/);
  // the copy keeps this year's lines and scores
  await expect(
    page.getByRole('combobox', { name: 'Rischio inerente – Servizi di pagamento e rimesse' }),
  ).toHaveValue('4');
  await page
    .getByRole('textbox', { name: 'Giudizio complessivo' })
    .fill('Rischio residuo stabile rispetto all’anno precedente.');
  await page.getByRole('button', { name: 'Salva bozza' }).click();
  await expect(page.getByText('Bozza salvata.')).toBeVisible();
  await page.getByRole('button', { name: 'Invia in approvazione' }).click();
  await expect(page.getByText('Autovalutazione inviata in approvazione.')).toBeVisible();
  await expect(page.getByText('In attesa dell’approvazione del responsabile antiriciclaggio.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approva' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/selfevaluations/matrice');
  await expect(page.getByRole('table', { name: /^Versione 1 in uso/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifica la matrice' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
