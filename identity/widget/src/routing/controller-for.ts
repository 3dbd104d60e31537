import { factorEntry } from './factor-table.ts';
import type { Route, RouteName } from './route.ts';

/** 2.21.0 controller (page) names for routes whose name differs or that are not pages. */
const CONTROLLER_NAMES: Partial<Record<RouteName, string>> = {
  consent: 'consent-required',
  unlock: 'account-unlock',
  'recovery-emailed': 'password-reset-email-sent',
  'unlock-emailed': 'account-unlock-email-sent',
  'recovery-challenge': 'recovery-challenge',
  success: 'primary-auth',
  previous: 'mfa-verify',
  stay: 'primary-auth',
  unsupported: 'unsupported',
};

/**
 * The page name reported as `context.controller` in `afterRender`, `ready`, `pageRendered` and `afterError`:
 * the `className` of the controller widget 2.21.0 renders for the same transaction and route (issue 8, spec §1
 * events), e.g. `primary-auth`, `mfa-verify`, `mfa-verify verify-u2f`, `enroll-choices`, `account-unlock-email-sent`.
 * `features` are the resolved feature flags (`webauthn` picks WebAuthn over Windows Hello pages). Pure.
 */
export function controllerFor(route: Route, features: { webauthn?: boolean } = {}): string {
  switch (route.name) {
    case 'mfa-verify':
      return (
        factorEntry(route.factor.provider, route.factor.factorType, {
          webauthn: route.factor.verify === 'webauthn',
        })?.verifyController ?? 'mfa-verify'
      );
    case 'enroll-factor': {
      // 2.21.0 sends OKTA push and the TOTP apps to one page (device type, then the app); it has no email page
      // of its own (ours is named like the later widgets'). The others are named as their activation page.
      const type = route.factorType;
      if (type === 'push' || type === 'token:software:totp') return 'enroll-totp';
      if (type === 'email') return 'enroll-email';
      return factorEntry(route.provider, type, features)?.activateController ?? 'enroll-factor';
    }
    case 'enroll-activate': {
      // Steps of `signin/enroll-activate/{provider}/{factorType}/{step}` that are pages of their own in 2.21.0.
      const { factorType: type, step } = route;
      if (step && type === 'push') {
        return step === 'manual'
          ? 'enroll-manual-push'
          : step === 'sent'
            ? 'enroll-activation-link-sent'
            : route.controller;
      }
      if (step && type === 'token:software:totp')
        return step === 'manual' ? 'enroll-manual-totp' : 'activate-totp';
      return route.controller;
    }
    default:
      return CONTROLLER_NAMES[route.name] ?? route.name;
  }
}
