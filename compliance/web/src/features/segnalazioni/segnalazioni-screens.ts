import type { ComponentType } from 'react';
import { SegnalazioneDetail } from './components/segnalazione-detail.tsx';
import { SegnalazioniList } from './components/segnalazioni-list.tsx';

/**
 * The report register's chunk (spec §2: loaded on demand, reachable without the authentication check), loaded by
 * app/area-screens.tsx: its screens by route id.
 */
export const screens: Readonly<Record<string, ComponentType>> = {
  registrosegnalazioni: SegnalazioniList,
  segnalazione: SegnalazioneDetail,
};
