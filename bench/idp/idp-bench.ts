/**
 * `npm run bench:idp`: throughput (requests/s of 2xx answers) and p50/p99 latency of the identity provider against
 * two references, measured in one run on one machine with autocannon (BENCH_CONNECTIONS connections, default 50 as
 * in issue 5; BENCH_WARMUP s of warm-up, default 3; BENCH_DURATION s measured, default 10):
 *   (a) a bare Fastify 5 route                (reference of b, e, f, g: measured again just before each)
 *   (b) GET /api/v1/sessions/me, live `sid`   target >= 0.30 x (a) on PostgreSQL, >= 0.15 x (a) on PGlite
 *   (c) POST /api/v1/authn, right password    target >= 0.9 x (d)
 *   (d) argon2id verifications/s, all cores   (reference of c, measured just before it; the IdP's password.ts)
 *   (e) POST /oauth2/v1/token, refresh grant  (each request rotates a token no one used before; see load.ts)
 *   (f) GET /oauth2/v1/keys                   target >= 0.5 x (a)
 *   (g) (b) from a trusted Origin             (the CORS check of a relying party's page; no target)
 * The IdP runs as a separate process (identity/server/src/server.ts) on PGlite and on PostgreSQL (a fresh
 * `bench_*` database on PG_BENCH_URL, default the shared test server). Other settings: BENCH_BACKENDS
 * (`pglite,postgres`), BENCH_ONLY (scenario letters, e.g. `b,f`; default all), BENCH_LOG_LEVEL (the IdP's LOG_LEVEL, default
 * `info`), BENCH_PORT (first of two ports, default 8501), BENCH_CPU_PROF_DIR (profile the IdP with --cpu-prof).
 * Reported, never asserted.
 */
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { CLIENT_ID, AUTHN_BODIES, SUITE_ORIGIN, refreshToken, signIn } from './fixtures.ts';
import { measure, refreshTarget, sessionTarget, type LoadResult, type LoadSettings } from './load.ts';
import { postgresVersion, runArgon2Ceiling, startBareFastify, startIdp, type Backend } from './processes.ts';
import { table, type Reference, type Row } from './report.ts';

const env = process.env;
const settings: LoadSettings = {
  connections: Number(env.BENCH_CONNECTIONS ?? 50),
  warmup: Number(env.BENCH_WARMUP ?? 3),
  duration: Number(env.BENCH_DURATION ?? 10),
};
const backends = (env.BENCH_BACKENDS ?? 'pglite,postgres').split(',') as Backend[];
const only = new Set((env.BENCH_ONLY ?? 'a,b,c,d,e,f,g').split(','));
const pgUrl = env.PG_BENCH_URL ?? 'postgres://postgres@127.0.0.1:54329/postgres';
const logLevel = env.BENCH_LOG_LEVEL ?? 'info';
const port = Number(env.BENCH_PORT ?? 8501);
const profileDir = env.BENCH_CPU_PROF_DIR;
const LABEL: Record<Backend, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

const rows: Row[] = [];
const load1 = () => loadavg()[0]!;

async function row(name: string, backend: string, run: () => Promise<LoadResult>, extra: Partial<Row> = {}) {
  const load = load1();
  process.stderr.write(`  ${name} (${backend}) ...`);
  const result = await run();
  process.stderr.write(` ${result.rps.toFixed(0)} req/s\n`);
  const done = { name, backend, result, load, ...extra };
  rows.push(done);
  return done;
}

async function parallel<T>(n: number, limit: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(n);
  let next = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      out[i] = await fn(i);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return out;
}

const loadBefore = loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');
process.stderr.write(`bench:idp, load average ${loadBefore}\n`);

// The machine's speed drifts by tens of percent over minutes (a shared VM), so each compared row gets its own
// reference measured just before it: the bare Fastify process stays up (idle while the IdP is measured), and the
// argon2 ceiling runs again before each sign-in row. A ratio always compares two neighbouring rows.
const needsBare = ['a', 'b', 'e', 'f', 'g'].some((l) => only.has(l));
const bareServer = needsBare ? await startBareFastify(port) : undefined;
const measureBare = async (): Promise<Reference> => {
  const result = await row('(a) bare Fastify GET /', '-', () =>
    measure({ url: `${bareServer!.url}/` }, settings, bareServer!.cpuSeconds),
  );
  return { name: '(a)', rps: result.result.rps };
};
const measureArgon2 = async (): Promise<Reference> => {
  const base = { ...settings, non2xx: 0, errors: 0 };
  const result = await row('(d) argon2id verify ceiling', '-', async () => ({
    ...base,
    ...(await runArgon2Ceiling({
      BENCH_CONNECTIONS: `${settings.connections}`,
      BENCH_WARMUP: `${settings.warmup}`,
      BENCH_DURATION: `${settings.duration}`,
    })),
  }));
  return { name: '(d)', rps: result.result.rps };
};
if (only.has('a') && !['b', 'e', 'f', 'g'].some((l) => only.has(l))) await measureBare();
if (only.has('d') && !only.has('c')) await measureArgon2();

for (const backend of backends) {
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const idp = await startIdp({ backend, port: port + 1, pgAdminUrl: pgUrl, logLevel, nodeArgs });
  const label = LABEL[backend];
  try {
    const sids = await parallel(settings.connections, 4, (i) => signIn(idp.url, i));
    if (only.has('b')) {
      const reference = await measureBare();
      await row(
        '(b) GET /api/v1/sessions/me',
        label,
        () => measure(sessionTarget(idp.url, '/api/v1/sessions/me', sids), settings, idp.cpuSeconds),
        { reference, target: backend === 'postgres' ? 0.3 : 0.15 },
      );
    }
    if (only.has('g')) {
      const target = sessionTarget(idp.url, '/api/v1/sessions/me', sids, SUITE_ORIGIN);
      const reference = await measureBare();
      await row(
        '(g) same, from a trusted Origin (CORS)',
        label,
        () => measure(target, settings, idp.cpuSeconds),
        { reference },
      );
    }
    if (only.has('c')) {
      const requests = AUTHN_BODIES.map((body) => ({
        method: 'POST' as const,
        path: '/api/v1/authn',
        headers: { 'content-type': 'application/json' },
        body,
      }));
      const reference = await measureArgon2();
      await row(
        '(c) POST /api/v1/authn',
        label,
        () => measure({ url: idp.url, requests }, settings, idp.cpuSeconds),
        { reference, target: 0.9 },
      );
    }
    if (only.has('e')) {
      // Each run may strand one token per connection in flight when it stops: warm-up + run + spares.
      const tokens = await parallel(settings.connections * 3 + 10, 4, (i) =>
        refreshToken(idp.url, sids[i % sids.length]!),
      );
      const reference = await measureBare();
      await row(
        '(e) POST /oauth2/v1/token refresh',
        label,
        () => measure(refreshTarget(idp.url, CLIENT_ID, tokens), settings, idp.cpuSeconds),
        { reference },
      );
    }
    if (only.has('f')) {
      const reference = await measureBare();
      await row(
        '(f) GET /oauth2/v1/keys',
        label,
        () => measure({ url: `${idp.url}/oauth2/v1/keys` }, settings, idp.cpuSeconds),
        { reference, target: 0.5 },
      );
    }
  } finally {
    await idp.stop();
  }
}

await bareServer?.stop();

const cpu = cpus()[0]?.model ?? 'unknown CPU';
const pgVersion = backends.includes('postgres') ? `, PostgreSQL ${await postgresVersion(pgUrl)}` : '';
console.log(
  `\nIdP throughput, ${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s measured, ` +
    `IdP LOG_LEVEL=${logLevel}, UV_THREADPOOL_SIZE=${env.UV_THREADPOOL_SIZE ?? '4 (default)'}`,
);
console.log(
  `Machine: ${availableParallelism()} x ${cpu}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}${pgVersion}; ` +
    `load average before ${loadBefore}, after ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
);
console.log(table(rows));
console.log(
  '\nreq/s counts 2xx answers only. Ratios taken on a busy machine (load 1m well above 0) are provisional.',
);
