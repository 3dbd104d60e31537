import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ApiTokensService } from './api-tokens.service.ts';

/** The name of the API token the server writes to the operator token file. */
export const OPERATOR_TOKEN_NAME = 'local operator (token file)';

/** What the CLI found in the operator token file: the token, or why it cannot use it (for its messages). */
export type OperatorTokenRead = { token: string } | { problem: string };

/**
 * Reads the operator token file. The token is used only when the file is a regular file of this user that no
 * one else may read or write (mode 0600 or stricter): the token manages the whole tenant.
 */
export function readOperatorTokenFile(path: string): OperatorTokenRead {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return { problem: `${path} does not exist` };
  }
  if (!stat.isFile()) return { problem: `${path} is not a file` };
  if (typeof process.getuid === 'function' && stat.uid !== process.getuid()) {
    return { problem: `${path} belongs to another user (uid ${stat.uid})` };
  }
  const mode = stat.mode & 0o777;
  if ((mode & 0o077) !== 0) {
    return { problem: `${path} is open to other users (mode 0${mode.toString(8)}): run chmod 600 ${path}` };
  }
  const token = readFileSync(path, 'utf8').trim();
  if (!/^\S{20,200}$/.test(token)) return { problem: `${path} does not hold an API token` };
  return { token };
}

function rawToken(path: string): string | null {
  try {
    return readFileSync(path, 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/**
 * Makes `path` hold an active API token for the local operator's CLI, readable only by its owner (0600): keeps
 * the token already there when it still authenticates, else creates one (`OPERATOR_TOKEN_NAME`) and replaces
 * the file atomically (written under a temporary name created with mode 0600, then renamed). A valid token
 * found in a file others could read is revoked: it may have leaked. Returns whether a new token was made.
 */
export async function ensureOperatorTokenFile(tokens: ApiTokensService, path: string): Promise<boolean> {
  const current = readOperatorTokenFile(path);
  if ('token' in current && (await tokens.authenticate(current.token))) return false;
  const exposed = 'problem' in current ? rawToken(path) : null;
  const leaked = exposed ? await tokens.authenticate(exposed) : null;
  if (leaked) await tokens.revoke(leaked.id);
  const { token } = await tokens.create(OPERATOR_TOKEN_NAME);
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  writeFileSync(temporary, `${token}\n`, { mode: 0o600, flag: 'wx' });
  renameSync(temporary, path);
  return true;
}
