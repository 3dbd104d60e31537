import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Services } from '../src/services.ts';
import { adminAuth } from './helper.ts';

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
