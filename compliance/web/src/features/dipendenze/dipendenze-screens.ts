import type { ComponentType } from 'react';
import { DipendenzeList } from './components/dipendenze-list.tsx';
import { DipendenzaDetail } from './components/dipendenza-detail.tsx';

/** The dipendenze area's chunk, loaded on demand by app/area-screens.tsx: its screens by route id. */
export const screens: Readonly<Record<string, ComponentType>> = {
  dipendenze: DipendenzeList,
  dipendenza: DipendenzaDetail,
};
