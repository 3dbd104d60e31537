/**
 * Records the Authn API answers the widget's factor VERIFICATION screens (push, the password factor) are tested
 * with, from OUR identity provider: builds the IdP in-process (in-memory PGlite, the demo tenant, issuer
 * http://localhost:8080 so the links match the widget's default baseUrl), requires push (with Okta Verify's TOTP)
 * and the password factor of `aml-officers`, enrols giulia.rossi@example.com in both (push activated by a software
 * device), then drives her sign-ins with `app.inject`: a push sent, polled while waiting, approved; another
 * rejected; a wrong then right password. Each answer is written, as the IdP sent it, to
 * identity/widget/src/test-support/recorded/verify/<name>.json. Run it again after a change to the IdP's shapes:
 *
 *   npx tsx scripts/record-widget-verify-transactions.ts && npx prettier --write identity/widget/src/test-support/recorded/verify
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildApp } from '../identity/server/src/app.ts';
import { readQr } from '../identity/server/test/factor-support.ts';
import { SoftwareDevice } from '../identity/server/test/push-support.ts';

const OUT = join(import.meta.dirname, '../identity/widget/src/test-support/recorded/verify');
const ISSUER = 'http://localhost:8080';
const LOGIN = 'giulia.rossi@example.com';
const PASSWORD = 'Compliance!2026';

const { app, services } = await buildApp({
  seed: true,
  config: { dataDir: 'memory://', issuer: ISSUER, logLevel: 'silent', operatorTokenFile: null },
});
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- recorded JSON, walked by known paths only
type Answer = Record<string, any>;
const recorded: Record<string, unknown> = {};
const path = (href: string) => href.replace(ISSUER, '');
const post = async (url: string, payload: object) => {
  const res = await app.inject({ method: 'POST', url: path(url), payload });
  return { status: res.statusCode, body: res.json() as Answer };
};
const keep = <A extends { status: number; body: Answer }>(name: string, answer: A): A => {
  recorded[name] = answer;
  return answer;
};
const signIn = () => post('/api/v1/authn', { username: LOGIN, password: PASSWORD });

const user = await services.users.findByLogin(LOGIN);
if (!user) throw new Error(`${LOGIN} is not seeded`);
const [group] = (await services.groups.ofUser(user.id)).filter((g) => g.name === 'aml-officers');
if (!group) throw new Error('aml-officers is not seeded');
await services.factors.resetAll(user.id);
await services.policies.set(
  group.id,
  {
    mfaRequired: true,
    factors: [
      { factorType: 'push', enrollment: 'REQUIRED' as const },
      { factorType: 'token:software:totp', enrollment: 'OPTIONAL' as const },
      { factorType: 'password', enrollment: 'REQUIRED' as const },
    ],
    rememberDevice: { lifetimeMinutes: 0 },
  },
  { actor: { id: 'recorder', type: 'Test' } },
);

// Enrolment: the password factor, then push through the QR code's activation link (a software device).
const device = new SoftwareDevice();
{
  const { body } = await signIn();
  const stateToken = body.stateToken as string;
  const enrol = (factorType: string, profile?: object) =>
    post('/api/v1/authn/factors', {
      stateToken,
      factorType,
      provider: 'OKTA',
      ...(profile ? { profile } : {}),
    });
  const pending = await enrol('push');
  const qrcode = pending.body._embedded.factor._embedded.activation._links.qrcode.href as string;
  const png = await app.inject({ method: 'GET', url: path(qrcode) });
  const registered = await device.register(app, readQr(png.rawPayload));
  if (registered.statusCode !== 200) throw new Error(`device registration: ${registered.statusCode}`);
  const activated = await post(pending.body._links.next.href, { stateToken });
  if (activated.body.status !== 'MFA_ENROLL') throw new Error(`after push: ${activated.body.status}`);
  const password = await enrol('password', { password: PASSWORD });
  if (password.status !== 200) throw new Error(`password enrolment: ${password.status}`);
}

/** A new sign-in (MFA_REQUIRED) and its push factor's verify link. */
const required = async (name?: string) => {
  const answer = await signIn();
  if (name) keep(name, answer);
  const push = (answer.body._embedded.factors as Answer[]).find((f) => f.factorType === 'push')!;
  return { answer, stateToken: answer.body.stateToken as string, verify: push._links.verify.href as string };
};
/** The device answers the push waiting for it. */
const answerPush = async (result: 'APPROVED' | 'REJECTED') => {
  const [push] = await device.pushes(app);
  if (!push) throw new Error('no push reached the device');
  const res = await device.answer(app, push.id, result);
  if (res.statusCode >= 300) throw new Error(`device answer: ${res.statusCode} ${res.body}`);
};

// Push approved: sent (WAITING), polled while waiting, then approved (SUCCESS).
{
  const first = await required('mfa-required');
  const sent = keep('push-waiting', await post(first.verify, { stateToken: first.stateToken }));
  const poll = sent.body._links.next.href as string;
  keep('push-poll-waiting', await post(poll, { stateToken: first.stateToken }));
  await answerPush('APPROVED');
  keep('push-approved', await post(poll, { stateToken: first.stateToken }));
}
// Push rejected.
{
  const { stateToken, verify } = await required();
  const sent = await post(verify, { stateToken });
  await answerPush('REJECTED');
  keep('push-rejected', await post(sent.body._links.next.href, { stateToken }));
}
// The password factor: a wrong password, then the right one.
{
  const { answer, stateToken } = await required();
  const factor = (answer.body._embedded.factors as Answer[]).find((f) => f.factorType === 'password')!;
  const verify = factor._links.verify.href as string;
  keep('password-error', await post(verify, { stateToken, password: 'not-the-password' }));
  keep('password-verified', await post(verify, { stateToken, password: PASSWORD }));
}

await app.close();
await mkdir(OUT, { recursive: true });
for (const [name, answer] of Object.entries(recorded)) {
  await writeFile(join(OUT, `${name}.json`), `${JSON.stringify(answer, null, 2)}\n`);
}
console.log(`recorded ${Object.keys(recorded).join(', ')} into ${OUT}`);
