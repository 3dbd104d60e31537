import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../browser/navigate.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { createSessionApi } from './session-api.ts';

let server: TestServer;
const session = (url: string) => ({
  id: '102abc',
  login: 'chiara.esposito@example.com',
  userId: '00u3',
  status: 'ACTIVE',
  createdAt: '2026-11-21T10:00:00.000Z',
  expiresAt: '2026-11-21T12:00:00.000Z',
  lastPasswordVerification: '2026-11-21T10:00:00.000Z',
  lastFactorVerification: null,
  amr: ['pwd'],
  idp: { id: '00o1', type: 'OKTA' },
  mfaActive: false,
  _links: {
    refresh: { href: `${url}/api/v1/sessions/me/lifecycle/refresh`, hints: { allow: ['POST'] } },
    self: { href: `${url}/api/v1/sessions/me`, hints: { allow: ['GET', 'DELETE'] } },
    user: { name: 'Chiara Esposito', href: `${url}/api/v1/users/me`, hints: { allow: ['GET'] } },
  },
});

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});
afterEach(() => vi.restoreAllMocks());

const api = () => createSessionApi({ url: server.url, userAgent: 'okta-auth-js-1.17.1' });

describe('session API (spec §7 "Session")', () => {
  it('get() returns the session with refresh() and user() following its links', async () => {
    server.setHandler((req) =>
      req.url.endsWith('/users/me') ? { json: { id: '00u3' } } : { json: session(server.url) },
    );
    const info = await api().get();
    expect(info.status).toBe('ACTIVE');
    if (info.status !== 'ACTIVE') throw new Error('unreachable');
    expect(info.login).toBe('chiara.esposito@example.com');
    await info.refresh();
    expect(server.requests[1]).toMatchObject({
      method: 'POST',
      url: '/api/v1/sessions/me/lifecycle/refresh',
    });
    await expect(info.user()).resolves.toEqual({ id: '00u3' });
  });

  it.each([
    [
      '404',
      {
        status: 404,
        json: { errorCode: 'E0000007', errorSummary: 'Not found: Resource not found: me (Session)' },
      },
    ],
    ['500', { status: 500, json: {} }],
    ['network failure', { destroy: true as const }],
    ['unparsable body', { status: 200, raw: 'nope' }],
  ])('get() is INACTIVE on %s, and exists() is false', async (_label, reply) => {
    server.setHandler(() => reply);
    await expect(api().get()).resolves.toEqual({ status: 'INACTIVE' });
    await expect(api().exists()).resolves.toBe(false);
  });

  it('exists() is true only for ACTIVE', async () => {
    server.setHandler(() => ({ json: session(server.url) }));
    await expect(api().exists()).resolves.toBe(true);
    server.setHandler(() => ({ json: { ...session(server.url), status: 'MFA_REQUIRED' } }));
    await expect(api().exists()).resolves.toBe(false);
  });

  it('close() sends DELETE /api/v1/sessions/me; refresh() POSTs the lifecycle refresh', async () => {
    server.setHandler(() => ({ status: 204 }));
    await api().close();
    expect(server.requests[0]).toMatchObject({ method: 'DELETE', url: '/api/v1/sessions/me' });
    server.setHandler(() => ({ json: session(server.url) }));
    await expect(api().refresh()).resolves.toMatchObject({ id: '102abc' });
    expect(server.requests[1]).toMatchObject({
      method: 'POST',
      url: '/api/v1/sessions/me/lifecycle/refresh',
    });
  });

  it('close() rejects when there is no session', async () => {
    server.setHandler(() => ({ status: 404, json: { errorCode: 'E0000007', errorSummary: 'Not found' } }));
    await expect(api().close()).rejects.toMatchObject({ status: 404 });
  });

  it('setCookieAndRedirect navigates to /login/sessionCookieRedirect', () => {
    const navigate = vi.spyOn(browser, 'navigate').mockImplementation(() => undefined);
    api().setCookieAndRedirect('sess 1', 'http://localhost:3000/login/callback?x=1');
    const target = new URL(navigate.mock.calls[0]?.[0] ?? '');
    expect(target.origin + target.pathname).toBe(`${server.url}/login/sessionCookieRedirect`);
    expect([...target.searchParams]).toEqual([
      ['checkAccountSetupComplete', 'true'],
      ['token', 'sess 1'],
      ['redirectUrl', 'http://localhost:3000/login/callback?x=1'],
    ]);
  });
});
