/**
 * Monitoraggio operazioni, signed in through the widget: the AML officer opens an alert assigned to her from Home,
 * then the alert queue, takes a new alert,
 * tries to close it without a rationale (refused, the error announced), closes it with one, finds the change in
 * its audit tab and on the dashboard (state counts, charts with their tables); a branch operator sees only their
 * branch's alerts and cannot open another branch's. axe on the list, the detail and the dashboard.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  SUITE,
  USERS,
  expectNoAxeViolations,
  storedAccessToken,
  openSignedIn,
  signOutOfSuite,
} from '../support/system.ts';

test.describe.configure({ mode: 'serial' });

async function api(page: Page, path: string) {
  const token = await storedAccessToken(page);
  return (
    await page.request.get(`${SUITE}${path}`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
}

const dataRows = (page: Page) =>
  page
    .getByRole('grid')
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });

test('the AML officer takes an alert, closes it with a rationale and sees it on the dashboard', async ({
  page,
}) => {
  // Home lists the alerts assigned to her, each opening its detail
  await openSignedIn(page, '/', USERS.officer.login, `Benvenuto, ${USERS.officer.name}`);
  await page.getByRole('region', { name: 'Alert assegnati a te' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Alert n\. \d+$/ })).toBeVisible();
  await expect(page.getByText('In lavorazione', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Torna alla coda degli alert' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Monitoraggio operazioni' })).toBeVisible();
  await expect(dataRows(page).first()).toBeVisible();
  await expectNoAxeViolations(page);
  const closedBefore = (await api(page, '/api/alert/cruscotto')).perStato.CHIUSO as number;

  await page.getByRole('link', { name: 'Nuovi da lavorare' }).click();
  await expect(page).toHaveURL(/f\.stato=NUOVO/);
  await expect(dataRows(page).first()).toContainText('Nuovo');
  await dataRows(page).first().getByRole('link', { name: /^Apri/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Alert n\. \d+$/ })).toBeVisible();
  const id = /\/alert\/([0-9a-f-]{36})\/true\/pagina$/.exec(page.url())![1]!;
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Valuta' }).click();
  await expect(page).toHaveURL(new RegExp(`/alert/${id}/false/pagina$`));
  await page.getByRole('button', { name: 'Prendi in carico' }).click();
  await expect(page.getByRole('status')).toHaveText('Alert preso in carico.');
  await expect(page.getByText(USERS.officer.login).first()).toBeVisible();

  // no rationale: refused before anything is sent, the error announced and shown at the field
  await page.getByRole('radio', { name: 'Archiviato' }).check();
  await page.getByRole('button', { name: 'Chiudi alert' }).click();
  await expect(page.getByRole('alert')).toContainText('Controlla i campi evidenziati.');
  await expect(page.getByRole('alert')).toContainText('La motivazione è obbligatoria');
  await expect(page.getByRole('textbox', { name: /^Motivazione/ })).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  expect((await api(page, `/api/alert/${id}`)).stato).toBe('IN_LAVORAZIONE');

  // with a rationale, by keyboard: the alert is closed
  await page.getByRole('textbox', { name: /^Motivazione/ }).focus();
  await page.keyboard.type('Bonifico coerente con il contratto di fornitura esibito dal cliente.');
  await page.getByRole('button', { name: 'Chiudi alert' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Alert chiuso.');
  await expect(page.getByRole('button', { name: 'Riapri alert' })).toBeVisible();
  const closed = await api(page, `/api/alert/${id}`);
  expect(closed).toMatchObject({ stato: 'CHIUSO', esito: 'ARCHIVIATO', chiusoDa: USERS.officer.login });

  await page.getByRole('tab', { name: 'Cronologia modifiche' }).click();
  const history = page.getByRole('table', { name: 'Cronologia modifiche' });
  await expect(history.getByRole('row')).toHaveCount(3); // the header, the take, the close
  await expect(history).toContainText(USERS.officer.login);
  await expectNoAxeViolations(page);

  await page.goto('/monitoraggiooperazioni/cruscotto');
  await expect(page.getByRole('heading', { level: 1, name: 'Cruscotto monitoraggio' })).toBeVisible();
  const byState = page.getByRole('region', { name: 'Alert per stato' });
  await expect(
    byState.locator('div').filter({ has: page.getByRole('link', { name: 'Chiuso', exact: true }) }),
  ).toContainText(new Intl.NumberFormat('it-IT', { useGrouping: 'always' }).format(closedBefore + 1));
  for (const chart of [
    'Alert per dipendenza',
    'Alert per indicatore o regola',
    'Alert per classe di rischio',
  ]) {
    const figure = page.getByRole('figure', { name: chart });
    await expect(figure.getByRole('img', { name: `${chart}: grafico a barre` })).toBeVisible();
    await expect(figure.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  }
  await expectNoAxeViolations(page);
  const firstBranch = page
    .getByRole('figure', { name: 'Alert per dipendenza' })
    .getByRole('link', { name: / chiusi$/ })
    .first();
  await firstBranch.click();
  await expect(page).toHaveURL(/f\.dipendenzaId=[0-9a-f-]{36}&f\.aperto=No/);
  await expect(dataRows(page).first()).toContainText('Chiuso');
});

test('a branch operator sees only their branch alerts and cannot evaluate them', async ({ page }) => {
  await openSignedIn(page, '/monitoraggiooperazioni', USERS.operator2.login, 'Monitoraggio operazioni');
  await expect(dataRows(page).first()).toBeVisible();
  const paolos = (await api(page, '/api/alert')).items[0];
  await signOutOfSuite(page);

  await openSignedIn(page, '/monitoraggiooperazioni', USERS.operator.login, 'Monitoraggio operazioni');
  await expect(dataRows(page).first()).toBeVisible();
  const mine = await api(page, '/api/alert?pageSize=100');
  expect(mine.total).toBeGreaterThan(0);
  expect(mine.items.every((a: { dipendenza: string }) => a.dipendenza === 'Sede di Milano')).toBe(true);
  await expectNoAxeViolations(page);

  await dataRows(page).first().getByRole('link', { name: /^Apri/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Alert n\. \d+$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Valuta' })).toHaveCount(0);

  await page.goto(`/monitoraggiooperazioni/alert/${paolos.id}/true/pagina`);
  await expect(page.getByRole('alert')).toHaveText('Alert non trovato, o non visibile con il tuo profilo.');
  await expectNoAxeViolations(page);
});
