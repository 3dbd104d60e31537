import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'suite.pid';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims a PGlite data directory for this process (PGlite files must not be opened by two processes at once):
 * the lock file is created exclusively and holds the pid; a lock left by a dead process is taken over.
 * @throws Error naming the live process that holds it. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (readFileSync(file, 'utf8') === String(process.pid)) rmSync(file);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (Number.isInteger(holder) && holder > 0 && alive(holder)) {
      throw new Error(
        `The suite data directory ${dataDir} is in use by process ${holder}. Stop the suite first, ` +
          'or use PostgreSQL (SUITE_DATABASE_URL) to share the database.',
      );
    }
    rmSync(file, { force: true });
  }
  throw new Error(`Cannot claim the suite data directory ${dataDir}`);
}
