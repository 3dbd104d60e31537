import { Link as RouterLink } from 'react-router';
import type { KitFilter } from '../../../kit/filter-bar.tsx';
import type { KitColumn } from '../../../kit/list-columns.tsx';
import { ListScreen } from '../../../kit/list-screen.tsx';
import { useBranchOptions } from '../../../kit/branch-options.ts';
import {
  AGEING_OPTIONS,
  ALERT_AREA,
  alertPath,
  CLASSE_OPTIONS,
  CRUSCOTTO_PATH,
  ESITO_OPTIONS,
  queuePath,
  STATO_OPTIONS,
  TIPO_OPTIONS,
  useLogin,
} from '../api/monitoraggio-api.ts';

const APERTO_OPTIONS = [
  { value: 'Sì', label: 'Aperti' },
  { value: 'No', label: 'Chiusi' },
];

const COLUMNS: readonly KitColumn[] = [
  { field: 'numeroAlert', headerName: 'Numero', width: 100 },
  { field: 'dataRilevazione', headerName: 'Rilevato il', format: 'date', width: 120 },
  { field: 'tipo', headerName: 'Tipo', filter: 'select', options: TIPO_OPTIONS, width: 230 },
  { field: 'stato', headerName: 'Stato', filter: 'select', options: STATO_OPTIONS, width: 140 },
  { field: 'soggettoNominativo', headerName: 'Cliente', width: 200 },
  { field: 'dipendenza', headerName: 'Dipendenza', sortable: false, width: 180 },
  { field: 'codiceIndicatore', headerName: 'Indicatore', filter: 'text', width: 120 },
  {
    field: 'classeRischio',
    headerName: 'Rischio',
    sortable: false,
    filter: 'select',
    options: CLASSE_OPTIONS,
    width: 120,
  },
  { field: 'punteggio', headerName: 'Punteggio', width: 110 },
  { field: 'importoEur', headerName: 'Importo', format: 'cents', width: 140 },
  { field: 'giorni', headerName: 'Giorni', sortable: false, width: 90 },
  { field: 'assegnatario', headerName: 'Assegnatario', filter: 'text', width: 220 },
  { field: 'esito', headerName: 'Esito', sortable: false, options: ESITO_OPTIONS, width: 140 },
  { field: 'descrizione', headerName: 'Descrizione', sortable: false, width: 320, hidden: true },
  { field: 'numeroOperazione', headerName: 'Operazione', sortable: false, width: 120, hidden: true },
];

/**
 * `monitoraggiooperazioni`: the alert queue (oldest detection first) with filters by state, branch, type,
 * assignee, risk class, ageing and outcome, free-text search, ready-made views (new, assigned to me, open by
 * age, closed), export, saved views, and a link to the dashboard.
 */
export function AlertList() {
  const branches = useBranchOptions();
  const login = useLogin();
  const filters: readonly KitFilter[] = [
    { key: 'stato', label: 'Stato', kind: 'select', options: STATO_OPTIONS },
    { key: 'dipendenzaId', label: 'Dipendenza', kind: 'select', options: branches },
    { key: 'tipo', label: 'Tipo', kind: 'select', options: TIPO_OPTIONS },
    {
      key: 'assegnatario',
      label: 'Assegnatario',
      kind: 'select',
      options: login ? [{ value: login, label: `A me (${login})` }] : [],
    },
    { key: 'aperto', label: 'Aperti o chiusi', kind: 'select', options: APERTO_OPTIONS },
    { key: 'ageing', label: 'Anzianità', kind: 'select', options: AGEING_OPTIONS },
    { key: 'esito', label: 'Esito', kind: 'select', options: ESITO_OPTIONS },
  ];
  const intro = (
    <nav aria-label="Viste del monitoraggio">
      <ul className="quick-filters">
        <li>
          <RouterLink to={queuePath({ stato: 'NUOVO' })}>Nuovi da lavorare</RouterLink>
        </li>
        {login && (
          <li>
            <RouterLink to={queuePath({ assegnatario: login, stato: 'IN_LAVORAZIONE' })}>
              Assegnati a me
            </RouterLink>
          </li>
        )}
        <li>
          <RouterLink to={queuePath({ aperto: 'Sì', ageing: '>60' })}>Aperti da oltre 60 giorni</RouterLink>
        </li>
        <li>
          <RouterLink to={queuePath({ stato: 'CHIUSO' })}>Chiusi</RouterLink>
        </li>
        <li>
          <RouterLink to={queuePath({})}>Tutti</RouterLink>
        </li>
        <li>
          <RouterLink to={CRUSCOTTO_PATH}>Cruscotto</RouterLink>
        </li>
      </ul>
    </nav>
  );
  return (
    <ListScreen
      area={ALERT_AREA}
      title="Monitoraggio operazioni"
      columns={COLUMNS}
      detailPath={(row) => alertPath(row.id!)}
      filters={filters}
      defaultSort={{ field: 'dataRilevazione', order: 'asc' }}
      intro={intro}
    />
  );
}
