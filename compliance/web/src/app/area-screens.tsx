import type { ComponentType } from 'react';
import { lazyAreaScreen, shareAreaLoad, type AreaLoader } from './lazy-area.tsx';

/** One work area: the route ids (config/work-areas.ts) its module's `screens` serve, and its dynamic import. */
export interface AreaRegistration {
  routes: readonly string[];
  load: AreaLoader;
}

/**
 * The areas built so far, each its own chunk fetched when one of its routes is first shown. A new area is one
 * feature folder with an `<area>-screens.ts` module and one line here; a route without a screen shows the
 * "coming soon" placeholder.
 */
export const AREAS: readonly AreaRegistration[] = [
  { routes: ['istituti', 'istituto'], load: () => import('../features/istituti/istituti-screens.ts') },
  {
    routes: ['dipendenze', 'dipendenza'],
    load: () => import('../features/dipendenze/dipendenze-screens.ts'),
  },
  {
    routes: ['operazioni', 'operazione'],
    load: () => import('../features/operazioni/operazioni-screens.ts'),
  },
  { routes: ['anagrafiche'], load: () => import('../features/anagrafica/anagrafica-screens.ts') },
  {
    routes: ['questionari', 'questionario', 'inserimentodatianagrafici', 'modelliquestionari'],
    load: () => import('./questionari-area.tsx'),
  },
  {
    routes: ['archiviodocumenti', 'documento'],
    load: () => import('../features/documenti/documenti-screens.ts'),
  },
  {
    routes: ['monitoraggiooperazioni', 'alert', 'cruscottomonitoraggio'],
    load: () => import('../features/monitoraggio/monitoraggio-screens.ts'),
  },
  {
    routes: ['selfevaluations', 'selfevaluation', 'matriceautovalutazione'],
    load: () => import('../features/autovalutazioni/autovalutazioni-screens.ts'),
  },
  {
    routes: ['monitoraggioquestionari', 'inscadenza'],
    load: () => import('../features/dashboards/dashboards-screens.ts'),
  },
  {
    routes: ['registrosegnalazioni', 'segnalazione'],
    load: () => import('../features/segnalazioni/segnalazioni-screens.ts'),
  },
];

/** The lazily loaded screen of every registered route id, for the route table (routes.tsx). */
export const AREA_SCREENS: Readonly<Record<string, ComponentType>> = Object.fromEntries(
  AREAS.flatMap(({ routes, load }) => {
    const shared = shareAreaLoad(load);
    return routes.map((id) => [id, lazyAreaScreen(shared, id)]);
  }),
);
