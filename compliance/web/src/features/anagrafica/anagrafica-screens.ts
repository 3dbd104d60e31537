import type { ComponentType } from 'react';
import { SoggettiList } from './components/soggetti-list.tsx';

/**
 * The anagrafica area's chunk, loaded on demand by app/area-screens.tsx: its screens by route id. The personal-data
 * form (`inserimentodatianagrafici`) is the questionnaire screen's first section: app/questionari-area.tsx serves it.
 */
export const screens: Readonly<Record<string, ComponentType>> = {
  anagrafiche: SoggettiList,
};
