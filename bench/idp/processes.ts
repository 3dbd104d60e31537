/**
 * The processes of `npm run bench:idp`: the bare Fastify reference, the argon2 ceiling and the identity provider
 * itself (the real `identity/server/src/server.ts`, run by Node through tsx as `npm start` does), each a separate
 * OS process so the load generator never shares an event loop with the server it measures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const ROOT = join(import.meta.dirname, '..', '..');
const SERVER = join(ROOT, 'identity', 'server', 'src', 'server.ts');

export interface Child {
  url: string;
  /** Cumulative CPU time (user + system, s) of the process, from /proc (Linux); undefined elsewhere. */
  cpuSeconds(): number | undefined;
  stop(): Promise<void>;
}

/** utime + stime of `pid` in seconds (fields 14 and 15 of /proc/<pid>/stat, in clock ticks of 1/100 s). */
function cpuSecondsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** Starts `node --import tsx <script>` with `env`; stderr is kept for the error message if it dies early. */
function startNode(script: string, env: NodeJS.ProcessEnv, nodeArgs: string[] = []): ChildProcess {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  child.once('exit', (code, signal) => {
    if (code !== 0 && signal === null) process.stderr.write(`${script} exited with ${code}:\n${stderr}\n`);
  });
  return child;
}

/** Resolves when `url` answers 200, polling every 100 ms for up to `timeoutMs`. */
async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`process for ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** SIGTERM, then waits for the exit (the IdP closes its database on SIGTERM; profiles are written on exit). */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Reference (a): bare-server.ts on `port`. */
export async function startBareFastify(port: number): Promise<Child> {
  const child = startNode(join(import.meta.dirname, 'bare-server.ts'), {
    ...process.env,
    BENCH_PORT: `${port}`,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`, child);
  return { url, cpuSeconds: () => cpuSecondsOf(child.pid), stop: () => stopChild(child) };
}

/** Reference (d): runs argon2-ceiling.ts to completion and returns its JSON result. */
export function runArgon2Ceiling(
  env: NodeJS.ProcessEnv,
): Promise<{ rps: number; p50: number; p99: number; cpuUs: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'argon2-ceiling.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      if (code === 0) resolve(JSON.parse(out.trim().split('\n').pop()!));
      else reject(new Error(`argon2-ceiling exited with ${code}`));
    });
  });
}

export type Backend = 'pglite' | 'postgres';

/**
 * Starts the identity provider on 127.0.0.1:`port` with the demo tenant seeded, on a fresh PGlite data directory
 * (a temporary folder, as in a single-node deployment) or a fresh PostgreSQL database `bench_idp_*` created on
 * `pgAdminUrl`; both are removed by `stop()`. `nodeArgs` go to Node (e.g. `--cpu-prof`); `logLevel` is LOG_LEVEL
 * (default `info`, the IdP's default; the log goes to /dev/null).
 */
export async function startIdp(opts: {
  backend: Backend;
  port: number;
  pgAdminUrl: string;
  logLevel: string;
  nodeArgs?: string[];
}): Promise<Child> {
  const url = `http://127.0.0.1:${opts.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    IDP_PORT: `${opts.port}`,
    IDP_HOST: '127.0.0.1',
    IDP_ISSUER: url,
    SEED_DEMO: 'true',
    LOG_LEVEL: opts.logLevel,
    DATABASE_URL: '',
    // The rate limits stay on (each sign-in still writes its two buckets) but high enough that 50 connections
    // signing in a handful of demo users from one address measure the sign-in, not the refusals.
    RATE_LIMIT_USERNAME_PER_SECOND: '1000000',
    RATE_LIMIT_USERNAME_BURST: '1000000',
    RATE_LIMIT_IP_PER_SECOND: '1000000',
    RATE_LIMIT_IP_BURST: '1000000',
  };
  // Both backends get a throwaway data directory: it also holds the operator token file of a localhost issuer.
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-idp-'));
  env.DATA_DIR = dataDir;
  let dropDb = async () => {};
  if (opts.backend !== 'pglite') {
    const name = `bench_idp_${process.pid}_${Date.now()}`;
    await admin(opts.pgAdminUrl, `CREATE DATABASE ${name}`);
    dropDb = () => admin(opts.pgAdminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const dbUrl = new URL(opts.pgAdminUrl);
    dbUrl.pathname = `/${name}`;
    env.DATABASE_URL = dbUrl.toString();
  }
  const child = startNode(SERVER, env, opts.nodeArgs);
  const stop = async () => {
    await stopChild(child);
    await dropDb();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${url}/oauth2/v1/keys`, child);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, cpuSeconds: () => cpuSecondsOf(child.pid), stop };
}

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL server's version string (machine notes). */
export async function postgresVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    return rows[0]?.server_version ?? '?';
  } finally {
    await client.end();
  }
}
