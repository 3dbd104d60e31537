import type { ComponentType } from 'react';
import { IstitutiList } from './components/istituti-list.tsx';
import { IstitutoDetail } from './components/istituto-detail.tsx';

/** The istituti area's chunk, loaded on demand by app/area-screens.tsx: its screens by route id. */
export const screens: Readonly<Record<string, ComponentType>> = {
  istituti: IstitutiList,
  istituto: IstitutoDetail,
};
