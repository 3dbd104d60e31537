import { useCallback, useEffect, useRef, useState } from 'react';
import type { AuthTransaction } from '@identity/client';
import type { Transaction } from '@identity/contracts';
import type { AssetsLocation } from '../lazy/assets.ts';
import { LAZY_CHUNKS, type RouterModule } from '../lazy/lazy-chunks.ts';
import type { PageCause } from '../routing/history-action.ts';
import { factorEntry } from '../routing/factor-table.ts';
import { routeFor, type RouteSettings } from '../routing/route-for.ts';
import type { Routing, TransactionMatch } from '../routing/route-for-path.ts';
import type { Route } from '../routing/route.ts';
import type { Page } from './page.ts';

/** What the router needs from the shell. */
export interface RouterHost {
  page: Page;
  /** The page shown right now (read by back/forward between renders). */
  current: { current: Page };
  show(tx: AuthTransaction | null, route: Route, dir: Page['dir'], cause: PageCause): void;
  /** Replaces the page object in place (same page number): the start page read from the URL, a URL fix. */
  replace(page: Page): void;
  /** Route settings, with the start-up inputs when `startup` is true. */
  routeSettings(startup?: boolean): RouteSettings;
  /** Cancels and forgets a live transaction (back to the default sign-in). */
  drop(tx: AuthTransaction | null): void;
  onError(err: unknown): void;
}

const routing: Routing = { routeFor, factorEntry };

/**
 * The router feature (spec §3 "Feature flags": router, off by default; routing/router.ts, its own chunk): while
 * its code loads the widget waits (`ready` false); then the start page comes from the URL (deep links, a reload
 * resumes the stored transaction and returns to the same page), every page gets its URL under `signin/` through
 * the history API (query string and hash kept), and back/forward go to the page of the URL. If the chunk cannot
 * load, the host's error callback hears it and the widget runs without URLs. Does nothing when `enabled` is false.
 */
export function useRouter(enabled: boolean, assets: AssetsLocation, host: RouterHost) {
  const [router, setRouter] = useState<RouterModule | null>(null);
  const loaded = useRef<RouterModule | null>(null);
  loaded.current = router;
  const [failed, setFailed] = useState(false);
  const deepLink = useRef<TransactionMatch | undefined>(undefined);
  const previous = useRef<Route | undefined>(undefined);
  const latest = useRef(host);
  latest.current = host;
  const pathOf = (r: RouterModule) => r.parsePath(r.splitPathname(window.location.pathname).path);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const load = LAZY_CHUNKS.router as (assets: AssetsLocation) => Promise<RouterModule>;
    load(assets).then(
      (r) => {
        if (!live) return;
        const start = r.startupRoute(routing, pathOf(r), latest.current.routeSettings(true));
        deepLink.current = start.deepLink;
        latest.current.replace({ ...latest.current.current.current, route: start.route, cause: 'start' });
        setRouter(() => r);
      },
      (err: unknown) => {
        if (!live) return;
        setFailed(true);
        latest.current.onError(err);
      },
    );
    return () => {
      live = false;
    };
    // Loaded once per rendered widget (`assets` is fixed for its life).
  }, [enabled]);

  useEffect(() => {
    if (!router) return;
    const onPop = () => {
      const h = latest.current;
      const page = h.current.current;
      const to = router.popRoute(routing, pathOf(router), page.tx?.data ?? null, h.routeSettings());
      if (to === 'keep' || JSON.stringify(to.route) === JSON.stringify(page.route)) {
        return h.replace({ ...page, cause: 'pop' });
      }
      if (to.cancel) h.drop(page.tx);
      h.show(to.cancel ? null : page.tx, to.route, 'back', 'pop');
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [router]);

  const { page } = host;
  useEffect(() => {
    if (!router) return;
    const { pathname, search, hash } = window.location;
    const factors = page.tx?.data._embedded?.factors;
    const action = router.historyAction({
      pathname,
      route: page.route,
      factors,
      previous: previous.current,
      cause: page.cause,
    });
    previous.current = page.route;
    // The start-up URL's page is for the transaction being resumed; any other page (an error, a cancel) drops it.
    if (page.route.name !== 'refresh-auth-state') deepLink.current = undefined;
    if (action.type === 'push') window.history.pushState(null, '', `${action.pathname}${search}${hash}`);
    if (action.type === 'replace')
      window.history.replaceState(null, '', `${action.pathname}${search}${hash}`);
  }, [router, page]);

  /** After a call: the page the start-up URL named, once, if the resumed transaction allows it. */
  const deepLinkRoute = useCallback((tx: Transaction, route: Route): Route => {
    const r = loaded.current;
    if (!r || !deepLink.current || route.name === 'previous' || route.name === 'stay') return route;
    const linked = r.routeForPath(routing, deepLink.current, tx, latest.current.routeSettings());
    deepLink.current = undefined;
    return linked ?? route;
  }, []);
  return { ready: !enabled || router !== null || failed, deepLinkRoute };
}
