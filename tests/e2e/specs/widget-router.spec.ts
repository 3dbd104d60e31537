/**
 * The widget's `router` feature in a real browser (issue 6 "Widget"; spec §3 "Feature flags", §2 route table): a host
 * page at http://localhost:3004/ (this test's own HTTP server, made a trusted origin of the run's IdP) renders the
 * IIFE build with `features.router` on. After the password the address bar shows
 * `signin/verify/{provider}/{factorType}`; a reload resumes the stored transaction on the same page; the back button
 * returns to sign-in (the transaction is cancelled); signing in again and answering the code ends in the host's
 * success callback. The TOTP factor is enrolled through the Factors API, its codes computed here.
 */
import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { AuthenticatorApp, deleteMfaPolicy, idpCli, managementApi } from '../support/mfa.ts';
import { IDP, PASSWORD, expectNoAxeViolations } from '../support/system.ts';

const PORT = 3004;
const HOST = `http://localhost:${PORT}`;
const GROUP = 'e2e-router';
const LOGIN = `rita.router.${Date.now()}@example.com`;
const VERIFY_URL = /^http:\/\/localhost:3004\/signin\/verify\/google\/token(:|%3A)software(:|%3A)totp$/i;

const HOST_PAGE = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Router host</title>
<link rel="stylesheet" href="${IDP}/widget/2.21.0/css/sign-in-widget.css"></head>
<body><main><h1>Router host</h1><div id="widget"></div><p id="outcome" role="status"></p></main>
<script src="${IDP}/widget/2.21.0/iife/sign-in-widget.min.js"></script>
<script>
  new OktaSignIn({ baseUrl: '${IDP}', language: 'en', features: { router: true } }).renderEl(
    { el: document.getElementById('widget') },
    function (res) { document.getElementById('outcome').textContent = 'Signed in: ' + res.status; },
  );
</script></body></html>`;

test.use({ locale: 'en-US' });

let secret = '';
let server: Server;

test.beforeAll(async () => {
  // Every path is the host page (a deep link or a reload of a signin/ URL included).
  server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(HOST_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(PORT, 'localhost', resolve));
  idpCli('origins', 'add', `http://localhost:${PORT}`);
  const group = (await managementApi('POST', '/api/v1/groups', { profile: { name: GROUP } })) as {
    id: string;
  };
  const user = (await managementApi('POST', '/api/v1/users?activate=true', {
    profile: { firstName: 'Rita', lastName: 'Router', email: LOGIN, login: LOGIN },
    credentials: { password: { value: PASSWORD } },
  })) as { id: string };
  await managementApi('PUT', `/api/v1/groups/${group.id}/users/${user.id}`);
  idpCli(
    'policies',
    'mfa',
    '--group',
    GROUP,
    '--factors',
    'token:software:totp',
    '--required',
    'token:software:totp',
  );
  const factor = (await managementApi('POST', `/api/v1/users/${user.id}/factors`, {
    factorType: 'token:software:totp',
    provider: 'GOOGLE',
  })) as { id: string; _embedded: { activation: { sharedSecret: string } } };
  secret = factor._embedded.activation.sharedSecret;
  await managementApi('POST', `/api/v1/users/${user.id}/factors/${factor.id}/lifecycle/activate`, {
    passCode: await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 }),
  });
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await deleteMfaPolicy(GROUP);
});

async function signInOnHost(page: Page) {
  await page.getByLabel('Username').fill(LOGIN);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('router on: signin/ URLs, a reload resumes the factor, back returns to sign-in, the code signs in', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(err.message));
  page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
  await page.goto(HOST);
  await page
    .getByLabel('Username')
    .waitFor({ timeout: 20_000 })
    .catch(() => {
      throw new Error(`the widget did not render:\n${problems.join('\n')}`);
    });
  await signInOnHost(page);
  const heading = page.getByRole('heading', { name: 'Google Authenticator' });
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(VERIFY_URL);
  await expectNoAxeViolations(page);

  // A reload resumes the stored transaction on the factor the URL names.
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(VERIFY_URL);

  // Back: the sign-in page again.
  await page.goBack();
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/localhost:3004\/(signin)?$/);

  await signInOnHost(page);
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(VERIFY_URL);
  await page.getByRole('textbox', { name: 'Enter Code' }).fill(await new AuthenticatorApp(secret).next(page));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Signed in:' })).toHaveText('Signed in: SUCCESS');
});
