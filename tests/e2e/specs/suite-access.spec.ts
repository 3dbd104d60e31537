/**
 * The suite API refuses access tokens the IdP no longer honours (sign-out, RP-initiated logout, a replayed
 * authorization code, a locked user) within its check interval (SUITE_TOKEN_CHECK_TTL: 2 s in these runs, 30 s at
 * most), and the lists and details can be used by keyboard alone.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { idpCli } from '../support/mfa.ts';
import { IDP, PASSWORD, SUITE, USERS, storedAccessToken, openSignedIn } from '../support/system.ts';

/** Polls `GET /api/me` with `token` until it answers `status` (at most 30 s: the longest check interval). */
async function expectMeStatus(page: Page, token: string, status: number) {
  await expect
    .poll(
      async () =>
        (
          await page.request.get(`${SUITE}/api/me`, { headers: { authorization: `Bearer ${token}` } })
        ).status(),
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(status);
}

test('signing out in the suite ends the access token at the suite API', async ({ page }) => {
  await openSignedIn(page, '/istituti', USERS.auditor.login, 'Istituti');
  const token = await storedAccessToken(page);
  await expectMeStatus(page, token, 200);
  await page.getByRole('button', { name: /esci/i }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectMeStatus(page, token, 401);
});

test('an RP-initiated logout at the IdP ends the access token at the suite API', async ({ page }) => {
  await openSignedIn(page, '/istituti', USERS.admin.login, 'Istituti');
  const token = await storedAccessToken(page);
  const idToken = await page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem('okta-token-storage') ?? '{}') as { idToken?: { idToken: string } })
        .idToken?.idToken,
  );
  expect(idToken).toBeTruthy();
  await expectMeStatus(page, token, 200);
  await page.goto(
    `${IDP}/oauth2/v1/logout?id_token_hint=${idToken}&post_logout_redirect_uri=${encodeURIComponent(`${SUITE}/login`)}`,
  );
  await expect(page).toHaveURL(/\/login$/);
  await expectMeStatus(page, token, 401);
});

test('a replayed authorization code ends the access token issued from it at the suite API', async ({
  page,
}) => {
  // the code the IdP sent back to the suite's callback, caught on its way
  let code: string | undefined;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === SUITE && url.pathname === '/login/callback' && url.searchParams.has('code'))
      code ??= url.searchParams.get('code')!;
  });
  await openSignedIn(page, '/istituti', USERS.officer.login, 'Istituti');
  expect(code).toBeTruthy();
  const token = await storedAccessToken(page);
  await expectMeStatus(page, token, 200);
  const { clientId } = (await (await page.request.get(`${SUITE}/config.json`)).json()) as {
    clientId: string;
  };
  // an attacker presents the same code again (RFC 6749 §4.1.2): refused, and the grant's tokens are revoked
  const replay = await page.request.post(`${IDP}/oauth2/v1/token`, {
    form: {
      grant_type: 'authorization_code',
      code: code!,
      redirect_uri: `${SUITE}/login/callback`,
      client_id: clientId,
    },
  });
  expect(replay.status()).toBe(400);
  expect((await replay.json()).error).toBe('invalid_grant');
  await expectMeStatus(page, token, 401);
});

// The journeys share one IdP: the operator unlocks the delegate afterwards, as later journeys sign in as her.
test.afterAll(() => {
  idpCli('users', 'unlock', '--login', USERS.delegate.login);
});

test('a user locked out at the IdP loses access to the suite API', async ({ page }) => {
  await openSignedIn(page, '/dipendenze', USERS.delegate.login, 'Dipendenze');
  const token = await storedAccessToken(page);
  await expectMeStatus(page, token, 200);
  // LOCKOUT_THRESHOLD is 3 in these runs
  for (let i = 0; i < 3; i++) {
    await page.request.post(`${IDP}/api/v1/authn`, {
      data: { username: USERS.delegate.login, password: 'sbagliata' },
    });
  }
  const locked = await page.request.post(`${IDP}/api/v1/authn`, {
    data: { username: USERS.delegate.login, password: PASSWORD },
  });
  expect((await locked.json()).status).toBe('LOCKED_OUT');
  await expectMeStatus(page, token, 401);
});

/** Presses Tab until `target` has the focus (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

test('a list and a detail by keyboard alone: open a record, edit it and save', async ({ page }) => {
  await openSignedIn(page, '/istituti', USERS.officer.login, 'Istituti');
  const openLink = page.getByRole('grid').getByRole('link', { name: /apri/i });
  await expect(openLink).toBeVisible();
  await tabTo(page, openLink);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Istituto / })).toBeVisible();

  const edit = page.getByRole('link', { name: 'Modifica' });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/false\/pagina$/);
  const shortName = page.getByLabel('Denominazione breve');
  await tabTo(page, shortName);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Demo Lombarda');
  const save = page.getByRole('button', { name: 'Salva' });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/true\/pagina$/);
  await expect(page.getByText('Demo Lombarda', { exact: true })).toBeVisible();
});
