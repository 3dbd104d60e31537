/**
 * What the MFA journeys share: the operator's CLI and management API on the run's IdP (policies, factor resets), a
 * person's authenticator app (TOTP codes computed from the shared secret the widget shows, never reusing a time
 * step the IdP has already accepted), and keyboard-only helpers.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { IDP } from './system.ts';

const root = join(import.meta.dirname, '..', '..', '..');

function dataDir(): string {
  const state = process.env.E2E_STATE_DIR;
  if (!state) throw new Error('E2E_STATE_DIR is not set (playwright.config.ts sets it)');
  return join(state, 'idp');
}

/**
 * Runs the operator CLI (`npm run idp -- ARGS`) with `env` over this process's environment (DATA_DIR, IDP_ISSUER
 * of the IdP to reach); returns its output. The same entry point as `npm run idp`, loaded with tsx in this Node
 * process's binary (no npx, no second process: a call costs about a third of the CPU).
 * @throws Error with the CLI's output when it exits non-zero.
 */
export function idpCliWith(env: Record<string, string>, ...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'identity/server/src/cli/main.ts', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

/** Runs the operator CLI against the run's IdP (its data directory's operator token file); returns the output. */
export function idpCli(...args: string[]): string {
  return idpCliWith({ DATA_DIR: dataDir() }, ...args);
}

/**
 * Starts another IdP server (`identity/server/src/server.ts`) with `env`, for journeys that need a second one; in
 * its own process group (stop it with `process.kill(-child.pid)`), output ignored.
 */
export function spawnIdpServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'identity/server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });
}

/** Calls the run's IdP management API with the operator's token; resolves with the JSON answer (or null). */
export async function managementApi(method: string, path: string, body?: object): Promise<unknown> {
  const token = readFileSync(join(dataDir(), 'operator.token'), 'utf8').trim();
  const res = await fetch(`${IDP}${path}`, {
    method,
    headers: {
      Authorization: `SSWS ${token}`,
      Accept: 'application/json',
      'Content-Type': 'application/json',
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

/** The id of the group named `name`, read through the management API. @throws Error when there is none. */
export async function groupId(name: string): Promise<string> {
  const groups = (await managementApi('GET', `/api/v1/groups?q=${encodeURIComponent(name)}`)) as Array<{
    id: string;
    profile: { name: string };
  }>;
  const id = groups.find((g) => g.profile.name === name)?.id;
  if (!id) throw new Error(`no group ${name}`);
  return id;
}

/** The one-time code of the newest SMS in the IdP's outbox (`npm run idp -- outbox --json`). */
export function lastSmsCode(): string {
  const messages = JSON.parse(idpCli('outbox', '--json')) as Array<{ channel: string; body: string }>;
  const code = /\b(\d{6})\b/.exec(messages.find((m) => m.channel === 'sms')?.body ?? '')?.[1];
  if (!code) throw new Error('no SMS code in the outbox');
  return code;
}

/** The six-digit code of the newest outbox message to `to` (`npm run idp -- outbox --to ADDRESS --json`). */
export function lastCodeTo(to: string): string {
  const messages = JSON.parse(idpCli('outbox', '--to', to, '--json')) as Array<{ body: string }>;
  const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** Removes the MFA policy of `group` through the management API (the CLI has no verb for it). */
export async function deleteMfaPolicy(group: string): Promise<void> {
  const token = readFileSync(join(dataDir(), 'operator.token'), 'utf8').trim();
  const headers = { Authorization: `SSWS ${token}`, Accept: 'application/json' };
  const groups = (await (
    await fetch(`${IDP}/api/v1/groups?q=${encodeURIComponent(group)}`, { headers })
  ).json()) as Array<{ id: string; profile: { name: string } }>;
  const id = groups.find((g) => g.profile.name === group)?.id;
  if (!id) throw new Error(`no group ${group}`);
  const res = await fetch(`${IDP}/api/v1/mfa-policies/${id}`, { method: 'DELETE', headers });
  expect([204, 404]).toContain(res.status);
}

const STEP_S = 30;

/**
 * An authenticator app for one shared secret (RFC 6238, 30 s, 6 digits). The IdP accepts the neighbouring time
 * steps and refuses a step at or before the last one it accepted, so each `next()` takes the step after the last
 * one used (waiting when that step is more than one ahead of the clock). `last` is the code last handed out.
 */
export class AuthenticatorApp {
  private lastStep = -Infinity;
  last = '';
  constructor(readonly secret: string) {}

  async next(page: Page): Promise<string> {
    const now = () => Math.floor(Date.now() / 1000 / STEP_S);
    const step = Math.max(now(), this.lastStep + 1);
    while (step > now() + 1) await page.waitForTimeout(1000);
    this.lastStep = step;
    this.last = await generate({ secret: this.secret, epoch: step * STEP_S });
    return this.last;
  }
}

/** Presses Tab until `target` has focus (at most 40 times), as a keyboard-only person would. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target.toString()} with Tab`);
}
