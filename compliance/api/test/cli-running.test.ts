import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSuite, type Suite } from '../src/app.ts';
import { runCli } from '../src/cli/main.ts';
import { loadConfig } from '../src/config.ts';
import { run } from '../src/db/db.ts';
import { auditRowCount } from './helper.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'suite-cli-running-'));
const tokenFile = join(dataDir, 'operator-token');
const saved = { ...process.env };
let suite: Suite;
const env = {
  SUITE_DATA_DIR: dataDir,
  SUITE_DEMO_CLIENTS: '10',
  SUITE_DEMO_OPERATIONS: '50',
  SUITE_DEMO_DOCUMENTS: 'false',
};

async function cli(...argv: string[]) {
  const lines: string[] = [];
  const code = await runCli(argv, (line) => lines.push(line));
  return { code, text: lines.join('\n') };
}

beforeAll(async () => {
  // a suite running on its own PGlite directory (which the CLI could not open while the suite holds it)
  suite = await buildSuite(loadConfig(env));
  await suite.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = suite.app.server.address() as AddressInfo;
  delete process.env.SUITE_DATABASE_URL;
  Object.assign(process.env, env, { SUITE_PUBLIC_URL: `http://127.0.0.1:${port}` });
});
afterAll(async () => {
  process.env = saved;
  await suite.app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run suite -- audit verify on a running suite', () => {
  it('writes the operator token at start to a file only its owner can read', () => {
    expect(existsSync(tokenFile)).toBe(true);
    expect(statSync(tokenFile).mode & 0o777).toBe(0o600);
  });

  it('POST /api/admin/audit/verify wants the operator token, not an access token', async () => {
    const post = (authorization?: string) =>
      suite.app.inject({
        method: 'POST',
        url: '/api/admin/audit/verify',
        headers: authorization ? { authorization } : {},
      });
    expect((await post()).statusCode).toBe(401);
    expect((await post('Operator wrong')).json()).toMatchObject({ errorCode: 'E0000005' });
    expect((await post(`Bearer ${suite.operatorToken}`)).statusCode).toBe(401);
    const entries = await auditRowCount(suite.handle.db);
    expect(entries).toBeGreaterThanOrEqual(15);
    expect((await post(`Operator ${suite.operatorToken}`)).json()).toEqual({ ok: true, entries });
  });

  it('asks the running suite, and names the first broken entry it finds', async () => {
    const entries = await auditRowCount(suite.handle.db);
    expect(await cli('audit', 'verify')).toEqual({
      code: 0,
      text: `Audit log intact: ${entries} entries verified.\n(checked by the running suite at ${process.env.SUITE_PUBLIC_URL})`,
    });
    await run(suite.handle.db, sql`ALTER TABLE audit_log DISABLE TRIGGER USER`);
    await run(suite.handle.db, sql`UPDATE audit_log SET actor = 'intruso' WHERE seq = 4`);
    await run(suite.handle.db, sql`ALTER TABLE audit_log ENABLE TRIGGER USER`);
    expect(await cli('audit', 'verify')).toMatchObject({
      code: 1,
      text: expect.stringMatching(/^Audit log BROKEN at entry 4: the content does not match its hash\.\n/),
    });
  });

  it('reports a suite that refuses a stale token instead of reading around it', async () => {
    writeFileSync(tokenFile, 'stale-token\n', { mode: 0o600 });
    const result = await cli('audit', 'verify').catch((error: Error) => ({ code: -1, text: error.message }));
    expect(result.text).toMatch(/answered 401/);
    writeFileSync(tokenFile, `${suite.operatorToken}\n`, { mode: 0o600 });
  });

  it('reads the database itself once the suite has stopped (and removed its token file)', async () => {
    await suite.app.close();
    expect(existsSync(tokenFile)).toBe(false);
    expect(await cli('audit', 'verify')).toEqual({
      code: 1,
      text: 'Audit log BROKEN at entry 4: the content does not match its hash.',
    });
  });
});
