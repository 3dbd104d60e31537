import { defineConfig } from '@playwright/test';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Starts the real system on a fresh embedded database (a new DATA_DIR per run) and drives it with Debian's Chromium
 * (CHROMIUM_PATH, default /usr/bin/chromium). One worker: the journeys share one IdP and the machine has 2 cores.
 */
// The run's state (IdP data directory, the CLI's output) lives in one temporary directory. The worker processes load
// this file too: they find the same directory through the environment they inherit.
process.env.E2E_STATE_DIR ??= mkdtempSync(join(tmpdir(), 'e2e-'));
const stateDir = process.env.E2E_STATE_DIR;
const dataDir = join(stateDir, 'idp');
mkdirSync(dataDir, { recursive: true });
const root = join(import.meta.dirname, '..', '..');
const env = {
  ...(process.env as Record<string, string>),
  DATA_DIR: dataDir,
  LOCKOUT_THRESHOLD: '3',
  LOCKOUT_SHOW_FAILURES: 'true',
  LOG_LEVEL: 'warn',
  BRAND_NAME: 'Demo Identity',
  BRAND_PRIMARY_COLOR: '#0b5394',
  // A push waits 45 s for the phone instead of 5 minutes: long enough for the widget's 30 s warning, short enough
  // for the push-expired journey (mfa-verify-factors.spec.ts).
  PUSH_CHALLENGE_SECONDS: '45',
  // The suite's own database, fresh per run like the IdP's; the suite asks the IdP about a token at most every 2 s,
  // so the journeys see a revocation quickly (the default and maximum is 30 s).
  SUITE_DATA_DIR: join(stateDir, 'suite'),
  SUITE_TOKEN_CHECK_TTL: '2',
  // the full demo bank's 3,000 clients with fewer operations than the default 60,000: a quicker first start
  SUITE_DEMO_OPERATIONS: '5000',
};
// the operator CLI, loaded by tsx in this Node (npx tsx would start a second process for each command)
const cli = `"${process.execPath}" --import tsx identity/server/src/cli/main.ts`;

export default defineConfig({
  testDir: 'specs',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3000',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      // The compatibility journeys' host page (port 3001) is a trusted origin too, and its /tokens page signs in
      // through the implicit client `okta-compat` (okta-auth-js getWithoutPrompt). The relying parties of the
      // hosted sign-in journeys: the openid-client server on 3002 (confidential; its secret is saved in the state
      // directory) and the okta-auth-js SPA on 3003 (public, trusted origin for CORS).
      command: [
        `${cli} origins add http://localhost:3001`,
        `${cli} clients create --name "Okta compat" --client-id okta-compat` +
          ' --public --redirect-uri http://localhost:3001/tokens --response-types id_token,token',
        `${cli} clients create --name "openid-client RP" --client-id rp-confidential` +
          ' --redirect-uri http://localhost:3002/callback --post-logout-uri http://localhost:3002/signed-out' +
          ` --grant-types authorization_code,refresh_token > "${join(stateDir, 'rp-confidential.txt')}"`,
        `${cli} origins add http://localhost:3003`,
        `${cli} clients create --name "okta-auth-js SPA" --client-id okta-auth-js-app --public` +
          ' --redirect-uri http://localhost:3003/login/callback --post-logout-uri http://localhost:3003' +
          ' --response-types code',
        'npx tsx identity/server/src/server.ts',
      ].join(' && '),
      cwd: root,
      url: 'http://localhost:8080/.well-known/openid-configuration',
      env,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'pipe',
    },
    {
      command: 'npx tsx compliance/api/src/server.ts',
      cwd: root,
      url: 'http://localhost:3000/config.json',
      env,
      reuseExistingServer: !process.env.CI,
      // a fresh suite database is created, migrated and seeded first
      timeout: 120_000,
    },
    {
      command: 'npx tsx tests/e2e/support/okta-widget-host.ts',
      cwd: root,
      url: 'http://localhost:3001/',
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'npx tsx tests/e2e/support/okta-auth-js-host.ts',
      cwd: root,
      url: 'http://localhost:3003/',
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
