import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/main.ts';
import { openDatabase, run } from '../src/db/db.ts';
import { auditRowCount } from './helper.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'suite-cli-'));
const saved = { ...process.env };
process.env.SUITE_DATA_DIR = dataDir;
delete process.env.SUITE_DATABASE_URL;
afterAll(() => {
  process.env = saved;
  rmSync(dataDir, { recursive: true, force: true });
});

async function cli(...argv: string[]) {
  const lines: string[] = [];
  const code = await runCli(argv, (line) => lines.push(line));
  return { code, text: lines.join('\n') };
}

describe('npm run suite', () => {
  it('seeds once, verifies the chain, and names the first broken entry after tampering', async () => {
    expect(await cli('seed', '--clients', '30', '--operations', '500')).toEqual({
      code: 0,
      text: expect.stringMatching(
        /^Seed time: [\d.]+ s\.\nSeeded: istituto \d{5}; 12 dipendenze;.*; 30 clienti; 500 operazioni; 27 documenti; \d+ alert; \d+ segnalazioni; autovalutazioni \d{4} \(approvata\) e \d{4} \(bozza\); 30 questionari; campagna «[^»]+»[^;]*; campagna «[^»]+»[^;]*\.$/,
      ),
    });
    expect((await cli('seed')).text).toBe('The database already holds data: nothing seeded.');
    // the CLI must verify every stored row: the institution and its 12 branches, the templates, the bulk steps and
    // one entry per demo document (27 of them, above) at least
    const counting = await openDatabase({ dataDir });
    const entries = await auditRowCount(counting.db);
    await counting.close();
    expect(entries).toBeGreaterThanOrEqual(13 + 27);
    expect(await cli('audit', 'verify')).toEqual({
      code: 0,
      text: `Audit log intact: ${entries} entries verified.`,
    });

    const handle = await openDatabase({ dataDir });
    await run(handle.db, sql`ALTER TABLE audit_log DISABLE TRIGGER USER`);
    await run(handle.db, sql`UPDATE audit_log SET actor = 'intruso' WHERE seq = 7`);
    await handle.close();

    expect(await cli('audit', 'verify')).toEqual({
      code: 1,
      text: 'Audit log BROKEN at entry 7: the content does not match its hash.',
    });
  });

  it('prints the usage for an unknown command (exit code 2)', async () => {
    expect(await cli('audit', 'repair')).toMatchObject({ code: 2, text: expect.stringContaining('Usage:') });
    expect((await cli('seed', '--seed', 'abc')).code).toBe(2);
    expect((await cli('seed', '--operations', '-1')).code).toBe(2);
    expect((await cli('seed', '--rows', '5')).code).toBe(2);
  });
});
