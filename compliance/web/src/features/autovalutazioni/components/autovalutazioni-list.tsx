import { Link as RouterLink } from 'react-router';
import {
  AUTOVALUTAZIONE_STATI,
  AUTOVALUTAZIONE_STATO_LABELS,
  canEditAutovalutazioni,
  LIVELLI,
  LIVELLO_LABELS,
} from '@compliance/shared';
import type { KitFilter } from '../../../kit/filter-bar.tsx';
import type { KitColumn } from '../../../kit/list-columns.tsx';
import { ListScreen } from '../../../kit/list-screen.tsx';
import { useRoles } from '../../../kit/use-roles.ts';
import { AREA, detailPath, LIST_PATH } from '../api/autovalutazioni-api.ts';
import { NuovaAutovalutazione } from './nuova-autovalutazione.tsx';

const STATO_OPTIONS = AUTOVALUTAZIONE_STATI.map((s) => ({
  value: s,
  label: AUTOVALUTAZIONE_STATO_LABELS[s],
}));
const LIVELLO_OPTIONS = LIVELLI.map((l) => ({ value: String(l), label: `${l} – ${LIVELLO_LABELS[l]}` }));

const COLUMNS: readonly KitColumn[] = [
  { field: 'anno', headerName: 'Anno', width: 90 },
  {
    field: 'stato',
    headerName: 'Stato',
    filter: 'select',
    options: STATO_OPTIONS,
    width: 150,
    badges: { BOZZA: 'neutral', IN_APPROVAZIONE: 'warning', APPROVATA: 'success' },
  },
  {
    field: 'rischioResiduoComplessivo',
    headerName: 'Rischio residuo complessivo',
    options: LIVELLO_OPTIONS,
    sortable: false,
    width: 250,
  },
  { field: 'lineeValutate', headerName: 'Linee valutate', sortable: false, width: 130 },
  { field: 'interventiAperti', headerName: 'Interventi aperti', sortable: false, width: 140 },
  { field: 'approvataDa', headerName: 'Approvata da', sortable: false, width: 220 },
  { field: 'dataApprovazione', headerName: 'Approvata il', format: 'date', width: 130 },
  {
    field: 'scadenzaInvio',
    headerName: 'Invio a Banca d’Italia entro',
    format: 'date',
    sortable: false,
    width: 210,
  },
  { field: 'giudizioComplessivo', headerName: 'Giudizio', sortable: false, width: 320, hidden: true },
];

const FILTERS: readonly KitFilter[] = [
  { key: 'stato', label: 'Stato', kind: 'select', options: STATO_OPTIONS },
];

/**
 * `selfevaluations`: the annual AML self-assessments, newest year first, with state, overall residual risk, open
 * actions and approval; filter by state, export, saved views. The AML function starts a new year here (blank or
 * from a copy of an earlier one).
 */
export function AutovalutazioniList() {
  const canEdit = canEditAutovalutazioni(useRoles() ?? []);
  return (
    <ListScreen
      area={AREA}
      title="Autovalutazioni"
      columns={COLUMNS}
      detailPath={(row) => detailPath(row.id!)}
      rowLabel={(row) => `Autovalutazione ${row.anno ?? ''}`}
      filters={FILTERS}
      defaultSort={{ field: 'anno', order: 'desc' }}
      intro={
        <>
          <p>
            L’autovalutazione annuale del rischio di riciclaggio per linea di business: rischio inerente,
            vulnerabilità dei presìdi, rischio residuo dalla matrice, interventi di mitigazione.
          </p>
          <p>
            <RouterLink to={`${LIST_PATH}/matrice`}>Matrice del rischio residuo</RouterLink>
          </p>
          {canEdit && <NuovaAutovalutazione />}
        </>
      }
    />
  );
}
