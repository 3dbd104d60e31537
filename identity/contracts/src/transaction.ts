/**
 * Authentication transaction as sent by `POST /api/v1/authn` and the links that follow it
 * (Okta classic Authentication API v1; see docs/protocol.md and spec/sign-in-widget.md §3).
 */

/** Every status a transaction can carry, including the IDX-pipeline aliases accepted by widget 2.21.0. */
export const TRANSACTION_STATUSES = [
  'SUCCESS',
  'LOCKED_OUT',
  'PASSWORD_EXPIRED',
  'PASSWORD_WARN',
  'PASSWORD_RESET',
  'RECOVERY',
  'RECOVERY_CHALLENGE',
  'MFA_ENROLL',
  'MFA_ENROLL_ACTIVATE',
  'MFA_REQUIRED',
  'MFA_CHALLENGE',
  'FACTOR_ENROLL',
  'FACTOR_ENROLL_ACTIVATE',
  'FACTOR_REQUIRED',
  'FACTOR_CHALLENGE',
  'UNAUTHENTICATED',
  'PROFILE_REQUIRED',
  'CONSENT_REQUIRED',
] as const;

export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** A HAL link. A link is callable by clients only when `hints.allow` holds exactly one method. */
export interface Link {
  href: string;
  name?: string;
  title?: string;
  type?: string;
  hints?: { allow: string[] };
}

export type Links = Record<string, Link | Link[] | undefined>;

export interface UserProfile {
  login: string;
  firstName: string;
  lastName: string;
  email?: string;
  locale: string;
  timeZone: string;
}

/** `_embedded.user` of a transaction. */
export interface TransactionUser {
  id: string;
  passwordChanged?: string;
  profile: UserProfile;
  recovery_question?: { question: string };
}

export interface Factor {
  id: string;
  factorType: string;
  provider: string;
  vendorName?: string;
  status?: 'NOT_SETUP' | 'ACTIVE' | 'PENDING_ACTIVATION';
  enrollment?: 'OPTIONAL' | 'REQUIRED';
  profile?: Record<string, unknown>;
  _links?: Links;
  _embedded?: Record<string, unknown>;
}

/** The body of every successful Authn API response. `stateToken` is absent on SUCCESS. */
export interface Transaction {
  status: TransactionStatus;
  stateToken?: string;
  sessionToken?: string;
  expiresAt?: string;
  factorResult?: string;
  recoveryType?: 'PASSWORD' | 'UNLOCK';
  factorType?: string;
  type?: 'SESSION_SSO' | 'SESSION_STEP_UP';
  relayState?: string;
  _embedded?: {
    user?: TransactionUser;
    factors?: Factor[];
    factor?: Factor;
    policy?: Record<string, unknown>;
    target?: Record<string, unknown>;
    scopes?: Array<{ name: string; displayName?: string; description?: string }>;
    [key: string]: unknown;
  };
  _links?: Links;
}

/** Body of `POST /api/v1/authn` for primary authentication. */
export interface PrimaryAuthRequest {
  username: string;
  password: string;
  relayState?: string;
  options?: { multiOptionalFactorEnroll?: boolean; warnBeforePasswordExpired?: boolean };
  context?: { deviceToken?: string };
}
