import type { AuthClientApi } from '@identity/client';
import type { RouteSettings } from '../routing/route-for.ts';
import { isOAuthEnabled, type ResolvedSettings } from '../settings/settings.ts';

/** The part of the settings `routeFor` reads; `startup` adds the startup inputs (spec §2 "Startup routing"). */
export function routeSettings(settings: ResolvedSettings, client?: AuthClientApi): RouteSettings {
  const base: RouteSettings = { oauth: isOAuthEnabled(settings), features: settings.features };
  if (!client) return base;
  let hasStoredTransaction = false;
  try {
    hasStoredTransaction = client.tx.exists();
  } catch {
    // Cookies unavailable: nothing to resume.
  }
  return {
    ...base,
    startup: {
      recoveryToken: settings.recoveryToken,
      stateToken: settings.stateToken,
      hasStoredTransaction,
      cookiesDisabled: typeof navigator !== 'undefined' && navigator.cookieEnabled === false,
    },
  };
}
