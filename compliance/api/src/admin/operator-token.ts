import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The running suite's operator token: what the CLI presents to the admin endpoints (admin.routes.ts). */
export interface OperatorToken {
  readonly token: string;
  /** Whether `candidate` is the token (compared in constant time). */
  matches(candidate: string): boolean;
  /** Removes the token file, if it still holds this token (the suite is stopping). */
  release(): void;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Makes a new random token (32 bytes, base64url) for this run of the suite and, when `file` is given, writes it
 * there readable by its owner only (0600; the folder is created when missing), so `npm run suite -- audit verify`
 * can ask the running suite. A token is valid only for the run that wrote it.
 */
export function createOperatorToken(file?: string): OperatorToken {
  const token = randomBytes(32).toString('base64url');
  if (file) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${token}\n`, { mode: 0o600 });
    chmodSync(file, 0o600); // an existing file keeps its old mode on write
  }
  const expected = digest(token);
  return {
    token,
    matches: (candidate) => timingSafeEqual(digest(candidate), expected),
    release() {
      if (!file) return;
      try {
        if (readFileSync(file, 'utf8').trim() === token) rmSync(file, { force: true });
      } catch {
        // already gone
      }
    },
  };
}

/** The token in `file`, or null when there is none. */
export function readOperatorToken(file: string | undefined): string | null {
  if (!file) return null;
  try {
    return readFileSync(file, 'utf8').trim() || null;
  } catch {
    return null;
  }
}
