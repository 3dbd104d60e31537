import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { AuthSdkError, type AuthClientApi, type AuthTransaction } from '@identity/client';
import { toWidgetError } from '../i18n/error-keys.ts';
import { languageTag } from '../i18n/languages.ts';
import type { Emitter, WidgetEvent } from '../lib/emitter.ts';
import { controllerFor } from '../routing/controller-for.ts';
import type { PageCause } from '../routing/history-action.ts';
import { routeFor } from '../routing/route-for.ts';
import type { Route } from '../routing/route.ts';
import { assetsLocation } from '../lazy/assets.ts';
import { createScreens, type ScreenRouteName } from '../screens/index.ts';
import type { ResolvedSettings } from '../settings/settings.ts';
import { Header } from '../ui/header.tsx';
import { firstPage, type Page } from './page.ts';
import { RenderedSignal } from './rendered-signal.tsx';
import { ScreenBoundary } from './screen-boundary.tsx';
import { routeSettings } from './route-settings.ts';
import type { ScreenProps, ShellActions } from './screen-props.ts';
import { loadSuccess } from './load-success.ts';
import { redirect } from './redirect.ts';
import { useLabels } from './use-labels.ts';
import { useRouter } from './use-router.ts';

const noop = () => undefined;

export interface ShellProps {
  settings: ResolvedSettings;
  client: AuthClientApi;
  emitter: Emitter;
  onSuccess(res: unknown): void;
  onError(err: unknown): void;
  onTransaction(tx: AuthTransaction | null): void;
}

/**
 * The widget shell (house style 2.2): holds the current transaction, asks `routeFor` where to go after every
 * client call, performs the non-screen routes (success, previous) and renders the route's screen with a
 * ~200 ms slide. Screens never navigate.
 */
export function Shell({ settings, client, emitter, onSuccess, onError, onTransaction }: ShellProps) {
  const labels = useLabels(settings);
  // One set of lazy screens per rendered widget: their chunks load from this widget's assets location.
  const [assets] = useState(() => assetsLocation(settings));
  const [screens] = useState(() => createScreens(assets));
  const [page, setPage] = useState<Page>(() => firstPage(settings, client));
  const current = useRef(page);
  current.current = page;
  const readyFired = useRef(false);

  const replace = useCallback((next: Page) => {
    current.current = next;
    setPage(next);
  }, []);
  // Back to primary sign-in from primary sign-in (lock-out, expired session) keeps the page mounted, so the
  // typed username survives and the flash lands in the existing role="alert" banner.
  const show = useCallback(
    (
      tx: AuthTransaction | null,
      route: Route,
      dir: Page['dir'] = 'forward',
      cause: PageCause = 'navigate',
    ) => {
      const prev = current.current;
      const same = route.name === 'primary-auth' && prev.route.name === 'primary-auth';
      replace(same ? { ...prev, tx, route, cause } : { tx, route, dir, seq: prev.seq + 1, cause });
    },
    [replace],
  );
  const { ready: routerReady, deepLinkRoute } = useRouter(settings.features.router, assets, {
    page,
    current,
    show,
    replace,
    routeSettings: (startup) => routeSettings(settings, startup ? client : undefined),
    drop: (tx) => {
      if (tx?.has('cancel')) tx.cancel().catch(() => undefined);
      onTransaction(null);
    },
    onError,
  });

  const transitionRef = useRef<ShellActions['transition']>(async () => undefined);
  const apply = useCallback(
    async (tx: AuthTransaction) => {
      onTransaction(tx);
      const route = deepLinkRoute(tx.data, routeFor(tx.data, routeSettings(settings)));
      switch (route.name) {
        case 'success': {
          current.current = { ...current.current, tx };
          const success = await loadSuccess(settings);
          if (route.outcome.kind !== 'oauth')
            return onSuccess(success.sessionSuccess(route.outcome, tx.data, client, settings));
          try {
            onSuccess(await success.oauthSuccess(route.outcome.sessionToken, client, settings));
          } catch (err) {
            // spec §8 "OAuth and tokens": access_denied shows on the form; other OAuth errors go to the host.
            if (toWidgetError(err).code === 'access_denied') throw err;
            onError(err);
          }
          return;
        }
        case 'previous':
          // MFA_CHALLENGE after a reload: step back to the factor list (spec §4).
          return transitionRef.current(
            tx.prev ? tx.prev() : Promise.reject(new AuthSdkError('No callable link named prev')),
          );
        case 'stay':
          current.current = { ...current.current, tx };
          return;
        case 'unsupported':
          onError(new Error(`${route.reason}: ${route.status ?? ''}`.trim()));
          return show(tx, route);
        default:
          return show(tx, route);
      }
    },
    [client, settings, onSuccess, onError, onTransaction, show, deepLinkRoute],
  );

  const actions: ShellActions = useMemo(() => {
    const controller = () => controllerFor(current.current.route, settings.features);
    const transition: ShellActions['transition'] = async (call) => {
      let tx: AuthTransaction;
      try {
        tx = await call;
      } catch (err) {
        const e = toWidgetError(err);
        emitter.emit(
          'afterError',
          { controller: controller() },
          { name: e.name, message: e.message, statusCode: e.statusCode, xhr: e.xhr },
        );
        if (e.code === 'E0000011') {
          onTransaction(null);
          show(null, { name: 'primary-auth', flash: 'error.expired.session' }, 'back');
          e.routed = true;
        }
        throw e;
      }
      await apply(tx);
    };
    transitionRef.current = transition;
    const cancel = (afterServer?: () => void) => {
      const tx = current.current.tx;
      const done = tx?.has('cancel') ? tx.cancel().then(noop, noop) : Promise.resolve();
      onTransaction(null);
      show(null, routeFor(null, routeSettings(settings)), 'back');
      if (afterServer) void done.then(afterServer);
    };
    const { signOutLink } = settings;
    return {
      transition,
      cancel,
      // Leaving the page before the IdP answered would abort the cancel and leave the transaction open.
      signOut: () => cancel(signOutLink ? () => redirect(signOutLink) : undefined),
      go: (route) => show(current.current.tx, route),
      emit: (event: WidgetEvent, ...args: unknown[]) => emitter.emit(event, ...args),
      notifyHost: (res: unknown) => onSuccess(res),
      reportError: (err: unknown) => onError(err),
    };
  }, [apply, emitter, onTransaction, onSuccess, onError, settings, show]);

  const onRendered = () => {
    const context = { controller: controllerFor(current.current.route, settings.features) };
    if (!readyFired.current) {
      readyFired.current = true;
      emitter.emit('ready', context);
    }
    emitter.emit('afterRender', context);
    emitter.emit('pageRendered', { page: context.controller });
  };

  const name = page.route.name as ScreenRouteName;
  const Screen = screens[name] ?? screens.unsupported;
  const props: ScreenProps = {
    route: page.route,
    transaction: page.tx,
    client,
    settings,
    t: labels.t,
    actions,
  };
  const spinner = (
    <div className="siw-spinner" role="status">
      <span className="siw-sr-only">{labels.t('loading.language')}</span>
    </div>
  );
  return (
    <div className="siw-main" lang={languageTag(labels.language)}>
      <Header logo={settings.logo} logoText={settings.logoText} t={labels.t} />
      {!labels.ready || !routerReady ? (
        <div className="siw-loading">{labels.showIndicator ? spinner : null}</div>
      ) : (
        <div key={page.seq} className={`siw-page siw-slide-${page.seq === 0 ? 'none' : page.dir}`}>
          <ScreenBoundary t={labels.t} onBack={() => actions.cancel()} onError={onError}>
            <Suspense fallback={spinner}>
              <Screen {...(props as ScreenProps<never>)} />
              <RenderedSignal onRendered={onRendered} focus={page.seq > 0 || name === 'primary-auth'} />
            </Suspense>
          </ScreenBoundary>
        </div>
      )}
    </div>
  );
}
