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
    case 'enroll-activate':
      return route.controller;
    default:
      return CONTROLLER_NAMES[route.name] ?? route.name;
  }
}
