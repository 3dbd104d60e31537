import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { suiteRoute } from '../config/work-areas.ts';

/** What a work area's chunk exports: its screens by route id (the ids of config/work-areas.ts). */
export interface AreaModule {
  screens: Readonly<Record<string, ComponentType>>;
}

/** The dynamic import of one area's module (`() => import('../features/x/x-screens.ts')`). */
export type AreaLoader = () => Promise<AreaModule>;

/** The area's chunk could not be fetched or evaluated (network down, or a deploy removed the old file). */
export class AreaLoadError extends Error {
  constructor(cause: unknown) {
    super('The work area could not be loaded', { cause });
    this.name = 'AreaLoadError';
  }
}

/**
 * Shares one load between the screens of an area (list and detail come from the same chunk). A failed load is
 * forgotten, so the next attempt fetches again; its error becomes an AreaLoadError.
 */
export function shareAreaLoad(load: AreaLoader): AreaLoader {
  let pending: Promise<AreaModule> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw new AreaLoadError(error);
    });
    return pending;
  };
}

/** Accessible loading state while an area's chunk arrives: a polite live region in Italian. */
function AreaLoading({ title }: { title: string }) {
  return (
    <section aria-busy="true" aria-labelledby="area-loading">
      <p id="area-loading" role="status" className="status">
        Caricamento della sezione «{title}»…
      </p>
    </section>
  );
}

interface BoundaryProps {
  title: string;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Shows a retry when the area's chunk failed to load. Other errors (a bug in a screen) are not its business: they
 * go on to the router's error element.
 */
class AreaErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(error: unknown) {
    if (!(error instanceof AreaLoadError)) throw error;
    return { failed: true };
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section role="alert" aria-labelledby="area-error">
        <h1 id="area-error">Impossibile caricare la sezione «{this.props.title}»</h1>
        <p>
          La connessione si è interrotta oppure è stata pubblicata una nuova versione della Suite. Riprovare;
          se il problema continua, ricaricare la pagina.
        </p>
        <p>
          <button type="button" className="button-primary" onClick={this.retry}>
            Riprova
          </button>{' '}
          <button type="button" className="button-secondary" onClick={() => window.location.reload()}>
            Ricarica la pagina
          </button>
        </p>
      </section>
    );
  }
}

/**
 * The screen of route `routeId` (config/work-areas.ts), loaded on demand from its area's chunk: a loading status
 * while it arrives, and a retry (with a full reload as the fallback) when the chunk cannot be fetched.
 * `load` should be shared by the area's screens (shareAreaLoad). A module without `screens[routeId]` is a
 * programming error and is thrown as such.
 */
export function lazyAreaScreen(load: AreaLoader, routeId: string): ComponentType {
  const title = suiteRoute(routeId).title;
  let failed = false;
  const fresh = () =>
    lazy(async () => {
      const [area, { SuiteThemeProvider }] = await Promise.all([
        load(),
        import('../kit/theme-provider.tsx'),
      ]).catch((error: unknown) => {
        failed = true;
        throw error instanceof AreaLoadError ? error : new AreaLoadError(error);
      });
      const found = area.screens[routeId];
      if (!found) throw new Error(`The area module has no screen for route "${routeId}"`);
      const Screen: ComponentType = found;
      // MUI's theme comes with the areas (the only MUI users), not with the first load.
      function ThemedScreen() {
        return (
          <SuiteThemeProvider>
            <Screen />
          </SuiteThemeProvider>
        );
      }
      return { default: ThemedScreen };
    });
  let shared = fresh();
  // A screen mounted again after a failed load (the user went elsewhere and came back) tries afresh.
  const current = () => {
    if (failed) {
      failed = false;
      shared = fresh();
    }
    return shared;
  };
  function LazyAreaScreen() {
    const [Screen, setScreen] = useState(current);
    const retry = () => {
      failed = true;
      setScreen(current);
    };
    return (
      <AreaErrorBoundary title={title} onRetry={retry}>
        <Suspense fallback={<AreaLoading title={title} />}>
          <Screen />
        </Suspense>
      </AreaErrorBoundary>
    );
  }
  LazyAreaScreen.displayName = `LazyAreaScreen(${routeId})`;
  return LazyAreaScreen;
}
