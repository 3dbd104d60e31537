/**
 * Runs the identity server's and the compliance suite API's route tests a second time on a real PostgreSQL, so the embedded (PGlite) and the
 * scale-out (PostgreSQL) modes never drift apart. The server URL comes from PG_TEST_URL (a superuser URL: each test
 * file creates and drops its own database). .ci/run starts a throwaway cluster and sets it.
 */
import { spawnSync } from 'node:child_process';

const url = process.env.PG_TEST_URL;
if (!url) {
  console.log(
    'test:pg skipped: set PG_TEST_URL=postgres://user@host:port/db to run the IdP and suite tests on PostgreSQL too.',
  );
  process.exit(0);
}
console.log('test:pg: IdP and suite API route tests on PostgreSQL');
const result = spawnSync('vitest', ['run', '--project', '@identity/server', '--project', '@compliance/api'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
