/**
 * A U2F security key verifies in a real Chromium (issue 6, journey 6: "U2F keys verify through WebAuthn's `appid`
 * extension"). Chromium honours `appid` only on an https page with an https AppID, so this journey runs a second
 * instance of our IdP whose issuer is https://localhost:8444: the IdP listens on http 3012 and the test puts a TLS
 * front in front of it, with a self-signed certificate made at test time (@peculiar/x509); this spec's browser runs
 * with `--ignore-certificate-errors`. The key is Chromium's virtual authenticator speaking U2F (CTAP1): enrolled
 * through the Authn API with a U2F registration of the same key pair (Chromium has no U2F enrolment API), then the
 * person signs in on the hosted page and the widget's verify screen asks the key through WebAuthn with `appid`.
 */
import type { ChildProcess } from 'node:child_process';
import { createHash, generateKeyPairSync, KeyObject, randomBytes, sign, webcrypto } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @peculiar/x509 needs the Reflect metadata API, which Node lacks.
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import { expect, test } from '@playwright/test';
import { idpCliWith, spawnIdpServer } from '../support/mfa.ts';
import { hosted } from '../support/hosted.ts';
import { PASSWORD, expectNoAxeViolations } from '../support/system.ts';

const ISSUER = 'https://localhost:8444';
const BACKEND = 'http://127.0.0.1:3012';
const LOGIN = 'ugo.chiave@example.com';
const GROUP = 'u2f-https';

// This spec's browser only (a worker of its own): the config's Chromium, plus trust in the test's certificate.
test.use({
  ignoreHTTPSErrors: true,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--ignore-certificate-errors'],
  },
});

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const ecdsa = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };

let idp: ChildProcess | undefined;
let front: Server | undefined;
let dataDir = '';

/** A self-signed certificate for localhost and its PKCS#8 key, as PEM. */
async function localhostCertificate(): Promise<{ cert: string; key: string }> {
  x509.cryptoProvider.set(webcrypto as unknown as Crypto);
  const keys = (await webcrypto.subtle.generateKey(ecdsa, true, ['sign', 'verify'])) as CryptoKeyPair;
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01',
    name: 'CN=localhost',
    notBefore: new Date(Date.now() - 60_000),
    notAfter: new Date(Date.now() + 86_400_000),
    signingAlgorithm: ecdsa,
    keys,
    extensions: [new x509.SubjectAlternativeNameExtension([{ type: 'dns', value: 'localhost' }])],
  });
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey));
  const key = `-----BEGIN PRIVATE KEY-----\n${pkcs8.toString('base64')}\n-----END PRIVATE KEY-----\n`;
  return { cert: certificate.toString('pem'), key };
}

/** The second IdP's CLI, straight on its database (before it starts). */
function cli(...args: string[]): string {
  return idpCliWith({ DATA_DIR: dataDir, IDP_ISSUER: ISSUER }, ...args);
}

interface Tx {
  status: string;
  stateToken: string;
  _embedded: { factor: { id: string; _embedded: { activation: { appId: string; nonce: string } } } };
}

async function authn(path: string, body: object): Promise<Tx> {
  const res = await fetch(`${BACKEND}/api/v1/authn${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Tx;
}

/**
 * A FIDO U2F registration (U2F Raw Message Formats §4.3) of `point`/`keyHandle` for `appId`, attested by a
 * throw-away self-signed certificate: what a U2F key answers to `u2f.register`.
 */
async function u2fRegistration(point: Buffer, keyHandle: Buffer, appId: string, nonce: string) {
  x509.cryptoProvider.set(webcrypto as unknown as Crypto);
  const keys = (await webcrypto.subtle.generateKey(ecdsa, true, ['sign', 'verify'])) as CryptoKeyPair;
  const attestation = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '02',
    name: 'CN=E2E U2F attestation',
    notBefore: new Date(Date.now() - 60_000),
    notAfter: new Date(Date.now() + 86_400_000),
    signingAlgorithm: ecdsa,
    keys,
  });
  const clientData = Buffer.from(
    JSON.stringify({ typ: 'navigator.id.finishEnrollment', challenge: nonce, origin: appId }),
  );
  const signed = Buffer.concat([Buffer.from([0]), sha256(appId), sha256(clientData), keyHandle, point]);
  const signature = sign('sha256', signed, KeyObject.from(keys.privateKey));
  const registrationData = Buffer.concat([
    Buffer.from([5]),
    point,
    Buffer.from([keyHandle.length]),
    keyHandle,
    Buffer.from(attestation.rawData),
    signature,
  ]);
  return {
    registrationData: registrationData.toString('base64url'),
    clientData: clientData.toString('base64url'),
  };
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-u2f-https-'));
  cli('users', 'create', '--login', LOGIN, '--password', PASSWORD, '--first-name', 'Ugo', '--groups', GROUP);
  cli('policies', 'mfa', '--group', GROUP, '--factors', 'u2f', '--required', 'u2f');
  idp = spawnIdpServer({
    DATA_DIR: dataDir,
    IDP_ISSUER: ISSUER,
    IDP_PORT: '3012',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  });
  // The TLS front: the browser speaks https to it, it forwards to the IdP as a reverse proxy would.
  const tls = await localhostCertificate();
  front = createServer(tls, (req, res) => {
    const upstream = httpRequest(
      `${BACKEND}${req.url ?? '/'}`,
      { method: req.method, headers: { ...req.headers, 'x-forwarded-proto': 'https' } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => front!.listen(8444, 'localhost', resolve));
  const until = Date.now() + 120_000;
  for (;;) {
    const up = await fetch(`${BACKEND}/.well-known/openid-configuration`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > until) throw new Error('the https IdP did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (front ? front.close(() => resolve()) : resolve()));
  if (idp?.pid) process.kill(-idp.pid, 'SIGTERM');
  await new Promise((r) => setTimeout(r, 2000));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a U2F key enrolled for the https AppID verifies in Chromium through WebAuthn appid', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The key: one P-256 pair, registered with the IdP by U2F and loaded into Chromium's virtual U2F authenticator.
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x!, 'base64url'),
    Buffer.from(jwk.y!, 'base64url'),
  ]);
  const keyHandle = randomBytes(32);

  const enrol = await authn('', { username: LOGIN, password: PASSWORD });
  expect(enrol.status).toBe('MFA_ENROLL');
  const pending = await authn('/factors', {
    stateToken: enrol.stateToken,
    factorType: 'u2f',
    provider: 'FIDO',
  });
  const activation = pending._embedded.factor._embedded.activation;
  expect(activation.appId).toBe(ISSUER);
  const registered = await authn(`/factors/${pending._embedded.factor.id}/lifecycle/activate`, {
    stateToken: enrol.stateToken,
    ...(await u2fRegistration(point, keyHandle, activation.appId, activation.nonce)),
  });
  expect(registered.status).toBe('SUCCESS');

  await page.goto(`${ISSUER}/login/default`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'u2f',
      transport: 'usb',
      hasResidentKey: false,
      hasUserVerification: false,
      automaticPresenceSimulation: true,
    },
  });
  // A U2F credential is scoped to the AppID: its rp id hash is SHA-256 of the AppID string.
  await cdp.send('WebAuthn.addCredential', {
    authenticatorId,
    credential: {
      credentialId: keyHandle.toString('base64'),
      isResidentCredential: false,
      rpId: ISSUER,
      privateKey: (privateKey.export({ format: 'der', type: 'pkcs8' }) as Buffer).toString('base64'),
      signCount: 0,
    },
  });

  await hosted.username(page).fill(LOGIN);
  await hosted.password(page).fill(PASSWORD);
  await hosted.submit(page).click();
  // The verify screen starts the ceremony on arrival; the virtual key answers it.
  await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible({ timeout: 30_000 });
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials[0]?.signCount).toBe(1);
  await expectNoAxeViolations(page);
});
