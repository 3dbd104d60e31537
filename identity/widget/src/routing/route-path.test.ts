import { describe, expect, it } from 'vitest';
import type { Factor } from '@identity/contracts';
import { parsePath, pathFor, splitPathname, type PathMatch } from './route-path.ts';
import type { Route, RouteName } from './route.ts';

const push = (id: string): Factor => ({ id, provider: 'OKTA', factorType: 'push' });
const factors = [push('opf1'), push('opf2'), { id: 'sms1', provider: 'OKTA', factorType: 'sms' }];

/** Every route: its path (spec §2 route table) and what that path parses back to. */
const ROWS: Array<[Route, string | undefined, PathMatch | undefined]> = [
  [{ name: 'primary-auth' }, 'signin', { kind: 'default' }],
  [{ name: 'primary-auth', flash: 'error.auth.lockedOut' }, 'signin', { kind: 'default' }],
  [{ name: 'idp-discovery' }, 'signin', { kind: 'default' }],
  [
    { name: 'mfa-verify', factor: { id: 'sms1', provider: 'OKTA', factorType: 'sms', verify: 'code' } },
    'signin/verify/okta/sms',
    { kind: 'transaction', name: 'mfa-verify', provider: 'okta', factorType: 'sms', index: undefined },
  ],
  [
    { name: 'mfa-verify', factor: { id: 'opf2', provider: 'OKTA', factorType: 'push', verify: 'push' } },
    'signin/verify/okta/push/1',
    { kind: 'transaction', name: 'mfa-verify', provider: 'okta', factorType: 'push', index: 1 },
  ],
  [
    { name: 'mfa-verify', factor: { provider: 'DUO', factorType: 'web', verify: 'duo' } },
    'signin/verify/duo/web',
    { kind: 'transaction', name: 'mfa-verify', provider: 'duo', factorType: 'web', index: undefined },
  ],
  [{ name: 'enroll-choices' }, 'signin/enroll', { kind: 'transaction', name: 'enroll-choices' }],
  [
    { name: 'enroll-factor', provider: 'GOOGLE', factorType: 'token:software:totp' },
    'signin/enroll/google/token:software:totp',
    { kind: 'transaction', name: 'enroll-factor', provider: 'google', factorType: 'token:software:totp' },
  ],
  [
    { name: 'enroll-activate', provider: 'OKTA', factorType: 'sms', controller: 'enroll-sms' },
    'signin/enroll-activate/okta/sms',
    { kind: 'transaction', name: 'enroll-activate', provider: 'okta', factorType: 'sms', step: undefined },
  ],
  [
    {
      name: 'enroll-activate',
      provider: 'OKTA',
      factorType: 'push',
      controller: 'barcode-push',
      step: 'manual',
    },
    'signin/enroll-activate/okta/push/manual',
    { kind: 'transaction', name: 'enroll-activate', provider: 'okta', factorType: 'push', step: 'manual' },
  ],
  [
    { name: 'password-expired' },
    'signin/password-expired',
    { kind: 'transaction', name: 'password-expired' },
  ],
  [
    { name: 'custom-password-expired' },
    'signin/custom-password-expired',
    { kind: 'transaction', name: 'custom-password-expired' },
  ],
  [{ name: 'consent' }, 'signin/consent', { kind: 'transaction', name: 'consent' }],
  [
    { name: 'recovery-challenge', localCancel: false },
    'signin/recovery-challenge',
    { kind: 'transaction', name: 'recovery-challenge' },
  ],
  [
    { name: 'recovery-question' },
    'signin/recovery-question',
    { kind: 'transaction', name: 'recovery-question' },
  ],
  [{ name: 'password-reset' }, 'signin/password-reset', { kind: 'transaction', name: 'password-reset' }],
  [{ name: 'enroll-user' }, 'signin/enroll-user', { kind: 'transaction', name: 'enroll-user' }],
  ...(
    [
      ['forgot-password', 'forgot-password'],
      ['unlock', 'unlock'],
      ['registration', 'register'],
      ['registration-complete', 'register-complete'],
      ['account-unlocked', 'account-unlocked'],
      ['recovery-emailed', 'recovery-emailed'],
      ['unlock-emailed', 'unlock-emailed'],
    ] as const
  ).map(([name, path]): [Route, string, PathMatch] => [
    { name } as Route,
    `signin/${path}`,
    { kind: 'local', route: { name } as Route },
  ]),
  [
    { name: 'recovery-loading', recoveryToken: 'rt/1+x' },
    'signin/recovery/rt%2F1%2Bx',
    { kind: 'local', route: { name: 'recovery-loading', recoveryToken: 'rt/1+x' } },
  ],
  [
    { name: 'refresh-auth-state', stateToken: 'st-1' },
    'signin/refresh-auth-state/st-1',
    { kind: 'local', route: { name: 'refresh-auth-state', stateToken: 'st-1' } },
  ],
  [
    { name: 'refresh-auth-state' },
    'signin/refresh-auth-state',
    { kind: 'local', route: { name: 'refresh-auth-state' } },
  ],
  [{ name: 'success', outcome: { kind: 'session', sessionToken: 's' } }, undefined, undefined],
  [{ name: 'previous' }, undefined, undefined],
  [{ name: 'stay' }, undefined, undefined],
  [{ name: 'unsupported', reason: 'Unknown status' }, undefined, undefined],
];

describe('route ↔ URL path (spec §2 route table)', () => {
  it.each(ROWS)('%j ↔ %s', (route, path, match) => {
    expect(pathFor(route, factors)).toBe(path);
    if (path && match) expect(parsePath(path)).toEqual(match);
  });

  it('covers every route name', () => {
    const names = new Set(ROWS.map(([route]) => route.name));
    const all: RouteName[] = [
      'primary-auth',
      'idp-discovery',
      'success',
      'account-unlocked',
      'consent',
      'mfa-verify',
    ];
    all.push('previous', 'enroll-choices', 'enroll-factor', 'enroll-activate', 'password-expired');
    all.push('custom-password-expired', 'recovery-emailed', 'unlock-emailed', 'recovery-challenge');
    all.push(
      'recovery-question',
      'password-reset',
      'unlock',
      'enroll-user',
      'forgot-password',
      'registration',
    );
    all.push('registration-complete', 'recovery-loading', 'refresh-auth-state', 'stay', 'unsupported');
    expect([...names].sort()).toEqual([...all].sort());
  });

  it.each<[string, PathMatch]>([
    ['signin/verify/webauthn', { kind: 'transaction', name: 'mfa-verify', factorType: 'webauthn' }],
    [
      'signin/verify/fido/u2f',
      { kind: 'transaction', name: 'mfa-verify', provider: 'fido', factorType: 'u2f', index: undefined },
    ],
    [
      'signin/verify/generic_saml/assertion:saml2',
      {
        kind: 'transaction',
        name: 'mfa-verify',
        provider: 'generic_saml',
        factorType: 'assertion:saml2',
        index: undefined,
      },
    ],
    [
      'signin/enroll-activate/okta/push/sent',
      { kind: 'transaction', name: 'enroll-activate', provider: 'okta', factorType: 'push', step: 'sent' },
    ],
    [
      'signin/reset-password/tok',
      { kind: 'local', route: { name: 'recovery-loading', recoveryToken: 'tok' } },
    ],
    ['signin/user-unlock/tok', { kind: 'local', route: { name: 'recovery-loading', recoveryToken: 'tok' } }],
    ['/signin/forgot-password/', { kind: 'local', route: { name: 'forgot-password' } }],
    ['', { kind: 'default' }],
    ['signin', { kind: 'default' }],
    ['login', { kind: 'default' }],
    ['signin/nowhere', { kind: 'default' }],
    ['signin/verify/okta/push/first', { kind: 'default' }],
    ['signin/enroll-activate/okta/push/dance', { kind: 'default' }],
    ['signin/forgot-password/extra', { kind: 'default' }],
    [
      'signin/recovery/%E0%A4%A',
      { kind: 'local', route: { name: 'recovery-loading', recoveryToken: '%E0%A4%A' } },
    ],
  ])('parses the alias or unknown path %s', (path, match) => {
    expect(parsePath(path)).toEqual(match);
  });

  it.each([
    ['/signin', { base: '', path: 'signin' }],
    ['/signin/verify/okta/sms', { base: '', path: 'signin/verify/okta/sms' }],
    ['/app/signin/unlock', { base: '/app', path: 'signin/unlock' }],
    ['/login', { base: '', path: '' }],
    ['/signing-up', { base: '', path: '' }],
    ['/', { base: '', path: '' }],
  ])('splits the pathname %s', (pathname, parts) => {
    expect(splitPathname(pathname)).toEqual(parts);
  });
});
