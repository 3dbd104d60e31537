/**
 * Protocol fidelity for token retrieval: the unmodified Okta Sign-In Widget 2.21.0 with its bundled okta-auth-js
 * 1.17.1 signs in on http://localhost:3001/tokens and converts the sessionToken into tokens with getWithoutPrompt
 * (hidden iframe to /oauth2/v1/authorize, prompt=none, response_mode=okta_post_message, response_type
 * "id_token token"). okta-auth-js itself checks the message origin, state, the id token's RS256 signature (kid from
 * the JWKS), iss, aud = client id, nonce and expiry before the success callback sees the tokens.
 */
import { expect, test } from '@playwright/test';
import { IDP, PASSWORD, USERS } from '../support/system.ts';

const HOST = 'http://localhost:3001';

test('okta-auth-js 1.17.1 receives an id token and an access token for the signed-in user', async ({
  page,
}) => {
  // Not the auditor: lockout.spec.ts locks that account on this shared IdP.
  const user = USERS.operator;
  const authorize: URL[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${IDP}/oauth2/v1/authorize`)) authorize.push(new URL(request.url()));
  });
  await page.goto(`${HOST}/tokens`);
  await page.locator('#okta-signin-username').fill(user.login);
  await page.locator('#okta-signin-password').fill('not-the-password');
  await page.locator('#okta-signin-submit').click();
  await expect(page.locator('.okta-form-infobox-error')).toContainText('Sign in failed!');

  await page.waitForTimeout(250);
  await page.locator('#okta-signin-password').fill(PASSWORD);
  await page.locator('#okta-signin-submit').click();
  await expect(page.locator('#result')).not.toBeEmpty();
  expect(JSON.parse((await page.locator('#result').textContent()) ?? '')).toEqual({
    status: 'SUCCESS',
    email: user.login,
    name: user.name,
    aud: 'okta-compat',
    iss: IDP,
    accessToken: { sub: user.login, cid: 'okta-compat', aud: 'api://default' },
    tokenType: 'Bearer',
    scopes: ['openid', 'email', 'profile'],
  });

  expect(authorize).toHaveLength(1);
  const params = authorize[0]!.searchParams;
  expect(
    Object.fromEntries(
      ['client_id', 'response_type', 'response_mode', 'prompt'].map((k) => [k, params.get(k)]),
    ),
  ).toEqual({
    client_id: 'okta-compat',
    response_type: 'id_token token',
    response_mode: 'okta_post_message',
    prompt: 'none',
  });
  expect(params.get('sessionToken')).toBeTruthy();
  expect(page.url()).toBe(`${HOST}/tokens`);
});
