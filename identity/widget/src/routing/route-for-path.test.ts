import { describe, expect, it } from 'vitest';
import type { Transaction, TransactionStatus } from '@identity/contracts';
import { factorEntry } from './factor-table.ts';
import { routeFor, type RouteSettings } from './route-for.ts';
import { popRoute, routeForPath, startupRoute, type TransactionMatch } from './route-for-path.ts';
import { parsePath } from './route-path.ts';
import type { Route } from './route.ts';

const routing = { routeFor, factorEntry };
const settings: RouteSettings = { oauth: false, features: {} };
const tx = (status: TransactionStatus, extra: Partial<Transaction> = {}): Transaction => ({
  status,
  stateToken: 'st-1',
  ...extra,
});
const mfa = tx('MFA_REQUIRED', {
  _embedded: {
    factors: [
      { id: 'sms1', provider: 'OKTA', factorType: 'sms' },
      { id: 'opf1', provider: 'OKTA', factorType: 'push' },
      { id: 'opf2', provider: 'OKTA', factorType: 'push' },
      { id: 'q1', provider: 'OKTA', factorType: 'question' },
    ],
  },
});
const enroll = tx('MFA_ENROLL', { _embedded: { factors: [{ provider: 'OKTA', factorType: 'question' }] } });
const activate = tx('MFA_ENROLL_ACTIVATE', {
  _embedded: { factor: { id: 'opf3', provider: 'OKTA', factorType: 'push' } },
});
const match = (path: string) => parsePath(path) as TransactionMatch;

describe('routeForPath: a transaction page named by the URL, if the transaction allows it', () => {
  it.each<[string, Transaction, string, Route | undefined]>([
    [
      'another factor of MFA_REQUIRED',
      mfa,
      'signin/verify/okta/question',
      {
        name: 'mfa-verify',
        factor: { id: 'q1', provider: 'OKTA', factorType: 'question', verify: 'question' },
      },
    ],
    [
      'the second push factor',
      mfa,
      'signin/verify/okta/push/1',
      {
        name: 'mfa-verify',
        factor: { id: 'opf2', provider: 'OKTA', factorType: 'push', verify: 'push' },
      },
    ],
    [
      'a factor by type only',
      mfa,
      'signin/verify/sms',
      {
        name: 'mfa-verify',
        factor: { id: 'sms1', provider: 'OKTA', factorType: 'sms', verify: 'code' },
      },
    ],
    ['a factor the transaction does not have', mfa, 'signin/verify/google/token:software:totp', undefined],
    ['an index past the factors', mfa, 'signin/verify/okta/push/2', undefined],
    ['verify while MFA_ENROLL', enroll, 'signin/verify/okta/question', undefined],
    [
      'a factor of MFA_ENROLL to enrol',
      enroll,
      'signin/enroll/okta/question',
      {
        name: 'enroll-factor',
        provider: 'OKTA',
        factorType: 'question',
      },
    ],
    ['the enrolment list', enroll, 'signin/enroll', { name: 'enroll-choices' }],
    [
      'a step of the activation',
      activate,
      'signin/enroll-activate/okta/push/manual',
      {
        name: 'enroll-activate',
        provider: 'OKTA',
        factorType: 'push',
        controller: 'barcode-push',
        step: 'manual',
      },
    ],
    ["another factor's activation", activate, 'signin/enroll-activate/okta/sms', undefined],
    [
      "the transaction's own page",
      tx('PASSWORD_EXPIRED'),
      'signin/password-expired',
      { name: 'password-expired' },
    ],
    ["another status's page", tx('PASSWORD_EXPIRED'), 'signin/password-reset', undefined],
  ])('%s', (_title, transaction, path, route) => {
    expect(routeForPath(routing, match(path), transaction, settings)).toEqual(route);
  });
});

describe('startupRoute (router on): settings tokens, then the URL', () => {
  const stored: RouteSettings = { ...settings, startup: { hasStoredTransaction: true } };
  const none: RouteSettings = { ...settings, startup: { hasStoredTransaction: false } };
  it.each<[string, string, RouteSettings, ReturnType<typeof startupRoute>]>([
    [
      'a page without transaction shows',
      'signin/forgot-password',
      stored,
      { route: { name: 'forgot-password' } },
    ],
    [
      'a recovery link redeems its token',
      'signin/reset-password/rt',
      none,
      {
        route: { name: 'recovery-loading', recoveryToken: 'rt' },
      },
    ],
    [
      'a transaction page resumes the stored transaction',
      'signin/verify/okta/sms',
      stored,
      {
        route: { name: 'refresh-auth-state' },
        deepLink: match('signin/verify/okta/sms'),
      },
    ],
    [
      'a transaction page with nothing stored is the default sign-in',
      'signin/verify/okta/sms',
      none,
      {
        route: { name: 'primary-auth' },
      },
    ],
    [
      'the default path follows the startup rules',
      'signin',
      stored,
      { route: { name: 'refresh-auth-state' } },
    ],
    [
      'a stateToken setting wins over the URL',
      'signin/forgot-password',
      {
        ...settings,
        startup: { stateToken: 'st', hasStoredTransaction: false },
      },
      { route: { name: 'refresh-auth-state', stateToken: 'st' } },
    ],
  ])('%s', (_title, path, rs, expected) => {
    expect(startupRoute(routing, parsePath(path), rs)).toEqual(expected);
  });
});

describe('popRoute: the back and forward buttons', () => {
  it.each<[string, string, Transaction | null, ReturnType<typeof popRoute>]>([
    ['to a page without transaction', 'signin/unlock', mfa, { route: { name: 'unlock' }, cancel: false }],
    [
      'to another factor',
      'signin/verify/okta/push',
      mfa,
      {
        route: {
          name: 'mfa-verify',
          factor: { id: 'opf1', provider: 'OKTA', factorType: 'push', verify: 'push' },
        },
        cancel: false,
      },
    ],
    [
      'to a page the transaction left: its own page (default factor: push)',
      'signin/enroll',
      mfa,
      {
        route: {
          name: 'mfa-verify',
          factor: { id: 'opf1', provider: 'OKTA', factorType: 'push', verify: 'push' },
        },
        cancel: false,
      },
    ],
    [
      'to sign-in with a transaction: cancel it',
      'signin',
      mfa,
      { route: { name: 'primary-auth' }, cancel: true },
    ],
    [
      'to a transaction page without one: sign-in',
      'signin/verify/okta/sms',
      null,
      {
        route: { name: 'primary-auth' },
        cancel: false,
      },
    ],
    ['within MFA_CHALLENGE, which is no page: keep', 'signin/verify/okta/sms', tx('MFA_CHALLENGE'), 'keep'],
  ])('%s', (_title, path, transaction, expected) => {
    expect(popRoute(routing, parsePath(path), transaction, settings)).toEqual(expected);
  });
});
