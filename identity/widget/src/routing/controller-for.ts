import { factorEntry } from './factor-table.ts';
import type { Route, RouteName } from './route.ts';

/** 2.21.0 controller (page) names for routes whose name differs or that are not pages. */
const CONTROLLER_NAMES: Partial<Record<RouteName, string>> = {
  consent: 'consent-required',
  unlock: 'account-unlock',
  'recovery-emailed': 'password-reset-email-sent',
  'unlock-emailed': 'unlock-email-sent',
  'recovery-challenge': 'recovery-challenge',
  success: 'primary-auth',
  previous: 'mfa-verify',
  stay: 'primary-auth',
  unsupported: 'unsupported',
};

/** 2.21.0 controller names of one factor's enrolment page, by factor type. */
const ENROLL_CONTROLLERS: Readonly<Record<string, string>> = {
  'token:software:totp': 'enroll-totp',
  sms: 'enroll-sms',
  call: 'enroll-call',
  question: 'enroll-question',
  email: 'enroll-email',
  password: 'enroll-password',
  push: 'enroll-push',
  webauthn: 'enroll-webauthn',
  u2f: 'enroll-u2f',
};

/**
 * The page name reported as `context.controller` in `afterRender`, `ready` and `afterError`
 * (named as widget 2.21.0 names its pages: primary-auth, mfa-verify, enroll-choices, forgot-password, ...).
 */
export function controllerFor(route: Route): string {
  switch (route.name) {
    case 'mfa-verify':
      return (
        factorEntry(route.factor.provider, route.factor.factorType, {
          webauthn: route.factor.verify === 'webauthn',
        })?.verifyController ?? 'mfa-verify'
      );
    case 'enroll-factor':
      return ENROLL_CONTROLLERS[route.factorType] ?? 'enroll-factor';
    case 'enroll-activate':
      // The authenticator-app activation steps are pages of their own in 2.21.0.
      if (route.factorType === 'token:software:totp' && route.step === 'manual') return 'enroll-manual-totp';
      if (route.factorType === 'token:software:totp' && route.step === 'passcode') return 'activate-totp';
      return route.controller;
    default:
      return CONTROLLER_NAMES[route.name] ?? route.name;
  }
}
