/**
 * The router feature (spec §3 "Feature flags": router), a chunk of its own loaded only when the feature is on:
 * URL paths of spec §2 ↔ routes, the start-up route from the URL, back/forward, and how the history follows the
 * pages. All pure; the history API calls live in shell/use-router.ts.
 */
export { parsePath, pathFor, splitPathname, type PathMatch } from './route-path.ts';
export {
  popRoute,
  routeForPath,
  startupRoute,
  type Routing,
  type TransactionMatch,
} from './route-for-path.ts';
export { historyAction, type HistoryAction, type PageCause } from './history-action.ts';
