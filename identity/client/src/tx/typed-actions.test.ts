import type { Transaction } from '@identity/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { AuthApiError } from '../errors/index.ts';
import { clearStateToken } from '../http/state-token.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import type { AuthTransaction } from '../types.ts';
import { createTransaction } from './auth-transaction.ts';
import type { TxEnv } from './tx-env.ts';

let server: TestServer;
let env: TxEnv;
const post = { hints: { allow: ['POST'] } };
const EXPIRES = '2099-01-01T00:00:00.000Z';
const href = (path: string) => `${server.url}/api/v1/authn${path}`;
const success = { json: { status: 'SUCCESS', sessionToken: 'sess', expiresAt: EXPIRES } };

beforeAll(async () => {
  server = await startTestServer();
  env = {
    http: { url: server.url, userAgent: 'okta-auth-js-1.17.1' },
    pollDelay: 500,
    sleep: async () => {},
  };
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  clearStateToken();
  server.setHandler(() => success);
});

const tx = (body: Transaction): AuthTransaction => createTransaction(env, body);
const last = () => server.requests.at(-1);

describe('typed actions (design/authn-protocol.md §1.3): one method per link the transaction carries', () => {
  it('MFA_REQUIRED: each factor verifies itself; rememberDevice goes to the query; no top-level verify', async () => {
    const t = tx({
      status: 'MFA_REQUIRED',
      stateToken: 'st-1',
      _embedded: {
        factors: [
          {
            id: 'sms1',
            factorType: 'sms',
            provider: 'OKTA',
            _links: { verify: { href: href('/factors/sms1/verify'), ...post } },
          },
        ],
      },
      _links: { cancel: { href: href('/cancel'), ...post } },
    });
    expect(t.verify).toBeUndefined();
    expect(t.has('verify')).toBe(false);
    const next = await t.factors?.[0]?.verify?.({ passCode: '123456', rememberDevice: true });
    expect(next?.status).toBe('SUCCESS');
    expect(last()?.url).toBe('/api/v1/authn/factors/sms1/verify?rememberDevice=true');
    expect(last()?.json).toEqual({ stateToken: 'st-1', passCode: '123456' });
  });

  it('MFA_ENROLL: enroll adds factorType and provider, questions() GETs the list, skip follows skip', async () => {
    const t = tx({
      status: 'MFA_ENROLL',
      stateToken: 'st-2',
      _embedded: {
        factors: [
          {
            factorType: 'question',
            provider: 'OKTA',
            status: 'NOT_SETUP',
            _links: {
              enroll: { href: href('/factors'), ...post },
              questions: {
                href: `${server.url}/api/v1/users/u1/factors/questions`,
                hints: { allow: ['GET'] },
              },
            },
          },
        ],
      },
      _links: { skip: { href: href('/skip'), ...post }, cancel: { href: href('/cancel'), ...post } },
    });
    server.setHandler(() => ({ json: [{ question: 'favorite_toy', questionText: 'Your favourite toy?' }] }));
    const questions = await t.factors?.[0]?.questions?.();
    expect(questions?.[0]?.question).toBe('favorite_toy');
    server.setHandler(() => success);
    await t.factors?.[0]?.enroll?.({ profile: { question: 'favorite_toy', answer: 'bear' } });
    expect(last()?.json).toEqual({
      stateToken: 'st-2',
      factorType: 'question',
      provider: 'OKTA',
      profile: { question: 'favorite_toy', answer: 'bear' },
    });
    expect(t.has('skip')).toBe(true);
    await t.skip?.();
    expect(last()?.url).toBe('/api/v1/authn/skip');
  });

  it('MFA_ENROLL_ACTIVATE: activate, resend by name, activation.send by name, prev', async () => {
    const t = tx({
      status: 'MFA_ENROLL_ACTIVATE',
      stateToken: 'st-3',
      _embedded: {
        factor: {
          id: 'opf1',
          factorType: 'push',
          provider: 'OKTA',
          _embedded: {
            activation: {
              factorResult: 'WAITING',
              _links: {
                qrcode: { href: `${server.url}/qr/opf1`, type: 'image/png' },
                send: [{ name: 'sms', href: href('/factors/opf1/lifecycle/activate/sms'), ...post }],
              },
            },
          },
        },
      },
      _links: {
        next: { name: 'activate', href: href('/factors/opf1/lifecycle/activate'), ...post },
        resend: [{ name: 'sms', href: href('/factors/opf1/lifecycle/resend'), ...post }],
        prev: { href: href('/previous'), ...post },
      },
    });
    expect(t.factor?.activation?.qrcode?.href).toBe(`${server.url}/qr/opf1`);
    await t.factor?.activation?.send?.('sms', { profile: { phoneNumber: '+39 333 1234567' } });
    expect(last()?.url).toBe('/api/v1/authn/factors/opf1/lifecycle/activate/sms');
    await t.resend?.('sms');
    expect(last()?.url).toBe('/api/v1/authn/factors/opf1/lifecycle/resend');
    await t.activate?.({ passCode: '654321' });
    expect(last()?.json).toEqual({ stateToken: 'st-3', passCode: '654321' });
    await t.prev?.();
    expect(last()?.url).toBe('/api/v1/authn/previous');
  });

  it('password, recovery, unlock and consent links: changePassword, resetPassword, answer, unlock, consent', async () => {
    const next = (name: string, path: string): Transaction['_links'] => ({
      next: { name, href: href(path), ...post },
    });
    await tx({
      status: 'PASSWORD_EXPIRED',
      stateToken: 's',
      _links: next('changePassword', '/credentials/change_password'),
    }).changePassword?.({ oldPassword: 'old', newPassword: 'new' });
    expect(last()?.json).toEqual({ stateToken: 's', oldPassword: 'old', newPassword: 'new' });
    await tx({
      status: 'PASSWORD_RESET',
      stateToken: 's',
      _links: next('resetPassword', '/credentials/reset_password'),
    }).resetPassword?.({ newPassword: 'new' });
    expect(last()?.url).toBe('/api/v1/authn/credentials/reset_password');
    await tx({ status: 'RECOVERY', stateToken: 's', _links: next('answer', '/recovery/answer') }).answer?.({
      answer: 'a',
    });
    expect(last()?.json).toEqual({ stateToken: 's', answer: 'a' });
    await tx({ status: 'LOCKED_OUT', _links: next('unlock', '/recovery/unlock') }).unlock?.({
      username: 'g',
      factorType: 'EMAIL',
    });
    expect(last()?.json).toEqual({ username: 'g', factorType: 'EMAIL' });
    await tx({ status: 'CONSENT_REQUIRED', stateToken: 's', _links: next('consent', '/consent') }).consent?.({
      consent: { expiresAt: EXPIRES, scopes: ['openid'] },
    });
    expect(last()?.url).toBe('/api/v1/authn/consent');
  });

  it('rejects with the typed AuthApiError (errorCode, status, causes)', async () => {
    server.setHandler(() => ({
      status: 403,
      json: {
        errorCode: 'E0000068',
        errorSummary: 'Invalid Passcode/Answer',
        errorCauses: [{ errorSummary: "Your passcode doesn't match our records. Please try again." }],
      },
    }));
    const t = tx({
      status: 'MFA_CHALLENGE',
      stateToken: 's',
      _links: { next: { name: 'verify', href: href('/factors/f/verify'), ...post } },
    });
    const err = await t.verify?.({ passCode: '000000' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AuthApiError);
    expect(err).toMatchObject({
      errorCode: 'E0000068',
      status: 403,
      code: 'E0000068',
      summary: 'Invalid Passcode/Answer',
    });
    expect((err as AuthApiError).causes).toHaveLength(1);
  });

  it('has() narrows the type so the checked action can be called without a guard', () => {
    const t = tx({
      status: 'PASSWORD_WARN',
      stateToken: 's',
      _links: { skip: { href: href('/skip'), ...post } },
    });
    expectTypeOf(t.skip).toEqualTypeOf<(() => Promise<AuthTransaction>) | undefined>();
    if (t.has('skip')) expectTypeOf(t.skip).toEqualTypeOf<() => Promise<AuthTransaction>>();
    expect(t.has('skip')).toBe(true);
    expect(t.changePassword).toBeUndefined();
  });
});
