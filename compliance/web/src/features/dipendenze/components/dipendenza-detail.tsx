import { DipendenzaInput, DIPENDENZA_MESSAGES } from '@compliance/shared';
import { DetailScreen } from '../../../kit/detail-screen.tsx';
import type { KitField } from '../../../kit/record-form.tsx';
import { useCanEditMasterData } from '../../../kit/use-roles.ts';
import {
  DIPENDENZE_AREA,
  dipendenzaPath,
  STATO_OPTIONS,
  TIPO_OPTIONS,
  useIstitutoOptions,
} from '../api/dipendenze-api.ts';

/** `dipendenze/dipendenza/{id}/{readonly}/{layout}`: a branch's detail (design/compliance-domain.md §3). */
export function DipendenzaDetail() {
  const istituti = useIstitutoOptions();
  const fields: readonly KitField[] = [
    { name: 'istitutoId', label: 'Istituto', type: 'select', options: istituti, required: true },
    { name: 'codiceAbi', label: 'Codice ABI', existingOnly: true },
    { name: 'codiceCab', label: 'Codice CAB', required: true },
    { name: 'codiceInterno', label: 'Codice interno' },
    { name: 'denominazione', label: 'Denominazione', required: true },
    { name: 'tipo', label: 'Tipo', type: 'select', options: TIPO_OPTIONS, required: true },
    { name: 'indirizzo', label: 'Indirizzo' },
    { name: 'cap', label: 'CAP' },
    { name: 'comune', label: 'Comune' },
    { name: 'provincia', label: 'Provincia' },
    { name: 'regione', label: 'Regione' },
    { name: 'responsabile', label: 'Responsabile' },
    { name: 'areaTerritoriale', label: 'Area territoriale' },
    { name: 'dataApertura', label: 'Data apertura', type: 'date' },
    { name: 'stato', label: 'Stato', type: 'select', options: STATO_OPTIONS, required: true },
  ];
  return (
    <DetailScreen
      area={DIPENDENZE_AREA}
      title={(r) => (r ? `Dipendenza ${r.denominazione}` : 'Nuova dipendenza')}
      fields={fields}
      schema={DipendenzaInput}
      messages={DIPENDENZA_MESSAGES}
      initial={{ tipo: 'FILIALE', stato: 'ATTIVA' }}
      canEdit={useCanEditMasterData()}
      listPath="/dipendenze"
      detailPath={dipendenzaPath}
    />
  );
}
