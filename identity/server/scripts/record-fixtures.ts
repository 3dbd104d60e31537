/**
 * Records the wire responses of OUR identity provider (in memory) for the scenarios the widget, SDK and
 * contract tests replay, and writes them as `identity/contracts/fixtures/<STATUS-or-ERROR>/<scenario>.json`
 * (`{status, response}`). Volatile values (tokens, ids, dates) become stable placeholders.
 * Run: `npm run record-fixtures -w @identity/server`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import * as prettier from 'prettier';
import { buildApp } from '../src/app.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/seed/seed.ts';

export const FIXTURES_DIR = fileURLToPath(new URL('../../contracts/fixtures/', import.meta.url));
export const FIXTURE_ISSUER = 'http://localhost:8080';

export interface Fixture {
  status: number;
  response: unknown;
}

const PLACEHOLDER_KEYS: Record<string, string> = {
  stateToken: '<stateToken>',
  sessionToken: '<sessionToken>',
  errorId: '<errorId>',
};
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const STABLE_DATE = '2026-01-01T00:00:00.000Z';

/** Replaces volatile values: token/errorId keys, ISO dates, and every id listed in `ids` (also inside hrefs). */
export function normalize(value: unknown, ids: Map<string, string>, key?: string): unknown {
  if (typeof value === 'string') {
    if (key && PLACEHOLDER_KEYS[key]) return PLACEHOLDER_KEYS[key];
    if (ISO_DATE.test(value)) return STABLE_DATE;
    let out = value;
    for (const [id, placeholder] of ids) out = out.split(id).join(placeholder);
    return out;
  }
  if (Array.isArray(value)) return value.map((v) => normalize(v, ids));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalize(v, ids, k)]));
  }
  return value;
}

/** Drives a fresh in-memory server through every scenario; returns relative path -> fixture. */
export async function recordFixtures(): Promise<Record<string, Fixture>> {
  const { app, services } = await buildApp({
    config: {
      dataDir: 'memory://',
      databaseUrl: undefined,
      issuer: FIXTURE_ISSUER,
      logLevel: 'silent',
      lockoutThreshold: 3,
      lockoutShowFailures: true,
    },
    seed: true,
  });
  const ids = new Map<string, string>();
  const fixtures: Record<string, Fixture> = {};
  const take = (path: string, res: LightMyRequestResponse) => {
    fixtures[path] = { status: res.statusCode, response: normalize(res.body ? res.json() : null, ids) };
  };
  const authn = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/v1/authn', payload });
  try {
    const [giulia, marco] = [DEMO_USERS[0].login, DEMO_USERS[1].login];
    for (const [i, login] of [giulia, marco].entries()) {
      ids.set((await services.users.findByLogin(login))!.id, `00u${String(i + 1).padStart(17, '0')}`);
    }

    const success = await authn({ username: giulia, password: DEMO_PASSWORD });
    take('SUCCESS/primary-auth.json', success);
    take('ERROR/E0000004-wrong-password.json', await authn({ username: giulia, password: 'wrong password' }));
    take(
      'ERROR/E0000004-unknown-user.json',
      await authn({ username: 'nobody@example.com', password: 'whatever1' }),
    );
    take('ERROR/E0000001-missing-password.json', await authn({ username: giulia }));
    take('ERROR/E0000011-invalid-state-token.json', await authn({ stateToken: 'no-such-state-token' }));

    await authn({ username: marco, password: 'wrong password 1' });
    await authn({ username: marco, password: 'wrong password 2' });
    const locked = await authn({ username: marco, password: 'wrong password 3' });
    take('LOCKED_OUT/lockout-threshold.json', locked);
    take('LOCKED_OUT/locked-right-password.json', await authn({ username: marco, password: DEMO_PASSWORD }));
    const recovery = (path: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: `/api/v1/authn/recovery/${path}`, payload });
    take('ERROR/E0000032-self-service-unlock-off.json', await recovery('unlock', { username: marco }));
    take(
      'RECOVERY_CHALLENGE/forgot-password-email.json',
      await recovery('password', { username: giulia, factorType: 'EMAIL' }),
    );
    take(
      'ERROR/E0000034-recovery-channel-off.json',
      await recovery('password', { username: giulia, factorType: 'SMS' }),
    );
    take(
      'ERROR/E0000011-unknown-recovery-token.json',
      await recovery('token', { recoveryToken: 'no-such-token' }),
    );

    const token = success.json().sessionToken as string;
    const q = new URLSearchParams({
      token,
      redirectUrl: 'http://localhost:3000/',
      checkAccountSetupComplete: 'true',
    });
    const redirect = await app.inject({ method: 'GET', url: `/login/sessionCookieRedirect?${q}` });
    const sid = redirect.cookies.find((c) => c.name === 'sid')!.value;
    const me = await app.inject({ method: 'GET', url: '/api/v1/sessions/me', cookies: { sid } });
    ids.set(me.json().id as string, `102${'0'.repeat(22)}`);
    take('SESSION/active.json', me);
    take('ERROR/E0000007-no-session.json', await app.inject({ method: 'GET', url: '/api/v1/sessions/me' }));
  } finally {
    await app.close();
  }
  return fixtures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fixtures = await recordFixtures();
  for (const [path, fixture] of Object.entries(fixtures)) {
    const file = join(FIXTURES_DIR, path);
    mkdirSync(dirname(file), { recursive: true });
    // Written in the repository's Prettier style so `prettier --check .` stays clean after a re-record.
    const options = (await prettier.resolveConfig(file)) ?? {};
    writeFileSync(file, await prettier.format(JSON.stringify(fixture), { ...options, parser: 'json' }));
    console.log(`wrote ${path}`);
  }
}
