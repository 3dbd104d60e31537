import type { ComponentType } from 'react';
import { CampagnaDetail } from './components/campagna-detail.tsx';
import { CampagneList } from './components/campagne-list.tsx';

/** The order surveys area's chunk, loaded on demand by app/area-screens.tsx: its screens by route id. */
export const screens: Readonly<Record<string, ComponentType>> = {
  ordersurveys: CampagneList,
  ordersurvey: CampagnaDetail,
};
