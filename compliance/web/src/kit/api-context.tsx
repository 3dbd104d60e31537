import { createContext, useContext, type ReactNode } from 'react';

/** A failed call to the suite API: the HTTP status (0: network) and the error body's summary and causes. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly summary: string,
    readonly causes: Array<{ errorSummary: string; field?: string }> = [],
  ) {
    super(summary);
    this.name = 'ApiRequestError';
  }
}

/** A call's options: fetch's, plus an upload progress callback. */
export interface ApiInit extends RequestInit {
  /**
   * Called with the fraction sent (0–1) while the body uploads; the call then goes through XMLHttpRequest, the
   * browser API that reports upload progress (fetch does not).
   */
  onUploadProgress?: (fraction: number) => void;
}

/** Calls the suite API with the signed-in user's bearer token; resolves the Response of a 2xx. */
export type ApiFetch = (path: string, init?: ApiInit) => Promise<Response>;

/** Sends a request through XMLHttpRequest, reporting upload progress; resolves its answer as a Response. */
function sendWithProgress(
  xhr: XMLHttpRequest,
  path: string,
  init: ApiInit,
  headers: Headers,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    xhr.open(init.method ?? 'GET', path);
    xhr.responseType = 'text'; // uploads answer JSON (a document, or the error body)
    headers.forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) init.onUploadProgress!(event.loaded / event.total);
    };
    xhr.onload = () => {
      const answer = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) answer.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
      resolve(new Response(empty ? null : String(xhr.response), { status: xhr.status, headers: answer }));
    };
    xhr.onerror = () => reject(new TypeError('network error'));
    xhr.onabort = () => reject(new TypeError('aborted'));
    init.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

const ApiContext = createContext<ApiFetch | null>(null);

/** Provides the API caller to the features (the app builds it from the SDK client: features never import auth). */
export function ApiProvider({ fetchApi, children }: { fetchApi: ApiFetch; children: ReactNode }) {
  return <ApiContext.Provider value={fetchApi}>{children}</ApiContext.Provider>;
}

/** The API caller; throws outside ApiProvider (a programming error). */
export function useApi(): ApiFetch {
  const value = useContext(ApiContext);
  if (!value) throw new Error('useApi outside ApiProvider');
  return value;
}

/**
 * Builds the API caller: adds `Authorization: Bearer {token}` and `Accept`, and turns a non-2xx answer into an
 * ApiRequestError carrying the suite's error body (`errorSummary`, `errorCauses`). With `onUploadProgress` the
 * request goes through `xhrImpl()` (XMLHttpRequest) to report the upload's progress.
 */
export function createApiFetch(
  token: () => string | undefined,
  fetchImpl: typeof fetch = fetch,
  xhrImpl: () => XMLHttpRequest = () => new XMLHttpRequest(),
): ApiFetch {
  return async (path, init = {}) => {
    const headers = new Headers(init.headers);
    const bearer = token();
    if (bearer) headers.set('authorization', `Bearer ${bearer}`);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    let response: Response;
    try {
      if (init.onUploadProgress) {
        response = await sendWithProgress(xhrImpl(), path, init, headers);
      } else {
        const { onUploadProgress: _none, ...rest } = init;
        response = await fetchImpl(path, { ...rest, headers });
      }
    } catch {
      throw new ApiRequestError(0, 'Il server non risponde. Controlla la connessione e riprova.');
    }
    if (response.ok) return response;
    const body = (await response.json().catch(() => ({}))) as {
      errorSummary?: string;
      errorCauses?: Array<{ errorSummary: string; field?: string }>;
    };
    throw new ApiRequestError(
      response.status,
      body.errorSummary ?? `Errore ${response.status}`,
      body.errorCauses ?? [],
    );
  };
}

/** JSON helper over an ApiFetch. */
export async function getJson<T>(fetchApi: ApiFetch, path: string): Promise<T> {
  return (await (await fetchApi(path)).json()) as T;
}

/** Sends `body` as JSON with `method`; resolves the JSON answer. */
export async function sendJson<T>(
  fetchApi: ApiFetch,
  method: string,
  path: string,
  body: unknown,
): Promise<T> {
  const response = await fetchApi(path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (response.status === 204 ? undefined : await response.json()) as T;
}
