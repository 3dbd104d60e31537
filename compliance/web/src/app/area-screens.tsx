import type { ComponentType } from 'react';
import { DipendenzaDetail } from '../features/dipendenze/components/dipendenza-detail.tsx';
import { DipendenzeList } from '../features/dipendenze/components/dipendenze-list.tsx';
import { IstitutiList } from '../features/istituti/components/istituti-list.tsx';
import { IstitutoDetail } from '../features/istituti/components/istituto-detail.tsx';

/**
 * The screens built so far, by route id (config/work-areas.ts). A new area is one feature folder and one line
 * here; a route without a screen shows the "coming soon" placeholder.
 */
export const AREA_SCREENS: Readonly<Record<string, ComponentType>> = {
  istituti: IstitutiList,
  istituto: IstitutoDetail,
  dipendenze: DipendenzeList,
  dipendenza: DipendenzaDetail,
};
