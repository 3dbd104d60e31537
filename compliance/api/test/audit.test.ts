import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Suite } from '../src/app.ts';
import { run } from '../src/db/db.ts';
import { auditRowCount, buildTestSuite } from './helper.ts';

let suite: Suite;

beforeAll(async () => {
  // the demo seed writes 13 audited creations
  // no demo documents: the count below is the institution, branches and bulk steps (cli.test.ts counts documents)
  suite = await buildTestSuite({ SUITE_DEMO_DOCUMENTS: 'false' });
});
afterAll(async () => {
  await suite.app.close();
});

const db = () => suite.handle.db;

/** Runs `statement` with the append-only triggers off, as someone with direct database access could. */
async function tamper(statement: ReturnType<typeof sql>) {
  await run(db(), sql`ALTER TABLE audit_log DISABLE TRIGGER USER`);
  try {
    await run(db(), statement);
  } finally {
    await run(db(), sql`ALTER TABLE audit_log ENABLE TRIGGER USER`);
  }
}

describe('the audit log', () => {
  it('verifies an intact chain', async () => {
    // the seed audits at least the institution, its 12 branches and the 2 questionnaire templates; the verifier must
    // walk every stored row, whatever else the seed adds
    const rows = await auditRowCount(db());
    expect(rows).toBeGreaterThanOrEqual(15);
    expect(await suite.services.audit.verify()).toEqual({ ok: true, entries: rows });
  });

  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    await expect(run(db(), sql`UPDATE audit_log SET actor = 'x' WHERE seq = 1`)).rejects.toThrow();
    await expect(run(db(), sql`DELETE FROM audit_log WHERE seq = 1`)).rejects.toThrow();
    await expect(run(db(), sql`TRUNCATE audit_log`)).rejects.toThrow();
    expect((await suite.services.audit.verify()).ok).toBe(true);
  });

  it('names the first entry whose content was changed', async () => {
    await tamper(
      sql`UPDATE audit_log SET after = jsonb_set(after, '{denominazione}', '"Falsa"') WHERE seq = 5`,
    );
    expect(await suite.services.audit.verify()).toMatchObject({
      ok: false,
      brokenSeq: 5,
      reason: 'the content does not match its hash',
    });
  });

  it('names the entry after a removed one (its link no longer matches)', async () => {
    await tamper(sql`UPDATE audit_log SET after = (SELECT after FROM audit_log WHERE seq = 4) WHERE seq = 5`);
    await tamper(sql`DELETE FROM audit_log WHERE seq = 3`);
    expect(await suite.services.audit.verify(2)).toMatchObject({ ok: false, brokenSeq: 4 });
  });
});
