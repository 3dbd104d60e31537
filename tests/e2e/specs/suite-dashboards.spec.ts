/**
 * The questionnaire dashboards (issue 9), signed in through the widget as the AML officer: Monitoraggio
 * questionari and Questionari in scadenza open with their figures; a figure's number, followed by mouse or by
 * keyboard alone, lands on the questionnaires or clients list filtered to it, showing the same count. axe on both
 * dashboards and on a list opened from them.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { USERS, expectNoAxeViolations, openSignedIn } from '../support/system.ts';

test.describe.configure({ mode: 'serial' });

/** The number a figure's link shows (`1.234` with Italian separators). */
async function shown(link: Locator): Promise<number> {
  const text = (await link.innerText()).replace(/\./g, '');
  return Number(/(\d+)\s*$/.exec(text)![1]);
}

/** The list's announced total, `N record trovati.`, for `count` rows. */
function total(count: number): RegExp {
  const n = new Intl.NumberFormat('it-IT', { useGrouping: 'always' }).format(count);
  return count === 0 ? /^(0 record trovati|Nessun)/ : new RegExp(`^${n.replace('.', '\\.')} record trovat`);
}

async function expectList(page: Page, heading: string, url: RegExp, count: number) {
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /record trovat|Nessun/ })).toHaveText(total(count));
}

test('the AML officer follows the dashboards’ figures to their filtered lists', async ({ page }) => {
  await openSignedIn(page, '/monitoraggioquestionari', USERS.officer.login, 'Monitoraggio questionari');
  const states = page.getByRole('figure', { name: 'Questionari per stato' });
  await expect(states.getByRole('img', { name: 'Questionari per stato: grafico a barre' })).toBeVisible();
  for (const name of [
    'Completamento per dipendenza',
    'Clienti per classe di rischio',
    'Arretrato di verifica',
    'Adeguata verifica rafforzata mancante',
    'Classi di rischio modificate',
    'Revisioni in scadenza',
  ]) {
    await expect(
      page.getByRole(/^(Completamento|Clienti)/.test(name) ? 'figure' : 'region', { name }),
    ).toBeVisible();
  }
  await expectNoAxeViolations(page);

  // a state's number opens the questionnaires in that state
  const verified = states.getByRole('link', { name: /^Verificato: / });
  const verifiedCount = await shown(verified);
  expect(verifiedCount).toBeGreaterThan(0);
  await verified.click();
  await expectList(page, 'Questionari', /\/questionari\?f\.stato=VERIFICATO$/, verifiedCount);
  await expectNoAxeViolations(page);

  // by keyboard alone: a branch's clients (the completion rate's base) open the clients list of that branch
  await page.goBack();
  const completion = page.getByRole('figure', { name: 'Completamento per dipendenza' });
  const base = completion.getByRole('link', { name: /: Clienti \d/ }).first();
  const clients = await shown(base);
  expect(clients).toBeGreaterThan(0);
  await base.focus();
  await page.keyboard.press('Enter');
  await expectList(page, 'Anagrafiche clienti', /\/anagrafiche\?f\.dipendenzaId=[0-9a-f-]{36}$/, clients);

  // Questionari in scadenza: the expired clients open their questionnaires
  await page.goto('/scadenze/questionari/inscadenza');
  await expect(page.getByRole('heading', { level: 1, name: 'Questionari in scadenza' })).toBeVisible();
  const windows = page.getByRole('region', { name: 'Revisioni in scadenza' });
  await expect(windows.getByRole('link', { name: /^Entro 90 giorni/ })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Scaduti per dipendenza' })).toBeVisible();
  await expectNoAxeViolations(page);
  const expired = windows.getByRole('link', { name: /^Già scaduti/ });
  const expiredCount = await shown(expired);
  expect(expiredCount).toBeGreaterThan(0);
  await expired.click();
  await expectList(
    page,
    'Questionari',
    /f\.ultimoVerificato=S%C3%AC&f\.dataRevisione\.max=\d{4}-\d{2}-\d{2}$/,
    expiredCount,
  );
});
