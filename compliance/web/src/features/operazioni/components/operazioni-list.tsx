import { useBranchOptions } from '../../../kit/branch-options.ts';
import type { KitFilter } from '../../../kit/filter-bar.tsx';
import { ListScreen } from '../../../kit/list-screen.tsx';
import type { KitColumn } from '../../../kit/list-columns.tsx';
import { useCanEditOperations } from '../../../kit/use-roles.ts';
import {
  CANALE_OPTIONS,
  CAUSALE_OPTIONS,
  MEZZO_OPTIONS,
  OPERAZIONI_AREA,
  operazionePath,
  SEGNO_OPTIONS,
} from '../api/operazioni-api.ts';

const SI_NO_OPTIONS = [
  { value: 'Sì', label: 'Sì' },
  { value: 'No', label: 'No' },
];

const COLUMNS: readonly KitColumn[] = [
  { field: 'numeroOperazione', headerName: 'Numero', width: 110 },
  { field: 'dataOperazione', headerName: 'Data', format: 'date', width: 120 },
  { field: 'clienteNominativo', headerName: 'Cliente', width: 230 },
  {
    field: 'causaleAnalitica',
    headerName: 'Causale',
    filter: 'select',
    options: CAUSALE_OPTIONS,
    width: 230,
  },
  {
    field: 'segno',
    headerName: 'Segno',
    filter: 'select',
    options: SEGNO_OPTIONS,
    sortable: false,
    width: 140,
  },
  { field: 'importoEur', headerName: 'Importo', format: 'cents', width: 150 },
  {
    field: 'importoContante',
    headerName: 'di cui contante',
    format: 'cents',
    sortable: false,
    width: 150,
    hidden: true,
  },
  {
    field: 'mezzoPagamento',
    headerName: 'Mezzo',
    filter: 'select',
    options: MEZZO_OPTIONS,
    sortable: false,
    width: 130,
  },
  { field: 'canale', headerName: 'Canale', filter: 'select', options: CANALE_OPTIONS, width: 150 },
  { field: 'dipendenzaDenominazione', headerName: 'Dipendenza', sortable: false, width: 190 },
  { field: 'controparteNominativo', headerName: 'Controparte', sortable: false, width: 190, hidden: true },
  { field: 'anomala', headerName: 'Anomala', sortable: false, width: 100, badges: { Sì: 'error' } },
  {
    field: 'dataRegistrazione',
    headerName: 'Registrata il',
    format: 'date',
    sortable: false,
    width: 130,
    hidden: true,
  },
  {
    field: 'registrazioneTardiva',
    headerName: 'Registrazione tardiva',
    sortable: false,
    width: 170,
    badges: { Sì: 'warning' },
  },
];

const detail = (row: Record<string, string>) =>
  operazionePath(row.id!, true, 'pagina', row.tipoPersona === 'PG' ? 'PG' : 'PF');

/**
 * `operazioni`: the operations list (newest first) with the branch, date-range, amount-range, causale,
 * channel and late-recording filters (recorded more than 30 days after the operation, design §1.5), free-text search, sort by date and amount; an operator sees their own branch only.
 */
export function OperazioniList() {
  const canEdit = useCanEditOperations();
  const filters: KitFilter[] = [
    { key: 'dipendenzaId', label: 'Dipendenza', kind: 'select', options: useBranchOptions() },
    { key: 'dataOperazione', label: 'Data', kind: 'date-range' },
    { key: 'importoEur', label: 'Importo', kind: 'cents-range' },
    { key: 'causaleAnalitica', label: 'Causale', kind: 'select', options: CAUSALE_OPTIONS },
    { key: 'canale', label: 'Canale', kind: 'select', options: CANALE_OPTIONS },
    {
      key: 'registrazioneTardiva',
      label: 'Registrata oltre 30 giorni',
      kind: 'select',
      options: SI_NO_OPTIONS,
    },
  ];
  return (
    <ListScreen
      area={OPERAZIONI_AREA}
      title="Operazioni"
      columns={COLUMNS}
      detailPath={detail}
      filters={filters}
      defaultSort={{ field: 'dataOperazione', order: 'desc' }}
      newLinks={
        canEdit
          ? [
              {
                label: 'Nuova operazione (persona fisica)',
                path: operazionePath('nuovo', false, 'pagina', 'PF'),
              },
              {
                label: 'Nuova operazione (persona giuridica)',
                path: operazionePath('nuovo', false, 'pagina', 'PG'),
              },
            ]
          : []
      }
    />
  );
}
