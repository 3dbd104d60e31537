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

/**
 * Claims `dataDir` for this process: PGlite files cannot be opened by two processes at once.
 * @throws Error when another live process holds it. Returns a function that releases the claim.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const holder = lockHolder(dataDir);
  if (holder !== null) {
    throw new Error(
      `The data directory ${dataDir} is in use by another identity provider process (pid ${holder}). ` +
        'Stop it first, or use PostgreSQL (DATABASE_URL) to run several processes.',
    );
  }
  const file = join(dataDir, LOCK_FILE);
  writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (readFileSync(file, 'utf8') === String(process.pid)) rmSync(file);
    } catch {
      // already gone
    }
  };
}
