/**
 * Profile required (issue 8 "Profile required"; spec §2 "signin/enroll-user", §4 PROFILE_REQUIRED): with progressive
 * profiling on and a profile schema that requires a job title, a person without one who signs in on the IdP's
 * hosted page is asked for it (the enroll-user screen), cannot continue with it blank, and after saving it reaches
 * the application; the next sign-in asks nothing. The operator's settings go through the management API and are
 * put back afterwards (the journeys share one IdP). The application (port 3006) is a small real server. With MFA,
 * the profile is asked for after the factor (Okta's order: factor, profile, then the application).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { IDP, PASSWORD, USERS, expectNoAxeViolations } from '../support/system.ts';
import { hosted, watchCsp } from '../support/hosted.ts';
import { deleteMfaPolicy, idpCli, managementApi } from '../support/mfa.ts';

const APP = 'http://localhost:3006';
const CALLBACK = `${APP}/callback`;
const user = USERS.auditor;

interface Policy {
  profileSchema: {
    properties: Record<string, object>;
    required: string[];
    fieldOrder: string[];
  };
  progressiveProfiling: boolean;
}

let appServer: Server;
let before: Policy;
test.beforeAll(async () => {
  appServer = await new Promise<Server>((resolve) => {
    const server = createServer((_req, res) => {
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          '<!DOCTYPE html><html lang="en"><head><title>Callback</title></head><body><main><h1>Callback</h1></main></body></html>',
        );
    });
    server.listen(3006, 'localhost', () => resolve(server));
  });
  before = (await managementApi('GET', '/api/v1/registration-policy')) as Policy;
  const schema = before.profileSchema;
  await managementApi('PUT', '/api/v1/registration-policy', {
    progressiveProfiling: true,
    profileSchema: {
      properties: { ...schema.properties, title: { type: 'string', title: 'Job title', maxLength: 40 } },
      required: [...schema.required, 'title'],
      fieldOrder: [...schema.fieldOrder, 'title'],
    },
  });
});
test.afterAll(async () => {
  if (before) {
    await managementApi('PUT', '/api/v1/registration-policy', {
      progressiveProfiling: before.progressiveProfiling,
      profileSchema: before.profileSchema,
    });
  }
  await new Promise<void>((resolve) => (appServer ? appServer.close(() => resolve()) : resolve()));
});

function authorizeUrl(clientId: string): string {
  const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
  return `${IDP}/oauth2/v1/authorize?${new URLSearchParams({
    client_id: clientId,
    redirect_uri: CALLBACK,
    response_type: 'code',
    scope: 'openid',
    state: 'profile',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    prompt: 'login',
  })}`;
}

async function axe(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectNoAxeViolations(page);
}

async function signInAt(page: Page, clientId: string) {
  await page.goto(authorizeUrl(clientId));
  await hosted.username(page).fill(user.login);
  await hosted.password(page).fill(PASSWORD);
  await hosted.submit(page).click();
}

test('profile required: the missing job title is asked for, then the application is answered', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const cspViolations = await watchCsp(page);
  const created = (await managementApi('POST', '/api/v1/apps', {
    name: 'oidc_client',
    label: 'Profile App',
    signOnMode: 'OPENID_CONNECT',
    settings: { oauthClient: { application_type: 'browser', redirect_uris: [CALLBACK] } },
  })) as { credentials: { oauthClient: { client_id: string } } };
  const clientId = created.credentials.oauthClient.client_id;

  await signInAt(page, clientId);
  const widget = page.locator('#okta-sign-in');
  await expect(widget.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  const title = widget.getByRole('textbox', { name: /job title/i });
  await expect(title).toBeVisible();
  await axe(page);
  // Blank: the form says so and stays.
  await widget.getByRole('button', { name: 'Save and continue' }).click();
  await expect(widget).toContainText(/cannot be left blank|fill in your profile/i);
  await axe(page);
  await title.fill('Internal auditor');
  await widget.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL((url) => url.href.startsWith(CALLBACK) && url.searchParams.has('code'));

  const saved = (await managementApi('GET', `/api/v1/users/${encodeURIComponent(user.login)}`)) as {
    profile: { title?: string };
  };
  expect(saved.profile.title).toBe('Internal auditor');

  // Nothing is missing any more: the next sign-in goes straight to the application.
  await signInAt(page, clientId);
  await expect(page).toHaveURL((url) => url.href.startsWith(CALLBACK) && url.searchParams.has('code'));
  expect(await cspViolations()).toEqual([]);
});

test('profile required after MFA: the factor first, then the missing job title, then the application', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const login = `piera.profilo.${stamp}@example.com`;
  const group = `e2e-profile-mfa-${stamp}`;
  const created = (await managementApi('POST', '/api/v1/groups', { profile: { name: group } })) as {
    id: string;
  };
  const person = (await managementApi('POST', '/api/v1/users?activate=true', {
    profile: { firstName: 'Piera', lastName: 'Profilo', email: login, login },
    credentials: { password: { value: PASSWORD } },
  })) as { id: string };
  await managementApi('PUT', `/api/v1/groups/${created.id}/users/${person.id}`);
  idpCli('policies', 'mfa', '--group', group, '--factors', 'question', '--required', 'question');
  try {
    const app = (await managementApi('POST', '/api/v1/apps', {
      name: 'oidc_client',
      label: 'Profile MFA App',
      signOnMode: 'OPENID_CONNECT',
      settings: { oauthClient: { application_type: 'browser', redirect_uris: [CALLBACK] } },
    })) as { credentials: { oauthClient: { client_id: string } } };
    await page.goto(authorizeUrl(app.credentials.oauthClient.client_id));
    await hosted.username(page).fill(login);
    await hosted.password(page).fill(PASSWORD);
    await hosted.submit(page).click();
    const widget = page.locator('#okta-sign-in');
    // The factor comes first: the enrolment choices, then the security question.
    await expect(widget.getByRole('heading', { name: 'Set up multifactor authentication' })).toBeVisible();
    await widget.getByRole('button', { name: 'Setup Security Question' }).click();
    await expect(widget.getByRole('combobox', { name: 'Choose a security question' })).toBeVisible();
    await widget.getByRole('textbox', { name: 'Answer' }).fill('a red bicycle');
    await widget.getByRole('button', { name: 'Save' }).click();
    // Then the profile, before any session reaches the application.
    await expect(widget.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
    await expect(page).not.toHaveURL((url) => url.href.startsWith(CALLBACK));
    await axe(page);
    await widget.getByRole('textbox', { name: /job title/i }).fill('Compliance analyst');
    await widget.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL((url) => url.href.startsWith(CALLBACK) && url.searchParams.has('code'));
    const saved = (await managementApi('GET', `/api/v1/users/${encodeURIComponent(login)}`)) as {
      profile: { title?: string };
    };
    expect(saved.profile.title).toBe('Compliance analyst');
  } finally {
    await deleteMfaPolicy(group);
  }
});
