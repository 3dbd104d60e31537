import type { ComponentType } from 'react';
import { InserimentoDatiAnagrafici } from '../features/anagrafica/components/inserimento-dati-anagrafici.tsx';
import { SoggettiList } from '../features/anagrafica/components/soggetti-list.tsx';
import { DocumentiList } from '../features/documenti/components/documenti-list.tsx';
import { DocumentoDetail } from '../features/documenti/components/documento-detail.tsx';
import { DipendenzaDetail } from '../features/dipendenze/components/dipendenza-detail.tsx';
import { DipendenzeList } from '../features/dipendenze/components/dipendenze-list.tsx';
import { IstitutiList } from '../features/istituti/components/istituti-list.tsx';
import { IstitutoDetail } from '../features/istituti/components/istituto-detail.tsx';
import { OperazioneDetail } from '../features/operazioni/components/operazione-detail.tsx';
import { OperazioniList } from '../features/operazioni/components/operazioni-list.tsx';

/**
 * The screens built so far, by route id (config/work-areas.ts). A new area is one feature folder and one line
 * here; a route without a screen shows the "coming soon" placeholder.
 */
export const AREA_SCREENS: Readonly<Record<string, ComponentType>> = {
  istituti: IstitutiList,
  istituto: IstitutoDetail,
  dipendenze: DipendenzeList,
  dipendenza: DipendenzaDetail,
  operazioni: OperazioniList,
  operazione: OperazioneDetail,
  anagrafiche: SoggettiList,
  inserimentodatianagrafici: InserimentoDatiAnagrafici,
  archiviodocumenti: DocumentiList,
  documento: DocumentoDetail,
};
