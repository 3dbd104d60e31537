import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where document files live. One adapter per kind of store behind this interface (today the local disk; an
 * S3-compatible store can follow without touching the service). Keys are made by the service (`yyyy/mm/uuid`),
 * never from a user's file name.
 */
export interface DocumentStorage {
  /** Writes `content` under `key` (atomically: a reader never sees half a file). */
  put(key: string, content: Readable): Promise<void>;
  /** The file under `key`, or null when it is missing. */
  open(key: string): Promise<Readable | null>;
  /** Removes the file under `key` (no error when it is already gone). */
  remove(key: string): Promise<void>;
}

/** A DocumentStorage on the local disk under `root` (created when missing). */
export function diskStorage(root: string): DocumentStorage {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`document key outside the store: ${key}`);
    return path;
  };
  return {
    async put(key, content) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.part`;
      try {
        await pipeline(content, createWriteStream(partial, { mode: 0o600 }));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async open(key) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch {
        return null;
      }
      return createReadStream(path);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** `yyyy/mm/<name>` for a new file stored at `now`. */
export function storageKey(now: Date, name: string): string {
  return join(String(now.getUTCFullYear()), String(now.getUTCMonth() + 1).padStart(2, '0'), name);
}
