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

/** Calls the suite API with the signed-in user's bearer token; resolves the Response of a 2xx. */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

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
 * ApiRequestError carrying the suite's error body (`errorSummary`, `errorCauses`).
 */
export function createApiFetch(token: () => string | undefined, fetchImpl: typeof fetch = fetch): ApiFetch {
  return async (path, init = {}) => {
    const headers = new Headers(init.headers);
    const bearer = token();
    if (bearer) headers.set('authorization', `Bearer ${bearer}`);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    let response: Response;
    try {
      response = await fetchImpl(path, { ...init, headers });
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
