/**
 * Reference (d) of `npm run bench:idp`: how many argon2id verifications per second this machine can do, with the
 * IdP's own hashing code (identity/server/src/users/password.ts, so the same parameters) and the same libuv thread
 * pool the IdP gets (UV_THREADPOOL_SIZE from the environment, default 4). Keeps BENCH_CONNECTIONS verifications in
 * flight (as many as the load generator's connections), warms up for BENCH_WARMUP s, then counts for
 * BENCH_DURATION s. Prints one JSON line: `{ rps, p50, p99, cpuUs }` (verifications/s, latency ms, CPU µs of
 * this process per verification).
 */
import { hashPassword, verifyPassword } from '../../identity/server/src/users/password.ts';

const inFlight = Number(process.env.BENCH_CONNECTIONS ?? 50);
const warmupMs = Number(process.env.BENCH_WARMUP ?? 3) * 1000;
const durationMs = Number(process.env.BENCH_DURATION ?? 10) * 1000;
const password = 'correct horse battery staple';
const hashed = await hashPassword(password);

/** Runs `inFlight` verification loops until `ms` have passed; returns each verification's latency (ms). */
async function run(ms: number): Promise<number[]> {
  const end = performance.now() + ms;
  const latencies: number[] = [];
  const loop = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      if (!(await verifyPassword(hashed, password))) throw new Error('argon2 verification failed');
      if (performance.now() <= end) latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, loop));
  return latencies;
}

await run(warmupMs);
const cpuBefore = process.cpuUsage();
const latencies = (await run(durationMs)).sort((a, b) => a - b);
const cpu = process.cpuUsage(cpuBefore);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
process.stdout.write(
  JSON.stringify({
    rps: latencies.length / (durationMs / 1000),
    p50: at(0.5),
    p99: at(0.99),
    cpuUs: (cpu.user + cpu.system) / latencies.length,
  }) + '\n',
);
