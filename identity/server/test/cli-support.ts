import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Idp } from '../src/app.ts';
import { runCli } from '../src/cli/main.ts';
import type { Config } from '../src/config.ts';
import { startServer } from '../src/server.ts';
import { freshPostgres } from './helper.ts';

/** The repository root (where `npm run idp` runs) and the server package. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const SERVER_DIR = fileURLToPath(new URL('../', import.meta.url));
export const TSX = join(ROOT, 'node_modules/.bin/tsx');

/** What one CLI run printed and returned. */
export interface CliResult {
  code: number;
  out: string;
  err: string;
}

/** A port nobody listens on now (the OS's choice), for a server a test starts. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A temporary directory removed by `cleanup`. */
export function tempDir(prefix: string, cleanup: Array<() => unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Runs the CLI in this process with exactly `env` (no inherited IDP_URL or DATABASE_URL). */
export function cliIn(env: NodeJS.ProcessEnv) {
  return async (args: string[]): Promise<CliResult> => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(
      args,
      (l) => out.push(l),
      (l) => err.push(l),
      { LOG_LEVEL: 'silent', ...env },
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
}

/** Runs a command in a child process (`cmd args`, cwd `cwd`) with `env` over this process's environment. */
export function spawnIn(
  cmd: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(cmd, args, { cwd, env: { ...process.env, ...env }, timeout: 120_000 }, (error, out, err) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    );
  });
}

/**
 * A database for a CLI test: a fresh PostgreSQL database when TEST_DATABASE_URL is set (npm run test:pg), else a
 * PGlite directory; its environment for the CLI and the server alike.
 */
export async function testDatabase(cleanup: Array<() => unknown>) {
  const dataDir = tempDir('idp-cli-', cleanup);
  const pg = await freshPostgres();
  if (pg) cleanup.push(() => pg.drop());
  return {
    dataDir,
    databaseUrl: pg?.databaseUrl,
    env: { DATA_DIR: dataDir, ...(pg ? { DATABASE_URL: pg.databaseUrl } : {}) },
  };
}

/**
 * A listening identity provider on a free localhost port over `db`, without the demo tenant, writing its
 * operator token file to `{dataDir}/operator.token` (localhost issuer). Returns it with the CLI environment that
 * finds it (IDP_ISSUER, DATA_DIR, DATABASE_URL).
 */
export async function startIdp(
  db: Awaited<ReturnType<typeof testDatabase>>,
  cleanup: Array<() => unknown>,
  config: Partial<Config> = {},
): Promise<Idp & { issuer: string; env: NodeJS.ProcessEnv }> {
  const port = await freePort();
  const issuer = `http://localhost:${port}`;
  const idp = await startServer({
    config: {
      port,
      host: 'localhost',
      issuer,
      dataDir: db.dataDir,
      databaseUrl: db.databaseUrl,
      logLevel: 'silent',
      ...config,
    },
    seed: false,
  });
  cleanup.push(() => idp.app.close());
  return { ...idp, issuer, env: { ...db.env, IDP_ISSUER: issuer } };
}
