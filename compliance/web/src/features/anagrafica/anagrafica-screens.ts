import type { ComponentType } from 'react';
import { SoggettiList } from './components/soggetti-list.tsx';
import { InserimentoDatiAnagrafici } from './components/inserimento-dati-anagrafici.tsx';

/** The anagrafica area's chunk, loaded on demand by app/area-screens.tsx: its screens by route id. */
export const screens: Readonly<Record<string, ComponentType>> = {
  anagrafiche: SoggettiList,
  inserimentodatianagrafici: InserimentoDatiAnagrafici,
};
