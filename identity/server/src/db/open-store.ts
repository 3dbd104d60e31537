import type { Config } from '../config.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { openDatabase, type DatabaseOptions, type DbHandle, type DbLogger } from './db.ts';
import { migrate } from './migrate.ts';

/**
 * Opens the configured database, claims the PGlite directory (file mode only) and applies migrations.
 * `close()` closes the database and releases the claim. `log` receives pool errors (default: stderr).
 */
export async function openStore(
  config: Pick<Config, 'dataDir' | 'databaseUrl'> & Pick<DatabaseOptions, 'pgliteTemplate'>,
  log?: DbLogger,
): Promise<DbHandle> {
  const fileMode = !config.databaseUrl && config.dataDir !== 'memory://';
  let release = () => {};
  if (fileMode) {
    const { mkdirSync } = await import('node:fs');
    mkdirSync(config.dataDir, { recursive: true });
    release = acquireDataDirLock(config.dataDir);
  }
  try {
    const handle = await openDatabase(config, log);
    try {
      await migrate(handle);
    } catch (err) {
      await handle.close();
      throw err;
    }
    const close = handle.close;
    return {
      ...handle,
      close: async () => {
        try {
          await close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
