/**
 * An ordinary server-side OIDC application (openid-client, confidential client `rp-confidential` on :3002) signs a
 * person in through the IdP's hosted sign-in page, with no host page of its own: discovery, authorization code +
 * PKCE, ID token and RFC 9207 `iss` validation (openid-client checks both), userinfo, refresh, introspection,
 * revocation and RP-initiated logout, all as openid-client performs them.
 */
import { expect, test } from '@playwright/test';
import * as oidc from 'openid-client';
import { IDP, PASSWORD, USERS, expectNoAxeViolations } from '../support/system.ts';
import { RP, expectHostedPage, hosted, rpClientSecret, watchCsp } from '../support/hosted.ts';
import { startRelyingParty, type RelyingParty } from '../support/openid-client-rp.ts';

let rp: RelyingParty;

test.beforeAll(async () => {
  rp = await startRelyingParty({
    issuer: IDP,
    origin: RP.origin,
    clientId: RP.clientId,
    clientSecret: rpClientSecret(),
    scope: 'openid profile email offline_access',
  });
});
test.afterAll(async () => rp?.close());

test('openid-client: hosted sign-in, tokens, userinfo, refresh, introspection, revocation, logout', async ({
  page,
}) => {
  // Not the auditor: lockout.spec.ts locks that account on this shared IdP.
  const user = USERS.officer;
  const cspViolations = await watchCsp(page);
  expect(rp.config.serverMetadata()).toMatchObject({
    issuer: IDP,
    introspection_endpoint: `${IDP}/oauth2/v1/introspect`,
    authorization_response_iss_parameter_supported: true,
  });

  await page.goto(`${RP.origin}/`);
  await expectHostedPage(page, 'en');
  await expectNoAxeViolations(page);
  await hosted.username(page).fill(user.login);
  await hosted.password(page).fill(PASSWORD);
  await hosted.submit(page).click();
  await expect(page.locator('#who')).toHaveText(user.login);
  expect(await cspViolations()).toEqual([]);

  const signedIn = rp.latest()!;
  expect(signedIn.callback.searchParams.get('iss')).toBe(IDP);
  expect(signedIn.claims).toMatchObject({ iss: IDP, aud: RP.clientId, email: user.login, name: user.name });
  expect(signedIn.userinfo).toMatchObject({ sub: signedIn.claims.sub, email: user.login });
  const first = signedIn.tokens;
  expect(first.refresh_token).toBeTruthy();

  const refreshed = await oidc.refreshTokenGrant(rp.config, first.refresh_token!);
  expect(refreshed.claims()).toMatchObject({ sub: signedIn.claims.sub, aud: RP.clientId });
  const again = await oidc.fetchUserInfo(rp.config, refreshed.access_token, signedIn.claims.sub);
  expect(again.email).toBe(user.login);

  const active = await oidc.tokenIntrospection(rp.config, refreshed.access_token);
  expect(active).toMatchObject({
    active: true,
    client_id: RP.clientId,
    username: user.login,
    token_type: 'Bearer',
  });
  const refreshActive = await oidc.tokenIntrospection(rp.config, refreshed.refresh_token!, {
    token_type_hint: 'refresh_token',
  });
  expect(refreshActive).toMatchObject({ active: true, client_id: RP.clientId });
  // The refresh token of the first exchange was rotated away.
  expect((await oidc.tokenIntrospection(rp.config, first.refresh_token!)).active).toBe(false);

  await oidc.tokenRevocation(rp.config, refreshed.refresh_token!, { token_type_hint: 'refresh_token' });
  expect((await oidc.tokenIntrospection(rp.config, refreshed.refresh_token!)).active).toBe(false);
  // Revoking the refresh token ended its grant: the access tokens issued from it went with it.
  expect((await oidc.tokenIntrospection(rp.config, refreshed.access_token)).active).toBe(false);

  const logout = oidc.buildEndSessionUrl(rp.config, {
    id_token_hint: first.id_token!,
    post_logout_redirect_uri: `${RP.origin}/signed-out`,
    state: 'bye',
  });
  await page.goto(logout.href);
  await expect(page.locator('#state')).toHaveText('bye');
  const session = await page.request.get(`${IDP}/api/v1/sessions/me`);
  expect(session.status()).toBe(404);
});
