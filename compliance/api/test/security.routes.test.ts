import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Suite } from '../src/app.ts';
import { buildTestSuite, startLocalIdp, type LocalIdp } from './helper.ts';

let idp: LocalIdp;
let suite: Suite;
let cached: Suite;

beforeAll(async () => {
  idp = await startLocalIdp();
  // TTL 0: every request asks the IdP, so a revocation shows at once; `cached` reuses answers for up to 30 s.
  suite = await buildTestSuite({
    SUITE_IDP_URL: idp.url,
    SUITE_TOKEN_CHECK_TTL: '0',
    SUITE_SEED_DEMO: 'false',
  });
  cached = await buildTestSuite({ SUITE_IDP_URL: idp.url, SUITE_SEED_DEMO: 'false' });
});
afterAll(async () => {
  await suite.app.close();
  await cached.app.close();
  await idp.close();
});

const call = (s: Suite, url: string, token?: string) =>
  s.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('tokens the IdP no longer honours', () => {
  it('refuses a revoked token (sign-out, logout, locked user) on the next request', async () => {
    const token = await idp.sign();
    expect((await call(suite, '/api/istituti', token)).statusCode).toBe(200);
    idp.revoke(token);
    const res = await call(suite, '/api/istituti', token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      errorCode: 'E0000011',
      errorCauses: [{ errorSummary: 'The access token is no longer active' }],
    });
    expect(res.headers['www-authenticate']).toMatch(/error="invalid_token"/);
  });

  it('asks the IdP at most once per token within the cache time', async () => {
    const token = await idp.sign();
    const before = idp.userinfoCalls;
    for (let i = 0; i < 3; i++) expect((await call(cached, '/api/me', token)).statusCode).toBe(200);
    expect(idp.userinfoCalls - before).toBe(1);
  });

  it('answers 503 when the IdP cannot tell, never 200', async () => {
    const token = await idp.sign();
    idp.failing = true;
    try {
      const res = await call(suite, '/api/me', token);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ errorCode: 'E0000010' });
    } finally {
      idp.failing = false;
    }
  });
});

describe('bad URLs', () => {
  for (const url of ['/%', '/api/me/%E0%A4%A', '/api/istituti/%zz']) {
    it(`answers ${url} with the suite's error body, 400, without echoing the URL`, async () => {
      const res = await call(suite, url, await idp.sign());
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({
        errorCode: 'E0000001',
        errorSummary: 'Api validation failed',
        errorCauses: [{ errorSummary: "L'indirizzo richiesto non è codificato correttamente." }],
      });
      expect(res.body).not.toContain('FST_');
    });
  }

  it('answers an unknown API path with 404 in the same shape', async () => {
    const res = await call(suite, '/api/nulla', await idp.sign());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'E0000007' });
  });
});
