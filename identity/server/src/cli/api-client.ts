import type { ApiErrorBody } from '@identity/contracts';
import { OperatorError } from './operator.ts';

/** The identity provider (or its database) cannot be reached: the CLI exits 1 with this message. */
export class UnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnavailableError';
  }
}

type Query = Record<string, string | boolean | number | undefined>;

/** A small client of the management API: one request, one resource, or every page of a list. */
export interface ApiClient {
  /** One request; resolves with the JSON answer (undefined for 204). @throws OperatorError, UnavailableError */
  call<T>(method: string, path: string, opts?: { query?: Query; body?: unknown }): Promise<T>;
  /** `GET path`, null on 404. */
  find<T>(path: string): Promise<T | null>;
  /** Every page of a list, following `Link: <…>; rel="next"`. */
  all<T>(path: string, query?: Query): Promise<T[]>;
}

/** How long one request may take (ms), and how often a 429 is retried after its Retry-After. */
const TIMEOUT_MS = 30_000;
const RETRIES_429 = 3;
const MAX_RETRY_WAIT_S = 10;

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).errorCode === 'string';
}

function withQuery(url: URL, query: Query = {}): URL {
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url;
}

/** The `rel="next"` target of a Link header (RFC 8288), or null. */
export function nextLink(header: string | null): string | null {
  for (const part of header?.split(/,\s*(?=<)/) ?? []) {
    const match = /^<([^>]+)>\s*;(.*)$/.exec(part.trim());
    if (match && /\brel="?next"?/.test(match[2]!)) return match[1]!;
  }
  return null;
}

/**
 * A client of the management API at `baseUrl` (the issuer, or IDP_URL) sending `Authorization: SSWS {token}`
 * with node's fetch. Error bodies become `OperatorError`s; no answer, a timeout (30 s) or an answer that is not
 * the API's become `UnavailableError`s. A 429 is retried after its Retry-After (at most 3 times, 10 s each).
 */
export function createApiClient(baseUrl: string, token: string): ApiClient {
  const base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  const at = (path: string) => new URL(path.replace(/^\//, ''), base);

  async function send(method: string, url: URL, body?: unknown): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        res = await fetch(url, {
          method,
          headers: {
            authorization: `SSWS ${token}`,
            accept: 'application/json',
            'user-agent': 'idp-cli',
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        const cause = (err as { cause?: { code?: string; message?: string } }).cause;
        const why = cause?.code ?? cause?.message ?? (err as Error).message;
        throw new UnavailableError(`Cannot reach the identity provider at ${base.origin}: ${why}`);
      }
      const wait = Number(res.headers.get('retry-after'));
      if (res.status !== 429 || attempt >= RETRIES_429 || !(wait >= 0)) return res;
      await res.body?.cancel();
      await new Promise((r) => setTimeout(r, Math.min(wait, MAX_RETRY_WAIT_S) * 1000));
    }
  }

  async function answer(res: Response, url: URL): Promise<unknown> {
    if (res.status === 204) return undefined;
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (res.ok && json !== undefined) return json;
    if (!res.ok && isErrorBody(json)) throw new OperatorError(res.status, json);
    throw new UnavailableError(
      `${url.origin}${url.pathname} answered ${res.status} ${res.statusText} without the management API's ` +
        'JSON: is IDP_URL the identity provider?',
    );
  }

  const client: ApiClient = {
    async call<T>(method: string, path: string, opts: { query?: Query; body?: unknown } = {}) {
      const url = withQuery(at(path), opts.query);
      return (await answer(await send(method, url, opts.body), url)) as T;
    },
    async find<T>(path: string) {
      try {
        return await client.call<T>('GET', path);
      } catch (err) {
        if (err instanceof OperatorError && err.status === 404) return null;
        throw err;
      }
    },
    async all<T>(path: string, query?: Query) {
      const items: T[] = [];
      let url: URL | null = withQuery(at(path), query);
      while (url) {
        const res = await send('GET', url);
        items.push(...((await answer(res, url)) as T[]));
        const next = nextLink(res.headers.get('link'));
        // The server links under its issuer; follow the same path and query at the origin the CLI was given.
        url = next ? new URL(new URL(next).pathname + new URL(next).search, base.origin) : null;
      }
      return items;
    },
  };
  return client;
}
