/**
 * `npm run bench:api`: the suite API's operations list on one million operations, on PGlite and on PostgreSQL.
 * For each backend: a fresh database, migrated, seeded by the demo generator (3,000 clients, BENCH_OPERATIONS
 * operations, default 1,000,000; the seed's rows/s reported), VACUUM ANALYZEd; then, BENCH_RUNS times (default 30,
 * after 3 warm-up runs) per query shape, the list endpoint's SQL (kit/list.repository.ts `page`: the page and
 * the total, exactly what `GET /api/operazioni` runs; HTTP and token checks excluded) with rotating parameters:
 *   first page · branch + 90-day range · sort by amount · amount range · free text (common, rare) · the deepest
 *   numbered pages (offset ~10,000, where page numbers end) · a deep page by cursor (`after`, row 50,000)
 * and the CSV export of 100,000 rows (kit/export.ts over the keyset batches), in rows/s; then the questionnaire
 * dashboards (dashboard-shapes.ts; every client has BENCH_QUESTIONARI_PER_CLIENT submissions, default 4).
 * Targets (PostgreSQL): p95 <= 50 ms per list shape, export >= 20,000 rows/s, p95 <= 100 ms per dashboard shape.
 * Reported, never asserted.
 * Settings: BENCH_BACKENDS (`pglite,postgres`), PG_BENCH_URL (default the shared test server; a fresh
 * `suite_bench_*` database is created and dropped), BENCH_OPERATIONS, BENCH_RUNS, BENCH_QUESTIONARI_PER_CLIENT.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, run, type DbHandle } from '../../compliance/api/src/db/db.ts';
import { migrate } from '../../compliance/api/src/db/migrate.ts';
import { csvStream } from '../../compliance/api/src/kit/export.ts';
import { encodeCursor } from '../../compliance/api/src/kit/list-cursor.ts';
import { parseListQuery } from '../../compliance/api/src/kit/list-query.ts';
import { listRepository } from '../../compliance/api/src/kit/list.repository.ts';
import { operazioniList } from '../../compliance/api/src/operazioni/operazioni.list.ts';
import { SURNAMES } from '../../compliance/api/src/seed/demo-names.ts';
import { seedDemo } from '../../compliance/api/src/seed/seed.service.ts';
import { createServices } from '../../compliance/api/src/services.ts';
import { dashboardShapes } from './dashboard-shapes.ts';

const BENCH_DOCUMENTS = join(tmpdir(), 'suite-bench-documenti');

const env = process.env;
const backends = (env.BENCH_BACKENDS ?? 'pglite,postgres').split(',');
const operations = Number(env.BENCH_OPERATIONS ?? 1_000_000);
const runs = Number(env.BENCH_RUNS ?? 30);
const CLIENTS = 3000;
const questionariPerClient = Number(env.BENCH_QUESTIONARI_PER_CLIENT ?? 4);
const pgUrl = env.PG_BENCH_URL ?? 'postgres://postgres@127.0.0.1:54329/postgres';
const EXPORT_ROWS = 100_000;

type Params = Record<string, string>;

/** Median and 95th percentile of `samples` (ms). */
function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95) };
}

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function admin(fn: (c: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

async function open(backend: string): Promise<{ handle: DbHandle; cleanup(): Promise<void> }> {
  if (backend === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'suite-bench-'));
    const handle = await openDatabase({ dataDir: dir });
    return { handle, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `suite_bench_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ dataDir: 'unused', databaseUrl: url.toString() });
  return { handle, cleanup: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) };
}

/** Runs `shape(i)` warm-up + BENCH_RUNS times through the list SQL; answers the samples (ms) and rows seen. */
async function measure(handle: DbHandle, shape: (i: number) => Params) {
  const samples: number[] = [];
  let total = 0;
  for (let i = -3; i < runs; i += 1) {
    const query = parseListQuery(operazioniList, shape(i + 3));
    const started = performance.now();
    const page = await listRepository.page(handle.db, operazioniList, query);
    const ms = performance.now() - started;
    if (i >= 0) samples.push(ms);
    total = page.total;
  }
  return { ...stats(samples), total };
}

/** Runs `call(i)` warm-up + BENCH_RUNS times; answers the samples' median and p95 (ms) and the last count. */
async function measureCall(call: (i: number) => Promise<number>) {
  const samples: number[] = [];
  let total = 0;
  for (let i = -3; i < runs; i += 1) {
    const started = performance.now();
    total = await call(i + 3);
    if (i >= 0) samples.push(performance.now() - started);
  }
  return { ...stats(samples), total };
}

/** Rows/s of a CSV export cut at EXPORT_ROWS (newest first, the list's default order). */
async function exportRate(handle: DbHandle): Promise<number> {
  const query = parseListQuery(operazioniList, {});
  const started = performance.now();
  const stream = csvStream(operazioniList.columns, listRepository.all(handle.db, operazioniList, query));
  let lines = 0;
  for await (const chunk of stream) {
    lines += (chunk as Buffer).toString('utf8').split('\n').length - 1;
    if (lines > EXPORT_ROWS) break;
  }
  stream.destroy();
  return (Math.min(lines - 1, EXPORT_ROWS) / (performance.now() - started)) * 1000;
}

async function bench(backend: string) {
  const { handle, cleanup } = await open(backend);
  try {
    await migrate(handle);
    const seedStarted = performance.now();
    // the benchmark measures operations: no demo documents (their folder is never written)
    const services = createServices(handle.db, {
      documents: { dir: BENCH_DOCUMENTS, maxBytes: 1, demo: false },
      // nothing is sent: the outbox only stores
      smtp: { from: 'bench@example.com' },
      publicUrl: 'http://localhost:3000',
      supportEmail: 'bench@example.com',
    });
    // the questionnaire templates, as the suite publishes them at start (app.ts): the seed fills them in
    await services.questionari.ensureBaseModels();
    await seedDemo({ db: handle.db, ...services, demoDocuments: false }, undefined, {
      clients: CLIENTS,
      operations,
      // every client with questionnaires, a history of several: the dashboards' data
      questionari: CLIENTS,
      storicoQuestionari: questionariPerClient,
    });
    const seedS = (performance.now() - seedStarted) / 1000;
    // a bulk load is followed by autovacuum in service: statistics and the visibility map (index-only scans)
    await run(handle.db, sql`VACUUM ANALYZE`);
    const branches = (
      await run<{ id: string }>(handle.db, sql`SELECT id::text FROM dipendenze ORDER BY codice_cab`)
    ).rows.map((r) => r.id);
    const cursors = (
      await run<{ k: string; id: string }>(
        handle.db,
        sql`SELECT data_operazione::text AS k, id::text AS id FROM operazioni ORDER BY data_operazione DESC, id DESC OFFSET 49999 LIMIT ${(runs + 3) * 20}`,
      )
    ).rows
      .filter((_, n) => n % 20 === 0)
      .map((row) => encodeCursor(row));
    const shapes: Array<[string, (i: number) => Params]> = [
      ['first page (newest first)', () => ({})],
      [
        'branch + 90-day date range',
        (i) => {
          const from = addDays('2024-11-01', (i * 37) % 600);
          return {
            'f.dipendenzaId': branches[i % branches.length]!,
            'f.dataOperazione.min': from,
            'f.dataOperazione.max': addDays(from, 90),
          };
        },
      ],
      ['sort by amount (desc)', (i) => ({ sort: 'importoEur', order: i % 2 ? 'asc' : 'desc' })],
      ['amount range >= EUR 5,000', (i) => ({ 'f.importoEur.min': String(500_000 + i * 1000) })],
      ['free text (client surname)', (i) => ({ q: SURNAMES[i % SURNAMES.length]!.toLowerCase() })],
      [
        'free text (counterparty, rare)',
        (i) => ({ q: `${SURNAMES[i % SURNAMES.length]!.slice(0, 4).toLowerCase()}zz` }),
      ],
      // numbered pages reach the first 10,000 rows (list-query.ts); deeper, the cursor of a page 50,000 rows in
      ['deepest numbered pages (offset 9,580-10,000)', (i) => ({ page: String(480 + (i % 22)) })],
      ['deep page by cursor (row 50,000)', (i) => ({ after: cursors[i % cursors.length]! })],
    ];
    process.stderr.write(`${backend}: seeded ${operations} operations in ${seedS.toFixed(1)} s\n`);
    const lines: string[] = [];
    for (const [name, shape] of shapes) {
      const load = loadavg()[0]!;
      const r = await measure(handle, shape);
      const line = `| ${name} | ${backend} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.total} | ${load.toFixed(1)} |`;
      process.stderr.write(`${line}\n`);
      lines.push(line);
    }
    for (const [name, call] of await dashboardShapes(handle.db, services)) {
      const load = loadavg()[0]!;
      const r = await measureCall(call);
      const line = `| ${name} | ${backend} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.total} | ${load.toFixed(1)} |`;
      process.stderr.write(`${line}\n`);
      lines.push(line);
    }
    const rates = [];
    for (let i = 0; i < 3; i += 1) rates.push(await exportRate(handle));
    const rate = stats(rates).median;
    // a small run (BENCH_OPERATIONS below EXPORT_ROWS) exports every operation: the label says how many
    lines.push(
      `| CSV export of ${Math.min(EXPORT_ROWS, operations)} rows | ${backend} | ${Math.round(rate)} rows/s | | | ${loadavg()[0]!.toFixed(1)} |`,
    );
    process.stderr.write(`${lines.at(-1)}\n`);
    return {
      seed: `${backend}: seed of 3,000 clients (${CLIENTS * questionariPerClient} questionnaires) + ${operations} operations in ${seedS.toFixed(1)} s (${Math.round(operations / seedS)} operations/s)`,
      lines,
    };
  } finally {
    await handle.close();
    await cleanup();
  }
}

const results = [];
for (const backend of backends) results.push(await bench(backend));
console.log(
  `\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load average now ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
for (const r of results) console.log(r.seed);
console.log(
  '\n| Shape | Backend | median ms | p95 ms | rows matched | load (1 min) |\n| --- | --- | --- | --- | --- | --- |',
);
for (const r of results) for (const line of r.lines) console.log(line);
