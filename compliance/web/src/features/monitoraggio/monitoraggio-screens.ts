import type { ComponentType } from 'react';
import { AlertDashboard } from './components/alert-dashboard.tsx';
import { AlertDetail } from './components/alert-detail.tsx';
import { AlertList } from './components/alert-list.tsx';

/** The monitoring area's chunk, loaded on demand by app/area-screens.tsx: its screens by route id. */
export const screens: Readonly<Record<string, ComponentType>> = {
  monitoraggiooperazioni: AlertList,
  alert: AlertDetail,
  cruscottomonitoraggio: AlertDashboard,
};
