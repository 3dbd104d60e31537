/**
 * Order surveys (issue 9; design §4.2 states and channel), signed in through the widget: the AML officer builds a
 * campaign by filter (legal entities of one branch nobody else's journey works at) on the home banking channel,
 * previews how many clients it selects, creates it, schedules its sending for tomorrow (PROGRAMMATA), moves the date,
 * then sends it now (the confirmation names the count), sees its progress and clients, sends a reminder and finds it
 * among the campaign's messages and in the outbox, then concludes the campaign (CONCLUSA) so no running campaign is
 * left behind for other journeys. axe with zero violations on the list, the builder, the detail (draft, scheduled,
 * running) and the messages.
 */
import { expect, test } from '@playwright/test';
import { romeDaysAgo } from '../support/dates.ts';
import { SUITE, USERS, expectNoAxeViolations, openSignedIn, storedAccessToken } from '../support/system.ts';

test.describe.configure({ mode: 'serial' });

test('the AML officer runs a campaign: filter, preview, schedule, send, progress, reminder in the outbox, conclude', async ({
  page,
}) => {
  const nome = `Rinnovo PG – percorso ${Date.now()}`;
  await openSignedIn(page, '/ordersurveys', USERS.officer.login, 'Campagne questionari');
  const rows = page
    .getByRole('grid')
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });
  await expect(rows.first()).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Nuovo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuova campagna' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nome della campagna' }).fill(nome);
  await page.getByRole('combobox', { name: 'Questionario' }).click();
  await page.getByRole('option', { name: 'Persone giuridiche (PG)' }).click();
  await page.getByRole('combobox', { name: 'Canale' }).click();
  await page.getByRole('option', { name: 'Home banking' }).click();
  await page.getByRole('combobox', { name: 'Clienti per revisione' }).click();
  await page.getByRole('option', { name: 'Tutti i clienti' }).click();
  await page.getByRole('combobox', { name: 'Dipendenze (nessuna: tutte)' }).click();
  await page.getByRole('option').last().click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Calcola destinatari' }).click();
  const previewText = page.getByTestId('anteprima-totale');
  await expect(previewText).toContainText('Il filtro seleziona oggi');
  const total = Number(/oggi ([\d.]+)/.exec((await previewText.textContent()) ?? '')![1]!.replace(/\./g, ''));
  expect(total).toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Crea la bozza' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Campagna ${nome}` })).toBeVisible();
  await expect(page.getByText('Bozza', { exact: true })).toBeVisible();
  const id = /ordersurvey\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
  await expect(page.getByText('Home banking', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // scheduled for tomorrow, then moved to the day after: the suite would send it on that day by itself
  const [tomorrow, later] = [romeDaysAgo(-1), romeDaysAgo(-2)];
  const italian = (d: string) => d.split('-').reverse().join('/');
  await page.getByRole('button', { name: 'Programma l’invio' }).click();
  const plan = page.getByRole('dialog', { name: 'Programmare l’invio?' });
  await plan.getByLabel(/Data d’invio/).fill(tomorrow);
  await plan.getByRole('button', { name: 'Conferma' }).click();
  await expect(
    page.getByText(`Invio programmato. La campagna partirà il ${italian(tomorrow)}.`),
  ).toBeVisible();
  await expect(page.getByText('Programmata', { exact: true })).toBeVisible();
  // axe measures contrast: wait until the closing dialog (fading out, already aria-hidden) is unmounted
  await expect(page.locator('.MuiDialog-root')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Cambia la data d’invio' }).click();
  const move = page.getByRole('dialog', { name: 'Cambiare la data d’invio?' });
  await move.getByLabel(/Data d’invio/).fill(later);
  await move.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText(`Invio programmato. La campagna partirà il ${italian(later)}.`)).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: italian(later) })).toBeVisible();

  // sent now instead: the confirmation names how many clients get a questionnaire and a message
  await page.getByRole('button', { name: 'Invia ora' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inviare ora la campagna?' });
  await expect(dialog).toContainText(`Il filtro seleziona oggi ${total.toLocaleString('it-IT')} clienti`);
  await dialog.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Campagna lanciata.')).toBeVisible();
  await expect(page.getByText('In corso', { exact: true })).toBeVisible();
  const progress = page.getByRole('list', { name: 'Clienti per stato del questionario' });
  await expect(progress.getByRole('button', { name: `Tutti: ${total}` })).toBeVisible();
  const clients = page.getByRole('region', { name: 'Clienti della campagna' });
  await expect(clients.getByRole('table')).toContainText(`${total} clienti`);
  await expectNoAxeViolations(page);

  // a progress figure filters the clients table
  const bozza = progress.getByRole('button', { name: /^Bozza: \d+$/ });
  if ((await bozza.count()) > 0) {
    await bozza.click();
    await expect(page.getByRole('heading', { name: 'Clienti – Bozza' })).toBeVisible();
  }

  // a reminder by hand: every client has not sent the questionnaire yet
  await page.getByRole('button', { name: 'Invia sollecito' }).click();
  await page
    .getByRole('dialog', { name: 'Inviare un sollecito?' })
    .getByRole('button', { name: 'Conferma' })
    .click();
  await expect(page.getByText(/^Sollecito inviato a \d+ client/)).toBeVisible();

  await page.getByRole('tab', { name: 'Messaggi e solleciti' }).click();
  const messages = page.getByRole('region', { name: 'Messaggi della campagna' });
  await expect(messages.getByRole('cell', { name: 'Sollecito', exact: true }).first()).toBeVisible();
  await expect(messages.getByRole('cell', { name: 'Invito', exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // the outbox holds them too (stored: no SMTP server is configured in the journeys)
  const token = await storedAccessToken(page);
  const outbox = await (
    await page.request.get(`${SUITE}/api/outbox?campagnaId=${id}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
  const reminders = outbox.filter((m: { tipo: string }) => m.tipo === 'SOLLECITO');
  expect(reminders.length).toBeGreaterThan(0);
  expect(reminders[0]).toMatchObject({ stato: 'ARCHIVIATO', campagnaId: id });
  expect(reminders[0].oggetto).toMatch(/^Sollecito: questionario di adeguata verifica/);

  // concluded, so no running campaign is left for the other journeys
  await page.getByRole('tab', { name: 'Campagna', exact: true }).click();
  await page.getByRole('button', { name: 'Concludi la campagna' }).click();
  await page
    .getByRole('dialog', { name: 'Concludere la campagna?' })
    .getByRole('button', { name: 'Conferma' })
    .click();
  await expect(page.getByText('Campagna conclusa.')).toBeVisible();
  await expect(page.getByText('Conclusa', { exact: true })).toBeVisible();
  await expect(page.locator('.MuiDialog-root')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
