import { AUTOVALUTAZIONE_READERS, type AutovalutazioneDaInviare } from '@compliance/shared';
import { homeSource } from '../home-source.ts';

/** Where Home's self-assessments to send come from (the selfevaluations area implements it). */
export interface AutovalutazioniDaInviareSource {
  daInviare(): Promise<AutovalutazioneDaInviare[]>;
}

/**
 * Home's `autovalutazioniDaInviare` (design §1.7: sent to Banca d'Italia by 30 April of the following year): the
 * approved self-assessments not yet sent, for those who read self-assessments (AUTOVALUTAZIONE_READERS) only.
 */
export const selfAssessmentsToSendHomeSource = (autovalutazioni: AutovalutazioniDaInviareSource) =>
  homeSource({
    name: 'autovalutazioniDaInviare',
    async figures({ principal }) {
      const reads = principal.roles.some((r) => (AUTOVALUTAZIONE_READERS as readonly string[]).includes(r));
      return { autovalutazioniDaInviare: reads ? await autovalutazioni.daInviare() : [] };
    },
  });
