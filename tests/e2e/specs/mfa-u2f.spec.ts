/**
 * U2F security keys in a real Chromium (issue 6, journey 6; spec §2 "U2F and WebAuthn: enrolment screens with a
 * not-supported message when the browser lacks the capability. The message has a one-factor variant"). Chromium has
 * no FIDO U2F JavaScript API (`window.u2f`), so a U2F enrolment shows the not-supported message: its one-factor
 * variant when the policy offers U2F alone, the "select another factor" one when there are others.
 *
 * Verifying an enrolled U2F key goes through WebAuthn's `appid` extension; Chromium honours `appid` only for an
 * https page and an https AppID (content/browser/webauth/webauth_request_security_checker.cc,
 * `ValidateAppIdExtension`), and these journeys run on http://localhost, so that ceremony runs in
 * mfa-u2f-https.spec.ts against an IdP served over https (and below the browser in
 * identity/server/test/authn-webauthn.test.ts and the widget's screens/mfa-verify/kinds/fido/verify-fido.test.tsx).
 */
import { expect, test, type Page } from '@playwright/test';
import { deleteMfaPolicy, idpCli, managementApi } from '../support/mfa.ts';
import { PASSWORD, expectNoAxeViolations, signIn, widget } from '../support/system.ts';

test.use({ locale: 'it-IT' });

const STAMP = Date.now();
const people = {
  alone: { login: `ugo.u2f.${STAMP}@example.com`, group: `e2e-u2f-alone-${STAMP}`, factors: 'u2f' },
  others: {
    login: `ilaria.u2f.${STAMP}@example.com`,
    group: `e2e-u2f-others-${STAMP}`,
    factors: 'u2f,question',
  },
};

/** Creates a person in a group of her own (and aml-officers), whose policy allows `factors`, all optional. */
async function person(login: string, group: string, factors: string): Promise<void> {
  const created = (await managementApi('POST', '/api/v1/groups', { profile: { name: group } })) as {
    id: string;
  };
  const user = (await managementApi('POST', '/api/v1/users?activate=true', {
    profile: { firstName: 'Chiave', lastName: 'Prova', email: login, login },
    credentials: { password: { value: PASSWORD } },
  })) as { id: string };
  const officers = (await managementApi('GET', '/api/v1/groups?q=aml-officers')) as Array<{
    id: string;
    profile: { name: string };
  }>;
  for (const id of [created.id, officers.find((g) => g.profile.name === 'aml-officers')!.id])
    await managementApi('PUT', `/api/v1/groups/${id}/users/${user.id}`);
  idpCli('policies', 'mfa', '--group', group, '--factors', factors, '--required', factors.split(',')[0]!);
}

/** Waits for the page's slide-in to end, then runs axe on it. */
async function axe(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectNoAxeViolations(page);
}

test.beforeAll(async () => {
  for (const { login, group, factors } of Object.values(people)) await person(login, group, factors);
});

test.afterAll(async () => {
  for (const { group } of Object.values(people)) await deleteMfaPolicy(group);
});

for (const [who, message] of [
  ['alone', "La chiave di sicurezza (U2F) non è supportata da questo browser. Contatta l'amministratore."],
  [
    'others',
    "La chiave di sicurezza (U2F) non è supportata da questo browser. Seleziona un altro fattore o contatta l'amministratore.",
  ],
] as const) {
  test(`U2F enrolment in Chromium (no U2F API), policy with ${people[who].factors}: the not-supported message`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const w = widget(page);
    await page.goto('/login');
    await signIn(page, people[who].login, PASSWORD);
    await w.getByRole('button', { name: 'Configura Chiave di sicurezza (U2F)' }).click();
    await expect(w.getByRole('heading', { name: 'Configura Chiave di sicurezza (U2F)' })).toBeVisible();
    await expect(w.getByRole('alert').filter({ hasText: 'U2F' })).toHaveText(message);
    await expect(w.getByRole('button', { name: 'Registra' })).toHaveCount(0);
    await axe(page);
    await w.getByRole('button', { name: "Torna all'elenco dei fattori" }).click();
    await expect(w.getByRole('button', { name: 'Configura Chiave di sicurezza (U2F)' })).toBeVisible();
  });
}
