import type { ComponentType } from 'react';
import { OperazioniList } from './components/operazioni-list.tsx';
import { OperazioneDetail } from './components/operazione-detail.tsx';

/** The operazioni area's chunk, loaded on demand by app/area-screens.tsx: its screens by route id. */
export const screens: Readonly<Record<string, ComponentType>> = {
  operazioni: OperazioniList,
  operazione: OperazioneDetail,
};
