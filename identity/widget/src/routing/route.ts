import type { VerifyKind } from './factor-table.ts';

/** A factor as a route carries it (the verify or activation screen needs no more to pick its form). */
export interface FactorRef {
  id?: string;
  provider: string;
  factorType: string;
  verify: VerifyKind;
}

/** What the shell does with a SUCCESS transaction (spec §4 "Status-driven navigation", SUCCESS). */
export type SuccessOutcome =
  | { kind: 'oauth'; sessionToken: string }
  | { kind: 'step-up'; url: string }
  | { kind: 'next'; url: string }
  | { kind: 'session'; sessionToken: string };

/** Steps of spec §2 "signin/enroll-activate/{provider}/{factorType}/{step}". */
export type ActivationStep = 'activate' | 'manual' | 'sent' | 'passcode';

/** Flash errors shown on primary sign-in when a route sends the user back there. */
export type PrimaryFlash = 'error.auth.lockedOut' | 'error.expired.session';

/**
 * Where the widget is (house style 2.2 rule 2): a discriminated union whose `name` names a screen.
 * `success`, `previous` and `stay` are not screens: the shell performs them. `enroll-factor` (one factor's
 * enrolment, chosen from `enroll-choices`) and `registration-complete` are reached by local navigation only.
 */
export type Route =
  | { name: 'primary-auth'; flash?: PrimaryFlash; username?: string }
  | { name: 'idp-discovery' }
  | { name: 'success'; outcome: SuccessOutcome }
  | { name: 'account-unlocked' }
  | { name: 'consent' }
  | { name: 'mfa-verify'; factor: FactorRef }
  | { name: 'previous' }
  | { name: 'enroll-choices' }
  | { name: 'enroll-factor'; provider: string; factorType: string }
  | {
      name: 'enroll-activate';
      provider: string;
      factorType: string;
      controller: string;
      /** Step of a multi-step activation (push, TOTP): `signin/enroll-activate/{provider}/{factorType}/{step}`. */
      step?: ActivationStep;
    }
  | { name: 'password-expired' }
  | { name: 'custom-password-expired' }
  | { name: 'recovery-emailed' }
  | { name: 'unlock-emailed' }
  | { name: 'recovery-challenge'; localCancel: boolean }
  | { name: 'recovery-question' }
  | { name: 'password-reset' }
  | { name: 'unlock' }
  | { name: 'enroll-user' }
  | { name: 'forgot-password' }
  | { name: 'registration' }
  | { name: 'registration-complete' }
  | { name: 'recovery-loading'; recoveryToken: string }
  | { name: 'refresh-auth-state'; stateToken?: string }
  /** Cookies are disabled in this browser (spec §2 "Other screens"): nothing can work until they are on. */
  | { name: 'unsupported-cookie' }
  | { name: 'stay' }
  | { name: 'unsupported'; reason: string; status?: string };

export type RouteName = Route['name'];
