/**
 * The routes of spec/compliance-suite.md §2 (paths relative to the suite root) with their Italian titles.
 * `guarded: false` only for the report register (and login, which lives outside this table).
 */
export interface SuiteRoute {
  id: string;
  /** React Router pattern; `:x` parameters, `:x?` optional. */
  path: string;
  title: string;
  /** List screens are the work areas linked from Home. */
  kind: 'home' | 'list' | 'detail' | 'form' | 'dashboard';
  guarded: boolean;
  /** The area a screen belongs to when it is one of its pages (not linked from Home as an area of its own). */
  parent?: string;
}

export const suiteRoutes: readonly SuiteRoute[] = [
  { id: 'home', path: '', title: 'Home', kind: 'home', guarded: true },
  { id: 'operazioni', path: 'operazioni', title: 'Operazioni', kind: 'list', guarded: true },
  {
    id: 'archiviodocumenti',
    path: 'archiviodocumenti',
    title: 'Archivio documenti',
    kind: 'list',
    guarded: true,
  },
  // not a route of spec §2 (which lists the archive only): a document's detail, `nuovo` for the upload form
  {
    id: 'documento',
    path: 'archiviodocumenti/documento/:id/:readonly/:layout',
    title: 'Documento',
    kind: 'detail',
    guarded: true,
  },
  {
    id: 'operazione',
    path: 'operazioni/operazione/:id/:readonly/:layout/:tipopersona',
    title: 'Dettaglio operazione',
    kind: 'detail',
    guarded: true,
  },
  {
    id: 'monitoraggiooperazioni',
    path: 'monitoraggiooperazioni',
    title: 'Monitoraggio operazioni',
    kind: 'list',
    guarded: true,
  },
  // not routes of spec §2 (which lists the queue only): an alert's detail and the monitoring dashboard
  {
    id: 'cruscottomonitoraggio',
    path: 'monitoraggiooperazioni/cruscotto',
    title: 'Cruscotto monitoraggio',
    kind: 'dashboard',
    guarded: true,
    parent: 'monitoraggiooperazioni',
  },
  {
    id: 'alert',
    path: 'monitoraggiooperazioni/alert/:id/:readonly/:layout',
    title: 'Alert',
    kind: 'detail',
    guarded: true,
  },
  { id: 'questionari', path: 'questionari', title: 'Questionari', kind: 'list', guarded: true },
  {
    id: 'registrosegnalazioni',
    path: 'registrosegnalazioni',
    title: 'Registro segnalazioni',
    kind: 'list',
    guarded: false,
  },
  {
    id: 'segnalazione',
    path: 'registrosegnalazioni/segnalazione/:id/:readonly/:layout',
    title: 'Dettaglio segnalazione',
    kind: 'detail',
    guarded: false,
  },
  {
    id: 'inserimentodatianagrafici',
    path: 'inserimentodatianagrafici/:id/:readonly/:layout/:tipopersona',
    title: 'Inserimento dati anagrafici',
    kind: 'form',
    guarded: true,
  },
  // not a route of spec §2: the clients list the personal-data form is reached from
  { id: 'anagrafiche', path: 'anagrafiche', title: 'Anagrafiche clienti', kind: 'list', guarded: true },
  {
    id: 'questionario',
    path: 'questionari/questionario/:id/:readonly/:layout/:tipopersona/:submission/:verified?',
    title: 'Questionario',
    kind: 'form',
    guarded: true,
  },
  {
    id: 'monitoraggioquestionari',
    path: 'monitoraggioquestionari',
    title: 'Monitoraggio questionari',
    kind: 'dashboard',
    guarded: true,
  },
  { id: 'istituti', path: 'istituti', title: 'Istituti', kind: 'list', guarded: true },
  {
    id: 'istituto',
    path: 'istituti/istituto/:id/:readonly/:layout',
    title: 'Dettaglio istituto',
    kind: 'detail',
    guarded: true,
  },
  { id: 'dipendenze', path: 'dipendenze', title: 'Dipendenze', kind: 'list', guarded: true },
  {
    id: 'dipendenza',
    path: 'dipendenze/dipendenza/:id/:readonly/:layout',
    title: 'Dettaglio dipendenza',
    kind: 'detail',
    guarded: true,
  },
  { id: 'ordersurveys', path: 'ordersurveys', title: 'Campagne questionari', kind: 'list', guarded: true },
  {
    id: 'ordersurvey',
    path: 'ordersurveys/ordersurvey/:id/:readonly/:layout',
    title: 'Dettaglio campagna questionari',
    kind: 'detail',
    guarded: true,
  },
  { id: 'selfevaluations', path: 'selfevaluations', title: 'Autovalutazioni', kind: 'list', guarded: true },
  // not a route of spec §2: the self-assessment's residual-risk matrix (configuration data, versioned)
  {
    id: 'matriceautovalutazione',
    path: 'selfevaluations/matrice',
    title: 'Matrice del rischio residuo',
    kind: 'dashboard',
    guarded: true,
    parent: 'selfevaluations',
  },
  {
    id: 'selfevaluation',
    path: 'selfevaluations/selfevaluation/:id/:readonly/:layout',
    title: 'Dettaglio autovalutazione',
    kind: 'detail',
    guarded: true,
  },
  // not a route of spec §2: the questionnaire templates, versioned data that administrators edit (issue 9)
  {
    id: 'modelliquestionari',
    path: 'questionari/modelli',
    title: 'Modelli dei questionari',
    kind: 'form',
    guarded: true,
    parent: 'questionari',
  },
  {
    id: 'inscadenza',
    path: 'scadenze/questionari/inscadenza',
    title: 'Questionari in scadenza',
    kind: 'dashboard',
    guarded: true,
  },
];

/** The work areas Home links to: every screen of §2 reachable without parameters. */
export const workAreaLinks = suiteRoutes.filter(
  (r) => r.kind !== 'home' && !r.path.includes(':') && !r.parent,
);

/** Looks a route up by id (throws on an unknown id: a programming error). */
export function suiteRoute(id: string): SuiteRoute {
  const route = suiteRoutes.find((r) => r.id === id);
  if (!route) throw new Error(`Unknown suite route ${id}`);
  return route;
}
