/**
 * `npm run idp-authn-timing -w @bench/bench`: how long `POST /api/v1/authn` takes for a wrong password of a known
 * user and for any password of an unknown user (the same login each time, and a fresh login each time), in one
 * in-process IdP (in-memory PGlite, or PostgreSQL when DATABASE_URL is set). The kinds are interleaved, so machine
 * noise hits them alike. Prints median, p90 and mean in ms and the known/unknown difference at the median.
 * Reported, never asserted. Rounds from BENCH_RUNS (default 200).
 */
import { randomBytes } from 'node:crypto';
import { buildApp } from '../../identity/server/src/app.ts';
import { fmt, summarise } from './stats.ts';

const runs = Number(process.env.BENCH_RUNS ?? 200);
const LOGIN = 'bench.user@example.com';

const { app, services } = await buildApp({
  config: {
    issuer: 'http://localhost:8401',
    dataDir: 'memory://',
    databaseUrl: process.env.DATABASE_URL,
    logLevel: 'silent',
    seedDemo: false,
    // Never lock or throttle the benchmark user: every request does the full work of its kind.
    lockoutThreshold: 1000,
    rateLimit: { username: { perSecond: 1e6, burst: 1e6 }, ip: { perSecond: 1e6, burst: 1e6 } },
  },
});
await services.users.createUser({ login: LOGIN, password: 'the right password 1' });

async function timed(username: string): Promise<number> {
  const start = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/authn',
    payload: { username, password: 'a wrong password' },
  });
  const ms = performance.now() - start;
  if (res.statusCode !== 401) throw new Error(`expected 401, got ${res.statusCode}: ${res.body}`);
  return ms;
}

const kinds = {
  'known user, wrong password': () => timed(LOGIN),
  'unknown user (same login)': () => timed('nobody@example.com'),
  'unknown user (fresh login)': () => timed(`nobody-${randomBytes(6).toString('hex')}@example.com`),
};
const samples = new Map<string, number[]>(Object.keys(kinds).map((k) => [k, []]));
for (let i = 0; i < 20; i++) for (const run of Object.values(kinds)) await run(); // warm-up
for (let i = 0; i < runs; i++) {
  for (const [name, run] of Object.entries(kinds)) samples.get(name)!.push(await run());
}
await app.close();

console.log(`POST /api/v1/authn, ${runs} rounds, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} (ms)`);
console.log(`${'kind'.padEnd(30)}  median       p90      mean`);
const medians: number[] = [];
for (const [name, values] of samples) {
  const s = summarise(values);
  medians.push(s.median);
  console.log(`${name.padEnd(30)}${fmt(s.median)}  ${fmt(s.p90)}  ${fmt(s.mean)}`);
}
const [known, unknown] = medians as [number, number];
const diff = known - unknown;
console.log(
  `known - unknown (same login) at the median: ${diff.toFixed(2)} ms (${((diff / unknown) * 100).toFixed(1)} %)`,
);
