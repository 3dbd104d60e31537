import { readOperatorTokenFile } from '../api-tokens/operator-token-file.ts';
import type { Config } from '../config.ts';
import { createApiClient, UnavailableError } from './api-client.ts';
import { createHttpOperator } from './http-operator.ts';
import type { Operator } from './operator.ts';

/** The CLI's global options that choose the server (flags win over the environment). */
export interface Target {
  url?: string | undefined;
  token?: string | undefined;
}

/** An operator, how it was chosen (for `--verbose` and error messages), and how to let it go. */
export interface Connection {
  operator: Operator;
  /** "the management API at …" / "the database …", and why. */
  via: string;
  close(): Promise<void>;
}

/** How long the CLI waits for a server to answer at the issuer before using the database (ms). */
const PROBE_MS = 2_000;

/**
 * Whether our identity provider answers at `issuer`: its discovery document names that issuer. Returns null
 * when it does, else why not (for the messages).
 */
export async function probe(issuer: string): Promise<string | null> {
  try {
    const res = await fetch(`${issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(PROBE_MS),
    });
    if (!res.ok) return `${issuer} answered ${res.status} to discovery`;
    const doc = (await res.json()) as { issuer?: unknown };
    return doc.issuer === issuer ? null : `the server at ${issuer} is another issuer (${String(doc.issuer)})`;
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause;
    return `no server answers at ${issuer} (${cause?.code ?? (err as Error).message})`;
  }
}

/**
 * Chooses how the CLI reaches the identity provider, in this order:
 * 1. `--url`/IDP_URL or `--token`/IDP_API_TOKEN given: the management API at that URL (default the issuer) with
 *    that token (default the operator token file's), and nothing else;
 * 2. a usable operator token file and our server answering at the issuer: the management API;
 * 3. otherwise the database (PGlite DATA_DIR or DATABASE_URL), which a running PGlite server refuses to share.
 * @throws UnavailableError with what to do (usage of the explicit target, or the database's refusal).
 */
export async function connect(config: Config, target: Target): Promise<Connection> {
  const file = config.operatorTokenFile ? readOperatorTokenFile(config.operatorTokenFile) : null;
  const fileToken = file && 'token' in file ? file.token : undefined;
  const fromFile = `the token in ${config.operatorTokenFile}`;
  const http = (url: string, token: string, via: string): Connection => ({
    operator: createHttpOperator(createApiClient(url, token)),
    via,
    close: async () => {},
  });

  if (target.url !== undefined || target.token !== undefined) {
    const url = (target.url ?? config.issuer).replace(/\/+$/, '');
    const token = target.token ?? fileToken;
    const tokenFrom = target.token !== undefined ? '--token/IDP_API_TOKEN' : fromFile;
    if (!token) {
      throw new UnavailableError(
        `No API token for ${url}: pass --token TOKEN or set IDP_API_TOKEN` +
          (file && 'problem' in file ? ` (operator token file: ${file.problem})` : ''),
      );
    }
    return http(url, token, `the management API at ${url} (asked for; token from ${tokenFrom})`);
  }
  const fileNote = !config.operatorTokenFile
    ? 'no operator token file is configured'
    : 'problem' in file!
      ? `operator token file: ${file!.problem}`
      : null;
  const silence = fileNote ?? (await probe(config.issuer));
  if (fileToken && silence === null) {
    return http(
      config.issuer,
      fileToken,
      `the management API at ${config.issuer} (a server answers there; token from ${config.operatorTokenFile})`,
    );
  }
  // The database path loads the whole server (store, services): only a CLI without a server pays for it.
  const { openDirect } = await import('./open-direct.ts');
  return openDirect(config, silence!);
}
