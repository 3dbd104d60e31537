import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, makeDists, startLocalIdp, USERINFO, type LocalIdp } from './helper.ts';

let idp: LocalIdp;
let app: FastifyInstance;
let dists: ReturnType<typeof makeDists>;

beforeAll(async () => {
  idp = await startLocalIdp();
  dists = makeDists();
  app = await buildTestApp({
    SUITE_IDP_URL: idp.url,
    SUITE_WEB_DIST: dists.webDist,
    SUITE_WIDGET_DIST: dists.widgetDist,
  });
});
afterAll(async () => {
  await app.close();
  await idp.close();
  dists.cleanup();
});

const me = (authorization?: string) =>
  app.inject({ method: 'GET', url: '/api/me', headers: authorization ? { authorization } : {} });

function expectRefused(res: Awaited<ReturnType<typeof me>>, description: string) {
  expect(res.statusCode).toBe(401);
  expect(res.headers['www-authenticate']).toBe(
    `Bearer realm="api", error="invalid_token", error_description="${description}"`,
  );
  expect(res.json()).toEqual({
    errorCode: 'E0000011',
    errorSummary: 'Invalid token provided',
    errorCauses: [{ errorSummary: description }],
  });
  expect(res.body).not.toMatch(/at .*\.ts:\d+/);
}

describe('GET /api/me', () => {
  it('answers the user and the groups claim as roles for a valid token', async () => {
    const token = await idp.sign({ name: 'Giulia Rossi', email: 'giulia.rossi@example.com' });
    const res = await me(`Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      sub: 'giulia.rossi@example.com',
      name: 'Giulia Rossi',
      email: 'giulia.rossi@example.com',
      roles: ['aml-officers'],
    });
  });

  it('reads name and email from the IdP userinfo once per token when the token lacks them', async () => {
    const token = await idp.sign({ sub: 'marco.bianchi@example.com', groups: ['operators', 'auditors'] });
    const before = idp.userinfoCalls;
    const first = await me(`Bearer ${token}`);
    const second = await me(`bearer ${token}`);
    expect(first.json()).toEqual({
      sub: 'marco.bianchi@example.com',
      name: USERINFO.name,
      email: USERINFO.email,
      roles: ['operators', 'auditors'],
    });
    expect(second.json()).toEqual(first.json());
    expect(idp.userinfoCalls - before).toBe(1);
  });

  it('gives empty roles when the token has no groups claim', async () => {
    const token = await idp.sign({ groups: undefined, name: 'N', email: 'n@example.com' });
    expect((await me(`Bearer ${token}`)).json().roles).toEqual([]);
  });

  it('refuses a token from another issuer', async () => {
    expectRefused(
      await me(`Bearer ${await idp.sign({ iss: 'http://evil.example' })}`),
      'The access token issuer is not valid',
    );
  });

  it('refuses a token for another audience (e.g. an id token)', async () => {
    expectRefused(
      await me(`Bearer ${await idp.sign({ aud: 'compliance-suite' })}`),
      'The access token audience is not valid',
    );
  });

  it('refuses an expired token', async () => {
    const token = await idp.sign({}, { expiresIn: Math.floor(Date.now() / 1000) - 3600 });
    expectRefused(await me(`Bearer ${token}`), 'The access token is expired');
  });

  it('refuses a token whose signature does not match the published key', async () => {
    const token = await idp.sign({}, { key: idp.foreignKey });
    expectRefused(await me(`Bearer ${token}`), 'The access token signature is not valid');
  });

  it('refuses a token signed with a key id the IdP does not publish', async () => {
    const token = await idp.sign({}, { key: idp.foreignKey, kid: 'unknown-kid' });
    expectRefused(await me(`Bearer ${token}`), 'The access token signing key is not known');
  });

  it('refuses a tampered payload', async () => {
    const [h, , s] = (await idp.sign()).split('.');
    const payload = Buffer.from(JSON.stringify({ sub: 'x', groups: ['administrators'] })).toString(
      'base64url',
    );
    expectRefused(await me(`Bearer ${h}.${payload}.${s}`), 'The access token signature is not valid');
  });

  it('refuses an unsigned (alg none) token', async () => {
    const header = Buffer.from('{"alg":"none"}').toString('base64url');
    const payload = Buffer.from('{"sub":"x"}').toString('base64url');
    expectRefused(await me(`Bearer ${header}.${payload}.x`), 'The access token algorithm is not allowed');
  });

  it('answers 401 with a bare challenge when there is no token', async () => {
    for (const res of [await me(), await me('Basic Z2l1bGlhOnB3')]) {
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="api"');
      expect(res.json()).toEqual({
        errorCode: 'E0000005',
        errorSummary: 'Authentication required',
        errorCauses: [],
      });
    }
  });

  it('refuses malformed Authorization headers and tokens', async () => {
    expectRefused(await me('Bearer'), 'The Authorization header is malformed');
    expectRefused(await me('Bearer a b'), 'The Authorization header is malformed');
    expectRefused(await me('Bearer not-a-jwt'), 'The access token is malformed');
    expectRefused(await me('Bearer a.b.c'), 'The access token is malformed');
  });
});

describe('when the IdP keys cannot be fetched', () => {
  it('answers 503 without details', async () => {
    const down = await buildTestApp({
      SUITE_IDP_URL: 'http://127.0.0.1:9',
      SUITE_WEB_DIST: dists.webDist,
      SUITE_WIDGET_DIST: dists.widgetDist,
    });
    const token = await idp.sign();
    const res = await down.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    });
    await down.close();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ errorCode: 'E0000010', errorCauses: [] });
  });
});
