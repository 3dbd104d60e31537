import type { Transaction } from '@identity/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthSdkError } from '../errors/index.ts';
import { clearStateToken, readStateToken } from '../http/state-token.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { createTransaction } from './auth-transaction.ts';
import type { TxEnv } from './tx-env.ts';

let server: TestServer;
let env: TxEnv;
const post = { hints: { allow: ['POST'] } };
const user = {
  id: '00u1',
  profile: {
    login: 'giulia.rossi@example.com',
    firstName: 'Giulia',
    lastName: 'Rossi',
    locale: 'it_IT',
    timeZone: 'Europe/Rome',
  },
};
const EXPIRES = '2099-01-01T00:00:00.000Z';

beforeAll(async () => {
  server = await startTestServer();
  env = {
    http: { url: server.url, userAgent: 'okta-auth-js-1.17.1' },
    pollDelay: 500,
    sleep: async () => undefined,
  };
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  clearStateToken();
  server.setHandler(() => ({
    json: { status: 'SUCCESS', sessionToken: 'sess-1', expiresAt: EXPIRES, _embedded: { user } },
  }));
});

const passwordWarn = (): Transaction => ({
  status: 'PASSWORD_WARN',
  stateToken: 'st-warn',
  expiresAt: EXPIRES,
  _embedded: { user, policy: { expiration: { passwordExpireDays: 4 } } },
  _links: {
    next: { name: 'changePassword', href: `${server.url}/api/v1/authn/credentials/change_password`, ...post },
    skip: { name: 'skip', href: `${server.url}/api/v1/authn/skip`, ...post },
    cancel: { href: `${server.url}/api/v1/authn/cancel`, ...post },
    self: { href: `${server.url}/api/v1/authn`, hints: { allow: ['GET', 'POST'] } },
  },
});

describe('link methods (authn-protocol.md §2 "Link semantics")', () => {
  it('names next after next.name, keeps data and embedded members, hides the state token', () => {
    const tx = createTransaction(env, passwordWarn());
    expect(typeof tx['changePassword']).toBe('function');
    expect(typeof tx['skip']).toBe('function');
    expect(typeof tx['cancel']).toBe('function');
    expect(tx['next']).toBeUndefined();
    expect(tx['self']).toBeUndefined();
    expect(tx.status).toBe('PASSWORD_WARN');
    expect(tx['stateToken']).toBeUndefined();
    expect(tx.data.stateToken).toBe('st-warn');
    expect((tx['user'] as typeof user).profile.firstName).toBe('Giulia');
    expect(
      (tx['policy'] as { expiration: { passwordExpireDays: number } }).expiration.passwordExpireDays,
    ).toBe(4);
    expect(tx.has('changePassword')).toBe(true);
    expect(tx.has('self')).toBe(false);
    expect(tx.has('next')).toBe(false);
  });

  it('posts the body with the state token and resolves with the next transaction', async () => {
    const tx = createTransaction(env, passwordWarn());
    const next = await (tx['changePassword'] as (b: object) => Promise<typeof tx>)({
      oldPassword: 'a',
      newPassword: 'b',
    });
    const [req] = server.requests;
    expect(req?.method).toBe('POST');
    expect(req?.url).toBe('/api/v1/authn/credentials/change_password');
    expect(req?.json).toEqual({ stateToken: 'st-warn', oldPassword: 'a', newPassword: 'b' });
    expect(next.status).toBe('SUCCESS');
    expect(next['sessionToken']).toBe('sess-1');
  });

  it('call() follows a link by name with query parameters', async () => {
    const tx = createTransaction(env, passwordWarn());
    await tx.call('skip', {}, { lang: 'it' });
    expect(server.requests[0]?.url).toBe('/api/v1/authn/skip?lang=it');
    expect(server.requests[0]?.json).toEqual({ stateToken: 'st-warn' });
    await expect(tx.call('self')).rejects.toBeInstanceOf(AuthSdkError);
  });

  it('cancel() follows the cancel link and clears the state-token cookie on a body without one', async () => {
    server.setHandler(() => ({ json: { status: 'MFA_REQUIRED', stateToken: 'st-x', expiresAt: EXPIRES } }));
    await createTransaction(env, passwordWarn()).cancel();
    expect(readStateToken()).toBe('st-x');
    server.setHandler(() => ({ json: { relayState: '' } }));
    await createTransaction(env, passwordWarn()).cancel();
    expect(server.requests[1]?.url).toBe('/api/v1/authn/cancel');
    expect(readStateToken()).toBeUndefined();
  });
});

describe('factor link methods', () => {
  const mfaEnroll = (): Transaction => ({
    status: 'MFA_ENROLL',
    stateToken: 'st-enroll',
    expiresAt: EXPIRES,
    _embedded: {
      user,
      factors: [
        {
          id: 'sms',
          factorType: 'sms',
          provider: 'OKTA',
          status: 'NOT_SETUP',
          enrollment: 'OPTIONAL',
          _links: { enroll: { href: `${server.url}/api/v1/authn/factors`, ...post } },
        },
        {
          id: 'question',
          factorType: 'question',
          provider: 'OKTA',
          status: 'NOT_SETUP',
          enrollment: 'REQUIRED',
          _links: {
            questions: {
              href: `${server.url}/api/v1/users/00u1/factors/questions`,
              hints: { allow: ['GET'] },
            },
            enroll: { href: `${server.url}/api/v1/authn/factors`, ...post },
          },
        },
      ],
    },
    _links: {
      cancel: { href: `${server.url}/api/v1/authn/cancel`, ...post },
      skip: { href: `${server.url}/api/v1/authn/skip`, ...post },
    },
  });
  type F = { factorType: string; enroll(b?: object): Promise<unknown>; questions?(): Promise<unknown> };

  it('enroll adds factorType and provider; profile.updatePhone moves to the query', async () => {
    const tx = createTransaction(env, mfaEnroll());
    const factors = tx['factors'] as F[];
    expect(factors.map((f) => f.factorType)).toEqual(['sms', 'question']);
    await factors[0]?.enroll({ profile: { phoneNumber: '+39 333 1234567', updatePhone: true } });
    const req = server.requests[0];
    expect(req?.url).toBe('/api/v1/authn/factors?updatePhone=true');
    expect(req?.json).toEqual({
      stateToken: 'st-enroll',
      factorType: 'sms',
      provider: 'OKTA',
      profile: { phoneNumber: '+39 333 1234567' },
    });
  });

  it('GET links (questions) resolve with the raw body', async () => {
    server.setHandler(() => ({
      json: [{ question: 'disliked_food', questionText: 'What is the food you least liked as a child?' }],
    }));
    const factors = createTransaction(env, mfaEnroll())['factors'] as F[];
    await expect(factors[1]?.questions?.()).resolves.toEqual([
      { question: 'disliked_food', questionText: 'What is the food you least liked as a child?' },
    ]);
    expect(server.requests[0]?.method).toBe('GET');
  });

  it('array links become fn(name, body); typed links stay data; verify moves autoPush/rememberDevice to the query', async () => {
    const activate: Transaction = {
      status: 'MFA_ENROLL_ACTIVATE',
      stateToken: 'st-act',
      expiresAt: EXPIRES,
      _embedded: {
        user,
        factor: {
          id: 'ost1',
          factorType: 'token:software:totp',
          provider: 'OKTA',
          _embedded: {
            activation: {
              timeStep: 30,
              sharedSecret: 'ABC',
              _links: { qrcode: { href: `${server.url}/qr.png`, type: 'image/png' } },
            },
          },
        },
      },
      _links: {
        next: {
          name: 'activate',
          href: `${server.url}/api/v1/authn/factors/ost1/lifecycle/activate`,
          ...post,
        },
        resend: [{ name: 'sms', href: `${server.url}/api/v1/authn/factors/sms1/lifecycle/resend`, ...post }],
        prev: { href: `${server.url}/api/v1/authn/previous`, ...post },
      },
    };
    const tx = createTransaction(env, activate);
    const factor = tx['factor'] as {
      activation: { sharedSecret: string; qrcode: { href: string; type: string } };
    };
    expect(factor.activation.sharedSecret).toBe('ABC');
    expect(factor.activation.qrcode).toEqual({ href: `${server.url}/qr.png`, type: 'image/png' });
    const resend = tx['resend'] as (name?: string, body?: object) => Promise<unknown>;
    await expect(resend()).rejects.toThrow('Must provide a link name');
    await expect(resend('call')).rejects.toThrow('No link found for that name');
    await resend('sms');
    expect(server.requests[0]?.url).toBe('/api/v1/authn/factors/sms1/lifecycle/resend');
    expect(tx.has('resend:sms')).toBe(true);
    await (tx['activate'] as (b: object) => Promise<unknown>)({
      passCode: '123456',
      rememberDevice: true,
      autoPush: () => false,
    });
    expect(server.requests[1]?.url).toBe(
      '/api/v1/authn/factors/ost1/lifecycle/activate?autoPush=false&rememberDevice=true',
    );
    expect(server.requests[1]?.json).toEqual({ stateToken: 'st-act', passCode: '123456' });
  });
});

describe('local cancel', () => {
  it('a RECOVERY_CHALLENGE without links cancels locally, with no request', async () => {
    const tx = createTransaction(env, {
      status: 'RECOVERY_CHALLENGE',
      recoveryType: 'PASSWORD',
      factorType: 'EMAIL',
      factorResult: 'WAITING',
    } as Transaction);
    const done = await tx.cancel();
    expect(server.requests).toHaveLength(0);
    expect(done.data).toEqual({});
  });
});
