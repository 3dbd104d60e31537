import type { AssignedAlert } from '@compliance/shared';
import type { Principal } from '../../auth/access-token.service.ts';
import { homeSource } from '../home-source.ts';

/** Where Home's `questionariDaVerificare` come from: the questionnaire area (questionari.service.ts). */
export interface QuestionariDaVerificareSource {
  toVerify(principal: Principal): Promise<{ items: AssignedAlert[]; total: number }>;
}

/** Home's questionnaires waiting for verification (AML officers; everyone else gets none and 0). */
export const questionnairesToVerifyHomeSource = (questionari: QuestionariDaVerificareSource) =>
  homeSource({
    name: 'questionariDaVerificare',
    async figures({ principal }) {
      const found = await questionari.toVerify(principal);
      return { questionariDaVerificare: found.items, questionariDaVerificareTotale: found.total };
    },
  });
