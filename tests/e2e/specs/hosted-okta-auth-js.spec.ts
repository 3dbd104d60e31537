/**
 * A single-page application built on the current @okta/okta-auth-js (support/okta-auth-js-host.ts, :3003) against
 * our IdP as if it were Okta: signInWithRedirect() without a session token goes through the hosted sign-in page (in
 * the browser's language, Italian here), revokeAccessToken() authenticates the public client with
 * `Authorization: Basic base64(client_id)`, and the default signOut() revokes and then leaves through
 * /oauth2/v1/logout back to the application.
 */
import { expect, test, type Page } from '@playwright/test';
import { IDP, PASSWORD, USERS, expectNoAxeViolations } from '../support/system.ts';
import { SPA, expectHostedPage, hosted, watchCsp } from '../support/hosted.ts';

test.use({ locale: 'it-IT' });

const status = (page: Page) => page.locator('#status');

/** The access token the SDK holds, read through its token manager. */
function accessToken(page: Page): Promise<string | undefined> {
  return page.evaluate(async () => {
    const client = (
      window as unknown as {
        authClient: { tokenManager: { getTokens(): Promise<{ accessToken?: { accessToken: string } }> } };
      }
    ).authClient;
    return (await client.tokenManager.getTokens()).accessToken?.accessToken;
  });
}

const userinfo = (page: Page, token: string) =>
  page.request.get(`${IDP}/oauth2/v1/userinfo`, { headers: { authorization: `Bearer ${token}` } });

test('okta-auth-js: signInWithRedirect through the hosted page, revokeAccessToken, default signOut', async ({
  page,
}) => {
  const user = USERS.admin;
  const cspViolations = await watchCsp(page);
  const revocations: Array<{ authorization?: string; status: number }> = [];
  page.on('response', (response) => {
    if (response.url() === `${IDP}/oauth2/v1/revoke`) {
      revocations.push({
        authorization: response.request().headers().authorization,
        status: response.status(),
      });
    }
  });

  await page.goto(SPA);
  await expect(status(page)).toHaveText('signed out');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectHostedPage(page, 'it');
  await expectNoAxeViolations(page);
  await hosted.username(page).fill(user.login);
  await hosted.password(page).fill(PASSWORD);
  await hosted.submit(page).click();
  await expect(status(page)).toHaveText(
    JSON.stringify({ email: user.login, iss: IDP, aud: 'okta-auth-js-app', accessToken: true }),
  );
  expect(await cspViolations()).toEqual([]);

  const first = (await accessToken(page))!;
  expect((await userinfo(page, first)).status()).toBe(200);
  await page.getByRole('button', { name: 'Revoke access token' }).click();
  await expect(status(page)).toContainText('"accessToken":false');
  await expect.poll(() => revocations.length).toBe(1);
  expect(revocations[0]).toEqual({
    authorization: `Basic ${Buffer.from('okta-auth-js-app').toString('base64')}`,
    status: 200,
  });
  expect((await userinfo(page, first)).status()).toBe(401);

  // The IdP session is still open: signing in again needs no page, and brings a new access token.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(status(page)).toContainText('"accessToken":true');
  const second = (await accessToken(page))!;
  expect(second).not.toBe(first);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(SPA);
  await expect(status(page)).toHaveText('signed out');
  expect(revocations.map((r) => r.status)).toEqual([200, 200]);
  expect((await userinfo(page, second)).status()).toBe(401);
  expect((await page.request.get(`${IDP}/api/v1/sessions/me`)).status()).toBe(404);
});
