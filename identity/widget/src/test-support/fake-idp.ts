import { vi } from 'vitest';

/** One request seen by the fake IdP. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Reply = { status: number; body?: unknown; text?: string } | 'network-error' | 'hang';
type Route = (req: SeenRequest) => Reply | undefined;

/**
 * Stubs `fetch` at the network boundary with protocol-shaped answers written for these tests (Okta classic
 * Authn API v1 shapes). Unknown requests get the IdP's 404 error object. `hang` never answers (until aborted).
 */
export function fakeIdp(route: Route) {
  const seen: SeenRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const raw = typeof init.body === 'string' ? init.body : undefined;
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      // form bodies stay strings
    }
    const req: SeenRequest = { method: init.method ?? 'GET', url: String(input), headers, body };
    seen.push(req);
    const reply = route(req) ?? {
      status: 404,
      body: {
        errorCode: 'E0000007',
        errorSummary: `Not found: Resource not found: ${req.url} (GenericResource)`,
        errorLink: 'E0000007',
        errorId: 'oae-test',
        errorCauses: [],
      },
    };
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (reply === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      });
    }
    const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    return new Response(text, { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { seen, fetch: fetchStub };
}

export const IDP = 'http://localhost:8080';

export const giulia = {
  id: '00u1giulia',
  passwordChanged: '2026-01-10T09:00:00.000Z',
  profile: {
    login: 'giulia.rossi@example.com',
    firstName: 'Giulia',
    lastName: 'Rossi',
    locale: 'it_IT',
    timeZone: 'Europe/Rome',
  },
};

/** `POST /api/v1/authn` SUCCESS body. */
export const successBody = (sessionToken = 'sess-token-1') => ({
  expiresAt: '2026-06-01T10:05:00.000Z',
  status: 'SUCCESS',
  sessionToken,
  _embedded: { user: giulia },
});

/** `401 E0000004` body. */
export const authFailedBody = {
  errorCode: 'E0000004',
  errorSummary: 'Authentication failed',
  errorLink: 'E0000004',
  errorId: 'oae-failed-1',
  errorCauses: [],
};

/** MFA_REQUIRED body with an SMS factor. */
export const mfaRequiredBody = {
  stateToken: 'st-mfa-1',
  expiresAt: '2026-06-01T10:05:00.000Z',
  status: 'MFA_REQUIRED',
  _embedded: {
    user: giulia,
    factors: [
      {
        id: 'sms-1',
        factorType: 'sms',
        provider: 'OKTA',
        profile: { phoneNumber: '+39 XXX XXX 1234' },
        _links: { verify: { href: `${IDP}/api/v1/authn/factors/sms-1/verify`, hints: { allow: ['POST'] } } },
      },
    ],
  },
  _links: { cancel: { href: `${IDP}/api/v1/authn/cancel`, hints: { allow: ['POST'] } } },
};
