import { describe, expect, it } from 'vitest';
import { controllerFor } from './controller-for.ts';
import type { Route, RouteName } from './route.ts';

/**
 * Every screen's `afterRender` controller name, as the 2.21.0 widget names the page it shows for the same route
 * (the `className` of its controller, read from the 2.21.0 bundle). The Record makes a new route name a compile
 * error here until its name is pinned.
 */
const ONE_PER_ROUTE: Record<RouteName, [Route, string]> = {
  'primary-auth': [{ name: 'primary-auth' }, 'primary-auth'],
  'idp-discovery': [{ name: 'idp-discovery' }, 'idp-discovery'],
  success: [{ name: 'success', outcome: { kind: 'session', sessionToken: 't' } }, 'primary-auth'],
  'account-unlocked': [{ name: 'account-unlocked' }, 'account-unlocked'],
  consent: [{ name: 'consent' }, 'consent-required'],
  'mfa-verify': [
    { name: 'mfa-verify', factor: { provider: 'OKTA', factorType: 'sms', verify: 'code' } },
    'mfa-verify',
  ],
  previous: [{ name: 'previous' }, 'mfa-verify'],
  'enroll-choices': [{ name: 'enroll-choices' }, 'enroll-choices'],
  'enroll-factor': [{ name: 'enroll-factor', provider: 'OKTA', factorType: 'sms' }, 'enroll-sms'],
  'enroll-activate': [
    { name: 'enroll-activate', provider: 'OKTA', factorType: 'push', controller: 'barcode-push' },
    'barcode-push',
  ],
  'password-expired': [{ name: 'password-expired' }, 'password-expired'],
  'custom-password-expired': [{ name: 'custom-password-expired' }, 'custom-password-expired'],
  'recovery-emailed': [{ name: 'recovery-emailed' }, 'password-reset-email-sent'],
  'unlock-emailed': [{ name: 'unlock-emailed' }, 'account-unlock-email-sent'],
  'recovery-challenge': [{ name: 'recovery-challenge', localCancel: false }, 'recovery-challenge'],
  'recovery-question': [{ name: 'recovery-question' }, 'recovery-question'],
  'password-reset': [{ name: 'password-reset' }, 'password-reset'],
  unlock: [{ name: 'unlock' }, 'account-unlock'],
  'enroll-user': [{ name: 'enroll-user' }, 'enroll-user'],
  'forgot-password': [{ name: 'forgot-password' }, 'forgot-password'],
  registration: [{ name: 'registration' }, 'registration'],
  'registration-complete': [{ name: 'registration-complete' }, 'registration-complete'],
  'recovery-loading': [{ name: 'recovery-loading', recoveryToken: 'r' }, 'recovery-loading'],
  'refresh-auth-state': [{ name: 'refresh-auth-state' }, 'refresh-auth-state'],
  'unsupported-cookie': [{ name: 'unsupported-cookie' }, 'unsupported-cookie'],
  stay: [{ name: 'stay' }, 'primary-auth'],
  unsupported: [{ name: 'unsupported', reason: 'x' }, 'unsupported'],
};

const verify = (provider: string, factorType: string, v: string): Route =>
  ({ name: 'mfa-verify', factor: { provider, factorType, verify: v } }) as Route;
const enroll = (provider: string, factorType: string): Route => ({
  name: 'enroll-factor',
  provider,
  factorType,
});
const activate = (provider: string, factorType: string, controller: string, step?: string): Route =>
  ({ name: 'enroll-activate', provider, factorType, controller, ...(step ? { step } : {}) }) as Route;

describe('controllerFor', () => {
  it.each(Object.values(ONE_PER_ROUTE))('every route: %j → %s', (route, name) => {
    expect(controllerFor(route, { webauthn: true })).toBe(name);
  });

  it.each<[Route, string]>([
    [verify('OKTA', 'token:software:totp', 'passcode'), 'mfa-verify'],
    [verify('OKTA', 'push', 'push'), 'mfa-verify'],
    [verify('OKTA', 'question', 'question'), 'mfa-verify'],
    [verify('OKTA', 'email', 'email'), 'mfa-verify'],
    [verify('OKTA', 'password', 'password'), 'mfa-verify'],
    [verify('YUBICO', 'token:hardware', 'hardware'), 'mfa-verify'],
    [verify('FIDO', 'u2f', 'u2f'), 'mfa-verify verify-u2f'],
    [verify('FIDO', 'webauthn', 'webauthn'), 'mfa-verify verify-webauthn'],
    [verify('FIDO', 'webauthn', 'windows-hello'), 'mfa-verify verify-windows-hello'],
    [verify('DUO', 'web', 'duo'), 'mfa-verify-duo duo-form'],
    [verify('GENERIC_SAML', 'assertion:saml2', 'custom'), 'verify-custom-factor custom-factor-form'],
    [verify('GENERIC_OIDC', 'assertion:oidc', 'custom'), 'verify-custom-factor custom-factor-form'],
  ])('verify page %j → %s', (route, name) => {
    expect(controllerFor(route)).toBe(name);
  });

  it.each<[Route, string]>([
    [enroll('OKTA', 'push'), 'enroll-totp'],
    [enroll('OKTA', 'token:software:totp'), 'enroll-totp'],
    [enroll('GOOGLE', 'token:software:totp'), 'enroll-totp'],
    [enroll('OKTA', 'call'), 'enroll-call'],
    [enroll('OKTA', 'question'), 'enroll-question'],
    [enroll('OKTA', 'password'), 'enroll-password'],
    [enroll('OKTA', 'email'), 'enroll-email'],
    [enroll('FIDO', 'u2f'), 'enroll-u2f'],
    [enroll('YUBICO', 'token:hardware'), 'enroll-yubikey'],
    [enroll('CUSTOM', 'token:hotp'), 'enroll-hotp'],
    [enroll('DUO', 'web'), 'enroll-duo duo-form'],
    [enroll('SYMANTEC', 'token'), 'enroll-symantec'],
    [enroll('RSA', 'token'), 'enroll-rsa'],
    [enroll('DEL_OATH', 'token'), 'enroll-onprem'],
    [enroll('GENERIC_SAML', 'assertion:saml2'), 'enroll-custom-factor'],
  ])('enrolment page %j → %s', (route, name) => {
    expect(controllerFor(route)).toBe(name);
  });

  it('FIDO webauthn enrolment is the Windows Hello page unless the webauthn feature is on', () => {
    expect(controllerFor(enroll('FIDO', 'webauthn'))).toBe('enroll-windows-hello');
    expect(controllerFor(enroll('FIDO', 'webauthn'), { webauthn: true })).toBe('enroll-webauthn');
    const act = activate('FIDO', 'webauthn', 'enroll-webauthn');
    expect(controllerFor(act)).toBe('enroll-windows-hello');
    expect(controllerFor(act, { webauthn: true })).toBe('enroll-webauthn');
  });

  it.each<[Route, string]>([
    [activate('OKTA', 'push', 'barcode-push'), 'barcode-push'],
    [activate('OKTA', 'push', 'barcode-push', 'manual'), 'enroll-manual-push'],
    [activate('OKTA', 'push', 'barcode-push', 'sent'), 'enroll-activation-link-sent'],
    [activate('OKTA', 'token:software:totp', 'barcode-totp'), 'barcode-totp'],
    [activate('OKTA', 'token:software:totp', 'barcode-totp', 'manual'), 'enroll-manual-totp'],
    [activate('GOOGLE', 'token:software:totp', 'barcode-totp', 'passcode'), 'activate-totp'],
    [activate('GOOGLE', 'token:software:totp', 'barcode-totp', 'activate'), 'activate-totp'],
    [activate('OKTA', 'sms', 'enroll-sms'), 'enroll-sms'],
    [activate('OKTA', 'call', 'enroll-call'), 'enroll-call'],
  ])('activation page %j → %s', (route, name) => {
    expect(controllerFor(route)).toBe(name);
  });
});
