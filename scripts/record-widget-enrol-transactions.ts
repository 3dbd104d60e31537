/**
 * Records the Authn API answers the widget's factor ENROLMENT screens (SMS, voice call, email, security question,
 * push, WebAuthn, U2F) are tested with, from OUR identity provider: builds the IdP in-process (in-memory PGlite,
 * the demo tenant, issuer http://localhost:8080 so the links match the widget's default baseUrl), lets
 * `aml-officers` enrol every one of these factors (all optional), and drives giulia.rossi@example.com through
 * each enrolment with `app.inject` (codes read from the outbox, push activated by a software device). Each answer
 * is written, as the IdP sent it, to identity/widget/src/test-support/recorded/enroll/<name>.json. Run it again
 * after a change to the IdP's shapes:
 *
 *   npx tsx scripts/record-widget-enrol-transactions.ts && npx prettier --write identity/widget/src/test-support/recorded/enroll
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildApp } from '../identity/server/src/app.ts';
import { readQr } from '../identity/server/test/factor-support.ts';
import { SoftwareDevice } from '../identity/server/test/push-support.ts';

const OUT = join(import.meta.dirname, '../identity/widget/src/test-support/recorded/enroll');
const ISSUER = 'http://localhost:8080';
const LOGIN = 'giulia.rossi@example.com';
const PASSWORD = 'Compliance!2026';
const PHONE = '+1 415 555 0123';

const { app, services } = await buildApp({
  seed: true,
  config: { dataDir: 'memory://', issuer: ISSUER, logLevel: 'silent', operatorTokenFile: null },
});
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- recorded JSON, walked by known paths only
type Answer = Record<string, any>;
const recorded: Record<string, unknown> = {};
const path = (href: string) => href.replace(ISSUER, '');
const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await app.inject({ method, url: path(url), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as Answer };
};
const post = (url: string, payload: object) => call('POST', url, payload);
const keep = <A extends { status: number; body: Answer }>(name: string, answer: A): A => {
  recorded[name] = answer;
  return answer;
};
const signIn = () => post('/api/v1/authn', { username: LOGIN, password: PASSWORD });
/** The six-digit code of the newest outbox message to `to`. */
const codeSentTo = async (to: string) => {
  const [newest] = await services.outbox.list({ to });
  const code = newest?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
};

const user = await services.users.findByLogin(LOGIN);
if (!user) throw new Error(`${LOGIN} is not seeded`);
const [group] = (await services.groups.ofUser(user.id)).filter((g) => g.name === 'aml-officers');
if (!group) throw new Error('aml-officers is not seeded');
const TYPES = ['sms', 'call', 'email', 'question', 'push', 'webauthn', 'u2f', 'token:software:totp'];
await services.policies.set(
  group.id,
  {
    mfaRequired: true,
    factors: TYPES.map((factorType) => ({ factorType, enrollment: 'OPTIONAL' as const })),
    rememberDevice: { lifetimeMinutes: 0 },
  },
  { actor: { id: 'recorder', type: 'Test' } },
);

/** A fresh MFA_ENROLL (Giulia's factors reset first) and its state token; `name` keeps it. */
const enrolment = async (name?: string) => {
  await services.factors.resetAll(user.id);
  const answer = await signIn();
  if (name) keep(name, answer);
  return { answer, stateToken: answer.body.stateToken as string };
};
const enrol = (stateToken: string, factorType: string, provider: string, profile?: object) =>
  post('/api/v1/authn/factors', { stateToken, factorType, provider, ...(profile ? { profile } : {}) });

// SMS: an invalid number (E0000098), a number outside the allowed countries (E0000099), then a good one; a resend
// at once is locked (E0000109); a wrong code; the right one.
{
  const { stateToken } = await enrolment('mfa-enroll-all');
  keep('sms-error-e0000098', await enrol(stateToken, 'sms', 'OKTA', { phoneNumber: '+1 555' }));
  keep('sms-error-e0000099', await enrol(stateToken, 'sms', 'OKTA', { phoneNumber: '+39 06 1234 5678' }));
  const activate = keep('sms-activate', await enrol(stateToken, 'sms', 'OKTA', { phoneNumber: PHONE }));
  const resend = activate.body._links.resend[0].href as string;
  keep('sms-error-e0000109', await post(resend, { stateToken }));
  const next = activate.body._links.next.href as string;
  keep('sms-error-e0000068', await post(next, { stateToken, passCode: '000000' }));
  keep('sms-activated', await post(next, { stateToken, passCode: await codeSentTo('+14155550123') }));
}
// Voice call with an extension.
{
  const { stateToken } = await enrolment();
  const phone = '+1 415 555 0199';
  const activate = keep(
    'call-activate',
    await enrol(stateToken, 'call', 'OKTA', { phoneNumber: phone, phoneExtension: '1234' }),
  );
  keep('call-error-e0000133', await post(activate.body._links.resend[0].href, { stateToken }));
  keep(
    'call-activated',
    await post(activate.body._links.next.href, {
      stateToken,
      passCode: await codeSentTo('+14155550199;ext=1234'),
    }),
  );
}
// Email.
{
  const { stateToken } = await enrolment();
  const activate = keep('email-activate', await enrol(stateToken, 'email', 'OKTA', { email: LOGIN }));
  keep(
    'email-activated',
    await post(activate.body._links.next.href, { stateToken, passCode: await codeSentTo(LOGIN) }),
  );
}
// Security question: the catalogue, a too-short answer, then a good one.
{
  const { answer, stateToken } = await enrolment();
  const factor = (answer.body._embedded.factors as Answer[]).find((f) => f.factorType === 'question')!;
  keep('question-questions', await call('GET', factor._links.questions.href));
  keep(
    'question-error-short-answer',
    await enrol(stateToken, 'question', 'OKTA', { question: 'favorite_toy', answer: 'ab' }),
  );
  keep(
    'question-enrolled',
    await enrol(stateToken, 'question', 'OKTA', { question: 'favorite_toy', answer: 'the red bicycle' }),
  );
}
// Push: the QR code (WAITING), the enrolment poll while waiting, the activation link by email and by SMS, then a
// device registers with the QR code's link and the poll answers.
{
  const { stateToken } = await enrolment();
  const activate = keep('push-activate', await enrol(stateToken, 'push', 'OKTA'));
  const activation = activate.body._embedded.factor._embedded.activation;
  const poll = activate.body._links.next.href as string;
  keep('push-poll-waiting', await post(poll, { stateToken }));
  const send = activation._links.send as Answer[];
  keep('push-sent-email', await post(send.find((l) => l.name === 'email')!.href, { stateToken }));
  keep(
    'push-sent-sms',
    await post(send.find((l) => l.name === 'sms')!.href, {
      stateToken,
      profile: { phoneNumber: '+14155550123' },
    }),
  );
  const png = await app.inject({ method: 'GET', url: path(activation._links.qrcode.href) });
  const device = new SoftwareDevice();
  const registered = await device.register(app, readQr(png.rawPayload));
  if (registered.statusCode !== 200) throw new Error(`device registration: ${registered.statusCode}`);
  keep('push-activated', await post(poll, { stateToken }));
}
// WebAuthn and U2F: the credential creation options (completing them needs an authenticator: the browser
// journeys use Chromium's virtual one).
{
  const { stateToken } = await enrolment();
  keep('webauthn-activate', await enrol(stateToken, 'webauthn', 'FIDO'));
  await post('/api/v1/authn/previous', { stateToken });
  keep('u2f-activate', await enrol(stateToken, 'u2f', 'FIDO'));
}

await app.close();
await mkdir(OUT, { recursive: true });
for (const [name, answer] of Object.entries(recorded)) {
  await writeFile(join(OUT, `${name}.json`), `${JSON.stringify(answer, null, 2)}\n`);
}
console.log(`recorded ${Object.keys(recorded).join(', ')} into ${OUT}`);
