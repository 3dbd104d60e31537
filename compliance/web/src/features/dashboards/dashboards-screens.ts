import type { ComponentType } from 'react';
import { InScadenza } from './components/in-scadenza.tsx';
import { MonitoraggioQuestionari } from './components/monitoraggio-questionari.tsx';

/** The questionnaire dashboards' chunk, loaded on demand by app/area-screens.tsx: its screens by route id. */
export const screens: Readonly<Record<string, ComponentType>> = {
  monitoraggioquestionari: MonitoraggioQuestionari,
  inscadenza: InScadenza,
};
