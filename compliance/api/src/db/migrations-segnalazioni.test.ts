import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from './db.ts';
import { migrate, MIGRATIONS_DIR } from './migrate.ts';

let handle: DbHandle | undefined;
let dir = '';
afterAll(async () => {
  await handle?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Copies the migrations named up to `last` (inclusive) into the test's folder. */
async function upTo(last: string): Promise<void> {
  for (const f of (await readdir(MIGRATIONS_DIR)).filter((n) => n <= last)) {
    await copyFile(join(MIGRATIONS_DIR, f), join(dir, f));
  }
}

describe('migration 112 (SOS evaluation in two levels)', () => {
  it('moves an SOS that was in evaluation to the SOS delegate, and refuses the old state afterwards', async () => {
    dir = await mkdtemp(join(tmpdir(), 'suite-mig-'));
    handle = await openDatabase({ dataDir: 'memory://' });
    await upTo('111_~');
    await migrate(handle, dir);
    const conn = handle;
    await conn.withMigrationLock(async (c) => {
      // the row's branch need not exist for this check: foreign keys off for the session
      await c.script("SET session_replication_role = 'replica'");
      await c.script(`INSERT INTO segnalazioni (tipo, stato, oggetto, descrizione, origine, dipendenza_id,
        tipo_sospetto, data_rilevazione) VALUES ('SOS', 'IN_VALUTAZIONE', 'Vecchia', 'Segnalazione già in valutazione',
        'ALERT', gen_random_uuid(), 'RICICLAGGIO', '2026-01-10')`);
      await c.script("SET session_replication_role = 'origin'");
    });
    await upTo('112_~');
    expect(await migrate(handle, dir)).toEqual(['112_sos_due_livelli.sql']);
    await conn.withMigrationLock(async (c) => {
      expect(await c.query("SELECT stato FROM segnalazioni WHERE oggetto = 'Vecchia'")).toEqual([
        { stato: 'IN_VALUTAZIONE_DELEGATO' },
      ]);
      await expect(c.script("UPDATE segnalazioni SET stato = 'IN_VALUTAZIONE'")).rejects.toThrow(
        /segnalazioni_(sos_)?stato_check/,
      );
    });
  });
});
