/**
 * The questionnaire template editor (issue 9: templates are data, edited by administrators), signed in through the
 * widget: the administrator opens the templates from the questionnaire list, starts a new PF version, is told (in
 * an announced alert) that a new question needs its text, adds an optional question shown only to PEP clients,
 * previews it and publishes it; a branch operator's new PF questionnaire then uses the new version: the question
 * appears once the client is declared a PEP. axe on the versions, the editor and the form. The new question is
 * optional and hidden unless the client is a PEP, so the other journeys' PF questionnaires are unaffected.
 */
import { expect, test } from '@playwright/test';
import { SUITE, USERS, expectNoAxeViolations, openSignedIn, storedAccessToken } from '../support/system.ts';

test.describe.configure({ mode: 'serial' });

const TEXT = 'Carica pubblica ricoperta (domanda aggiunta dal modello)';

test('an administrator publishes a new PF template version with a conditional question', async ({ page }) => {
  await openSignedIn(page, '/questionari', USERS.admin.login, 'Questionari');
  await page.getByRole('link', { name: 'Modelli dei questionari' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Modelli dei questionari' })).toBeVisible();
  const versions = page.getByRole('table', { name: /Versioni dei modelli/ });
  await expect(versions.getByRole('row', { name: /^PF \d+ \(corrente\)/ })).toBeVisible();
  const before = Number(
    /^PF\s+(\d+)/.exec(
      (await versions.getByRole('row', { name: /^PF \d+ \(corrente\)/ }).innerText()).trim(),
    )?.[1],
  );
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Nuova versione del modello PF' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Nuova versione del modello PF/ })).toBeVisible();
  const sections = page.locator('fieldset.modello-sezione');
  const last = await sections.count();
  await page.getByRole('button', { name: `Aggiungi una domanda alla sezione ${last}` }).click();
  const question = page
    .locator('fieldset.modello-sezione')
    .nth(last - 1)
    .locator('fieldset.modello-domanda')
    .last();

  // publishing with the new question still empty is refused, the problem announced and focused
  await page.getByRole('button', { name: 'Pubblica' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Il modello non si può pubblicare' });
  await expect(alert).toContainText('il testo è obbligatorio');
  await expect(alert).toBeFocused();

  await question.getByLabel('Testo della domanda').fill(TEXT);
  await question.getByRole('checkbox', { name: 'Obbligatoria' }).uncheck();
  await question.getByLabel('Mostra solo se la domanda').selectOption({
    label: 'Il cliente è una persona politicamente esposta, un suo familiare o uno stretto collaboratore?',
  });
  await question.getByLabel(/ha uno di questi valori/).fill('si');
  await page.getByRole('button', { name: 'Anteprima' }).click();
  const preview = page.getByRole('region', { name: /^Anteprima/ });
  await expect(preview.getByText(TEXT)).toHaveCount(0);
  await preview
    .getByRole('group', { name: /^Il cliente è una persona politicamente esposta/ })
    .getByRole('radio', { name: 'Sì' })
    .check();
  await expect(preview.getByLabel(TEXT)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Pubblica' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Pubblicata la versione ${before + 1} del modello PF` }),
  ).toBeVisible();
  await expect(
    versions.getByRole('row', { name: new RegExp(`^PF ${before + 1} \\(corrente\\)`) }),
  ).toBeVisible();
});

test('a new PF questionnaire uses the published version and shows the conditional question', async ({
  page,
}) => {
  await openSignedIn(page, '/questionari', USERS.operator.login, 'Questionari');
  const token = await storedAccessToken(page);
  const clients = await page.request.get(`${SUITE}/api/soggetti?f.tipoPersona=PF&pageSize=20`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const client = (await clients.json()).items[1];
  await page.goto(`/questionari/questionario/${client.id}/false/pagina/PF/nuova`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nuovo questionario' })).toBeVisible();
  await expect(page.getByText(TEXT)).toHaveCount(0);
  await page
    .getByRole('group', { name: /^Il cliente è una persona politicamente esposta/ })
    .getByRole('radio', { name: 'Sì' })
    .check();
  await expect(page.getByLabel(TEXT)).toBeVisible();
  await expectNoAxeViolations(page);
});
