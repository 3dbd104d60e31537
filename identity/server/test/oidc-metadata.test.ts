import { describe, expect, it } from 'vitest';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { TEST_ISSUER } from './helper.ts';
import { KEY_OVERLAP_SECONDS } from '../src/oidc/keys.service.ts';
import { codeFlowTokens, setup, signIn } from './oidc-support.ts';

describe('OIDC discovery', { timeout: 30_000 }, () => {
  it('publishes the org authorization server metadata at both well-known paths', async (t) => {
    const { app } = await setup(t);
    for (const path of ['/.well-known/openid-configuration', '/.well-known/oauth-authorization-server']) {
      const res = await app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
      const meta = res.json();
      expect(meta).toMatchObject({
        issuer: TEST_ISSUER,
        authorization_endpoint: `${TEST_ISSUER}/oauth2/v1/authorize`,
        token_endpoint: `${TEST_ISSUER}/oauth2/v1/token`,
        userinfo_endpoint: `${TEST_ISSUER}/oauth2/v1/userinfo`,
        jwks_uri: `${TEST_ISSUER}/oauth2/v1/keys`,
        revocation_endpoint: `${TEST_ISSUER}/oauth2/v1/revoke`,
        end_session_endpoint: `${TEST_ISSUER}/oauth2/v1/logout`,
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        subject_types_supported: ['public'],
        token_endpoint_auth_methods_supported: ['none', 'client_secret_basic', 'client_secret_post'],
      });
      expect(meta.response_types_supported).toEqual([
        'code',
        'id_token',
        'token',
        'id_token token',
        'code id_token',
        'code token',
        'code id_token token',
      ]);
      expect(meta.response_modes_supported).toEqual(['query', 'fragment', 'form_post', 'okta_post_message']);
      expect(meta.scopes_supported).toEqual([
        'openid',
        'profile',
        'email',
        'address',
        'phone',
        'offline_access',
        'groups',
      ]);
      expect(meta.grant_types_supported).toEqual(
        expect.arrayContaining(['authorization_code', 'refresh_token']),
      );
      expect(meta.claims_supported).toEqual(
        expect.arrayContaining(['sub', 'iss', 'nonce', 'groups', 'email']),
      );
    }
  });
});

describe('GET /oauth2/v1/keys', { timeout: 30_000 }, () => {
  it('publishes one persisted RS256 public key with a kid, cacheable, without private members', async (t) => {
    const { app, services } = await setup(t);
    const res = await app.inject({ method: 'GET', url: '/oauth2/v1/keys' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const { keys } = res.json();
    expect(keys).toHaveLength(1);
    expect(Object.keys(keys[0]).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', e: 'AQAB' });
    expect(keys[0].kid).toMatch(/^[\w-]{43}$/);
    // A second start on the same database keeps the key instead of generating another.
    expect(await services.keys.ensureKey()).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/oauth2/v1/keys' })).json().keys).toEqual(keys);
  });

  it('answers a conditional GET with 304 while the key set is the same, and with a new ETag after a rotation', async (t) => {
    const { app, services } = await setup(t);
    const first = await app.inject({ method: 'GET', url: '/oauth2/v1/keys' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    const get = (ifNoneMatch: string) =>
      app.inject({ method: 'GET', url: '/oauth2/v1/keys', headers: { 'if-none-match': ifNoneMatch } });
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const notModified = await get(header);
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe('');
      expect(notModified.headers.etag).toBe(etag);
      expect(notModified.headers['cache-control']).toBe(first.headers['cache-control']);
    }
    expect((await get('"other"')).statusCode).toBe(200);
    await services.keys.rotate();
    const rotated = await get(etag);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.headers.etag).not.toBe(etag);
    expect(rotated.json().keys).toHaveLength(2);
  });

  it('rotates: the new key signs at once, the old keys stay published until their tokens have expired', async (t) => {
    const { app, services } = await setup(t);
    const sid = await signIn(app);
    const before = (await codeFlowTokens(app, sid)).json();
    const oldKid = decodeProtectedHeader(before.id_token).kid;

    const { kid: newKid, retiring } = await services.keys.rotate();
    expect(newKid).not.toBe(oldKid);
    expect(retiring.map((r) => r.kid)).toEqual([oldKid]);
    // Published for the longest token lifetime (3600 s) plus clock skew after it stopped signing.
    const publishedFor = (retiring[0]!.publishedUntil.getTime() - Date.now()) / 1000;
    expect(publishedFor).toBeGreaterThan(KEY_OVERLAP_SECONDS - 60);
    expect(publishedFor).toBeLessThanOrEqual(KEY_OVERLAP_SECONDS + 5);
    expect(KEY_OVERLAP_SECONDS).toBeGreaterThanOrEqual(3600);
    const after = (await codeFlowTokens(app, sid)).json();
    expect(decodeProtectedHeader(after.id_token).kid).toBe(newKid);
    expect(decodeProtectedHeader(after.access_token).kid).toBe(newKid);

    const jwks = (await app.inject({ method: 'GET', url: '/oauth2/v1/keys' })).json();
    expect(jwks.keys.map((k: { kid: string }) => k.kid).sort()).toEqual([oldKid, newKid].sort());
    const keySet = createLocalJWKSet(jwks);
    await expect(jwtVerify(before.id_token, keySet, { issuer: TEST_ISSUER })).resolves.toBeTruthy();
    await expect(jwtVerify(after.id_token, keySet, { issuer: TEST_ISSUER })).resolves.toBeTruthy();
    // Tokens signed by the previous key are still accepted by the IdP's own resource endpoints.
    const info = await app.inject({
      method: 'GET',
      url: '/oauth2/v1/userinfo',
      headers: { authorization: `Bearer ${before.access_token}` },
    });
    expect(info.statusCode).toBe(200);

    // Rotations in quick succession keep every key that signed within the overlap published.
    const third = (await services.keys.rotate()).kid;
    const fourth = (await services.keys.rotate()).kid;
    const kids = (await app.inject({ method: 'GET', url: '/oauth2/v1/keys' }))
      .json()
      .keys.map((k: { kid: string }) => k.kid);
    expect(kids).toEqual([fourth, third, newKid, oldKid]);
    expect((await services.keys.signingKey()).kid).toBe(fourth);
  });
});
