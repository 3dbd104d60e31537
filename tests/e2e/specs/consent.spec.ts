/**
 * Consent (issue 8): an application whose consent method is REQUIRED, created through the management API, sends a
 * person to the IdP's hosted sign-in page; after sign-in the consent screen lists what the application asks for,
 * with its logo linking to its home page in a new tab. Allow gives the application its code; the next
 * authorization asks nothing; once the operator revokes the consent the screen is back; Don't Allow gives the
 * application access_denied. The application itself (port 3004) is played by the browser's request routing.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { IDP, PASSWORD, USERS, expectNoAxeViolations } from '../support/system.ts';
import { hosted, watchCsp } from '../support/hosted.ts';
import { managementApi } from '../support/mfa.ts';

const APP = 'http://localhost:3004';
const CALLBACK = `${APP}/callback`;
const LABEL = 'Consent Journey App';
// A 1×1 PNG: the application's logo.
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Plays the application on :3004 (a real server: the browser reaches the callback through the IdP's redirect,
 * which request routing would not see): its callback page, its logo and its home page.
 */
function startApp(): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', APP);
    if (url.pathname === '/logo.png') {
      res.writeHead(200, { 'content-type': 'image/png' }).end(LOGO_PNG);
      return;
    }
    const title = url.pathname === '/callback' ? 'Callback' : 'Consent Journey App home';
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1></main></body></html>`,
      );
  });
  return new Promise((resolve) => server.listen(3004, 'localhost', () => resolve(server)));
}

let appServer: Server;
test.beforeAll(async () => {
  appServer = await startApp();
});
test.afterAll(
  () => new Promise<void>((resolve) => (appServer ? appServer.close(() => resolve()) : resolve())),
);

/** An authorization request of the application (code + PKCE). */
function authorizeUrl(clientId: string): string {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return `${IDP}/oauth2/v1/authorize?${new URLSearchParams({
    client_id: clientId,
    redirect_uri: CALLBACK,
    response_type: 'code',
    scope: 'openid profile email',
    state: 'journey',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  })}`;
}

/** What the application received at its callback. */
async function callbackParams(page: Page): Promise<Record<string, string>> {
  await expect(page).toHaveURL((url) => url.href.startsWith(CALLBACK));
  return Object.fromEntries(new URL(page.url()).searchParams);
}

const consentWidget = (page: Page) => page.locator('#okta-sign-in');

async function expectConsentScreen(page: Page) {
  const widget = consentWidget(page);
  await expect(widget.getByRole('heading', { name: `${LABEL} would like to:` })).toBeVisible();
  const scopes = widget.getByRole('list', { name: 'Access requested' }).getByRole('listitem');
  await expect(scopes).toHaveCount(3);
  await expect(scopes.nth(0)).toContainText('Sign you in');
  await expect(scopes.nth(1)).toContainText('Your profile');
  await expect(scopes.nth(2)).toContainText('Your email address');
}

test('consent: asked once, remembered, asked again after revocation; refusing gives access_denied', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = USERS.officer;
  const cspViolations = await watchCsp(page);
  const app = (await managementApi('POST', '/api/v1/apps', {
    name: 'oidc_client',
    label: LABEL,
    signOnMode: 'OPENID_CONNECT',
    settings: {
      oauthClient: {
        application_type: 'browser',
        redirect_uris: [CALLBACK],
        consent_method: 'REQUIRED',
        logo_uri: `${APP}/logo.png`,
        client_uri: `${APP}/`,
      },
    },
  })) as { credentials: { oauthClient: { client_id: string } } };
  const clientId = app.credentials.oauthClient.client_id;

  // First authorization: sign in on the hosted page, then the consent screen.
  await page.goto(authorizeUrl(clientId));
  await hosted.username(page).fill(user.login);
  await hosted.password(page).fill(PASSWORD);
  await hosted.submit(page).click();
  await expectConsentScreen(page);
  const logoLink = consentWidget(page).getByRole('link', { name: `${LABEL} website (opens in a new tab)` });
  await expect(logoLink).toHaveAttribute('href', `${APP}/`);
  await expect(logoLink).toHaveAttribute('target', '_blank');
  await expect(logoLink).toHaveAttribute('rel', /noopener/);
  await expect
    .poll(() => logoLink.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(1);
  await expectNoAxeViolations(page);
  const [home] = await Promise.all([page.context().waitForEvent('page'), logoLink.click()]);
  await expect(home).toHaveTitle('Consent Journey App home');
  expect(await home.evaluate(() => window.opener)).toBeNull();
  await home.close();

  await consentWidget(page).getByRole('button', { name: 'Allow Access' }).click();
  const allowed = await callbackParams(page);
  expect(allowed).toMatchObject({ state: 'journey', iss: IDP });
  expect(allowed.code).toBeTruthy();

  // Second authorization: the consent is remembered, the session signs in at once.
  await page.goto(authorizeUrl(clientId));
  expect((await callbackParams(page)).code).toBeTruthy();

  // The operator revokes the consent: the next authorization asks again.
  const grants = (await managementApi('GET', `/api/v1/users/${user.login}/grants`)) as Array<{
    clientId: string;
    scopeId: string;
  }>;
  expect(
    grants
      .filter((g) => g.clientId === clientId)
      .map((g) => g.scopeId)
      .sort(),
  ).toEqual(['email', 'openid', 'profile']);
  await managementApi('DELETE', `/api/v1/users/${user.login}/clients/${clientId}/grants`);
  await page.goto(authorizeUrl(clientId));
  await expectConsentScreen(page);
  await expectNoAxeViolations(page);

  // Don't Allow, with the keyboard alone: the application is told access_denied.
  const refuse = consentWidget(page).getByRole('button', { name: "Don't Allow" });
  await refuse.focus();
  await page.keyboard.press('Enter');
  const refused = await callbackParams(page);
  expect(refused).toMatchObject({ error: 'access_denied', state: 'journey', iss: IDP });
  expect(refused.code).toBeUndefined();
  expect(await cspViolations()).toEqual([]);
});
