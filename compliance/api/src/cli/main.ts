import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { DEMO_SEED } from '../seed/demo-data.ts';
import { seedDemo } from '../seed/seed.service.ts';
import { createServices } from '../services.ts';

const USAGE = `Usage: npm run suite -- <command>

Commands:
  audit verify          Check the audit log's hash chain; names the first broken entry (exit code 1)
  seed [--seed N]       Load the demo bank into an empty database (default seed ${DEMO_SEED})

The database is the suite's own: SUITE_DATABASE_URL (PostgreSQL) or SUITE_DATA_DIR (PGlite, default
./.data/suite; stop the suite first, one process owns a PGlite directory).`;

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
  let seed = DEMO_SEED;
  if (isSeed && args.length) {
    const value = args[0] === '--seed' ? Number(args[1]) : NaN;
    if (!Number.isInteger(value) || args.length !== 2) {
      out(USAGE);
      return 2;
    }
    seed = value;
  }
  const config = loadConfig();
  const handle = await openDatabase({
    dataDir: config.dataDir,
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
  });
  try {
    await migrate(handle);
    const services = createServices(handle.db);
    if (isAudit) {
      const result = await services.audit.verify();
      if (result.ok) {
        out(`Audit log intact: ${result.entries} entries verified.`);
        return 0;
      }
      out(`Audit log BROKEN at entry ${result.brokenSeq}: ${result.reason}.`);
      return 1;
    }
    const created = await seedDemo({ db: handle.db, ...services }, seed);
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
