import { ListScreen } from '../../../kit/list-screen.tsx';
import type { KitColumn } from '../../../kit/list-columns.tsx';
import { useCanEditMasterData } from '../../../kit/use-roles.ts';
import { DIPENDENZE_AREA, dipendenzaPath, STATO_OPTIONS, TIPO_OPTIONS } from '../api/dipendenze-api.ts';

const COLUMNS: readonly KitColumn[] = [
  { field: 'codiceCab', headerName: 'Codice CAB', filter: 'text', width: 120 },
  { field: 'denominazione', headerName: 'Denominazione', filter: 'text', width: 220 },
  { field: 'tipo', headerName: 'Tipo', filter: 'select', options: TIPO_OPTIONS, width: 150 },
  { field: 'comune', headerName: 'Comune', filter: 'text' },
  { field: 'provincia', headerName: 'Provincia', filter: 'text', width: 110 },
  { field: 'indirizzo', headerName: 'Indirizzo', sortable: false, width: 200, hidden: true },
  { field: 'istitutoDenominazione', headerName: 'Istituto', width: 220 },
  { field: 'codiceAbi', headerName: 'Codice ABI', filter: 'text', width: 120, hidden: true },
  { field: 'responsabile', headerName: 'Responsabile', filter: 'text' },
  { field: 'dataApertura', headerName: 'Data apertura', format: 'date', width: 140 },
  {
    field: 'stato',
    headerName: 'Stato',
    filter: 'select',
    options: STATO_OPTIONS,
    width: 110,
    badges: { ATTIVA: 'success', CHIUSA: 'neutral' },
  },
];

const detail = (row: Record<string, string>) => dipendenzaPath(row.id!);

/** `dipendenze`: the branches list (spec §2); an operator sees only their own branch (the API decides). */
export function DipendenzeList() {
  const canEdit = useCanEditMasterData();
  return (
    <ListScreen
      area={DIPENDENZE_AREA}
      title="Dipendenze"
      columns={COLUMNS}
      detailPath={detail}
      {...(canEdit ? { newPath: dipendenzaPath('nuovo', false) } : {})}
    />
  );
}
