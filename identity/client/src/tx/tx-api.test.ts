import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthClient } from '../auth-client.ts';
import { AuthSdkError } from '../errors/index.ts';
import { clearStateToken, readStateToken, saveStateToken } from '../http/state-token.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let client: AuthClient;
const EXPIRES = '2099-01-01T00:00:00.000Z';

beforeAll(async () => {
  server = await startTestServer();
  client = new AuthClient({ url: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  clearStateToken();
});

describe('signIn, resume, exists, verifyRecoveryToken', () => {
  it('signIn posts the credentials to /api/v1/authn with extra headers', async () => {
    server.setHandler(() => ({
      json: {
        status: 'SUCCESS',
        sessionToken: 'sess',
        expiresAt: EXPIRES,
        _embedded: { user: { id: '00u1', profile: { login: 'marco.bianchi@example.com' } } },
      },
    }));
    const tx = await client.signIn(
      { username: 'marco.bianchi@example.com', password: 'pw' },
      { headers: { 'X-Device-Fingerprint': 'fp1' } },
    );
    expect(tx.status).toBe('SUCCESS');
    expect(tx['sessionToken']).toBe('sess');
    const [req] = server.requests;
    expect(req?.url).toBe('/api/v1/authn');
    expect(req?.json).toEqual({ username: 'marco.bianchi@example.com', password: 'pw' });
    expect(req?.headers['x-device-fingerprint']).toBe('fp1');
    expect(req?.headers['x-okta-user-agent-extended']).toBe('okta-auth-js-1.17.1');
  });

  it('a wrong password rejects with the server error', async () => {
    server.setHandler(() => ({
      status: 401,
      json: {
        errorCode: 'E0000004',
        errorSummary: 'Authentication failed',
        errorLink: 'E0000004',
        errorId: 'x',
        errorCauses: [],
      },
    }));
    await expect(client.signIn({ username: 'a', password: 'b' })).rejects.toMatchObject({
      name: 'AuthApiError',
      errorCode: 'E0000004',
      status: 401,
    });
  });

  it('exists() reflects the state token cookie and resume() posts the stored token', async () => {
    expect(client.tx.exists()).toBe(false);
    await expect(client.tx.resume()).rejects.toThrow(new AuthSdkError('No transaction to resume'));
    saveStateToken('st-saved', EXPIRES);
    expect(client.tx.exists()).toBe(true);
    server.setHandler(() => ({
      json: { status: 'PASSWORD_EXPIRED', stateToken: 'st-saved', expiresAt: EXPIRES },
    }));
    const tx = await client.tx.resume();
    expect(tx.status).toBe('PASSWORD_EXPIRED');
    expect(server.requests[0]?.json).toEqual({ stateToken: 'st-saved' });
    await client.tx.resume({ stateToken: 'explicit' });
    expect(server.requests[1]?.json).toEqual({ stateToken: 'explicit' });
  });

  it('resume with an expired token rejects E0000011 and forgets the cookie', async () => {
    saveStateToken('st-old', EXPIRES);
    server.setHandler(() => ({
      status: 401,
      json: { errorCode: 'E0000011', errorSummary: 'Invalid token provided' },
    }));
    await expect(client.tx.resume()).rejects.toMatchObject({ errorCode: 'E0000011' });
    expect(readStateToken()).toBeUndefined();
    expect(client.tx.exists()).toBe(false);
  });

  it('verifyRecoveryToken posts to /api/v1/authn/recovery/token', async () => {
    server.setHandler(() => ({
      json: { status: 'RECOVERY', stateToken: 'st-rec', expiresAt: EXPIRES, recoveryType: 'PASSWORD' },
    }));
    const tx = await client.verifyRecoveryToken('rec-1');
    expect(tx.status).toBe('RECOVERY');
    expect(server.requests[0]?.url).toBe('/api/v1/authn/recovery/token');
    expect(server.requests[0]?.json).toEqual({ recoveryToken: 'rec-1' });
    expect(readStateToken()).toBe('st-rec');
  });

  it('forgotPassword and unlockAccount post the request to their recovery endpoints', async () => {
    server.setHandler(() => ({
      json: {
        status: 'RECOVERY_CHALLENGE',
        factorResult: 'WAITING',
        factorType: 'EMAIL',
        recoveryType: 'PASSWORD',
      },
    }));
    const tx = await client.forgotPassword({ username: 'giulia', factorType: 'EMAIL' });
    expect(tx.status).toBe('RECOVERY_CHALLENGE');
    expect(typeof tx.cancel).toBe('function'); // the local cancel of a transaction without links
    await client.unlockAccount({ username: 'giulia', factorType: 'SMS' });
    expect(server.requests.map((r) => [r.url, r.json])).toEqual([
      ['/api/v1/authn/recovery/password', { username: 'giulia', factorType: 'EMAIL' }],
      ['/api/v1/authn/recovery/unlock', { username: 'giulia', factorType: 'SMS' }],
    ]);
  });
});

describe('AuthClient constructor (spec §5 "OAuth")', () => {
  it('requires a url', () => {
    expect(() => new AuthClient({} as never)).toThrow(
      'No url passed to constructor. Required usage: new OktaAuth({url: "https://{yourOktaDomain}.com"})',
    );
  });
  it('refuses an admin url', () => {
    expect(() => new AuthClient({ url: 'https://dev-1-admin.example.com' })).toThrow(
      /contains "-admin" in subdomain/,
    );
  });
  it('drops a trailing slash and defaults the user agent', () => {
    expect(new AuthClient({ url: 'http://localhost:8080/' }).options.url).toBe('http://localhost:8080');
  });
});
