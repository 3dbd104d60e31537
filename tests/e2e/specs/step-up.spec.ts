/**
 * Step-up from an application (issue 8 "Step-up"; spec §4 UNAUTHENTICATED, FACTOR_REQUIRED, SUCCESS with stepUp):
 * an application whose sign-on rule requires a second factor (set by the operator through the management API)
 * sends a person with no session to the IdP's hosted page, which resumes the step-up transaction: the password
 * (UNAUTHENTICATED), then the authenticator app's code (FACTOR_REQUIRED), then the SUCCESS's `next(original)` link
 * back to the authorization request, which answers the application with a code. Without the rule the same
 * person, already signed in with the second factor, is not asked again. The application (port 3005) is a small
 * real server, as in the consent journey.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { IDP, PASSWORD, USERS, expectNoAxeViolations } from '../support/system.ts';
import { hosted, watchCsp } from '../support/hosted.ts';
import { AuthenticatorApp, idpCli, managementApi } from '../support/mfa.ts';

const APP = 'http://localhost:3005';
const CALLBACK = `${APP}/callback`;
const user = USERS.operator;

function startApp(): Promise<Server> {
  const server = createServer((req, res) => {
    const title = new URL(req.url ?? '/', APP).pathname === '/callback' ? 'Callback' : 'Vault';
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1></main></body></html>`,
      );
  });
  return new Promise((resolve) => server.listen(3005, 'localhost', () => resolve(server)));
}

let appServer: Server;
test.beforeAll(async () => {
  appServer = await startApp();
  idpCli('users', 'reset-factors', '--login', user.login);
});
test.afterAll(async () => {
  idpCli('users', 'reset-factors', '--login', user.login);
  await new Promise<void>((resolve) => (appServer ? appServer.close(() => resolve()) : resolve()));
});

/** Gives the person an authenticator app through the Factors API (as an operator would); returns the app. */
async function enrolAuthenticator(page: Page): Promise<AuthenticatorApp> {
  const found = (await managementApi('GET', `/api/v1/users/${encodeURIComponent(user.login)}`)) as {
    id: string;
  };
  const factors = `/api/v1/users/${found.id}/factors`;
  const factor = (await managementApi('POST', factors, {
    factorType: 'token:software:totp',
    provider: 'GOOGLE',
  })) as { id: string; _embedded: { activation: { sharedSecret: string } } };
  const app = new AuthenticatorApp(factor._embedded.activation.sharedSecret);
  await managementApi('POST', `${factors}/${factor.id}/lifecycle/activate`, {
    passCode: await app.next(page),
  });
  return app;
}

function authorizeUrl(clientId: string): string {
  const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
  return `${IDP}/oauth2/v1/authorize?${new URLSearchParams({
    client_id: clientId,
    redirect_uri: CALLBACK,
    response_type: 'code',
    scope: 'openid profile',
    state: 'step-up',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  })}`;
}

async function callbackParams(page: Page): Promise<Record<string, string>> {
  await expect(page).toHaveURL((url) => url.href.startsWith(CALLBACK));
  return Object.fromEntries(new URL(page.url()).searchParams);
}

async function axe(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectNoAxeViolations(page);
}

test('step-up: an application requiring a second factor asks for the password, then the code, then answers', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const cspViolations = await watchCsp(page);
  const authenticator = await enrolAuthenticator(page);
  const created = (await managementApi('POST', '/api/v1/apps', {
    name: 'oidc_client',
    label: 'Vault',
    signOnMode: 'OPENID_CONNECT',
    settings: { oauthClient: { application_type: 'browser', redirect_uris: [CALLBACK] } },
  })) as { id: string; credentials: { oauthClient: { client_id: string } } };
  const clientId = created.credentials.oauthClient.client_id;
  await managementApi('PUT', `/api/v1/apps/${created.id}/sign-on-rule`, {
    factorTypes: ['token:software:totp'],
  });

  // UNAUTHENTICATED: the hosted page resumes the step-up and shows the sign-in form.
  await page.goto(authorizeUrl(clientId));
  await expect(hosted.username(page)).toBeVisible();
  await axe(page);
  await hosted.username(page).fill(user.login);
  await hosted.password(page).fill(PASSWORD);
  await hosted.submit(page).click();

  // FACTOR_REQUIRED: the authenticator app's code; a wrong one is refused with the server's message.
  const widget = page.locator('#okta-sign-in');
  await expect(widget.getByRole('heading', { name: 'Google Authenticator' })).toBeVisible();
  const code = widget.getByRole('textbox', { name: /enter code/i });
  await expect(code).toBeFocused();
  await axe(page);
  const right = await authenticator.next(page);
  await code.fill(right === '000000' ? '111111' : '000000');
  await widget.getByRole('button', { name: /^verify$/i }).click();
  await expect(widget.getByRole('alert')).toContainText(/passcode/i);
  await page.waitForTimeout(250);
  await code.fill(right);
  await widget.getByRole('button', { name: /^verify$/i }).click();

  // SUCCESS (SESSION_STEP_UP): next(original) back to /authorize, which answers the application.
  const params = await callbackParams(page);
  expect(params).toMatchObject({ state: 'step-up', code: expect.any(String) });

  // The session now has the second factor: the application is answered without a question.
  await page.goto(authorizeUrl(clientId));
  expect(await callbackParams(page)).toMatchObject({ state: 'step-up', code: expect.any(String) });
  expect(await cspViolations()).toEqual([]);
});
