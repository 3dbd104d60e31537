import type { Factor } from '@identity/contracts';
import type { ActivationStep, Route, RouteName } from './route.ts';

/** Routes whose path is one fixed segment under `signin/` (spec §2 route table). */
const FIXED: Partial<Record<RouteName, string>> = {
  'enroll-choices': 'enroll',
  'password-expired': 'password-expired',
  'custom-password-expired': 'custom-password-expired',
  'forgot-password': 'forgot-password',
  'recovery-challenge': 'recovery-challenge',
  'recovery-emailed': 'recovery-emailed',
  'recovery-question': 'recovery-question',
  'password-reset': 'password-reset',
  unlock: 'unlock',
  'unlock-emailed': 'unlock-emailed',
  'account-unlocked': 'account-unlocked',
  registration: 'register',
  'registration-complete': 'register-complete',
  consent: 'consent',
  'enroll-user': 'enroll-user',
};

/** Fixed routes that need no transaction: a deep link or the back button shows them as they are. */
const LOCAL = new Set<RouteName>([
  'forgot-password',
  'unlock',
  'registration',
  'registration-complete',
  'account-unlocked',
  'recovery-emailed',
  'unlock-emailed',
]);
const STEPS: readonly string[] = ['activate', 'manual', 'sent', 'passcode'] satisfies ActivationStep[];

/** The route names a transaction decides (a deep link to one resumes the stored transaction first). */
export type TransactionRouteName = Exclude<RouteName, 'success' | 'previous' | 'stay' | 'unsupported'>;

/** What a URL path under `signin/` names before any transaction is known. */
export type PathMatch =
  | { kind: 'default' }
  | { kind: 'local'; route: Route }
  | {
      kind: 'transaction';
      name: TransactionRouteName;
      provider?: string;
      factorType?: string;
      index?: number;
      step?: ActivationStep;
    };

/** Index of `ref` among the factors of its provider and type (0 when alone or unknown). */
function factorIndex(factors: readonly Factor[], ref: { id?: string; provider: string; factorType: string }) {
  const same = factors.filter((f) => f.provider === ref.provider && f.factorType === ref.factorType);
  return Math.max(
    0,
    same.findIndex((f) => f.id === ref.id),
  );
}

/**
 * The URL path of a route (spec §2 route table; no leading slash), or undefined for the routes that are not pages
 * (`success`, `previous`, `stay`, `unsupported`). `factors` are the transaction's, to number a factor among
 * several of its type (`signin/verify/okta/push/1`). Pure.
 */
export function pathFor(route: Route, factors: readonly Factor[] = []): string | undefined {
  const fixed = FIXED[route.name];
  if (fixed) return `signin/${fixed}`;
  switch (route.name) {
    case 'primary-auth':
    case 'idp-discovery':
      return 'signin';
    case 'mfa-verify': {
      const index = factorIndex(factors, route.factor);
      return `signin/verify/${route.factor.provider.toLowerCase()}/${route.factor.factorType}${index ? `/${index}` : ''}`;
    }
    case 'enroll-factor':
      return `signin/enroll/${route.provider.toLowerCase()}/${route.factorType}`;
    case 'enroll-activate':
      return `signin/enroll-activate/${route.provider.toLowerCase()}/${route.factorType}${route.step ? `/${route.step}` : ''}`;
    case 'recovery-loading':
      return `signin/recovery/${encodeURIComponent(route.recoveryToken)}`;
    case 'refresh-auth-state':
      return `signin/refresh-auth-state${route.stateToken ? `/${encodeURIComponent(route.stateToken)}` : ''}`;
    default:
      return undefined;
  }
}

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * What a path names (the inverse of {@link pathFor}; spec §2: `signin`, the empty path and any unknown path are
 * the default sign-in). Accepts the aliases of the route table (`signin/verify/webauthn`, `reset-password/{token}`,
 * `user-unlock/{token}`). Pure.
 */
export function parsePath(path: string): PathMatch {
  const [root, first, ...rest] = path.replace(/^\/+|\/+$/g, '').split('/');
  if (root !== 'signin' || !first) return { kind: 'default' };
  const fixed = Object.entries(FIXED).find(([, segment]) => segment === first)?.[0] as RouteName | undefined;
  if (fixed && rest.length === 0) {
    return LOCAL.has(fixed)
      ? { kind: 'local', route: { name: fixed } as Route }
      : { kind: 'transaction', name: fixed as TransactionRouteName };
  }
  const [a, b, c] = rest;
  switch (first) {
    case 'verify': {
      const index = c !== undefined && /^\d+$/.test(c) ? Number(c) : undefined;
      if (a && !b) return { kind: 'transaction', name: 'mfa-verify', factorType: a };
      if (a && b && (c === undefined || index !== undefined))
        return { kind: 'transaction', name: 'mfa-verify', provider: a, factorType: b, index };
      break;
    }
    case 'enroll':
      if (a && b && !c) return { kind: 'transaction', name: 'enroll-factor', provider: a, factorType: b };
      break;
    case 'enroll-activate':
      if (a && b && (c === undefined || STEPS.includes(c))) {
        const step = c as ActivationStep | undefined;
        return { kind: 'transaction', name: 'enroll-activate', provider: a, factorType: b, step };
      }
      break;
    case 'recovery':
    case 'reset-password':
    case 'user-unlock':
      if (a && !b) return { kind: 'local', route: { name: 'recovery-loading', recoveryToken: decode(a) } };
      break;
    case 'refresh-auth-state':
      if (!b)
        return {
          kind: 'local',
          route: a ? { name: 'refresh-auth-state', stateToken: decode(a) } : { name: 'refresh-auth-state' },
        };
  }
  return { kind: 'default' };
}

/**
 * Splits a location pathname at its `signin` segment: `base` is what comes before (`/app` for `/app/signin/…`, `''`
 * at the root), `path` the route path. A pathname without that segment is the host's own page: `base` `''`.
 */
export function splitPathname(pathname: string): { base: string; path: string } {
  const at = pathname.search(/\/signin(\/|$)/);
  return at < 0 ? { base: '', path: '' } : { base: pathname.slice(0, at), path: pathname.slice(at + 1) };
}
