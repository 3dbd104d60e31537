import { describe, expect, it } from 'vitest';
import { TRANSACTION_STATUSES, type Transaction, type TransactionStatus } from '@identity/contracts';
import { routeFor, type RouteSettings } from './route-for.ts';
import type { Route } from './route.ts';

const API = 'http://localhost:8080/api/v1/authn';
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
const factor = (provider: string, factorType: string, id = `f-${factorType}`) => ({
  id,
  provider,
  factorType,
});
const tx = (status: TransactionStatus, extra: Partial<Transaction> = {}): Transaction => ({
  status,
  stateToken: 'st-1',
  expiresAt: '2030-01-01T00:00:00.000Z',
  _embedded: { user },
  _links: { cancel: { href: `${API}/cancel`, hints: { allow: ['POST'] } } },
  ...extra,
});
const base: RouteSettings = { oauth: false, features: {} };
const withFeatures = (features: RouteSettings['features']): RouteSettings => ({ ...base, features });

const mfaFactors = [
  factor('OKTA', 'sms'),
  factor('OKTA', 'question'),
  factor('GOOGLE', 'token:software:totp'),
];

type Row = [string, Transaction | null, RouteSettings, Route];
const rows: Row[] = [
  ['startup: nothing → primary-auth', null, base, { name: 'primary-auth' }],
  [
    'startup: idpDiscovery → idp-discovery',
    null,
    withFeatures({ idpDiscovery: true }),
    { name: 'idp-discovery' },
  ],
  [
    'startup: cookies disabled → unsupported-cookie, before any token',
    null,
    {
      ...base,
      startup: { recoveryToken: 'rt', stateToken: 'st', hasStoredTransaction: false, cookiesDisabled: true },
    },
    { name: 'unsupported-cookie' },
  ],
  [
    'startup: recoveryToken → recovery',
    null,
    { ...base, startup: { recoveryToken: 'rt', stateToken: 'st', hasStoredTransaction: true } },
    { name: 'recovery-loading', recoveryToken: 'rt' },
  ],
  [
    'startup: stateToken → refresh',
    null,
    { ...base, startup: { stateToken: 'st', hasStoredTransaction: true } },
    { name: 'refresh-auth-state', stateToken: 'st' },
  ],
  [
    'startup: stored transaction → refresh',
    null,
    { ...base, startup: { hasStoredTransaction: true } },
    { name: 'refresh-auth-state' },
  ],
  [
    'startup: nothing stored → root',
    null,
    { ...base, startup: { hasStoredTransaction: false } },
    { name: 'primary-auth' },
  ],
  [
    'SUCCESS SSO → session',
    tx('SUCCESS', { stateToken: undefined, sessionToken: 'sess', _links: undefined }),
    base,
    { name: 'success', outcome: { kind: 'session', sessionToken: 'sess' } },
  ],
  [
    'SUCCESS with OAuth → tokens',
    tx('SUCCESS', { sessionToken: 'sess', _links: undefined }),
    { ...base, oauth: true },
    { name: 'success', outcome: { kind: 'oauth', sessionToken: 'sess' } },
  ],
  [
    'SUCCESS unlock → account-unlocked',
    tx('SUCCESS', { recoveryType: 'UNLOCK', _links: undefined }),
    { ...base, oauth: true },
    { name: 'account-unlocked' },
  ],
  [
    'SUCCESS step-up → stepUp url',
    tx('SUCCESS', {
      type: 'SESSION_STEP_UP',
      _links: {
        next: {
          name: 'original',
          href: 'http://localhost:8080/login/step-up/redirect?stateToken=st-1',
          hints: { allow: ['GET'] },
        },
      },
    }),
    base,
    {
      name: 'success',
      outcome: { kind: 'step-up', url: 'http://localhost:8080/login/step-up/redirect?stateToken=st-1' },
    },
  ],
  [
    'SUCCESS with next link → next',
    tx('SUCCESS', {
      sessionToken: 's',
      _links: { next: { href: 'http://localhost:8080/next', hints: { allow: ['GET'] } } },
    }),
    base,
    { name: 'success', outcome: { kind: 'next', url: 'http://localhost:8080/next' } },
  ],
  [
    'CONSENT_REQUIRED with consent → consent',
    tx('CONSENT_REQUIRED'),
    withFeatures({ consent: true }),
    { name: 'consent' },
  ],
  ['CONSENT_REQUIRED without consent → stay', tx('CONSENT_REQUIRED'), base, { name: 'stay' }],
  [
    'MFA_REQUIRED → default factor (lowest sort order)',
    tx('MFA_REQUIRED', { _embedded: { user, factors: mfaFactors } }),
    base,
    {
      name: 'mfa-verify',
      factor: {
        id: 'f-token:software:totp',
        provider: 'GOOGLE',
        factorType: 'token:software:totp',
        verify: 'passcode',
      },
    },
  ],
  [
    'FACTOR_REQUIRED → verify',
    tx('FACTOR_REQUIRED', { _embedded: { factors: [factor('OKTA', 'email')] } }),
    base,
    { name: 'mfa-verify', factor: { id: 'f-email', provider: 'OKTA', factorType: 'email', verify: 'email' } },
  ],
  [
    'FACTOR_CHALLENGE → verify',
    tx('FACTOR_CHALLENGE', { _embedded: { factors: [factor('OKTA', 'push')] } }),
    base,
    { name: 'mfa-verify', factor: { id: 'f-push', provider: 'OKTA', factorType: 'push', verify: 'push' } },
  ],
  [
    "FACTOR_CHALLENGE with its one factor (our IdP's step-up challenge) → that factor's verify",
    tx('FACTOR_CHALLENGE', { _embedded: { factor: factor('OKTA', 'sms') } }),
    base,
    { name: 'mfa-verify', factor: { id: 'f-sms', provider: 'OKTA', factorType: 'sms', verify: 'code' } },
  ],
  [
    'MFA_REQUIRED with webauthn off → Windows Hello',
    tx('MFA_REQUIRED', { _embedded: { factors: [factor('FIDO', 'webauthn'), factor('OKTA', 'sms')] } }),
    base,
    {
      name: 'mfa-verify',
      factor: { id: 'f-webauthn', provider: 'FIDO', factorType: 'webauthn', verify: 'windows-hello' },
    },
  ],
  [
    'MFA_REQUIRED with webauthn on → WebAuthn',
    tx('MFA_REQUIRED', { _embedded: { factors: [factor('FIDO', 'webauthn')] } }),
    withFeatures({ webauthn: true }),
    {
      name: 'mfa-verify',
      factor: { id: 'f-webauthn', provider: 'FIDO', factorType: 'webauthn', verify: 'webauthn' },
    },
  ],
  [
    'MFA_REQUIRED unknown factor type → unsupported',
    tx('MFA_REQUIRED', { _embedded: { factors: [factor('ACME', 'telepathy')] } }),
    base,
    { name: 'unsupported', reason: 'Unknown factor type', status: 'MFA_REQUIRED' },
  ],
  ['MFA_CHALLENGE → previous', tx('MFA_CHALLENGE', { factorResult: 'WAITING' }), base, { name: 'previous' }],
  ['MFA_ENROLL → enroll', tx('MFA_ENROLL'), base, { name: 'enroll-choices' }],
  ['FACTOR_ENROLL → enroll', tx('FACTOR_ENROLL'), base, { name: 'enroll-choices' }],
  [
    'MFA_ENROLL_ACTIVATE sms → activate',
    tx('MFA_ENROLL_ACTIVATE', { _embedded: { factor: factor('OKTA', 'sms') } }),
    base,
    { name: 'enroll-activate', provider: 'OKTA', factorType: 'sms', controller: 'enroll-sms' },
  ],
  [
    'FACTOR_ENROLL_ACTIVATE push → activate',
    tx('FACTOR_ENROLL_ACTIVATE', { _embedded: { factor: factor('OKTA', 'push') } }),
    base,
    { name: 'enroll-activate', provider: 'OKTA', factorType: 'push', controller: 'barcode-push' },
  ],
  [
    'MFA_ENROLL_ACTIVATE without factor → unsupported',
    tx('MFA_ENROLL_ACTIVATE'),
    base,
    { name: 'unsupported', reason: 'Unknown factor type', status: 'MFA_ENROLL_ACTIVATE' },
  ],
  ['PASSWORD_EXPIRED → password-expired', tx('PASSWORD_EXPIRED'), base, { name: 'password-expired' }],
  ['PASSWORD_WARN → password-expired', tx('PASSWORD_WARN'), base, { name: 'password-expired' }],
  [
    'PASSWORD_EXPIRED custom, not IdP-managed → custom',
    tx('PASSWORD_EXPIRED', {
      _links: { next: { href: 'https://ad.example.com/change', title: 'Directory' } },
    }),
    withFeatures({ customExpiredPassword: true }),
    { name: 'custom-password-expired' },
  ],
  [
    'PASSWORD_WARN custom, IdP-managed → password-expired',
    tx('PASSWORD_WARN', {
      _links: {
        next: {
          name: 'changePassword',
          href: `${API}/credentials/change_password`,
          hints: { allow: ['POST'] },
        },
      },
    }),
    withFeatures({ customExpiredPassword: true }),
    { name: 'password-expired' },
  ],
  [
    'RECOVERY_CHALLENGE email + password → recovery-emailed',
    tx('RECOVERY_CHALLENGE', { factorType: 'EMAIL', recoveryType: 'PASSWORD', _links: undefined }),
    base,
    { name: 'recovery-emailed' },
  ],
  [
    'RECOVERY_CHALLENGE email + unlock → unlock-emailed',
    tx('RECOVERY_CHALLENGE', { factorType: 'EMAIL', recoveryType: 'UNLOCK', _links: undefined }),
    base,
    { name: 'unlock-emailed' },
  ],
  [
    'RECOVERY_CHALLENGE sms with links → challenge',
    tx('RECOVERY_CHALLENGE', { factorType: 'SMS', recoveryType: 'PASSWORD' }),
    base,
    { name: 'recovery-challenge', localCancel: false },
  ],
  [
    'RECOVERY_CHALLENGE no links → local cancel',
    tx('RECOVERY_CHALLENGE', { factorType: 'CALL', recoveryType: 'UNLOCK', _links: undefined }),
    base,
    { name: 'recovery-challenge', localCancel: true },
  ],
  [
    'RECOVERY → recovery-question',
    tx('RECOVERY', { recoveryType: 'PASSWORD' }),
    base,
    { name: 'recovery-question' },
  ],
  ['PASSWORD_RESET → password-reset', tx('PASSWORD_RESET'), base, { name: 'password-reset' }],
  [
    'LOCKED_OUT self-service → unlock',
    tx('LOCKED_OUT'),
    withFeatures({ selfServiceUnlock: true }),
    { name: 'unlock' },
  ],
  [
    'LOCKED_OUT → locked-out error on sign-in',
    tx('LOCKED_OUT'),
    base,
    { name: 'primary-auth', flash: 'error.auth.lockedOut' },
  ],
  ['PROFILE_REQUIRED → enroll-user', tx('PROFILE_REQUIRED'), base, { name: 'enroll-user' }],
  [
    'UNAUTHENTICATED → sign-in',
    tx('UNAUTHENTICATED', { _embedded: { factors: mfaFactors } }),
    base,
    { name: 'primary-auth' },
  ],
  [
    'UNAUTHENTICATED prompting for a factor → verify',
    tx('UNAUTHENTICATED', { _embedded: { factors: [factor('OKTA', 'question')] } }),
    withFeatures({ promptForFactorInUnauthenticated: true }),
    {
      name: 'mfa-verify',
      factor: { id: 'f-question', provider: 'OKTA', factorType: 'question', verify: 'question' },
    },
  ],
  [
    'unknown status → unsupported',
    { status: 'ADMIN_CONSENT_REQUIRED' } as unknown as Transaction,
    base,
    { name: 'unsupported', reason: 'Unknown status', status: 'ADMIN_CONSENT_REQUIRED' },
  ],
];

describe('routeFor', () => {
  it.each(rows)('%s', (_title, transaction, settings, expected) => {
    expect(routeFor(transaction, settings)).toEqual(expected);
  });

  it('covers every transaction status of the contract', () => {
    const covered = new Set(rows.map(([, t]) => t?.status).filter(Boolean));
    for (const status of TRANSACTION_STATUSES) expect(covered, status).toContain(status);
  });

  it('is pure: the same input gives equal routes and the input is not modified', () => {
    const t = tx('MFA_REQUIRED', { _embedded: { factors: mfaFactors } });
    const copy = structuredClone(t);
    expect(routeFor(t, base)).toEqual(routeFor(t, base));
    expect(t).toEqual(copy);
  });
});
