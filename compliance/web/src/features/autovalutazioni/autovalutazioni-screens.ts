import type { ComponentType } from 'react';
import { AutovalutazioneDetail } from './components/autovalutazione-detail.tsx';
import { AutovalutazioniList } from './components/autovalutazioni-list.tsx';
import { MatriceScreen } from './components/matrice-screen.tsx';

/** The self-evaluations area's chunk, loaded on demand by app/area-screens.tsx: its screens by route id. */
export const screens: Readonly<Record<string, ComponentType>> = {
  selfevaluations: AutovalutazioniList,
  selfevaluation: AutovalutazioneDetail,
  matriceautovalutazione: MatriceScreen,
};
