import type { AuthClientApi, AuthTransaction } from '@identity/client';
import type { PageCause } from '../routing/history-action.ts';
import { routeFor } from '../routing/route-for.ts';
import type { Route } from '../routing/route.ts';
import type { ResolvedSettings } from '../settings/settings.ts';
import { routeSettings } from './route-settings.ts';

/** The page the shell shows: the transaction, its route, the slide direction, a sequence number per page. */
export interface Page {
  tx: AuthTransaction | null;
  route: Route;
  dir: 'forward' | 'back';
  seq: number;
  /** What brought the page; with the router feature the URL follows it (routing/history-action.ts). */
  cause: PageCause;
}

/** The first page (spec §2 "Startup routing"); with the router feature, use-router.ts replaces it from the URL. */
export function firstPage(settings: ResolvedSettings, client: AuthClientApi): Page {
  return {
    tx: null,
    route: routeFor(null, routeSettings(settings, client)),
    dir: 'forward',
    seq: 0,
    cause: 'start',
  };
}
