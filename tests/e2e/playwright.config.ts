import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Starts the real system on a fresh embedded database (a new DATA_DIR per run) and drives it with Debian's Chromium
 * (CHROMIUM_PATH, default /usr/bin/chromium). One worker: the journeys share one IdP and the machine has 2 cores.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'e2e-idp-'));
const root = join(import.meta.dirname, '..', '..');
const env = {
  ...(process.env as Record<string, string>),
  DATA_DIR: dataDir,
  LOCKOUT_THRESHOLD: '3',
  LOCKOUT_SHOW_FAILURES: 'true',
  LOG_LEVEL: 'warn',
};

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
      // through the implicit client `okta-compat` (okta-auth-js getWithoutPrompt).
      command: [
        'npx tsx identity/server/src/cli/main.ts origins add http://localhost:3001',
        'npx tsx identity/server/src/cli/main.ts clients create --name "Okta compat" --client-id okta-compat' +
          ' --public --redirect-uri http://localhost:3001/tokens --response-types id_token,token',
        'npx tsx identity/server/src/server.ts',
      ].join(' && '),
      cwd: root,
      url: 'http://localhost:8080/.well-known/openid-configuration',
      env,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'pipe',
    },
    {
      command: 'npx tsx compliance/api/src/server.ts',
      cwd: root,
      url: 'http://localhost:3000/config.json',
      env,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'npx tsx tests/e2e/support/okta-widget-host.ts',
      cwd: root,
      url: 'http://localhost:3001/',
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
