/**
 * `npm run idp-hooks-cost -w @bench/bench`: what the operations hooks cost each request. (1) A bare Fastify route
 * with and without the hooks every IdP request runs (response headers with the request id, request metrics),
 * through `inject` (no sockets: the server-side cost alone), as the minimum and median of 40 interleaved batches
 * (the minimum is the steadiest estimate on a shared machine); (2) for scale, the full `GET /api/v1/sessions/me` of
 * the IdP with a live session (in-memory PGlite); (3) ns per call of the hook bodies (the metrics update, the
 * request id). Reported, never asserted. Requests per batch from BENCH_RUNS (default 5000; the interleaved batches
 * are a tenth of it).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../identity/server/src/app.ts';
import { createMetrics } from '../../identity/server/src/metrics/metrics.service.ts';
import { registerRequestMetrics } from '../../identity/server/src/plugins/request-metrics.ts';
import { registerResponseHeaders, requestId } from '../../identity/server/src/plugins/response-headers.ts';
import { fmt, summarise } from './stats.ts';

const perBatch = Number(process.env.BENCH_RUNS ?? 5000);

/** µs per request of one batch of `size` sequential injects. */
async function batch(
  app: FastifyInstance,
  url: string,
  cookies: Record<string, string> = {},
  size = perBatch,
): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < size; i++) await app.inject({ url, cookies });
  return ((performance.now() - start) * 1000) / size;
}

/** Min and median µs per request of each app over 40 interleaved batches (after a warm-up). */
async function compare(
  apps: FastifyInstance[],
  url: string,
): Promise<Array<{ min: number; median: number }>> {
  const size = Math.max(100, Math.round(perBatch / 10));
  for (const app of apps) await batch(app, url, {}, size * 4);
  const samples = apps.map(() => [] as number[]);
  for (let round = 0; round < 40; round++) {
    for (const [i, app] of apps.entries()) samples[i]!.push(await batch(app, url, {}, size));
  }
  return samples.map((s) => ({ min: Math.min(...s), median: summarise(s).median }));
}

/** ns per call of `fn`, median of 5 runs of 200 000 calls. */
function nsPerCall(fn: () => void): number {
  const runs: number[] = [];
  for (let r = 0; r < 6; r++) {
    const start = performance.now();
    for (let i = 0; i < 200_000; i++) fn();
    if (r > 0) runs.push(((performance.now() - start) * 1e6) / 200_000);
  }
  return summarise(runs).median;
}

function bare(withHooks: boolean): FastifyInstance {
  const app = Fastify({ logger: false, ...(withHooks ? { genReqId: requestId } : {}) });
  if (withHooks) {
    registerResponseHeaders(app);
    registerRequestMetrics(app, createMetrics());
  }
  app.get('/x/:id', async () => ({ ok: true }));
  return app;
}

const [plain, hooked] = await compare([bare(false), bare(true)], '/x/1');
const metrics = createMetrics();
const observeNs = nsPerCall(() => metrics.observeRequest('GET', '/api/v1/sessions/me', 200, 0.0012));
const idNs = nsPerCall(() => requestId({ headers: {} } as never));
const givenIdNs = nsPerCall(() => requestId({ headers: { 'x-request-id': 'f3b2c1d0-proxy-id' } } as never));

const { app, services } = await buildApp({
  config: { issuer: 'http://localhost:8401', dataDir: 'memory://', logLevel: 'silent', seedDemo: false },
});
await services.users.createUser({ login: 'bench.user@example.com', password: 'the right password 1' });
const authn = await app.inject({
  method: 'POST',
  url: '/api/v1/authn',
  payload: { username: 'bench.user@example.com', password: 'the right password 1' },
});
const session = await services.sessions.redeemSessionToken(authn.json().sessionToken, {});
if (!session?.sid) throw new Error('no session');
const sid = session.sid;
const meSamples: number[] = [];
for (let round = 0; round < 4; round++) meSamples.push(await batch(app, '/api/v1/sessions/me', { sid }));
const me = summarise(meSamples.slice(1)).median;
await app.close();

const hooks = hooked!.min - plain!.min;
console.log('µs per request (inject; min and median of 40 interleaved batches)');
console.log(`bare route, no hooks              ${fmt(plain!.min)}  ${fmt(plain!.median)}`);
console.log(`bare route + ops hooks            ${fmt(hooked!.min)}  ${fmt(hooked!.median)}`);
console.log(`ops hooks at the minimum          ${fmt(hooks)}`);
console.log(
  `GET /api/v1/sessions/me (full)    ${fmt(me)}   (hooks: ${((hooks / me) * 100).toFixed(2)} % of it)`,
);
console.log(
  `ns per call: metrics.observeRequest ${observeNs.toFixed(0)}, requestId generated ${idNs.toFixed(0)}, ` +
    `requestId from X-Request-Id ${givenIdNs.toFixed(0)}`,
);
