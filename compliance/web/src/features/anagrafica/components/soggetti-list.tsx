import {
  AV_RAFFORZATA_LABELS,
  AV_RAFFORZATA_STATI,
  CLASSE_RISCHIO_LABELS,
  CLASSI_RISCHIO,
} from '@compliance/shared';
import { useBranchOptions } from '../../../kit/branch-options.ts';
import type { KitFilter } from '../../../kit/filter-bar.tsx';
import { ListScreen } from '../../../kit/list-screen.tsx';
import type { KitColumn } from '../../../kit/list-columns.tsx';
import { useCanEditOperations } from '../../../kit/use-roles.ts';
import { anagraficaPath, SOGGETTI_AREA, TIPO_PERSONA_OPTIONS } from '../api/anagrafica-api.ts';

const CLASSE_OPTIONS = CLASSI_RISCHIO.map((value) => ({ value, label: CLASSE_RISCHIO_LABELS[value] }));
const AV_OPTIONS = AV_RAFFORZATA_STATI.map((value) => ({ value, label: AV_RAFFORZATA_LABELS[value] }));
const PEP_OPTIONS = [
  { value: 'Sì', label: 'Sì' },
  { value: 'No', label: 'No' },
];

const COLUMNS: readonly KitColumn[] = [
  { field: 'nominativo', headerName: 'Nominativo', filter: 'text', width: 260 },
  { field: 'tipoPersona', headerName: 'Tipo', filter: 'select', options: TIPO_PERSONA_OPTIONS, width: 160 },
  { field: 'codiceFiscale', headerName: 'Codice fiscale', width: 190 },
  { field: 'partitaIva', headerName: 'Partita IVA', sortable: false, width: 140, hidden: true },
  { field: 'comune', headerName: 'Comune', filter: 'text' },
  { field: 'provincia', headerName: 'Provincia', width: 110 },
  { field: 'pep', headerName: 'PEP', sortable: false, width: 90, badges: { Sì: 'warning' } },
  { field: 'dipendenzaDenominazione', headerName: 'Dipendenza', width: 200 },
  { field: 'classeRischio', headerName: 'Rischio', sortable: false, options: CLASSE_OPTIONS, width: 110 },
  {
    field: 'avRafforzata',
    headerName: 'AV rafforzata',
    sortable: false,
    options: AV_OPTIONS,
    width: 200,
    badges: { MANCANTE_PEP: 'warning', MANCANTE_ALTO: 'warning' },
  },
];

const detail = (row: Record<string, string>) =>
  anagraficaPath(row.id!, true, 'pagina', row.tipoPersona === 'PG' ? 'PG' : 'PF');

/**
 * `anagrafiche`: the clients list (PF and PG) with filters by branch, PEP, risk class (latest submitted
 * questionnaire) and enhanced due diligence (the dashboards open it with these); an operator sees their own
 * branch only.
 */
export function SoggettiList() {
  const canEdit = useCanEditOperations();
  const filters: KitFilter[] = [
    { key: 'dipendenzaId', label: 'Dipendenza', kind: 'select', options: useBranchOptions() },
    { key: 'pep', label: 'PEP', kind: 'select', options: PEP_OPTIONS },
    { key: 'classeRischio', label: 'Classe di rischio', kind: 'select', options: CLASSE_OPTIONS },
    { key: 'avRafforzata', label: 'Adeguata verifica rafforzata', kind: 'select', options: AV_OPTIONS },
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
