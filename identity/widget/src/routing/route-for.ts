import type { Factor, Transaction } from '@identity/contracts';
import { factorEntry } from './factor-table.ts';
import type { FactorRef, Route } from './route.ts';

/** The settings `routeFor` reads: features and, at startup only, the startup inputs (spec §2 "Startup routing"). */
export interface RouteSettings {
  oauth: boolean;
  features: {
    consent?: boolean;
    customExpiredPassword?: boolean;
    selfServiceUnlock?: boolean;
    idpDiscovery?: boolean;
    webauthn?: boolean;
    promptForFactorInUnauthenticated?: boolean;
  };
  startup?: {
    recoveryToken?: string;
    stateToken?: string;
    hasStoredTransaction: boolean;
    /** The browser refuses cookies (`navigator.cookieEnabled` false): the state token and sessions need them. */
    cookiesDisabled?: boolean;
  };
}

/** The default factor: lowest sort order of the factor table (spec §3 "Factor"). Undefined when none is known. */
export function defaultFactor(
  factors: readonly Factor[] | undefined,
  features: RouteSettings['features'],
): FactorRef | undefined {
  let best: { ref: FactorRef; order: number } | undefined;
  for (const f of factors ?? []) {
    const entry = factorEntry(f.provider, f.factorType, features);
    if (!entry) continue;
    if (!best || entry.sortOrder < best.order) {
      best = {
        ref: { id: f.id, provider: f.provider, factorType: f.factorType, verify: entry.verify },
        order: entry.sortOrder,
      };
    }
  }
  return best?.ref;
}

function verifyRoute(tx: Transaction, settings: RouteSettings): Route {
  // FACTOR_CHALLENGE (a step-up's challenge, resumed after a reload) carries the one factor being verified.
  const challenged = tx._embedded?.factor;
  const factors = tx._embedded?.factors ?? (challenged ? [challenged] : undefined);
  const factor = defaultFactor(factors, settings.features);
  return factor
    ? { name: 'mfa-verify', factor }
    : { name: 'unsupported', reason: 'Unknown factor type', status: tx.status };
}

function nextHref(tx: Transaction): string | undefined {
  const link = tx._links?.next;
  return link && !Array.isArray(link) ? link.href : undefined;
}

function successRoute(tx: Transaction, settings: RouteSettings): Route {
  if (tx.recoveryType === 'UNLOCK') return { name: 'account-unlocked' };
  if (settings.oauth)
    return { name: 'success', outcome: { kind: 'oauth', sessionToken: tx.sessionToken ?? '' } };
  const original = tx._links?.original;
  const url = (original && !Array.isArray(original) ? original.href : undefined) ?? nextHref(tx);
  if (tx.type === 'SESSION_STEP_UP')
    return { name: 'success', outcome: { kind: 'step-up', url: nextHref(tx) ?? '' } };
  if (url) return { name: 'success', outcome: { kind: 'next', url } };
  return { name: 'success', outcome: { kind: 'session', sessionToken: tx.sessionToken ?? '' } };
}

/** A password is managed by the IdP when the transaction offers its own changePassword link. */
function isPasswordManagedByIdp(tx: Transaction): boolean {
  const next = tx._links?.next;
  return Boolean(next && !Array.isArray(next) && next.name === 'changePassword');
}

function startupRoute(settings: RouteSettings): Route {
  const s = settings.startup;
  if (s?.cookiesDisabled) return { name: 'unsupported-cookie' };
  if (s?.recoveryToken) return { name: 'recovery-loading', recoveryToken: s.recoveryToken };
  if (s?.stateToken) return { name: 'refresh-auth-state', stateToken: s.stateToken };
  if (s?.hasStoredTransaction) return { name: 'refresh-auth-state' };
  return settings.features.idpDiscovery ? { name: 'idp-discovery' } : { name: 'primary-auth' };
}

/**
 * Pure, synchronous route of a transaction (house style 2.2 rule 1; spec §4 "Status-driven navigation" and
 * §2 "Startup routing"). `null` means no transaction: the startup rules apply. Never throws: an unknown
 * status gives `{name: 'unsupported', reason: 'Unknown status'}`.
 */
export function routeFor(tx: Transaction | null, settings: RouteSettings): Route {
  if (!tx) return startupRoute(settings);
  const status = tx.status;
  switch (status) {
    case 'SUCCESS':
      return successRoute(tx, settings);
    case 'CONSENT_REQUIRED':
      return settings.features.consent ? { name: 'consent' } : { name: 'stay' };
    case 'FACTOR_REQUIRED':
    case 'FACTOR_CHALLENGE':
    case 'MFA_REQUIRED':
      return verifyRoute(tx, settings);
    case 'MFA_CHALLENGE':
      return { name: 'previous' };
    case 'MFA_ENROLL':
    case 'FACTOR_ENROLL':
      return { name: 'enroll-choices' };
    case 'MFA_ENROLL_ACTIVATE':
    case 'FACTOR_ENROLL_ACTIVATE': {
      const f = tx._embedded?.factor;
      const entry = f && factorEntry(f.provider, f.factorType, settings.features);
      if (!f || !entry) return { name: 'unsupported', reason: 'Unknown factor type', status };
      return {
        name: 'enroll-activate',
        provider: f.provider,
        factorType: f.factorType,
        controller: entry.activateController,
      };
    }
    case 'PASSWORD_WARN':
    case 'PASSWORD_EXPIRED':
      return settings.features.customExpiredPassword && !isPasswordManagedByIdp(tx)
        ? { name: 'custom-password-expired' }
        : { name: 'password-expired' };
    case 'RECOVERY_CHALLENGE': {
      const fromEmail = (tx.factorType ?? '').toLowerCase() === 'email';
      if (fromEmail && tx.recoveryType === 'PASSWORD') return { name: 'recovery-emailed' };
      if (fromEmail && tx.recoveryType === 'UNLOCK') return { name: 'unlock-emailed' };
      return { name: 'recovery-challenge', localCancel: !tx._links || Object.keys(tx._links).length === 0 };
    }
    case 'RECOVERY':
      return { name: 'recovery-question' };
    case 'PASSWORD_RESET':
      return { name: 'password-reset' };
    case 'LOCKED_OUT':
      return settings.features.selfServiceUnlock
        ? { name: 'unlock' }
        : { name: 'primary-auth', flash: 'error.auth.lockedOut' };
    case 'PROFILE_REQUIRED':
      return { name: 'enroll-user' };
    case 'UNAUTHENTICATED':
      return settings.features.promptForFactorInUnauthenticated && tx._embedded?.factors?.length
        ? verifyRoute(tx, settings)
        : { name: 'primary-auth' };
    default: {
      const unknown: never = status;
      return { name: 'unsupported', reason: 'Unknown status', status: String(unknown) };
    }
  }
}
