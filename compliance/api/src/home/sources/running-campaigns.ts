import type { CampagnaInCorso } from '@compliance/shared';
import type { Principal } from '../../auth/access-token.service.ts';
import { homeSource } from '../home-source.ts';

/** Where Home's running campaigns come from: the order surveys area (ordersurveys.service.ts). */
export interface CampagneInCorsoSource {
  inCorsoFor(principal: Principal): Promise<{ items: CampagnaInCorso[]; totale: number }>;
}

/** Home's `campagneInCorso` (issue 9): the running campaigns within the person's view. */
export const runningCampaignsHomeSource = (campagne: CampagneInCorsoSource) =>
  homeSource({
    name: 'campagneInCorso',
    async figures({ principal }) {
      const found = await campagne.inCorsoFor(principal);
      return { campagneInCorso: found.items, campagneInCorsoTotale: found.totale };
    },
  });
