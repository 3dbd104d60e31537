import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, LOCK_FILE } from '../src/db/data-dir-lock.ts';

const dir = mkdtempSync(join(tmpdir(), 'idp-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = join(dir, LOCK_FILE);

describe('data-dir lock', () => {
  it('replaces a stale lock (dead pid), refuses a live holder, and releases only its own lock', () => {
    writeFileSync(file, '2147483646'); // no such process
    const release = acquireDataDirLock(dir);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another identity provider process/);
    release();
    expect(existsSync(file)).toBe(false);

    writeFileSync(file, String(process.ppid)); // a live process
    expect(() => acquireDataDirLock(dir)).toThrow(`pid ${process.ppid}`);
    expect(readFileSync(file, 'utf8')).toBe(String(process.ppid));
    rmSync(file);
  });
});
