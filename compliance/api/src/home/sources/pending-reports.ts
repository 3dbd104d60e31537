import type { AssignedAlert } from '@compliance/shared';
import type { Principal } from '../../auth/access-token.service.ts';
import { homeSource } from '../home-source.ts';

/** A source of reports awaiting a decision by the person (the report register implements it). */
export interface PendingReportSource {
  pendingFor(principal: Principal): Promise<{ items: AssignedAlert[]; totale: number }>;
}

/**
 * Home's `segnalazioniInAttesa`: only what the register lets the person read, so an operator gets none and no
 * count.
 */
export const pendingReportsHomeSource = (reports: PendingReportSource) =>
  homeSource({
    name: 'segnalazioniInAttesa',
    async figures({ principal }) {
      const pending = await reports.pendingFor(principal);
      return { segnalazioniInAttesa: pending.items, segnalazioniInAttesaTotale: pending.totale };
    },
  });
