import { useBranchOptions } from '../../../kit/branch-options.ts';
import type { KitFilter } from '../../../kit/filter-bar.tsx';
import { ListScreen } from '../../../kit/list-screen.tsx';
import type { KitColumn } from '../../../kit/list-columns.tsx';
import { useCanEditOperations } from '../../../kit/use-roles.ts';
import { anagraficaPath, SOGGETTI_AREA, TIPO_PERSONA_OPTIONS } from '../api/anagrafica-api.ts';

const COLUMNS: readonly KitColumn[] = [
  { field: 'nominativo', headerName: 'Nominativo', filter: 'text', width: 260 },
  { field: 'tipoPersona', headerName: 'Tipo', filter: 'select', options: TIPO_PERSONA_OPTIONS, width: 160 },
  { field: 'codiceFiscale', headerName: 'Codice fiscale', width: 190 },
  { field: 'partitaIva', headerName: 'Partita IVA', sortable: false, width: 140, hidden: true },
  { field: 'comune', headerName: 'Comune', filter: 'text' },
  { field: 'provincia', headerName: 'Provincia', width: 110 },
  { field: 'pep', headerName: 'PEP', sortable: false, width: 90, badges: { Sì: 'warning' } },
  { field: 'dipendenzaDenominazione', headerName: 'Dipendenza', width: 200 },
];

const detail = (row: Record<string, string>) =>
  anagraficaPath(row.id!, true, 'pagina', row.tipoPersona === 'PG' ? 'PG' : 'PF');

/** `anagrafiche`: the clients list (PF and PG) with the branch filter; an operator sees their own branch only. */
export function SoggettiList() {
  const canEdit = useCanEditOperations();
  const filters: KitFilter[] = [
    { key: 'dipendenzaId', label: 'Dipendenza', kind: 'select', options: useBranchOptions() },
  ];
  return (
    <ListScreen
      area={SOGGETTI_AREA}
      title="Anagrafiche clienti"
      columns={COLUMNS}
      detailPath={detail}
      filters={filters}
      newLinks={
        canEdit
          ? [
              { label: 'Nuova persona fisica', path: anagraficaPath('nuovo', false, 'pagina', 'PF') },
              { label: 'Nuova persona giuridica', path: anagraficaPath('nuovo', false, 'pagina', 'PG') },
            ]
          : []
      }
    />
  );
}
