import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { canReadSos } from '@compliance/shared';
import type { KitFilter } from '../../../kit/filter-bar.tsx';
import type { KitColumn } from '../../../kit/list-columns.tsx';
import { ListScreen } from '../../../kit/list-screen.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import {
  ESITO_UIF_OPTIONS,
  TIPO_INVIO_OPTIONS,
  newReportPath,
  registerPath,
  SEGNALAZIONI_AREA,
  segnalazionePath,
  STATO_OPTIONS,
  TIPO_OPTIONS,
} from '../api/segnalazioni-api.ts';
import { SessionGate } from './session-gate.tsx';

const TITLE = 'Registro segnalazioni';

const RITARDO_OPTIONS = [
  { value: 'Sì', label: 'In ritardo' },
  { value: 'No', label: 'Nei termini' },
];

const COLUMNS: readonly KitColumn[] = [
  { field: 'numero', headerName: 'Numero', width: 100 },
  { field: 'tipo', headerName: 'Tipo', filter: 'select', options: TIPO_OPTIONS, width: 220 },
  { field: 'stato', headerName: 'Stato', filter: 'select', options: STATO_OPTIONS, width: 200 },
  { field: 'oggetto', headerName: 'Oggetto', width: 280 },
  { field: 'dataRilevazione', headerName: 'Rilevata/ricevuta il', format: 'date', width: 150 },
  { field: 'scadenza', headerName: 'Scadenza', format: 'date', sortable: false, width: 120 },
  { field: 'inRitardo', headerName: 'In ritardo', sortable: false, options: RITARDO_OPTIONS, width: 110 },
  { field: 'cliente', headerName: 'Cliente segnalato', sortable: false, width: 200 },
  { field: 'dipendenza', headerName: 'Dipendenza', sortable: false, width: 180 },
  { field: 'protocolloUif', headerName: 'Protocollo UIF', sortable: false, width: 160 },
  { field: 'dataInvioUif', headerName: 'Inviata a UIF il', format: 'date', width: 140, hidden: true },
  {
    field: 'esitoUif',
    headerName: 'Esito UIF',
    filter: 'select',
    options: ESITO_UIF_OPTIONS,
    width: 220,
    hidden: true,
  },
  {
    field: 'tipoInvio',
    headerName: 'Originaria/sostitutiva',
    options: TIPO_INVIO_OPTIONS,
    sortable: false,
    width: 150,
    hidden: true,
  },
  { field: 'dataEsitoUif', headerName: 'Esito UIF del', format: 'date', width: 130, hidden: true },
  { field: 'importoEur', headerName: 'Importo', format: 'cents', sortable: false, width: 140, hidden: true },
];

const FILTERS: readonly KitFilter[] = [
  { key: 'tipo', label: 'Tipo', kind: 'select', options: TIPO_OPTIONS },
  { key: 'stato', label: 'Stato', kind: 'select', options: STATO_OPTIONS },
  { key: 'inRitardo', label: 'Termini', kind: 'select', options: RITARDO_OPTIONS },
  { key: 'scadenza', label: 'Scadenza', kind: 'date-range' },
  { key: 'dataInvioUif', label: 'Invio a UIF', kind: 'date-range' },
  { key: 'esitoUif', label: 'Esito UIF', kind: 'select', options: ESITO_UIF_OPTIONS },
  { key: 'tipoInvio', label: 'Originaria/sostitutiva', kind: 'select', options: TIPO_INVIO_OPTIONS },
];

/** What a branch operator gets: the internal-report form's link, never the register. */
function OperatorPage() {
  useDocumentTitle(TITLE);
  return (
    <section aria-labelledby="page-title" data-route="registro-operatore">
      <h1 id="page-title">{TITLE}</h1>
      <p>
        Se noti un’operazione sospetta, inviala al responsabile antiriciclaggio con una segnalazione interna.
        Una volta inviata, per riservatezza non sarà più consultabile dal tuo profilo.
      </p>
      <Button variant="contained" component={RouterLink} to={newReportPath('SOS')}>
        Nuova segnalazione interna
      </Button>
    </section>
  );
}

/** What other roles (auditors, administrators) get: no data, no count. */
function NoAccessPage() {
  useDocumentTitle(TITLE);
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{TITLE}</h1>
      <Alert severity="info">Il tuo profilo non consente di consultare il registro delle segnalazioni.</Alert>
    </section>
  );
}

/**
 * `registrosegnalazioni`: behind the session gate, the register of the reports the user reads (SOS for the AML
 * officer and delegate, whistleblowing for its handlers) with filters by kind, state and deadline, search,
 * export (only those roles reach the list), saved views and the filing links; a branch operator gets only the
 * internal-report link; other roles a notice.
 */
export function SegnalazioniList() {
  return (
    <SessionGate title={TITLE}>
      {(me) => {
        if (canReadSos(me.roles)) return <Register />;
        if (me.roles.includes('operators')) return <OperatorPage />;
        return <NoAccessPage />;
      }}
    </SessionGate>
  );
}

function Register() {
  const intro = (
    <>
      <nav aria-label="Viste del registro">
        <ul className="quick-filters">
          <li>
            <RouterLink to={registerPath({ tipo: 'SOS', stato: 'IN_VALUTAZIONE_1L' })}>
              SOS al primo livello
            </RouterLink>
          </li>
          <li>
            <RouterLink to={registerPath({ tipo: 'SOS', stato: 'IN_VALUTAZIONE_DELEGATO' })}>
              SOS dal delegato
            </RouterLink>
          </li>
          <li>
            <RouterLink to={registerPath({ inRitardo: 'Sì' })}>Scadenze superate</RouterLink>
          </li>
          <li>
            <RouterLink to={registerPath({ tipo: 'WHISTLEBLOWING' })}>Whistleblowing</RouterLink>
          </li>
          <li>
            <RouterLink to={registerPath({})}>Tutte</RouterLink>
          </li>
        </ul>
      </nav>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" component={RouterLink} to={newReportPath('SOS')}>
          Nuova SOS
        </Button>
        <Button variant="outlined" component={RouterLink} to={newReportPath('WHISTLEBLOWING')}>
          Registra whistleblowing
        </Button>
      </Stack>
    </>
  );
  return (
    <ListScreen
      area={SEGNALAZIONI_AREA}
      title={TITLE}
      columns={COLUMNS}
      detailPath={(row) => segnalazionePath(row.id!)}
      rowLabel={(row) => `segnalazione n. ${row.numero ?? ''}`}
      filters={FILTERS}
      defaultSort={{ field: 'numero', order: 'desc' }}
      intro={intro}
    />
  );
}
