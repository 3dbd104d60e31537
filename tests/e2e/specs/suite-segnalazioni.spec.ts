/**
 * Registro segnalazioni (issue 9), signed in through the widget. The register's routes skip the authentication
 * check (spec §2), so without a session the page shows no data and offers sign-in. The AML officer sees the
 * reports awaiting a decision on Home, files an SOS on a client with its operations, sends it to the first level,
 * escalates it to the SOS delegate's evaluation and transmits it to the UIF with a protocol number (each decision with its reason; a missing protocol is refused
 * and announced), and her reads are in the audit trail; a branch operator gets neither the register nor the
 * report. The reports delegate registers a whistleblowing report, acknowledges it, finds it admissible, opens
 * the inquiry and gives feedback within the legal deadlines, and a non-handler cannot read it. axe on every screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { romeDaysAgo } from '../support/dates.ts';
import {
  PASSWORD,
  SUITE,
  USERS,
  signIn,
  expectNoAxeViolations,
  openSignedIn,
  signOutOfSuite,
  storedAccessToken,
} from '../support/system.ts';

test.describe.configure({ mode: 'serial' });

async function api(page: Page, path: string) {
  const token = await storedAccessToken(page);
  return page.request.get(`${SUITE}${path}`, { headers: { authorization: `Bearer ${token}` } });
}

const dataRows = (page: Page) =>
  page
    .getByRole('grid')
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });

/** Today minus `days` as yyyy-MM-dd in the suite's calendar (Europe/Rome). */
const daysAgo = romeDaysAgo;

/** Chooses `option` in the MUI select labelled `label`. */
async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Picks a decision, types its reason (and fills `extra` fields by label), and records it. */
async function decide(page: Page, action: string, reason: string, extra: Record<string, string> = {}) {
  await page.getByRole('radio', { name: action }).check();
  for (const [label, value] of Object.entries(extra)) await page.getByLabel(label).fill(value);
  await page.getByRole('textbox', { name: /^Motivazione/ }).fill(reason);
  await page.getByRole('button', { name: 'Registra la decisione' }).click();
  await expect(page.getByRole('status')).toHaveText(`Decisione registrata: ${action}.`);
}

let sosId = '';

test('without a session the register shows no data and offers sign-in', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/segnalazioni')) calls.push(r.url());
  });
  await page.goto('/registrosegnalazioni');
  await expect(page.getByRole('heading', { level: 1, name: 'Registro segnalazioni' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('accedi per consultarlo');
  await expect(page.getByRole('grid')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto('/registrosegnalazioni/segnalazione/00000000-0000-4000-8000-000000000000/true/pagina');
  await expect(page.getByRole('alert')).toContainText('accedi per consultarlo');
  expect(calls).toEqual([]);
  // signing in from the register comes back to it, with tokens fetched silently on the way
  await page.goto('/registrosegnalazioni');
  await page.getByRole('link', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, USERS.delegate.login, PASSWORD);
  await expect(page).toHaveURL(/\/registrosegnalazioni$/);
  await expect(dataRows(page).first()).toBeVisible();
  await signOutOfSuite(page);
});

test('the AML officer files an SOS and transmits it to the UIF with its protocol number', async ({
  page,
}) => {
  await openSignedIn(page, '/', USERS.officer.login, `Benvenuto, ${USERS.officer.name}`);
  const waiting = page.getByRole('region', { name: /^Segnalazioni in attesa di decisione \(\d+\)$/ });
  await expect(waiting.getByRole('link').first()).toBeVisible();
  await waiting.getByRole('link', { name: 'Apri il registro segnalazioni' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registro segnalazioni' })).toBeVisible();
  await expect(dataRows(page).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // a client of Marco's branch with operations
  const client = (await (await api(page, '/api/operazioni?pageSize=20')).json()).items[0] as {
    soggettoId: string;
    clienteNominativo: string;
  };
  const soggetto = await (await api(page, `/api/soggetti/${client.soggettoId}`)).json();

  await page.getByRole('link', { name: 'Nuova SOS' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuova SOS' })).toBeVisible();
  await page.getByLabel(/^Oggetto/).fill('Versamenti frazionati in contanti (E2E)');
  await page
    .getByLabel(/^Descrizione dei motivi/)
    .fill('Versamenti ripetuti sotto soglia, incoerenti con il profilo.');
  const combobox = page.getByRole('combobox', { name: /^Cliente segnalato/ });
  await combobox.focus();
  await page.keyboard.type(soggetto.codiceFiscale as string);
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await choose(page, /^Tipo di sospetto/, 'Riciclaggio');
  await page.getByLabel(/^Rilevata il/).fill(daysAgo(2));
  await expect(page.getByRole('group', { name: 'Operazioni collegate' })).toBeVisible();
  await page.getByRole('group', { name: 'Operazioni collegate' }).getByRole('checkbox').first().check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Registra' }).click();

  await expect(page.getByRole('heading', { level: 1, name: /^Segnalazione n\. \d+$/ })).toBeVisible();
  sosId = /\/segnalazione\/([0-9a-f-]{36})\/true\/pagina$/.exec(page.url())![1]!;
  await expect(page.getByText('Bozza', { exact: true })).toBeVisible();
  await expect(page.getByText(USERS.officer.login)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Decidi' }).click();
  await expect(page).toHaveURL(new RegExp(`/segnalazione/${sosId}/false/pagina$`));
  await decide(page, 'Invia alla valutazione di primo livello', 'Bozza completa, passa al primo livello.');
  await expect(page.getByText('In valutazione di primo livello', { exact: true })).toBeVisible();
  // the first level cannot send to the UIF: it closes the report or escalates it to the SOS delegate
  await expect(page.getByRole('radio', { name: 'Trasmetti alla UIF' })).toHaveCount(0);
  await decide(page, 'Inoltra al delegato SOS', 'Anomalia confermata al primo livello.');
  await expect(page.getByText('In valutazione del delegato SOS', { exact: true })).toBeVisible();

  // while undecided, the AML function links a second client and unlinks it again (issue 9 leftovers)
  const others = (await (await api(page, '/api/soggetti?pageSize=20')).json()).items as Array<{
    id: string;
    nominativo: string;
    codiceFiscale: string;
  }>;
  const other = others.find((o) => o.id !== soggetto.id)!;
  await page.getByRole('tab', { name: 'Collegamenti' }).click();
  const links = page.getByRole('region', { name: 'Modifica i collegamenti' });
  await links.getByRole('combobox', { name: /^Cliente da collegare/ }).focus();
  await page.keyboard.type(other.codiceFiscale);
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await links.getByRole('button', { name: 'Collega il cliente' }).click();
  await expect(links.getByRole('status')).toContainText('Collegato');
  await expectNoAxeViolations(page);
  await links.getByRole('button', { name: `Scollega ${other.nominativo}` }).click();
  await expect(links.getByRole('status')).toContainText(`Scollegato ${other.nominativo}.`);
  await page.getByRole('tab', { name: 'Dati' }).click();

  // no protocol number: refused before anything is sent, announced
  await page.getByRole('radio', { name: 'Trasmetti alla UIF' }).check();
  await page.getByRole('textbox', { name: /^Motivazione/ }).fill('Fondato sospetto di frazionamento.');
  await page.getByRole('button', { name: 'Registra la decisione' }).click();
  await expect(page.getByRole('alert')).toContainText('Il numero di protocollo UIF');
  await expectNoAxeViolations(page);
  expect((await (await api(page, `/api/segnalazioni/${sosId}`)).json()).stato).toBe(
    'IN_VALUTAZIONE_DELEGATO',
  );

  await decide(page, 'Trasmetti alla UIF', 'Fondato sospetto di frazionamento.', {
    'Numero di protocollo UIF': 'UIF-E2E-000123',
    'Data di invio alla UIF': daysAgo(0),
  });
  await expect(page.getByText('Trasmessa alla UIF', { exact: true })).toBeVisible();
  await expect(page.getByText('UIF-E2E-000123')).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Fondato sospetto di frazionamento.' }),
  ).toBeVisible();

  // after sending: the UIF's outcome (a request for information) and the replacement form, each checked by axe
  await page.getByRole('radio', { name: "Registra l'esito della UIF" }).check();
  await page.getByRole('radio', { name: 'Richiesta di informazioni dalla UIF' }).check();
  await page.getByLabel(/^Data dell'esito/).fill(daysAgo(0));
  await page
    .getByRole('textbox', { name: /^Motivazione/ })
    .fill('La UIF chiede la documentazione dei versamenti.');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Registra la decisione' }).click();
  await expect(page.getByRole('status')).toHaveText("Decisione registrata: Registra l'esito della UIF.");
  await expect(
    page.getByRole('definition').filter({ hasText: 'Richiesta di informazioni dalla UIF' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Crea segnalazione sostitutiva' }).click();
  const replacement = page.getByRole('form', { name: 'Nuova segnalazione sostitutiva' });
  await expect(replacement.getByRole('textbox', { name: /^Motivo della sostituzione/ })).toBeFocused();
  await replacement.getByRole('button', { name: 'Crea la bozza sostitutiva' }).click();
  await expect(
    replacement.getByRole('textbox', { name: /^Motivo della sostituzione/ }),
  ).toHaveAccessibleDescription(/Indicare perché la segnalazione va sostituita/);
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page);
  await replacement.getByRole('button', { name: 'Annulla' }).click();

  await page.getByRole('tab', { name: 'Collegamenti' }).click();
  await expect(page.getByText(`${soggetto.nominativo} (segnalato)`)).toBeVisible();
  await page.getByRole('tab', { name: 'Cronologia accessi e modifiche' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page);
  const trail = (await (await api(page, `/api/segnalazioni/${sosId}/audit`)).json()) as Array<{
    action: string;
    actor: string;
  }>;
  expect(trail.map((e) => e.action)).toEqual(
    expect.arrayContaining(['segnalazione.lettura', 'segnalazione.trasmetti', 'segnalazione.create']),
  );
  await signOutOfSuite(page);
});

test('a branch operator sees neither the register nor the SOS', async ({ page }) => {
  expect(sosId).not.toBe('');
  await openSignedIn(page, '/', USERS.operator.login, `Benvenuto, ${USERS.operator.name}`);
  await expect(page.getByRole('region', { name: /Segnalazioni in attesa/ })).toHaveCount(0);
  await page.goto('/registrosegnalazioni');
  await expect(page.getByRole('link', { name: 'Nuova segnalazione interna' })).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(await (await api(page, '/api/segnalazioni')).json()).toMatchObject({ items: [], total: 0 });
  expect((await api(page, `/api/segnalazioni/${sosId}`)).status()).toBe(404);
  await page.goto(`/registrosegnalazioni/segnalazione/${sosId}/true/pagina`);
  await expect(page.getByRole('alert')).toHaveText(
    'Segnalazione non trovata, o non visibile con il tuo profilo.',
  );
  await expect(page.getByText('UIF-E2E-000123')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await signOutOfSuite(page);
});

test('the reports delegate handles a whistleblowing report within its deadlines', async ({ page }) => {
  await openSignedIn(page, '/', USERS.delegate.login, `Benvenuto, ${USERS.delegate.name}`);
  await page.goto('/registrosegnalazioni');
  await page.getByRole('link', { name: 'Registra whistleblowing' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Registra una segnalazione whistleblowing' }),
  ).toBeVisible();
  await page.getByLabel(/^Oggetto/).fill('Adeguata verifica omessa (E2E)');
  await page
    .getByLabel(/^Descrizione dei motivi/)
    .fill('Rapporti aperti senza identificare il titolare effettivo.');
  await choose(page, /^Canale/, 'Piattaforma');
  await choose(page, /^Categoria/, 'Violazione antiriciclaggio (art. 48)');
  await page.getByLabel(/^Ricevuta il/).fill(daysAgo(2));
  // the select menus fade out and the labels' colours move: let finite CSS transitions end before axe reads colours
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Registra' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Segnalazione n\. \d+$/ })).toBeVisible();
  const id = /\/segnalazione\/([0-9a-f-]{36})\/true\/pagina$/.exec(page.url())![1]!;
  const ackRow = page.getByRole('definition').filter({ hasText: daysAgo(-5).split('-').reverse().join('/') });
  await expect(ackRow.first()).toContainText('Nei termini');
  await expect(page.getByText('Anonimo')).toBeVisible();

  await page.getByRole('link', { name: 'Decidi' }).click();
  await decide(page, 'Invia avviso di ricevimento', 'Avviso di ricevimento inviato tramite piattaforma.');
  await expect(page.getByText('Avviso di ricevimento inviato', { exact: true })).toBeVisible();
  // admissibility before the inquiry (design §2.3): the decision panel offers both outcomes
  await decide(page, 'Avvia la verifica di ammissibilità', 'Verifica di ambito e contenuto avviata.');
  await expect(page.getByText('In verifica di ammissibilità', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Non ammissibile: chiudi' })).toBeVisible();
  await expectNoAxeViolations(page);
  await decide(page, "Ammissibile: avvia l'istruttoria", 'Segnalazione ammissibile: si apre l’istruttoria.');
  await expect(page.getByText('In istruttoria', { exact: true })).toBeVisible();
  await decide(page, 'Invia riscontro', 'Riscontro inviato: verifiche avviate con la revisione interna.');
  await expect(page.getByText('Riscontro inviato', { exact: true })).toBeVisible();
  const handled = await (await api(page, `/api/segnalazioni/${id}`)).json();
  expect(handled).toMatchObject({
    stato: 'RISCONTRO_INVIATO',
    avvisoInRitardo: false,
    riscontroInRitardo: false,
    dataAvviso: daysAgo(0),
    dataRiscontro: daysAgo(0),
  });
  await expect(page.getByText('Scaduta')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await signOutOfSuite(page);

  // the AML officer is not among its handlers: nothing
  await openSignedIn(page, '/', USERS.officer.login, `Benvenuto, ${USERS.officer.name}`);
  expect((await api(page, `/api/segnalazioni/${id}`)).status()).toBe(404);
  await signOutOfSuite(page);
});
