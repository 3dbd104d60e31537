/**
 * One load run of `npm run bench:idp`: autocannon with a fixed number of connections (no pipelining), a warm-up
 * run whose numbers are dropped (JIT, connection set-up, caches), then the measured run.
 */
import autocannon from 'autocannon';

export interface LoadSettings {
  connections: number;
  /** Seconds. */
  warmup: number;
  /** Seconds. */
  duration: number;
}

/** Requests/s counted on 2xx answers only; latency in ms over every answer; failures listed apart. */
export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx (they are not counted in `rps`). */
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  /**
   * CPU time (user + system) the server process spent per answer during the measured run, in µs; undefined when
   * unknown. Steadier than requests/s on a shared machine, though it leaves out the PostgreSQL server's share.
   */
  cpuUs?: number;
}

export type Target = Pick<autocannon.Options, 'url' | 'method' | 'headers' | 'body' | 'requests'>;

/**
 * Warms up for `warmup` s, then measures `duration` s with `connections` connections. `cpuSeconds`, when given,
 * reads the server process's cumulative CPU time (s).
 */
export async function measure(
  target: Target,
  settings: LoadSettings,
  cpuSeconds?: () => number | undefined,
): Promise<LoadResult> {
  const base = { ...target, connections: settings.connections, pipelining: 1, timeout: 20 };
  if (settings.warmup > 0) await autocannon({ ...base, duration: settings.warmup });
  const cpuBefore = cpuSeconds?.();
  const r = await autocannon({ ...base, duration: settings.duration });
  const cpuAfter = cpuSeconds?.();
  const answers = r['2xx'] + r.non2xx;
  return {
    cpuUs:
      cpuBefore !== undefined && cpuAfter !== undefined && answers > 0
        ? ((cpuAfter - cpuBefore) * 1e6) / answers
        : undefined,
    rps: r['2xx'] / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

/**
 * Load for the refresh-token grant, where every request needs a token nobody used yet (each use rotates it,
 * RFC 6749 §6 + OAuth 2.0 Security BCP §4.14). The pool starts with unused tokens of distinct grants; each request
 * takes one and each 200 answer puts back the refresh token it carries, so every connection walks a rotation chain
 * and no request replays a token. Tokens in flight when a run stops are lost, so the pool needs spares
 * (`connections` per run); an empty pool sends an invalid token, which shows up as non-2xx.
 */
export function refreshTarget(url: string, clientId: string, tokens: string[]): Target {
  const pool = [...tokens];
  return {
    url,
    requests: [
      {
        method: 'POST',
        path: '/oauth2/v1/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        setupRequest: (req) => {
          const token = pool.shift() ?? 'pool-empty';
          req.body = `grant_type=refresh_token&client_id=${clientId}&refresh_token=${token}`;
          return req;
        },
        onResponse: (status, body) => {
          if (status === 200) pool.push((JSON.parse(body) as { refresh_token: string }).refresh_token);
        },
      },
    ],
  };
}

/**
 * `GET path` spread over the given `sid` cookies (one live session per browser, as in production), with an `Origin`
 * header when given (a cross-origin call from a relying party's page, which costs the CORS check). The requests
 * are built once (no per-request set-up in the load generator, which shares the machine's CPU with the server);
 * every connection cycles through all of them.
 */
export function sessionTarget(url: string, path: string, sids: string[], origin?: string): Target {
  const extra = origin ? { origin } : {};
  return {
    url,
    requests: sids.map((sid) => ({
      method: 'GET' as const,
      path,
      headers: { cookie: `sid=${sid}`, ...extra },
    })),
  };
}
