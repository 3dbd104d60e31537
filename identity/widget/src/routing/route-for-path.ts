import type { Factor, Transaction } from '@identity/contracts';
import type { factorEntry } from './factor-table.ts';
import type { routeFor, RouteSettings } from './route-for.ts';
import type { PathMatch } from './route-path.ts';
import type { Route } from './route.ts';

/** A path that names a page of a transaction. */
export type TransactionMatch = Extract<PathMatch, { kind: 'transaction' }>;

const NOT_PAGES = new Set<Route['name']>(['success', 'previous', 'stay', 'unsupported']);

/**
 * The pure routing functions of the main bundle the router builds on. They are passed in (type-only imports here)
 * so that the router's chunk does not carry, or split out, code the main bundle already has.
 */
export interface Routing {
  routeFor: typeof routeFor;
  factorEntry: typeof factorEntry;
}

/**
 * The route `match` names for `tx`, when the transaction allows it: `routeFor`'s own route, another factor of
 * MFA_REQUIRED (`signin/verify/okta/sms`, the n-th of its type with `/n`), a factor of MFA_ENROLL to enrol, the
 * step of an activation. Undefined otherwise: the transaction decides (`routeFor`). Pure.
 */
export function routeForPath(
  routing: Routing,
  match: TransactionMatch,
  tx: Transaction,
  settings: RouteSettings,
): Route | undefined {
  const canonical = routing.routeFor(tx, settings);
  const provider = match.provider?.toLowerCase();
  const named = (f: { provider: string; factorType: string }) =>
    (!provider || f.provider.toLowerCase() === provider) && f.factorType === match.factorType;
  const factors: readonly Factor[] = tx._embedded?.factors ?? [];
  switch (match.name) {
    case 'mfa-verify': {
      const f = canonical.name === 'mfa-verify' ? factors.filter(named)[match.index ?? 0] : undefined;
      const entry = f && routing.factorEntry(f.provider, f.factorType, settings.features);
      if (!f || !entry) return undefined;
      return {
        name: 'mfa-verify',
        factor: { id: f.id, provider: f.provider, factorType: f.factorType, verify: entry.verify },
      };
    }
    case 'enroll-factor': {
      const f = canonical.name === 'enroll-choices' ? factors.find(named) : undefined;
      return f ? { name: 'enroll-factor', provider: f.provider, factorType: f.factorType } : undefined;
    }
    case 'enroll-activate':
      if (canonical.name !== 'enroll-activate' || !named(canonical)) return undefined;
      return match.step ? { ...canonical, step: match.step } : canonical;
    default:
      return canonical.name === match.name ? canonical : undefined;
  }
}

/**
 * The first route with the router feature on (spec §2 "Startup routing", then the URL): a recovery or state token
 * in the settings wins; a page needing no transaction shows at once; a page a transaction decides resumes the
 * stored transaction (`deepLink`: the shell then asks {@link routeForPath}) or, with none stored, is the default
 * sign-in. Pure.
 */
export function startupRoute(
  { routeFor }: Routing,
  match: PathMatch,
  settings: RouteSettings,
): { route: Route; deepLink?: TransactionMatch } {
  const start = settings.startup;
  if (start?.recoveryToken || start?.stateToken || match.kind === 'default')
    return { route: routeFor(null, settings) };
  if (match.kind === 'local') return { route: match.route };
  return start?.hasStoredTransaction
    ? { route: { name: 'refresh-auth-state' }, deepLink: match }
    : { route: routeFor(null, { ...settings, startup: { hasStoredTransaction: false } }) };
}

/**
 * Where the back or forward button goes (pure): a page needing no transaction shows; a transaction page shows
 * when the transaction allows it (else the transaction's own page); the default sign-in, or a transaction page
 * with no transaction left, goes back to the start and cancels a live transaction. `keep` stays on the page.
 */
export function popRoute(
  routing: Routing,
  match: PathMatch,
  tx: Transaction | null,
  settings: RouteSettings,
): { route: Route; cancel: boolean } | 'keep' {
  if (match.kind === 'local') return { route: match.route, cancel: false };
  if (match.kind === 'transaction' && tx) {
    const route = routeForPath(routing, match, tx, settings) ?? routing.routeFor(tx, settings);
    return NOT_PAGES.has(route.name) ? 'keep' : { route, cancel: false };
  }
  return { route: routing.routeFor(null, settings), cancel: tx !== null };
}
