import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** File that marks a PGlite data directory as owned by a running process (its pid inside). */
export const LOCK_FILE = 'idp.pid';

/** The pid of a live process holding `dataDir` (possibly this one), or null (no lock file or a stale one). */
export function lockHolder(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(join(dataDir, LOCK_FILE), 'utf8'), 10);
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  if (pid === process.pid) return pid; // another app in this very process holds it
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

function inUse(dataDir: string, holder: number): Error {
  return new Error(
    `The data directory ${dataDir} is in use by another identity provider process (pid ${holder}). ` +
      'Stop it first, or use PostgreSQL (DATABASE_URL) to run several processes.',
  );
}

/**
 * Claims `dataDir` for this process: PGlite files cannot be opened by two processes at once. The lock file
 * is created exclusively (`wx`), so of two processes starting together exactly one wins; a lock left by a
 * dead process (stale) is removed and the claim retried once.
 * @throws Error when another live process holds it. Returns a function that releases the claim.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = lockHolder(dataDir);
    if (holder !== null) throw inUse(dataDir, holder);
    if (attempt > 0) throw new Error(`Cannot claim the data directory ${dataDir}: ${file} keeps reappearing`);
    rmSync(file, { force: true }); // stale: its process is gone
  }
  return () => {
    try {
      if (readFileSync(file, 'utf8') === String(process.pid)) rmSync(file);
    } catch {
      // already gone
    }
  };
}
