import { AuthApiError, type XhrLike } from '../errors/index.ts';
import { cacheResponse, getCachedResponse } from './response-cache.ts';
import { clearStateToken, saveStateToken } from './state-token.ts';

/** What every request needs from the client: base URL, user agent and extra headers. */
export interface HttpContext {
  /** IdP base URL without a trailing slash. */
  url: string;
  userAgent: string;
  headers?: Record<string, string>;
}

export interface RequestOptions {
  /** Absolute URL, or a path resolved against {@link HttpContext.url}. */
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body. */
  body?: unknown;
  /** `application/x-www-form-urlencoded` body (OAuth endpoints); replaces `body`. */
  form?: Record<string, string>;
  /** Bearer token for `Authorization`. */
  token?: string;
  headers?: Record<string, string>;
  /** Authn call: store the response's state token in the cookie, or delete it when absent. */
  saveAuthnState?: boolean;
  /** Reuse a cached answer until it expires (discovery, keys). */
  cacheResponse?: boolean;
  /** Default `include` (every Authn/Sessions call is a credentialed CORS call). */
  credentials?: RequestCredentials;
  /** Aborts the call: it then rejects with the signal's reason (not an AuthApiError). */
  signal?: AbortSignal;
}

/** errorSummary of a request that got no answer at all (status 0; spec §8 "Transport handling"). */
export const NETWORK_ERROR_SUMMARY = 'Unable to connect to the server';
/** errorSummary of an unparsable body and of every status >= 500 (spec §8). */
export const UNKNOWN_ERROR_SUMMARY = 'Unknown error';

const resolveUrl = (ctx: HttpContext, url: string): string =>
  /^https?:\/\//i.test(url) ? url : ctx.url + url;

function buildHeaders(ctx: HttpContext, opts: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': opts.form ? 'application/x-www-form-urlencoded' : 'application/json',
    'X-Okta-User-Agent-Extended': ctx.userAgent,
    ...ctx.headers,
    ...opts.headers,
  };
  if (opts.token) headers['Authorization'] = `Bearer ${opts.token}`;
  return headers;
}

function parseBody(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

function toApiError(status: number, text: string, headers?: Headers): AuthApiError {
  const parsed = parseBody(text);
  const json = parsed.ok ? asRecord(parsed.value) : undefined;
  const xhr: XhrLike = { status, responseText: text, ...(json ? { responseJSON: json } : {}) };
  const wwwAuthenticate = headers?.get('www-authenticate');
  if (wwwAuthenticate) xhr.headers = { 'www-authenticate': wwwAuthenticate };
  const body: Record<string, unknown> = { ...json };
  if (!parsed.ok) body['errorSummary'] = UNKNOWN_ERROR_SUMMARY;
  if (status >= 500) body['errorSummary'] = UNKNOWN_ERROR_SUMMARY;
  const err = new AuthApiError(body, xhr);
  if (err.errorCode === 'E0000011') clearStateToken();
  return err;
}

/**
 * One HTTP call of the SDK (spec/sign-in-widget.md §7 "Other", §8 "Transport handling"; authn-protocol.md §2).
 * Resolves with the parsed JSON body (null for an empty body). Rejects with AuthApiError:
 * status 0 on network failure (errorSummary {@link NETWORK_ERROR_SUMMARY}), 'Unknown error' for an unparsable
 * body or status >= 500, otherwise the server's error object. E0000011 clears the state-token cookie.
 */
export async function httpRequest<T = unknown>(ctx: HttpContext, opts: RequestOptions): Promise<T> {
  const url = resolveUrl(ctx, opts.url);
  if (opts.cacheResponse) {
    const cached = getCachedResponse(url);
    if (cached !== undefined) return cached as T;
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: opts.method ?? 'GET',
      headers: buildHeaders(ctx, opts),
      credentials: opts.credentials ?? 'include',
      ...(opts.signal ? { signal: opts.signal } : {}),
      ...(opts.form
        ? { body: new URLSearchParams(opts.form).toString() }
        : opts.body !== undefined
          ? { body: JSON.stringify(opts.body) }
          : {}),
    });
  } catch (err) {
    if (opts.signal?.aborted) throw opts.signal.reason ?? err;
    throw new AuthApiError({ errorSummary: NETWORK_ERROR_SUMMARY }, { status: 0, responseText: '' });
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new AuthApiError({ errorSummary: NETWORK_ERROR_SUMMARY }, { status: 0, responseText: '' });
  }
  if (!response.ok) throw toApiError(response.status, text, response.headers);
  const parsed = parseBody(text);
  if (!parsed.ok) throw toApiError(response.status, text);
  const json = asRecord(parsed.value);
  if (opts.saveAuthnState) {
    const stateToken = json?.['stateToken'];
    if (typeof stateToken === 'string' && stateToken)
      saveStateToken(stateToken, json?.['expiresAt'] as string | undefined);
    else clearStateToken();
  }
  if (opts.cacheResponse && parsed.value !== null) cacheResponse(url, parsed.value);
  return parsed.value as T;
}
