import type { Config } from '../config.ts';
import { lockHolder } from '../db/data-dir-lock.ts';
import { openStore } from '../db/open-store.ts';
import { createServices } from '../services.ts';
import { UnavailableError } from './api-client.ts';
import type { Connection } from './connect.ts';
import { createDirectOperator } from './direct-operator.ts';

/** What to do when a running server holds the PGlite directory and the CLI has no way into its API. */
function heldMessage(config: Config, pid: number, whyNotApi: string): string {
  return [
    `The identity provider (pid ${pid}) is running on ${config.dataDir}; its embedded database cannot be opened ` +
      `by a second process, and the CLI cannot use the server's management API: ${whyNotApi}.`,
    'Do one of these:',
    `  - pass an API token: --token TOKEN (or IDP_API_TOKEN), with --url URL (or IDP_URL) if the server is not ` +
      `at ${config.issuer};`,
    '  - restart the server with its issuer on localhost, or with IDP_OPERATOR_TOKEN_FILE=PATH (give the CLI ' +
      'the same variables): it writes a token file the CLI reads;',
    '  - stop the server, run the command, then start it again.',
  ].join('\n');
}

/**
 * Opens the database for the CLI (migrating it as the server would) and builds the direct operator over the
 * same services the server builds. `whyNotApi` says why the management API was not used (for `--verbose`).
 * @throws UnavailableError when a live server holds the PGlite directory, or the database cannot be opened.
 */
export async function openDirect(config: Config, whyNotApi: string): Promise<Connection> {
  const where = config.databaseUrl ? 'PostgreSQL at DATABASE_URL' : `PGlite in ${config.dataDir}`;
  if (!config.databaseUrl) {
    const pid = lockHolder(config.dataDir);
    if (pid !== null) throw new UnavailableError(heldMessage(config, pid, whyNotApi));
  }
  let store;
  try {
    store = await openStore(config);
  } catch (err) {
    throw new UnavailableError(`Cannot open the database (${where}): ${(err as Error).message}`);
  }
  const handle = store;
  return {
    operator: createDirectOperator(createServices(handle.db, config)),
    via: `the database directly (${where}): ${whyNotApi}`,
    close: () => handle.close(),
  };
}
