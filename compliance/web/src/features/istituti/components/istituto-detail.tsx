import { IstitutoInput, ISTITUTO_MESSAGES } from '@compliance/shared';
import { DetailScreen } from '../../../kit/detail-screen.tsx';
import type { KitField } from '../../../kit/record-form.tsx';
import { useCanEditMasterData } from '../../../kit/use-roles.ts';
import { ISTITUTI_AREA, istitutoPath, STATO_OPTIONS, TIPO_OPTIONS } from '../api/istituti-api.ts';

const FIELDS: readonly KitField[] = [
  { name: 'codiceAbi', label: 'Codice ABI', required: true },
  { name: 'denominazione', label: 'Denominazione', required: true },
  { name: 'denominazioneBreve', label: 'Denominazione breve' },
  {
    name: 'tipoIntermediario',
    label: 'Tipo intermediario',
    type: 'select',
    options: TIPO_OPTIONS,
    required: true,
  },
  { name: 'albo', label: 'Albo' },
  { name: 'numeroIscrizioneAlbo', label: 'Numero iscrizione albo' },
  { name: 'codiceFiscale', label: 'Codice fiscale' },
  { name: 'partitaIva', label: 'Partita IVA' },
  { name: 'bic', label: 'BIC' },
  { name: 'codiceSegnalanteUif', label: 'Codice segnalante UIF' },
  { name: 'sedeIndirizzo', label: 'Sede legale: indirizzo' },
  { name: 'sedeComune', label: 'Sede legale: comune' },
  { name: 'sedeProvincia', label: 'Sede legale: provincia' },
  { name: 'stato', label: 'Stato', type: 'select', options: STATO_OPTIONS, required: true },
];

/** `istituti/istituto/{id}/{readonly}/{layout}`: an institution's detail (design/compliance-domain.md §3). */
export function IstitutoDetail() {
  return (
    <DetailScreen
      area={ISTITUTI_AREA}
      title={(r) => (r ? `Istituto ${r.denominazione}` : 'Nuovo istituto')}
      fields={FIELDS}
      schema={IstitutoInput}
      messages={ISTITUTO_MESSAGES}
      initial={{ tipoIntermediario: 'BANCA_TRADIZIONALE', stato: 'ATTIVO' }}
      canEdit={useCanEditMasterData()}
      listPath="/istituti"
      detailPath={istitutoPath}
    />
  );
}
