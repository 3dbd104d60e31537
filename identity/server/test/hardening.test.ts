import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyError } from 'fastify';
import { build, openSession, seedUser, TEST_ISSUER, trustOrigin } from './helper.ts';
import { loadConfig, resolveConfig } from '../src/config.ts';
import { toApiError } from '../src/plugins/error-handler.ts';
import { idpId } from '../src/lib/idp-id.ts';

const LOGIN = 'ada@example.com';
const PASSWORD = 'correct horse 42';

describe('NUL characters', () => {
  it('answers 400 E0000001 naming the field for a NUL in a body or query string', async (t) => {
    const { app, services } = await build(t);
    await trustOrigin(services, 'http://localhost:3000');
    const body = await app.inject({
      method: 'POST',
      url: '/api/v1/authn',
      payload: { username: 'ada\u0000@example.com', password: 'whatever1' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({
      errorCode: 'E0000001',
      errorCauses: [
        { property: 'username', errorSummary: 'username: The value must not contain a NUL character' },
      ],
    });
    const nested = await app.inject({
      method: 'POST',
      url: '/api/v1/authn',
      payload: { username: LOGIN, password: 'whatever1', context: { deviceToken: 'a\u0000' } },
    });
    expect(nested.json().errorCauses[0].property).toBe('context.deviceToken');
    const query = await app.inject({
      url: '/login/sessionCookieRedirect?token=a%00b&redirectUrl=http%3A%2F%2Flocalhost%3A3000%2F',
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().errorCauses[0].property).toBe('token');
  });

  it('leaves /oauth2/* to the OIDC routes', async (t) => {
    const { app } = await build(t);
    const res = await app.inject({ url: '/oauth2/v1/authorize?client_id=a%00b&response_type=code' });
    expect(res.statusCode).not.toBe(500);
    expect(res.body).not.toContain('E0000001');
  });

  it('maps PostgreSQL 22021 (also wrapped in a Drizzle error cause) to 400, never 500', async (t) => {
    const { services } = await build(t);
    const error = await services.db.execute(sql`SELECT ${'a\u0000b'}::text AS v`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();
    expect(toApiError(error as FastifyError).statusCode).toBe(400);
    const wrapped = Object.assign(new Error('Failed query'), { cause: { code: '22P05' } });
    expect(toApiError(wrapped as unknown as FastifyError)).toMatchObject({
      statusCode: 400,
      errorCode: 'E0000001',
    });
  });
});

describe('form bodies and caching headers', () => {
  it('answers 415 to a form body on /api/v1/authn but still parses forms on /oauth2 and the redirect', async (t) => {
    const { app, services } = await build(t);
    await seedUser(services, { login: LOGIN, password: PASSWORD });
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const authn = await app.inject({
      method: 'POST',
      url: '/api/v1/authn',
      headers: form,
      payload: new URLSearchParams({ username: LOGIN, password: PASSWORD }).toString(),
    });
    expect(authn.statusCode).toBe(415);
    expect(authn.json().errorCode).toBe('E0000003');
    const redirect = await app.inject({
      method: 'POST',
      url: '/login/sessionCookieRedirect',
      headers: form,
      payload: 'token=unknown&redirectUrl=http%3A%2F%2Funtrusted.example%2F',
    });
    expect(redirect.statusCode).toBe(400);
    expect(redirect.json().errorCauses[0].property).toBe('redirectUrl');
    const token = await app.inject({
      method: 'POST',
      url: '/oauth2/v1/token',
      headers: form,
      payload: 'grant_type=authorization_code&code=nope&client_id=nope',
    });
    expect(token.statusCode).toBeLessThan(500);
    expect(token.statusCode).not.toBe(415);
  });

  it('sends no-store + no-cache on /api/v1/* and /login/* (errors too) and Vary: Origin everywhere', async (t) => {
    const { app } = await build(t);
    const responses = [
      await app.inject({ method: 'POST', url: '/api/v1/authn', payload: { username: LOGIN, password: 'x' } }),
      await app.inject({ url: '/api/v1/sessions/me' }),
      await app.inject({ url: '/api/v1/nothing-here' }),
      await app.inject({ url: '/login/sessionCookieRedirect?token=x&redirectUrl=http%3A%2F%2Fa.example%2F' }),
    ];
    for (const res of responses) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.pragma).toBe('no-cache');
      expect(res.headers.vary).toBe('Origin');
    }
    const discovery = await app.inject({ url: '/.well-known/openid-configuration' });
    expect(discovery.headers.vary).toBe('Origin');
  });

  it("answers a malformed URL with the registry body (400 E0000001), not Fastify's", async (t) => {
    const { app } = await build(t);
    const res = await app.inject({ url: '/api/v1/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'E0000001', errorCauses: [{ property: 'url' }] });
    expect(res.json().errorId).toMatch(/^oae/);
  });
});

describe('one idp id, SEED_DEMO', () => {
  it('session.idp.id is idpId(issuer): 00o + 17 base62 chars of base64(SHA-256(issuer))', async (t) => {
    const { app, services } = await build(t);
    await seedUser(services, { login: LOGIN, password: PASSWORD });
    await trustOrigin(services, 'http://localhost:3000');
    const sid = await openSession(app, LOGIN, PASSWORD);
    const session = await app.inject({ url: '/api/v1/sessions/me', cookies: { sid } });
    const expected =
      '00o' +
      createHash('sha256')
        .update(TEST_ISSUER)
        .digest('base64')
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(0, 17);
    expect(idpId(TEST_ISSUER)).toBe(expected);
    expect(session.json().idp).toEqual({ id: expected, type: 'OKTA' });
  });

  it('SEED_DEMO defaults to true only for a loopback issuer and can be set either way', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ IDP_ISSUER: 'http://127.0.0.1:8080' }).seedDemo).toBe(true);
    expect(loadConfig({ IDP_ISSUER: 'http://[::1]:8080' }).seedDemo).toBe(true);
    expect(loadConfig({ IDP_ISSUER: 'https://idp.example.com' }).seedDemo).toBe(false);
    expect(loadConfig({ IDP_ISSUER: 'https://idp.example.com', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    const keysEncryptionKey = Buffer.alloc(32, 1);
    expect(resolveConfig({ issuer: 'https://idp.example.com', keysEncryptionKey }, {}).seedDemo).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });
});
