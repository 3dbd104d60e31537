/**
 * Records the Authn API answers the widget's MFA screens are tested with, from OUR identity provider: builds the
 * IdP in-process (in-memory PGlite, the demo tenant, issuer http://localhost:8080 so the links match the widget's
 * default baseUrl), sets MFA policies for `aml-officers`, and drives giulia.rossi@example.com through TOTP enrolment
 * and verification with `app.inject`. Each answer is written, as the IdP sent it, to
 * identity/widget/src/test-support/recorded/<name>.json. Run it again after a change to the IdP's shapes:
 *
 *   npx tsx scripts/record-widget-transactions.ts && npx prettier --write identity/widget/src/test-support/recorded
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generate } from 'otplib';
import { buildApp } from '../identity/server/src/app.ts';

const OUT = join(import.meta.dirname, '../identity/widget/src/test-support/recorded');
const LOGIN = 'giulia.rossi@example.com';
const PASSWORD = 'Compliance!2026';

const { app, services } = await buildApp({
  seed: true,
  config: {
    dataDir: 'memory://',
    issuer: 'http://localhost:8080',
    logLevel: 'silent',
    operatorTokenFile: null,
  },
});
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- recorded JSON, walked by known paths only
type Answer = Record<string, any>;
const recorded: Record<string, unknown> = {};
const post = async (url: string, payload: object) => {
  const res = await app.inject({ method: 'POST', url, payload });
  // The answers are data to record, read only along the paths this script follows.
  return { status: res.statusCode, body: res.json() as Answer };
};
const signIn = () => post('/api/v1/authn', { username: LOGIN, password: PASSWORD });
const keep = (name: string, answer: { status: number; body: unknown }) => {
  recorded[name] = answer;
  return answer;
};
const user = await services.users.findByLogin(LOGIN);
if (!user) throw new Error(`${LOGIN} is not seeded`);
const [group] = (await services.groups.ofUser(user.id)).filter((g) => g.name === 'aml-officers');
if (!group) throw new Error('aml-officers is not seeded');
const actor = { actor: { id: 'recorder', type: 'Test' } };
const setPolicy = (enrollment: 'REQUIRED' | 'OPTIONAL', rememberMinutes = 0) =>
  services.policies.set(
    group.id,
    {
      mfaRequired: true,
      factors: [{ factorType: 'token:software:totp', enrollment }],
      rememberDevice: { lifetimeMinutes: rememberMinutes },
    },
    actor,
  );

await setPolicy('OPTIONAL');
keep('mfa-enroll-optional', await signIn());
await setPolicy('REQUIRED', 720);
const enroll = keep('mfa-enroll-required', await signIn());
const stateToken = enroll.body.stateToken as string;
keep(
  'mfa-enroll-activate-okta',
  await post('/api/v1/authn/factors', { stateToken, factorType: 'token:software:totp', provider: 'OKTA' }),
);
await post('/api/v1/authn/previous', { stateToken });
const activate = keep(
  'mfa-enroll-activate-google',
  await post('/api/v1/authn/factors', { stateToken, factorType: 'token:software:totp', provider: 'GOOGLE' }),
);
const factor = activate.body._embedded.factor;
const secret = factor._embedded.activation.sharedSecret as string;
const href = (activate.body._links.next.href as string).replace('http://localhost:8080', '');
keep('error-e0000068', await post(href, { stateToken, passCode: '000000' }));
const code = await generate({ secret });
keep('success-after-activate', await post(href, { stateToken, passCode: code }));

const required = keep('mfa-required-totp', await signIn());
const verify = (required.body._embedded.factors[0]._links.verify.href as string).replace(
  'http://localhost:8080',
  '',
);
keep('error-e0000082', await post(verify, { stateToken: required.body.stateToken, passCode: code }));

await app.close();
await mkdir(OUT, { recursive: true });
for (const [name, answer] of Object.entries(recorded)) {
  await writeFile(join(OUT, `${name}.json`), `${JSON.stringify(answer, null, 2)}\n`);
}
console.log(`recorded ${Object.keys(recorded).join(', ')} into ${OUT}`);
