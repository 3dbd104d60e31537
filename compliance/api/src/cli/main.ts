import { readOperatorToken } from '../admin/operator-token.ts';
import type { VerifyResult } from '../audit/audit.service.ts';
import { loadConfig, type SuiteConfig } from '../config.ts';
import { openDatabase } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { DEMO_SEED } from '../seed/demo-data.ts';
import { DEFAULT_DEMO_SIZE, seedDemo } from '../seed/seed.service.ts';
import { createServices } from '../services.ts';

const USAGE = `Usage: npm run suite -- <command>

Commands:
  audit verify          Check the audit log's hash chain; names the first broken entry (exit code 1).
                        Asks the running suite when it answers (its operator token, SUITE_OPERATOR_TOKEN_FILE),
                        else reads the database itself
  seed [--seed N] [--clients N] [--operations N]
                        Load the demo bank into an empty database (default seed ${DEMO_SEED},
                        ${DEFAULT_DEMO_SIZE.clients} clients, ${DEFAULT_DEMO_SIZE.operations} operations; e.g. --operations 1000000
                        for benchmarks)

The database is the suite's own: SUITE_DATABASE_URL (PostgreSQL) or SUITE_DATA_DIR (PGlite, default
./.data/suite; one process owns a PGlite directory, so seed with the suite stopped).`;

/** Prints a chain check's outcome; returns the exit code (0 intact, 1 broken). */
function report(result: VerifyResult, out: (line: string) => void): number {
  if (result.ok) {
    out(`Audit log intact: ${result.entries} entries verified.`);
    return 0;
  }
  out(`Audit log BROKEN at entry ${result.brokenSeq}: ${result.reason}.`);
  return 1;
}

/**
 * Asks the running suite (config.publicUrl) to verify the chain with the operator token it wrote at start.
 * Null when no suite answers there (no token file, nothing listening): the caller reads the database itself.
 * @throws Error when a suite answers but refuses (a token from another run) or fails.
 */
async function verifyOnRunningSuite(config: SuiteConfig): Promise<VerifyResult | null> {
  const token = readOperatorToken(config.operatorTokenFile);
  if (!token) return null;
  let response: Response;
  try {
    response = await fetch(`${config.publicUrl}/api/admin/audit/verify`, {
      method: 'POST',
      headers: { authorization: `Operator ${token}` },
      signal: AbortSignal.timeout(120_000),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    if (cause === 'ECONNREFUSED' || cause === 'ENOTFOUND' || cause === 'EADDRNOTAVAIL') return null;
    throw error;
  }
  if (!response.ok) {
    throw new Error(
      `The suite at ${config.publicUrl} answered ${response.status} to the audit check: ${await response.text()}`,
    );
  }
  return (await response.json()) as VerifyResult;
}

/** Runs one CLI command; returns the exit code. Output goes to `out` (lines). */
export async function runCli(argv: string[], out: (line: string) => void): Promise<number> {
  const [command, sub, ...rest] = argv;
  const isAudit = command === 'audit' && sub === 'verify';
  const isSeed = command === 'seed';
  if (!isAudit && !isSeed) {
    out(USAGE);
    return command === undefined || command === '--help' || command === '-h' ? 0 : 2;
  }
  const args = isSeed ? [sub, ...rest].filter((a) => a !== undefined) : rest;
  const options: Record<string, number> = {
    seed: DEMO_SEED,
    clients: DEFAULT_DEMO_SIZE.clients,
    operations: DEFAULT_DEMO_SIZE.operations,
  };
  for (let i = 0; isSeed && i < args.length; i += 2) {
    const name = args[i]!.replace(/^--/, '');
    const value = Number(args[i + 1]);
    if (!args[i]!.startsWith('--') || !(name in options) || !Number.isInteger(value) || value < 0) {
      out(USAGE);
      return 2;
    }
    options[name] = value;
  }
  const { seed } = options;
  const config = loadConfig();
  if (isAudit) {
    const remote = await verifyOnRunningSuite(config);
    if (remote) {
      const code = report(remote, out);
      out(`(checked by the running suite at ${config.publicUrl})`);
      return code;
    }
  }
  const handle = await openDatabase({
    dataDir: config.dataDir,
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
  });
  try {
    await migrate(handle);
    const services = createServices(handle.db, config);
    if (isAudit) return report(await services.audit.verify(), out);
    const started = Date.now();
    await services.questionari.ensureBaseModels();
    const created = await seedDemo(
      { db: handle.db, ...services, demoDocuments: config.documents.demo },
      seed,
      {
        clients: options.clients!,
        operations: options.operations!,
      },
    );
    if (created.length) out(`Seed time: ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    out(
      created.length ? `Seeded: ${created.join('; ')}.` : 'The database already holds data: nothing seeded.',
    );
    return 0;
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runCli(process.argv.slice(2), (line) => console.log(line))
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
