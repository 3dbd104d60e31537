/**
 * Push with the companion authenticator (issue 6, journey 7, IdP side): the web app at /authenticator runs in a
 * Chromium page as the person's phone would run it; it enrols through the activation link sent by email (read from
 * the outbox), then approves one push and rejects another, each started through the Authn API with fetch (the
 * widget's push screens are another journey's). Its passcode is Okta Verify's TOTP, the backup factor.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { idpCli } from '../support/mfa.ts';
import { IDP, PASSWORD, expectNoAxeViolations } from '../support/system.ts';

// A person of their own, so the MFA policy touches no other journey (and a re-run against a kept server works).
const LOGIN = `push.${Date.now()}@example.com`;
const GROUP = 'push-officers';

type Tx = {
  stateToken: string;
  status: string;
  factorResult?: string;
  _embedded: { factor: { id: string }; factors: Array<{ id: string; factorType: string }> };
};

async function authn(request: APIRequestContext, path: string, data: object): Promise<Tx> {
  const response = await request.post(`${IDP}/api/v1/authn${path}`, { data });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Tx;
}

/** Polls `path` every 500 ms (the test's pace, not the widget's) until the result is no longer WAITING. */
async function pollUntilDone(request: APIRequestContext, path: string, stateToken: string): Promise<Tx> {
  let tx = await authn(request, path, { stateToken });
  for (let i = 0; i < 40 && tx.factorResult === 'WAITING'; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    tx = await authn(request, path, { stateToken });
  }
  return tx;
}

/** Signs in with the password and sends a push: the sign-in's state token and the push factor id. */
async function sendPush(request: APIRequestContext) {
  const required = await authn(request, '', { username: LOGIN, password: PASSWORD });
  expect(required.status).toBe('MFA_REQUIRED');
  const push = required._embedded.factors.find((f) => f.factorType === 'push')!;
  const sent = await authn(request, `/factors/${push.id}/verify`, { stateToken: required.stateToken });
  expect([sent.status, sent.factorResult]).toEqual(['MFA_CHALLENGE', 'WAITING']);
  return { stateToken: required.stateToken, verify: `/factors/${push.id}/verify`, required };
}

const requestCard = (phone: Page) =>
  phone.getByRole('listitem').filter({ hasText: 'Are you trying to sign in?' });

test.beforeAll(() => {
  idpCli('users', 'create', '--login', LOGIN, '--password', PASSWORD, '--groups', GROUP);
  idpCli('policies', 'mfa', '--group', GROUP, '--factors', 'push,token:software:totp', '--required', 'push');
});

test('the companion app enrols by activation link, approves and rejects pushes, shows the backup passcode', async ({
  page: phone,
  request,
}) => {
  await phone.goto(`${IDP}/authenticator`);
  await expect(phone.getByRole('heading', { name: 'Set up this device' })).toBeVisible();
  await expectNoAxeViolations(phone);

  // Enrolment: push, "manual setup" by email; the link is read from the outbox and opened on the phone.
  const enrol = await authn(request, '', { username: LOGIN, password: PASSWORD });
  expect(enrol.status).toBe('MFA_ENROLL');
  const pending = await authn(request, '/factors', {
    stateToken: enrol.stateToken,
    factorType: 'push',
    provider: 'OKTA',
  });
  expect([pending.status, pending.factorResult]).toEqual(['MFA_ENROLL_ACTIVATE', 'WAITING']);
  const factorId = pending._embedded.factor.id;
  await authn(request, `/factors/${factorId}/lifecycle/activate/email`, { stateToken: enrol.stateToken });
  const outbox = (await (
    await request.get(`${IDP}/dev/outbox?to=${encodeURIComponent(LOGIN)}`)
  ).json()) as Array<{
    text: string;
  }>;
  const link = /(http\S+#activate=\S+)/.exec(outbox[0]!.text)![1]!;

  await phone.goto(link);
  await expect(phone.getByRole('status')).toHaveText(`This device is set up for ${LOGIN}.`);
  await expect(phone.getByText(LOGIN, { exact: true })).toBeVisible();
  expect(new URL(phone.url()).hash).toBe(''); // the one-time code left the address bar
  await expect(phone.locator('#code')).toHaveText(/^\d{6}$/);
  await expectNoAxeViolations(phone);
  const enrolled = await pollUntilDone(
    request,
    `/factors/${factorId}/lifecycle/activate/poll`,
    enrol.stateToken,
  );
  expect(enrolled.status).toBe('SUCCESS');

  // A push, approved on the phone: the sign-in succeeds.
  const first = await sendPush(request);
  await expect(requestCard(phone)).toHaveCount(1);
  await expect(requestCard(phone)).toContainText(LOGIN);
  await expectNoAxeViolations(phone);
  await requestCard(phone).getByRole('button', { name: 'Approve' }).click();
  await expect(phone.getByRole('status')).toHaveText('Sign-in approved.');
  const approved = await pollUntilDone(request, first.verify, first.stateToken);
  expect(approved.status).toBe('SUCCESS');

  // Another, rejected: the sign-in sees REJECTED.
  const second = await sendPush(request);
  await expect(requestCard(phone)).toHaveCount(1);
  await requestCard(phone).getByRole('button', { name: 'Reject' }).click();
  await expect(phone.getByRole('status')).toHaveText('Sign-in rejected.');
  const rejected = await pollUntilDone(request, second.verify, second.stateToken);
  expect([rejected.status, rejected.factorResult]).toEqual(['MFA_CHALLENGE', 'REJECTED']);
  await expect(requestCard(phone)).toHaveCount(0);

  // A push replaced by a new one (resend): the phone shows only the new request.
  const fourth = await sendPush(request);
  await expect(requestCard(phone)).toHaveCount(1);
  const before = await requestCard(phone).getAttribute('data-id');
  await authn(request, `${fourth.verify}/resend`, { stateToken: fourth.stateToken });
  await expect(requestCard(phone)).toHaveCount(1);
  await expect.poll(() => requestCard(phone).getAttribute('data-id'), { timeout: 15_000 }).not.toBe(before);
  // The sign-in cancelled while its push waits (the widget's "Sign out"): the phone's request is withdrawn, and the
  // cancelled sign-in's state token is gone (401 E0000011), as Okta answers a revoked state token.
  const cancel = await request.post(`${IDP}/api/v1/authn/cancel`, {
    data: { stateToken: fourth.stateToken },
  });
  expect(cancel.status()).toBe(200);
  await expect(requestCard(phone)).toHaveCount(0, { timeout: 15_000 });
  await expect(phone.locator('#no-requests')).toBeVisible();
  const late = await request.post(`${IDP}/api/v1/authn${fourth.verify}`, {
    data: { stateToken: fourth.stateToken },
  });
  expect([late.status(), ((await late.json()) as { errorCode: string }).errorCode]).toEqual([
    401,
    'E0000011',
  ]);

  // The passcode on the phone verifies Okta Verify's TOTP factor (the backup of push).
  const third = await authn(request, '', { username: LOGIN, password: PASSWORD });
  const totp = third._embedded.factors.find((f) => f.factorType === 'token:software:totp')!;
  const code = await phone.locator('#code').textContent();
  const verified = await authn(request, `/factors/${totp.id}/verify`, {
    stateToken: third.stateToken,
    passCode: code,
  });
  expect(verified.status).toBe('SUCCESS');
});

test('the companion app is installable: manifest, service worker, strict CSP', async ({ page, request }) => {
  const response = await request.get(`${IDP}/authenticator`);
  expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response.headers()['content-security-policy']).not.toContain('unsafe-inline');
  const manifest = await (await request.get(`${IDP}/authenticator/manifest.webmanifest`)).json();
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/authenticator' });
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto(`${IDP}/authenticator`);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${IDP}/authenticator`);
  expect(violations).toEqual([]);
});
