import { describe, expect, it } from 'vitest';
import { controllerFor } from './controller-for.ts';
import type { Route } from './route.ts';

describe('controllerFor', () => {
  it.each<[Route, string]>([
    [{ name: 'primary-auth' }, 'primary-auth'],
    [{ name: 'mfa-verify', factor: { provider: 'OKTA', factorType: 'sms', verify: 'code' } }, 'mfa-verify'],
    [{ name: 'mfa-verify', factor: { provider: 'DUO', factorType: 'web', verify: 'duo' } }, 'mfa-verify-duo'],
    [{ name: 'enroll-choices' }, 'enroll-choices'],
    [{ name: 'forgot-password' }, 'forgot-password'],
    [{ name: 'password-expired' }, 'password-expired'],
    [
      { name: 'enroll-activate', provider: 'OKTA', factorType: 'push', controller: 'barcode-push' },
      'barcode-push',
    ],
    [{ name: 'enroll-factor', provider: 'GOOGLE', factorType: 'token:software:totp' }, 'enroll-totp'],
    [
      {
        name: 'enroll-activate',
        provider: 'OKTA',
        factorType: 'token:software:totp',
        controller: 'barcode-totp',
      },
      'barcode-totp',
    ],
    [
      {
        name: 'enroll-activate',
        provider: 'OKTA',
        factorType: 'token:software:totp',
        controller: 'barcode-totp',
        step: 'manual',
      },
      'enroll-manual-totp',
    ],
    [
      {
        name: 'enroll-activate',
        provider: 'GOOGLE',
        factorType: 'token:software:totp',
        controller: 'barcode-totp',
        step: 'passcode',
      },
      'activate-totp',
    ],
    [{ name: 'consent' }, 'consent-required'],
    [{ name: 'unlock' }, 'account-unlock'],
  ])('%j → %s', (route, name) => {
    expect(controllerFor(route)).toBe(name);
  });
});
