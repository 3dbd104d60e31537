import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthApiError } from '../errors/index.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import {
  httpRequest,
  NETWORK_ERROR_SUMMARY,
  UNKNOWN_ERROR_SUMMARY,
  type HttpContext,
} from './http-client.ts';
import { CACHE_STORAGE_KEY } from './response-cache.ts';
import { readStateToken, saveStateToken, clearStateToken } from './state-token.ts';
import { storageOrMemory } from '../browser/web-storage.ts';

let server: TestServer;
let ctx: HttpContext;

beforeAll(async () => {
  server = await startTestServer();
  ctx = { url: server.url, userAgent: 'okta-auth-js-1.17.1', headers: { 'Accept-Language': 'it' } };
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  clearStateToken();
});

const expectApiError = async (promise: Promise<unknown>): Promise<AuthApiError> => {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AuthApiError);
  return err as AuthApiError;
};

describe('httpRequest headers and bodies', () => {
  it('sends JSON with the protocol headers, extra headers and a bearer token', async () => {
    server.setHandler(() => ({ json: { ok: true } }));
    const res = await httpRequest(ctx, {
      url: '/api/v1/authn',
      method: 'POST',
      body: { username: 'a' },
      token: 'tok',
      headers: { 'X-Device-Fingerprint': 'fp' },
    });
    expect(res).toEqual({ ok: true });
    const [req] = server.requests;
    expect(req?.method).toBe('POST');
    expect(req?.headers['accept']).toBe('application/json');
    expect(req?.headers['content-type']).toBe('application/json');
    expect(req?.headers['x-okta-user-agent-extended']).toBe('okta-auth-js-1.17.1');
    expect(req?.headers['accept-language']).toBe('it');
    expect(req?.headers['x-device-fingerprint']).toBe('fp');
    expect(req?.headers['authorization']).toBe('Bearer tok');
    expect(req?.json).toEqual({ username: 'a' });
  });

  it('resolves null for an empty success body (204)', async () => {
    server.setHandler(() => ({ status: 204 }));
    await expect(httpRequest(ctx, { url: '/api/v1/sessions/me', method: 'DELETE' })).resolves.toBeNull();
  });
});

describe('httpRequest errors (spec §8 "Transport handling")', () => {
  it('keeps the server error object and xhr', async () => {
    const body = {
      errorCode: 'E0000004',
      errorSummary: 'Authentication failed',
      errorLink: 'E0000004',
      errorId: 'oae1',
      errorCauses: [],
    };
    server.setHandler(() => ({ status: 401, json: body }));
    const err = await expectApiError(httpRequest(ctx, { url: '/api/v1/authn', method: 'POST', body: {} }));
    expect(err.name).toBe('AuthApiError');
    expect(err).toMatchObject({
      errorCode: 'E0000004',
      errorSummary: 'Authentication failed',
      errorLink: 'E0000004',
      errorId: 'oae1',
      status: 401,
    });
    expect(err.message).toBe('Authentication failed');
    expect(err.xhr.status).toBe(401);
    expect(err.xhr.responseJSON).toEqual(body);
    expect(JSON.parse(err.xhr.responseText)).toEqual(body);
  });

  it('maps a closed socket to status 0 and the network summary', async () => {
    server.setHandler(() => ({ destroy: true }));
    const err = await expectApiError(httpRequest(ctx, { url: '/api/v1/authn', method: 'POST', body: {} }));
    expect(err.status).toBe(0);
    expect(err.xhr).toEqual({ status: 0, responseText: '' });
    expect(err.errorSummary).toBe(NETWORK_ERROR_SUMMARY);
    expect(err.errorCode).toBeUndefined();
  });

  it('maps an unparsable error body to Unknown error', async () => {
    server.setHandler(() => ({ status: 400, raw: '<html>oops' }));
    const err = await expectApiError(httpRequest(ctx, { url: '/x' }));
    expect(err.errorSummary).toBe(UNKNOWN_ERROR_SUMMARY);
    expect(err.status).toBe(400);
    expect(err.xhr.responseText).toBe('<html>oops');
  });

  it('maps an unparsable success body to Unknown error', async () => {
    server.setHandler(() => ({ status: 200, raw: '{not json' }));
    const err = await expectApiError(httpRequest(ctx, { url: '/x' }));
    expect(err.errorSummary).toBe(UNKNOWN_ERROR_SUMMARY);
  });

  it('replaces the summary of every status >= 500 but keeps the code', async () => {
    server.setHandler(() => ({
      status: 500,
      json: { errorCode: 'E0000009', errorSummary: 'Internal Server Error: db down' },
    }));
    const err = await expectApiError(httpRequest(ctx, { url: '/x' }));
    expect(err.errorSummary).toBe('Unknown error');
    expect(err.errorCode).toBe('E0000009');
    expect(err.status).toBe(500);
  });
});

describe('state token cookie', () => {
  it('stores the state token of an authn answer and deletes it when an answer lacks one', async () => {
    server.setHandler(() => ({
      json: { status: 'MFA_REQUIRED', stateToken: 'st1', expiresAt: '2099-01-01T00:00:00.000Z' },
    }));
    await httpRequest(ctx, { url: '/api/v1/authn', method: 'POST', body: {}, saveAuthnState: true });
    expect(readStateToken()).toBe('st1');
    server.setHandler(() => ({ json: { status: 'SUCCESS', sessionToken: 'sess' } }));
    await httpRequest(ctx, { url: '/api/v1/authn', method: 'POST', body: {}, saveAuthnState: true });
    expect(readStateToken()).toBeUndefined();
  });

  it('leaves the cookie alone when the call does not save authn state', async () => {
    saveStateToken('kept', '2099-01-01T00:00:00.000Z');
    server.setHandler(() => ({ json: { status: 'ACTIVE' } }));
    await httpRequest(ctx, { url: '/api/v1/sessions/me' });
    expect(readStateToken()).toBe('kept');
  });

  it('deletes the state token on E0000011', async () => {
    saveStateToken('stale', '2099-01-01T00:00:00.000Z');
    server.setHandler(() => ({
      status: 401,
      json: { errorCode: 'E0000011', errorSummary: 'Invalid token provided' },
    }));
    await expectApiError(
      httpRequest(ctx, { url: '/api/v1/authn', method: 'POST', body: { stateToken: 'stale' } }),
    );
    expect(readStateToken()).toBeUndefined();
  });
});

describe('cacheResponse', () => {
  it('answers from the cache until it expires', async () => {
    storageOrMemory('localStorage').removeItem(CACHE_STORAGE_KEY);
    let calls = 0;
    server.setHandler(() => ({ json: { n: ++calls } }));
    expect(await httpRequest(ctx, { url: '/.well-known/openid-configuration', cacheResponse: true })).toEqual(
      { n: 1 },
    );
    expect(await httpRequest(ctx, { url: '/.well-known/openid-configuration', cacheResponse: true })).toEqual(
      { n: 1 },
    );
    expect(server.requests).toHaveLength(1);
    const cache = JSON.parse(storageOrMemory('localStorage').getItem(CACHE_STORAGE_KEY) ?? '{}');
    const entry = cache[`${server.url}/.well-known/openid-configuration`];
    expect(entry.expiresAt - Math.floor(Date.now() / 1000)).toBeGreaterThan(86390);
    entry.expiresAt = 1;
    storageOrMemory('localStorage').setItem(CACHE_STORAGE_KEY, JSON.stringify(cache));
    expect(await httpRequest(ctx, { url: '/.well-known/openid-configuration', cacheResponse: true })).toEqual(
      { n: 2 },
    );
  });
});
