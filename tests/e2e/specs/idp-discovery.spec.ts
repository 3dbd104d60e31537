/**
 * IdP discovery and social sign-in (issue 8 "IdP discovery", "Social and custom buttons"): a SECOND instance of our
 * IdP (own port 3011 on 127.0.0.1, own data directory) plays the external OpenID Connect provider. The e2e IdP (8080) gets it
 * through its management API, with a discovery rule for the partner's domain. Our widget, embedded by the trusted
 * host page on 3001, then (1) sends a partner's username to the provider by webfinger, where the person signs in
 * and lands back on the host signed in at our IdP (created just in time); (2) does the same from a custom OIDC
 * button; (3) on a failed lookup deletes the remembered username and shows the error. axe runs on each screen.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { IDP, expectNoAxeViolations } from '../support/system.ts';
import { hosted } from '../support/hosted.ts';
import { idpCliWith, managementApi, spawnIdpServer } from '../support/mfa.ts';

// 127.0.0.1, not localhost: the browser keeps the provider's cookies (its own `sid`) apart from our IdP's.
const PROVIDER = 'http://127.0.0.1:3011';
const HOST = 'http://localhost:3001';
const PARTNER_PASSWORD = 'Partner!Sign1n';
const SIGNED_IN = `${HOST}/signed-in`;

let provider: ChildProcess | undefined;
let providerDir = '';
let idpId = '';
let ruleId = '';

/** The provider's CLI, straight on its database (before it starts). */
function providerCli(...args: string[]): string {
  return idpCliWith({ DATA_DIR: providerDir, IDP_ISSUER: PROVIDER }, ...args);
}

async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  providerDir = mkdtempSync(join(tmpdir(), 'e2e-provider-'));
  for (const login of ['anna@partner.example', 'bruno@partner.example', 'carla@partner.example']) {
    providerCli('users', 'create', '--login', login, '--password', PARTNER_PASSWORD);
  }
  const client = JSON.parse(
    providerCli(
      'clients',
      'create',
      '--name',
      'Our IdP',
      '--client-id',
      'federation',
      '--redirect-uri',
      `${IDP}/oauth2/v1/authorize/callback`,
      '--grant-types',
      'authorization_code',
      '--json',
    ),
  ) as { credentials: { oauthClient: { client_secret: string } } };
  provider = spawnIdpServer({
    DATA_DIR: providerDir,
    IDP_ISSUER: PROVIDER,
    IDP_PORT: '3011',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  });
  await waitFor(`${PROVIDER}/.well-known/openid-configuration`, 120_000);
  const idp = (await managementApi('POST', '/api/v1/idps', {
    type: 'OIDC',
    name: 'Partner Federation',
    protocol: {
      endpoints: {
        authorization: { url: `${PROVIDER}/oauth2/v1/authorize` },
        token: { url: `${PROVIDER}/oauth2/v1/token` },
        jwks: { url: `${PROVIDER}/oauth2/v1/keys` },
        userInfo: { url: `${PROVIDER}/oauth2/v1/userinfo` },
      },
      scopes: ['openid', 'email', 'profile'],
      issuer: { url: PROVIDER },
      credentials: {
        client: { client_id: 'federation', client_secret: client.credentials.oauthClient.client_secret },
      },
    },
    policy: { provisioning: { action: 'AUTO' }, accountLink: { action: 'AUTO' } },
  })) as { id: string };
  idpId = idp.id;
  const rule = (await managementApi('POST', '/api/v1/policies/00pidpdiscoverypolcy/rules', {
    type: 'IDP_DISCOVERY',
    name: 'Partner domain',
    priority: 1,
    conditions: {
      userIdentifier: { type: 'IDENTIFIER', patterns: [{ matchType: 'SUFFIX', value: 'partner.example' }] },
    },
    actions: { idp: { providers: [{ type: 'OIDC', id: idpId }] } },
  })) as { id: string };
  ruleId = rule.id;
});

test.afterAll(async () => {
  // Leaves the e2e IdP as it was (a retried worker runs beforeAll again): the rule, then the provider, go.
  if (ruleId) await managementApi('DELETE', `/api/v1/policies/00pidpdiscoverypolcy/rules/${ruleId}`);
  if (idpId) await managementApi('DELETE', `/api/v1/idps/${idpId}`);
  if (provider?.pid) process.kill(-provider.pid, 'SIGTERM');
  await new Promise((r) => setTimeout(r, 2000));
  if (providerDir) rmSync(providerDir, { recursive: true, force: true });
});

function ourWidget(settings: object, features = ''): string {
  return `${HOST}/our-widget?${new URLSearchParams({ features, settings: JSON.stringify(settings) })}`;
}

/**
 * Signs in on the provider's hosted page (its username prefilled from `login_hint` when discovery found it) and
 * expects to land on the host page signed in at our IdP.
 */
async function signInAtProvider(page: Page, login: string, hinted: boolean): Promise<void> {
  await expect(page).toHaveURL((url) => url.origin === PROVIDER);
  if (hinted) await expect(hosted.username(page)).toHaveValue(login);
  await hosted.username(page).fill(login);
  await hosted.password(page).fill(PARTNER_PASSWORD);
  await hosted.submit(page).click();
  await expect(page).toHaveURL(SIGNED_IN, { timeout: 30_000 });
  await expect(page.locator('#session')).toHaveText(`200 ACTIVE ${login}`);
}

test('discovery by domain sends the person to the partner provider and back signed in', async ({ page }) => {
  await page.goto(ourWidget({ idpDiscovery: { requestContext: SIGNED_IN } }, 'idpDiscovery'));
  const username = page.locator('#okta-sign-in').getByLabel('Username');
  await expect(username).toBeVisible();
  await expect(page.locator('#okta-sign-in').getByLabel('Password')).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Keyboard alone: type, tick remember me, Next.
  await username.focus();
  await page.keyboard.type('anna@partner.example');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await signInAtProvider(page, 'anna@partner.example', true);
  const user = (await managementApi('GET', '/api/v1/users/anna@partner.example')) as { status: string };
  expect(user.status).toBe('ACTIVE');
});

test('a username of our own directory goes on to the password', async ({ page }) => {
  await page.goto(ourWidget({}, 'idpDiscovery'));
  await page.locator('#okta-sign-in').getByLabel('Username').fill('someone@example.com');
  await page.locator('#okta-sign-in').getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('#okta-sign-in').getByLabel('Password')).toBeVisible();
  await expect(page.locator('#okta-sign-in').getByLabel('Username')).toHaveValue('someone@example.com');
  await expectNoAxeViolations(page);
});

test('a custom OIDC button signs in at the provider the same way', async ({ page }) => {
  await page.goto(
    ourWidget({ relayState: SIGNED_IN, idps: [{ id: idpId, type: 'OIDC', text: 'Partner SSO' }] }),
  );
  const button = page.locator('#okta-sign-in').getByRole('button', { name: 'Partner SSO' });
  await expect(button).toBeVisible();
  await expect(page.locator('#okta-sign-in').getByText('OR', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await button.click();
  await signInAtProvider(page, 'bruno@partner.example', false);
});

test('the unmodified Okta Sign-In Widget 2.21.0 discovers the same provider by webfinger', async ({
  page,
}) => {
  await page.goto(`${HOST}/discovery`);
  await page.locator('#okta-sign-in').getByLabel('Username').fill('carla@partner.example');
  await page.locator('#okta-sign-in').getByRole('button', { name: 'Next' }).click();
  await signInAtProvider(page, 'carla@partner.example', true);
  // 2.21.0 handed the host IDP_DISCOVERY (its success callback) and the host's redirectToIdp(requestContext) did
  // the rest: back on the host's page, signed in at our IdP (signInAtProvider checked the session).
  expect(await page.evaluate(() => sessionStorage.getItem('discovery-status'))).toBe('IDP_DISCOVERY');
});

test('a failed lookup deletes the remembered username and shows the error', async ({ page, context }) => {
  await context.addCookies([{ name: 'ln', value: 'old%40example.com', url: HOST }]);
  await page.goto(ourWidget({}, 'idpDiscovery'));
  const username = page.locator('#okta-sign-in').getByLabel('Username');
  await expect(username).toHaveValue('old@example.com');
  // A username longer than any account's: webfinger refuses the resource (400 E0000001).
  await username.fill(`${'x'.repeat(300)}@example.com`);
  await page.locator('#okta-sign-in').getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('#okta-sign-in').getByRole('alert')).toBeVisible();
  expect((await context.cookies(HOST)).find((c) => c.name === 'ln')).toBeUndefined();
  await expectNoAxeViolations(page);
});

test('a refused federated sign-in shows why, with a way back', async ({ page }) => {
  await page.goto(`${IDP}/oauth2/v1/authorize/callback?state=forged&code=x`);
  await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('did not start in this browser');
  await expect(page.getByRole('link', { name: 'Back to sign-in' })).toBeVisible();
  await expectNoAxeViolations(page);
});
