import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthSdkError } from '../errors/index.ts';
import type { HttpContext } from '../http/http-client.ts';
import { CACHE_STORAGE_KEY } from '../http/response-cache.ts';
import { storageOrMemory } from '../browser/web-storage.ts';
import { createSigner, idClaims, type TestSigner } from '../testing/test-keys.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { validateClaims, verifyIdToken } from './id-token.ts';
import { decodeJwt } from './jwt.ts';

let server: TestServer;
let signer: TestSigner;
let rotated: TestSigner;
let http: HttpContext;
let keys: unknown[];
const CLIENT = 'compliance-suite';
const NOW = 1_800_000_000;

beforeAll(async () => {
  server = await startTestServer();
  signer = await createSigner('k1');
  rotated = await createSigner('k2');
  http = { url: server.url, userAgent: 'okta-auth-js-1.17.1' };
  server.setHandler((req) => {
    if (req.url === '/.well-known/openid-configuration')
      return { json: { issuer: server.url, jwks_uri: `${server.url}/oauth2/v1/keys` } };
    if (req.url === '/oauth2/v1/keys') return { json: { keys } };
    return { status: 404, json: {} };
  });
});
afterAll(() => server.close());
beforeEach(() => {
  keys = [signer.jwk];
  server.requests.length = 0;
  storageOrMemory('localStorage').removeItem(CACHE_STORAGE_KEY);
});

const claims = (extra: Record<string, unknown> = {}) => ({
  iss: 'http://localhost:8080',
  aud: CLIENT,
  iat: NOW,
  exp: NOW + 3600,
  nonce: 'n1',
  ...extra,
});
const expect_ = { issuer: 'http://localhost:8080', clientId: CLIENT, now: NOW };
const fails = (fn: () => void, message: string) => {
  expect(fn).toThrow(AuthSdkError);
  expect(fn).toThrow(message);
};

describe('validateClaims: every rule of spec §5 "Identity tokens" with the messages of §8', () => {
  it('accepts valid claims', () => {
    expect(() => validateClaims(claims(), { ...expect_, nonce: 'n1' })).not.toThrow();
  });
  it('requires the jwt, issuer and audience', () => {
    const msg = 'The jwt, iss, and aud arguments are all required';
    fails(() => validateClaims(undefined, expect_), msg);
    fails(() => validateClaims(claims(), { ...expect_, issuer: '' }), msg);
    fails(() => validateClaims(claims(), { ...expect_, clientId: '' }), msg);
  });
  it('checks the nonce when one was sent', () => {
    fails(
      () => validateClaims(claims(), { ...expect_, nonce: 'other' }),
      "OAuth flow response nonce doesn't match request nonce",
    );
    expect(() => validateClaims(claims({ nonce: undefined }), expect_)).not.toThrow();
  });
  it('checks the issuer', () => {
    fails(
      () => validateClaims(claims({ iss: 'http://evil' }), expect_),
      'The issuer [http://evil] does not match [http://localhost:8080]',
    );
  });
  it('checks the audience (a string; an array fails)', () => {
    fails(
      () => validateClaims(claims({ aud: 'other' }), expect_),
      'The audience [other] does not match [compliance-suite]',
    );
    fails(
      () => validateClaims(claims({ aud: [CLIENT] }), expect_),
      'The audience [compliance-suite] does not match [compliance-suite]',
    );
  });
  it('refuses a token that expired before it was issued', () => {
    fails(
      () => validateClaims(claims({ iat: NOW + 10, exp: NOW + 5 }), expect_),
      'The JWT expired before it was issued',
    );
  });
  it('refuses an expired token beyond the clock skew (default 300 s)', () => {
    expect(() => validateClaims(claims({ iat: NOW - 1000, exp: NOW - 300 }), expect_)).not.toThrow();
    fails(
      () => validateClaims(claims({ iat: NOW - 1000, exp: NOW - 301 }), expect_),
      'The JWT expired and is no longer valid',
    );
    fails(
      () => validateClaims(claims({ iat: NOW - 1000, exp: NOW - 11 }), { ...expect_, maxClockSkew: 10 }),
      'The JWT expired and is no longer valid',
    );
  });
  it('refuses a token issued in the future beyond the skew', () => {
    expect(() => validateClaims(claims({ iat: NOW + 300, exp: NOW + 4000 }), expect_)).not.toThrow();
    fails(
      () => validateClaims(claims({ iat: NOW + 301, exp: NOW + 4000 }), expect_),
      'The JWT was issued in the future',
    );
  });
});

describe('decodeJwt', () => {
  it.each(['', 'a.b', 'a.b.c.d', '!!!.###.x', 'eyJhbGciOiJSUzI1NiJ9.bm90IGpzb24.sig'])(
    'refuses %j as Malformed token',
    (jwt) => {
      fails(() => decodeJwt(jwt), 'Malformed token');
    },
  );
});

describe('verifyIdToken (signature via discovery + JWKS)', () => {
  const expectations = () => ({ issuer: server.url, clientId: CLIENT, nonce: 'n1' });

  it('accepts a token signed by the issuer key and caches discovery and keys', async () => {
    const jwt = await signer.sign(idClaims(server.url, CLIENT, { nonce: 'n1' }));
    await expect(verifyIdToken(http, jwt, expectations())).resolves.toMatchObject({
      sub: '00u1',
      nonce: 'n1',
    });
    await verifyIdToken(http, jwt, expectations());
    expect(server.requests.map((r) => r.url)).toEqual([
      '/.well-known/openid-configuration',
      '/oauth2/v1/keys',
    ]);
  });

  it('refetches the keys once on an unknown kid (rotation)', async () => {
    await verifyIdToken(http, await signer.sign(idClaims(server.url, CLIENT)), {
      issuer: server.url,
      clientId: CLIENT,
    });
    keys = [signer.jwk, rotated.jwk];
    await verifyIdToken(http, await rotated.sign(idClaims(server.url, CLIENT)), {
      issuer: server.url,
      clientId: CLIENT,
    });
    expect(server.requests.map((r) => r.url)).toEqual([
      '/.well-known/openid-configuration',
      '/oauth2/v1/keys',
      '/oauth2/v1/keys',
    ]);
  });

  it('reports a kid that the server does not have', async () => {
    const jwt = await signer.sign(idClaims(server.url, CLIENT), { kid: 'gone' });
    await expect(verifyIdToken(http, jwt, { issuer: server.url, clientId: CLIENT })).rejects.toThrow(
      "The key id, gone, was not found in the server's keys",
    );
  });

  it('refuses a token signed by another key under a known kid', async () => {
    const forged = await rotated.sign(idClaims(server.url, CLIENT), { kid: 'k1' });
    await expect(verifyIdToken(http, forged, { issuer: server.url, clientId: CLIENT })).rejects.toThrow(
      'The token signature is not valid',
    );
  });

  it('refuses a tampered payload', async () => {
    const jwt = await signer.sign(idClaims(server.url, CLIENT));
    const [h, , s] = jwt.split('.');
    const payload = Buffer.from(JSON.stringify(idClaims(server.url, CLIENT, { sub: 'admin' }))).toString(
      'base64url',
    );
    await expect(
      verifyIdToken(http, `${h}.${payload}.${s}`, { issuer: server.url, clientId: CLIENT }),
    ).rejects.toThrow('The token signature is not valid');
  });

  it('validates claims before fetching keys', async () => {
    const jwt = await signer.sign(idClaims(server.url, 'someone-else'));
    await expect(verifyIdToken(http, jwt, { issuer: server.url, clientId: CLIENT })).rejects.toThrow(
      'The audience [someone-else] does not match [compliance-suite]',
    );
    expect(server.requests).toHaveLength(0);
  });
});
