import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Config } from '../src/config.ts';
import type { Services } from '../src/services.ts';
import { adminAuth, build, type Cleanup } from './helper.ts';

// Shared set-up of the management API route tests (test/admin-*.test.ts).

const CB = 'https://app.example.com/callback';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the management API with a fresh API token: `call('POST', '/api/v1/apps', body)`. */
export async function adminCaller(app: FastifyInstance, services: Pick<Services, 'apiTokens'>) {
  const headers = await adminAuth(services);
  return (method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
}

/** The URLs of the `Link` header(s) of a response by relation (`self`, `next`). */
export function links(res: LightMyRequestResponse): Record<string, string> {
  const raw = res.headers.link;
  const all = (Array.isArray(raw) ? raw : [raw ?? '']).flatMap((h) => String(h).split(/,\s*(?=<)/));
  const out: Record<string, string> = {};
  for (const l of all) {
    const m = /^<([^>]+)>;\s*rel="(\w+)"$/.exec(l.trim());
    if (m) out[m[2]!] = m[1]!;
  }
  return out;
}

/** The error causes' summaries of a 400 answer. */
export function causes(res: LightMyRequestResponse): string[] {
  return (res.json().errorCauses as Array<{ errorSummary: string }>).map((c) => c.errorSummary);
}

/** An OIDC application body as Okta's clients send it. */
export function oidcApp(label: string, oauthClient: Record<string, unknown> = {}, credentials: object = {}) {
  return {
    name: 'oidc_client',
    label,
    signOnMode: 'OPENID_CONNECT',
    credentials: { oauthClient: { ...credentials } },
    settings: { oauthClient: { redirect_uris: [CB], ...oauthClient } },
  };
}

// Users and groups (test/admin-users*.test.ts, test/admin-groups.test.ts).

export const PASSWORD = 'correct horse 1';

/** Management API calls with one API token: `get`, `post`, `put`, `del` answer the inject response. */
export function adminApi(app: FastifyInstance, headers: Record<string, string>) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, payload?: unknown) => send('POST', url, payload),
    put: (url: string, payload?: unknown) => send('PUT', url, payload),
    del: (url: string) => send('DELETE', url),
  };
}
export type AdminApi = ReturnType<typeof adminApi>;

/** A fresh IdP and a management API client authenticated by a new API token. */
export async function adminSetup(t: Cleanup, config: Partial<Config> = {}) {
  const idp = await build(t, config);
  const headers = await adminAuth(idp.services);
  return { ...idp, headers, api: adminApi(idp.app, headers) };
}

/** A profile with Okta's four required attributes. */
export function profile(login: string, extra: Record<string, unknown> = {}) {
  return { login, email: login, firstName: 'Test', lastName: 'User', ...extra };
}

/**
 * Creates a user through `POST /api/v1/users` (with PASSWORD unless `password` is null) and returns the
 * User object; throws when the answer is not 200.
 */
export async function createUser(
  api: AdminApi,
  login: string,
  opts: { password?: string | null; activate?: boolean; profile?: Record<string, unknown> } = {},
) {
  const password = opts.password === undefined ? PASSWORD : opts.password;
  const res = await api.post(`/api/v1/users?activate=${opts.activate ?? true}`, {
    profile: profile(login, opts.profile),
    ...(password === null ? {} : { credentials: { password: { value: password } } }),
  });
  if (res.statusCode !== 200) throw new Error(`create ${login}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** `errorCode` and the `errorSummary`s of the causes of an error response. */
export function errorOf(res: LightMyRequestResponse) {
  const body = res.json();
  return {
    status: res.statusCode,
    errorCode: body.errorCode as string,
    errorSummary: body.errorSummary as string,
    causes: (body.errorCauses as Array<{ errorSummary: string }>).map((c) => c.errorSummary),
  };
}

/** Primary authentication (`POST /api/v1/authn`): the HTTP status and the transaction status. */
export async function signInStatus(app: FastifyInstance, username: string, password = PASSWORD) {
  const res = await app.inject({ method: 'POST', url: '/api/v1/authn', payload: { username, password } });
  return { statusCode: res.statusCode, status: res.json().status as string | undefined };
}
