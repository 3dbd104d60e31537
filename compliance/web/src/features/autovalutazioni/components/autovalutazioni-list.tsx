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
const SI_NO = [
  { value: 'Sì', label: 'Sì' },
  { value: 'No', label: 'No' },
];
const LIVELLO_OPTIONS = LIVELLI.map((l) => ({ value: String(l), label: `${l} – ${LIVELLO_LABELS[l]}` }));

const COLUMNS: readonly KitColumn[] = [
  { field: 'anno', headerName: 'Anno', width: 90 },
  {
    field: 'stato',
    headerName: 'Stato',
    filter: 'select',
    options: STATO_OPTIONS,
    width: 150,
    badges: { BOZZA: 'neutral', IN_APPROVAZIONE: 'warning', APPROVATA: 'success', INVIATA_BDI: 'info' },
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
  { field: 'dataInvioBdi', headerName: 'Inviata a Banca d’Italia il', format: 'date', width: 200 },
  { field: 'protocolloBdi', headerName: 'Protocollo d’invio', sortable: false, width: 180 },
  {
    field: 'invioInRitardo',
    headerName: 'Invio in ritardo',
    options: SI_NO,
    sortable: false,
    width: 140,
    badges: { Sì: 'warning', No: 'neutral' },
  },
  { field: 'giudizioComplessivo', headerName: 'Giudizio', sortable: false, width: 320, hidden: true },
];

const FILTERS: readonly KitFilter[] = [
  { key: 'stato', label: 'Stato', kind: 'select', options: STATO_OPTIONS },
  { key: 'daInviare', label: 'Da inviare a Banca d’Italia', kind: 'select', options: SI_NO },
  { key: 'invioInRitardo', label: 'Invio in ritardo', kind: 'select', options: SI_NO },
];

/**
 * `selfevaluations`: the annual AML self-assessments, newest year first, with state, overall residual risk, open
 * actions, approval and the sending to Banca d'Italia (deadline, day, protocol, late); filters by state, by "to be
 * sent" (approved, not yet sent) and by late sending; export, saved views. The AML function starts a new year here (blank or
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
