import type { Factor } from '@identity/contracts';
import { pathFor, splitPathname } from './route-path.ts';
import type { Route } from './route.ts';

/** What changed the page: the first render, the widget itself, or the browser's back/forward buttons. */
export type PageCause = 'start' | 'navigate' | 'pop';

export type HistoryAction = { type: 'push' | 'replace'; pathname: string } | { type: 'none' };

/** Loading pages: their URL may carry a token, so it is never pushed and the next page replaces it. */
const TRANSIENT = new Set<Route['name']>(['recovery-loading', 'refresh-auth-state']);

/**
 * How the URL follows a page with the router feature on (pure): the page's path under the `signin` segment of the
 * current pathname. The first page only corrects a `signin/…` URL it does not match (a host's own page URL stays);
 * back/forward and the page after a loading page replace; any other change pushes.
 */
export function historyAction(input: {
  pathname: string;
  route: Route;
  factors?: readonly Factor[];
  previous?: Route;
  cause: PageCause;
}): HistoryAction {
  const path = pathFor(input.route, input.factors);
  const { base, path: current } = splitPathname(input.pathname);
  if (!path || TRANSIENT.has(input.route.name) || current === path) return { type: 'none' };
  const pathname = `${base}/${path}`;
  if (input.cause === 'start') return current ? { type: 'replace', pathname } : { type: 'none' };
  const replace = input.cause === 'pop' || (input.previous && TRANSIENT.has(input.previous.name));
  return { type: replace && current ? 'replace' : 'push', pathname };
}
