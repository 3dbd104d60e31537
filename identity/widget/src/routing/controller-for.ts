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
 * 2.21.0 controller names of one factor's enrolment page, keyed `PROVIDER:factorType` or, for any provider,
 * `factorType`. 2.21.0 sends `signin/enroll/{provider}/{factorType}` of OKTA push and the TOTP apps to one page,
 * `enroll-totp` (device type, then the app); FIDO webauthn is `enroll-windows-hello` unless the `webauthn`
 * feature is on (handled in {@link controllerFor}).
 */
const ENROLL_CONTROLLERS: Readonly<Record<string, string>> = {
  'token:software:totp': 'enroll-totp',
  push: 'enroll-totp',
  sms: 'enroll-sms',
  call: 'enroll-call',
  question: 'enroll-question',
  // 2.21.0 has no email enrolment page of its own; ours is named like the later widgets' page.
  email: 'enroll-email',
  password: 'enroll-password',
  webauthn: 'enroll-webauthn',
  u2f: 'enroll-u2f',
  'token:hardware': 'enroll-yubikey',
  'token:hotp': 'enroll-hotp',
  'DUO:web': 'enroll-duo duo-form',
  'SYMANTEC:token': 'enroll-symantec',
  'RSA:token': 'enroll-rsa',
  'DEL_OATH:token': 'enroll-onprem',
  'assertion:saml2': 'enroll-custom-factor',
  'assertion:oidc': 'enroll-custom-factor',
};

/** 2.21.0 page names of the push activation steps (`signin/enroll-activate/okta/push[/step]`). */
const PUSH_STEPS: Readonly<Record<string, string>> = {
  manual: 'enroll-manual-push',
  sent: 'enroll-activation-link-sent',
};

/** 2.21.0 page names of the authenticator-app activation steps (`signin/enroll-activate/{p}/token:software:totp/{step}`). */
const TOTP_STEPS: Readonly<Record<string, string>> = {
  manual: 'enroll-manual-totp',
  activate: 'activate-totp',
  passcode: 'activate-totp',
};

function enrollController(provider: string, factorType: string, features: { webauthn?: boolean }): string {
  if (factorType === 'webauthn' && !features.webauthn) return 'enroll-windows-hello';
  return (
    ENROLL_CONTROLLERS[`${provider.toUpperCase()}:${factorType}`] ??
    ENROLL_CONTROLLERS[factorType] ??
    'enroll-factor'
  );
}

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
    case 'enroll-factor':
      return enrollController(route.provider, route.factorType, features);
    case 'enroll-activate': {
      const steps =
        route.factorType === 'push'
          ? PUSH_STEPS
          : route.factorType === 'token:software:totp'
            ? TOTP_STEPS
            : {};
      if (route.step && steps[route.step]) return steps[route.step] ?? route.controller;
      if (route.factorType === 'webauthn' && !features.webauthn) return 'enroll-windows-hello';
      return route.controller;
    }
    default:
      return CONTROLLER_NAMES[route.name] ?? route.name;
  }
}
