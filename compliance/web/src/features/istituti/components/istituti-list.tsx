import { ListScreen } from '../../../kit/list-screen.tsx';
import type { KitColumn } from '../../../kit/list-columns.tsx';
import { useCanEditMasterData } from '../../../kit/use-roles.ts';
import { ISTITUTI_AREA, istitutoPath, STATO_OPTIONS, TIPO_OPTIONS } from '../api/istituti-api.ts';

const COLUMNS: readonly KitColumn[] = [
  { field: 'codiceAbi', headerName: 'Codice ABI', filter: 'text', width: 120 },
  { field: 'denominazione', headerName: 'Denominazione', filter: 'text', width: 260 },
  { field: 'tipoIntermediario', headerName: 'Tipo', filter: 'select', options: TIPO_OPTIONS, width: 220 },
  { field: 'numeroIscrizioneAlbo', headerName: 'N. iscrizione albo', width: 150 },
  { field: 'sedeComune', headerName: 'Comune sede', filter: 'text' },
  {
    field: 'stato',
    headerName: 'Stato',
    filter: 'select',
    options: STATO_OPTIONS,
    width: 120,
    badges: { ATTIVO: 'success', CESSATO: 'neutral' },
  },
  { field: 'updatedAt', headerName: 'Ultima modifica', format: 'date', width: 140, hidden: true },
];

const detail = (row: Record<string, string>) => istitutoPath(row.id!);

/** `istituti`: the institutions list (spec §2). */
export function IstitutiList() {
  const canEdit = useCanEditMasterData();
  return (
    <ListScreen
      area={ISTITUTI_AREA}
      title="Istituti"
      columns={COLUMNS}
      detailPath={detail}
      {...(canEdit ? { newPath: istitutoPath('nuovo', false) } : {})}
    />
  );
}
